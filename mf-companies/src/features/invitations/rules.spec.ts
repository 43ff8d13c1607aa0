import { messages } from '../../messages';
import { emailProblem, statusVariant } from './rules';

const m = messages.invitations;

it('checks the e-mail like the server does', () => {
  expect(emailProblem('')).toBe(m.emailRequired);
  expect(emailProblem('   ')).toBe(m.emailRequired);
  expect(emailProblem('not an email')).toBe(m.emailInvalid);
  expect(emailProblem('a@b')).toBe(m.emailInvalid);
  expect(emailProblem(' new@company.example ')).toBeNull();
});

it('colours statuses', () => {
  expect(statusVariant('Pending')).toBe('success');
  expect(statusVariant('Used')).toBe('secondary');
  expect(statusVariant('Expired')).toBe('danger');
  expect(statusVariant('Revoked')).toBe('dark');
});
