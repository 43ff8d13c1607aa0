import { directorySearch, isUuid, parseDate, resetMessage, RESET_TABLES, subscriptionPeriod } from './company-rules';

describe('company rules', () => {
  it('resetMessage lists the counts in the spec order', () => {
    expect(resetMessage('Acme', { invoices: 9, clients: 4, employees: 6, expenses: 1, recurring_expenses: 1, stored_files: 3 })).toBe(
      'Company data for Acme reset successfully. Deleted 4 clients, 6 employees, 9 invoices, 1 expenses, 1 recurring expenses and 3 stored files.',
    );
  });

  it('a reset deletes invoices first and stored files last', () => {
    expect(RESET_TABLES.map((t) => t.table)).toEqual(['invoices', 'clients', 'employees', 'expenses', 'recurring_expenses', 'stored_files']);
  });

  it('parseDate reads YYYY-MM-DD as midnight UTC and keeps full timestamps', () => {
    expect(parseDate('2026-03-01').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(parseDate('2026-03-01T10:30:00.000Z').toISOString()).toBe('2026-03-01T10:30:00.000Z');
  });

  it('subscriptionPeriod: empty end = unlimited, same day allowed, end before start refused', () => {
    expect(subscriptionPeriod('2026-01-01', '')).toEqual({ start: new Date('2026-01-01T00:00:00Z'), end: null, endBeforeStart: false });
    expect(subscriptionPeriod('2026-01-01', null).end).toBeNull();
    expect(subscriptionPeriod('2026-01-01', '2026-01-01').endBeforeStart).toBe(false);
    expect(subscriptionPeriod('2026-01-02', '2026-01-01').endBeforeStart).toBe(true);
  });
});

describe('company directory search', () => {
  it('matches names containing the text, with LIKE wildcards taken literally', () => {
    expect(directorySearch('  Acme ')).toEqual({ namePattern: '%Acme%', exactId: null });
    expect(directorySearch('50%_off\\')).toEqual({ namePattern: '%50\\%\\_off\\\\%', exactId: null });
  });

  it('also matches an exact company id, and nothing when blank', () => {
    const id = '0B5E6C1A-1111-4222-8333-444455556666';
    expect(directorySearch(id)).toEqual({ namePattern: `%${id}%`, exactId: id.toLowerCase() });
    expect(directorySearch('   ')).toEqual({ namePattern: null, exactId: null });
    expect(directorySearch(undefined)).toEqual({ namePattern: null, exactId: null });
    expect(isUuid(id)).toBe(true);
    expect(isUuid('not-an-id')).toBe(false);
  });
});
