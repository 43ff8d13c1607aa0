import { leadingProblem, unknownFields } from './income-tax-simulator-rules';

it('refuses fields the request does not define, ignoring non-objects', () => {
  expect(unknownFields({ fiscalYear: '2025-26', taxCode: '1257L', extra: 1 })).toEqual({ extra: ['Unknown field: extra'] });
  expect(unknownFields([1])).toEqual({});
  expect(unknownFields(null)).toEqual({});
});

it('leads with the first problem', () => {
  expect(leadingProblem({ taxCode: ['Bad code'], monthlySalaries: ['x'] })).toBe('Bad code');
  expect(leadingProblem({})).toBe('Invalid simulation request');
});
