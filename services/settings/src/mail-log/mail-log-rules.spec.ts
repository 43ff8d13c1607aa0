import { MailLogEntryEntity } from './entities/mail-log-entry.entity';
import { toMailLogDto, toMailLogRow } from './mail-log-rules';

it('clips texts to their columns and fills absent fields', () => {
  const row = toMailLogRow({ recipient: 'a'.repeat(400), subject: 's'.repeat(600), status: 'Failed', configurationName: 'n'.repeat(150) });
  expect(row.recipient).toHaveLength(320);
  expect(row.recipient.endsWith('...')).toBe(true);
  expect(row.subject).toHaveLength(500);
  expect(row.configurationName).toHaveLength(100);
  expect(row).toMatchObject({ status: 'Failed', errorMessage: null, isTest: false, configurationId: null, durationMs: null });
  expect(toMailLogRow({ recipient: 'r@example.com', subject: 'Hi', status: 'Sent' })).toMatchObject({ recipient: 'r@example.com', subject: 'Hi', configurationName: null });
});

it('answers the entry with an ISO date', () => {
  const entry = Object.assign(new MailLogEntryEntity(), { id: 'i', createdAt: new Date('2026-01-02T03:04:05Z'), ...toMailLogRow({ recipient: 'r', subject: 's', status: 'Sent', isTest: true, durationMs: 12 }) });
  expect(toMailLogDto(entry)).toEqual({ id: 'i', createdAt: '2026-01-02T03:04:05.000Z', recipient: 'r', subject: 's', status: 'Sent', errorMessage: null, isTest: true, configurationId: null, configurationName: null, durationMs: 12 });
});
