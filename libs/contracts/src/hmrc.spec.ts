import { nextTaxYear, ukDate } from './hmrc';

it('names the tax year after a year, across a century', () => {
  expect(nextTaxYear('2026-27')).toBe('2027-28');
  expect(nextTaxYear('2098-99')).toBe('2099-00');
  expect(nextTaxYear('2099-00')).toBe('2100-01');
});

it('counts days in UK time: 23:30 UTC on 5 April is already 6 April in summer (BST), not in winter (GMT)', () => {
  expect(ukDate(new Date('2027-04-05T23:30:00Z'))).toBe('2027-04-06');
  expect(ukDate(new Date('2027-04-05T22:59:59Z'))).toBe('2027-04-05');
  expect(ukDate(new Date('2027-01-05T23:30:00Z'))).toBe('2027-01-05');
});
