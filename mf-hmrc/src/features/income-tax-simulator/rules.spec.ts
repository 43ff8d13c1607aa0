import {
  hasSalary,
  initialSimulatorForm,
  simulatorReducer,
  toSimulationRequest,
  type SimulatorAction,
  type SimulatorForm,
} from './rules';

const run = (...actions: SimulatorAction[]): SimulatorForm => actions.reduce(simulatorReducer, initialSimulatorForm());

it('defaults: 25-26, 1257L, twelve enrolled months with that code', () => {
  const form = initialSimulatorForm();
  expect(form.fiscalYear).toBe('25-26');
  expect(form.taxCode).toBe('1257L');
  expect(form.months).toHaveLength(12);
  expect(form.months.every((m) => m.enrolled && m.taxCode === '1257L' && m.salary === '' && m.ytdTax === '')).toBe(true);
});

it('the main code fills every month, uppercased; a month code stays its own, uppercased', () => {
  const form = run({ type: 'monthTaxCode', index: 3, value: 'br' }, { type: 'taxCode', value: 'k100' });
  expect(form.taxCode).toBe('K100');
  expect(form.months.map((m) => m.taxCode)).toEqual(Array(12).fill('K100'));
  expect(run({ type: 'monthTaxCode', index: 3, value: 'd0' }).months[3].taxCode).toBe('D0');
});

it('tax paid to date is only taken for non-enrolled months and is emptied on enrolment', () => {
  expect(run({ type: 'monthYtdTax', index: 0, value: '5' }).months[0].ytdTax).toBe('');
  const form = run({ type: 'monthEnrolled', index: 0, value: false }, { type: 'monthYtdTax', index: 0, value: '5' });
  expect(form.months[0]).toMatchObject({ enrolled: false, ytdTax: '5' });
  expect(simulatorReducer(form, { type: 'monthEnrolled', index: 0, value: true }).months[0]).toMatchObject({ enrolled: true, ytdTax: '' });
});

it('hasSalary needs one amount above zero', () => {
  expect(hasSalary(initialSimulatorForm())).toBe(false);
  expect(hasSalary(run({ type: 'monthSalary', index: 0, value: '0.00' }))).toBe(false);
  expect(hasSalary(run({ type: 'monthSalary', index: 11, value: '0.01' }))).toBe(true);
});

it('the request: blanks are 0, overrides null for enrolled or blank months, blank codes fall back to the main code', () => {
  const form = run(
    { type: 'monthSalary', index: 0, value: '2500.55' },
    { type: 'monthEnrolled', index: 1, value: false },
    { type: 'monthYtdTax', index: 1, value: '10' },
    { type: 'monthEnrolled', index: 2, value: false },
    { type: 'monthTaxCode', index: 5, value: ' ' },
  );
  const request = toSimulationRequest(form);
  expect(request.monthlySalaries).toEqual([2500.55, ...Array(11).fill(0)]);
  expect(request.enrollmentStatus).toEqual([true, false, false, ...Array(9).fill(true)]);
  expect(request.ytdTaxOverrides).toEqual([null, 10, ...Array(10).fill(null)]);
  expect(request.monthlyTaxCodes).toEqual(Array(12).fill('1257L'));
});

it('Fill Sample Data keeps the chosen code; Clear All keeps year and code', () => {
  const sample = run({ type: 'fiscalYear', value: '24-25' }, { type: 'taxCode', value: 'c1257l' }, { type: 'fillSample' });
  expect(sample.months.map((m) => m.taxCode)).toEqual(Array(12).fill('C1257L'));
  expect(sample.months.filter((m) => !m.enrolled)).toHaveLength(3);
  const cleared = simulatorReducer(sample, { type: 'clearAll' });
  expect(cleared.fiscalYear).toBe('24-25');
  expect(cleared.taxCode).toBe('C1257L');
  expect(cleared.months.every((m) => m.salary === '' && m.enrolled && m.ytdTax === '')).toBe(true);
});
