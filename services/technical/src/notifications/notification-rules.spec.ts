import { companyDeactivatedNotification, companyResetNotification, isActive, isDue, isExpired, isInAudience, validateTiming, wantsType } from './notification-rules';

const admin = { userId: 'a', role: 'Admin', companyId: null };
const manager = { userId: 'm', role: 'Manager', companyId: 'c1' };
const employee = { userId: 'e', role: 'Employee', companyId: 'c2' };
const all = [admin, manager, employee];
const audience = (scope: any, targetCompanyIds: string[] = [], targetUserIds: string[] = []) => ({ scope, targetCompanyIds, targetUserIds });
const who = (a: ReturnType<typeof audience>) => all.filter((r) => isInAudience(a, r)).map((r) => r.userId);

describe('audience by scope', () => {
  it('AllUsers reaches everyone', () => expect(who(audience('AllUsers'))).toEqual(['a', 'm', 'e']));
  it('AdminOnly reaches admins only', () => expect(who(audience('AdminOnly'))).toEqual(['a']));
  it('CompanySpecific reaches the users of the target companies', () => {
    expect(who(audience('CompanySpecific', ['c2']))).toEqual(['e']);
    expect(who(audience('CompanySpecific', ['c1', 'c2']))).toEqual(['m', 'e']);
    expect(who(audience('CompanySpecific', []))).toEqual([]);
  });
  it('SpecificUsers reaches the target users', () => expect(who(audience('SpecificUsers', [], ['a', 'e']))).toEqual(['a', 'e']));
  it('an unknown scope reaches nobody', () => expect(who(audience('Everyone'))).toEqual([]));
});

describe('active and expired', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const at = (iso: string | null) => (iso ? new Date(iso) : null);
  it('is active without schedule or expiry', () => expect(isActive({ scheduledFor: null, expiresAt: null }, now)).toBe(true));
  it('is not due before its schedule, due at it', () => {
    expect(isDue({ scheduledFor: at('2026-11-21T10:00:01Z'), expiresAt: null }, now)).toBe(false);
    expect(isDue({ scheduledFor: at('2026-11-21T10:00:00Z'), expiresAt: null }, now)).toBe(true);
  });
  it('is expired at and after its expiry', () => {
    expect(isExpired({ scheduledFor: null, expiresAt: at('2026-11-21T10:00:00Z') }, now)).toBe(true);
    expect(isExpired({ scheduledFor: null, expiresAt: at('2026-11-21T10:00:01Z') }, now)).toBe(false);
    expect(isActive({ scheduledFor: null, expiresAt: at('2026-11-21T09:00:00Z') }, now)).toBe(false);
  });
  it('validates expiry against schedule and now', () => {
    expect(validateTiming({ scheduledFor: at('2026-11-22T00:00:00Z'), expiresAt: at('2026-11-21T12:00:00Z') }, now)).toEqual({
      expiresAt: ['Expires At must be after Schedule For'],
    });
    expect(validateTiming({ scheduledFor: null, expiresAt: at('2026-11-21T09:00:00Z') }, now)).toEqual({ expiresAt: ['Expires At must be in the future'] });
    expect(validateTiming({ scheduledFor: at('2026-11-22T00:00:00Z'), expiresAt: at('2026-11-23T00:00:00Z') }, now)).toEqual({});
  });
});

describe('type subscriptions', () => {
  it('system types always pass; event types need a subscription (case-insensitive)', () => {
    expect(wantsType('Maintenance', new Set())).toBe(true);
    expect(wantsType('PayrollProcessed', new Set())).toBe(false);
    expect(wantsType('PayrollProcessed', new Set(['payrollprocessed']))).toBe(true);
  });
});

describe('company notices', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  it('deactivation is the CompanyDeactivated event the shell shows as a browser notification, kept open', () => {
    expect(companyDeactivatedNotification('Acme Ltd', now)).toEqual({
      id: null,
      type: 'CompanyDeactivated',
      title: 'Company deactivated',
      message: 'Acme Ltd has been deactivated by an administrator.',
      requiresAction: true,
      actionUrl: null,
      createdAt: '2026-11-21T10:00:00.000Z',
      expiresAt: null,
    });
  });
  it('a reset is a system Warning (every connection receives system types)', () => {
    expect(companyResetNotification(now)).toMatchObject({ id: null, type: 'Warning', title: 'Company data reset' });
  });
});
