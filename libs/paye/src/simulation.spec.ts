import { defaultFiscalYearParameters, findFiscalYearParameters, fiscalYear2024To25, fiscalYear2025To26 } from './fiscalYear';
import { InvalidSimulationRequestError, simulate, validateSimulationRequest, type SimulationRequest } from './simulation';
import { InvalidTaxCodeError } from './taxCode';

function request(overrides: Partial<SimulationRequest> = {}): SimulationRequest {
  return {
    fiscalYear: '25-26',
    taxCode: '1257L',
    monthlySalaries: Array(12).fill(2500),
    enrollmentStatus: Array(12).fill(true),
    ytdTaxOverrides: Array(12).fill(0),
    monthlyTaxCodes: Array(12).fill('1257L'),
    ...overrides,
  };
}

function withMonth<T>(values: readonly T[], index: number, value: T): T[] {
  return values.map((existing, i) => (i === index ? value : existing));
}

describe('validateSimulationRequest', () => {
  it('accepts a complete request, with either form of the tax year', () => {
    expect(validateSimulationRequest(request())).toEqual({});
    expect(validateSimulationRequest(request({ fiscalYear: '2026-27' }))).toEqual({});
  });

  it('needs at least one salary above zero', () => {
    expect(validateSimulationRequest(request({ monthlySalaries: Array(12).fill(0) }))).toEqual({
      monthlySalaries: ['Please enter at least one salary amount'],
    });
  });

  it.each([-1, 10.005, Number.NaN, Infinity, '2500' as unknown as number, 1e21])('rejects salary %p', (salary) => {
    const problems = validateSimulationRequest(request({ monthlySalaries: withMonth(Array(12).fill(1000), 2, salary) }));
    expect(problems).toEqual({ monthlySalaries: ['Salary in June must be a number of at least 0 with at most 2 decimals'] });
  });

  it('rejects lists that do not have 12 entries', () => {
    const problems = validateSimulationRequest(
      request({
        monthlySalaries: [1000],
        enrollmentStatus: [true, false],
        ytdTaxOverrides: [],
        monthlyTaxCodes: ['1257L'],
      }),
    );
    expect(problems).toEqual({
      monthlySalaries: ['Monthly salaries must have 12 entries', 'Please enter at least one salary amount'],
      enrollmentStatus: ['Enrollment status must have 12 true/false entries'],
      ytdTaxOverrides: ['Tax paid to date overrides must have 12 entries'],
      monthlyTaxCodes: ['Monthly tax codes must have 12 entries'],
    });
  });

  it('checks tax paid to date overrides (null = unchanged)', () => {
    expect(validateSimulationRequest(request({ ytdTaxOverrides: Array(12).fill(null) }))).toEqual({});
    expect(validateSimulationRequest(request({ ytdTaxOverrides: withMonth(Array(12).fill(0), 0, -5) }))).toEqual({
      ytdTaxOverrides: ['Tax paid to date in April must be a number of at least 0 with at most 2 decimals'],
    });
  });

  it('names the month and the code of an invalid monthly code', () => {
    const codes = withMonth(withMonth(Array(12).fill('1257L'), 2, '1257'), 10, 'd2');
    expect(validateSimulationRequest(request({ monthlyTaxCodes: codes }))).toEqual({
      monthlyTaxCodes: ['Invalid tax code in June: 1257', 'Invalid tax code in February: D2'],
    });
  });

  it('checks the main code and the tax year', () => {
    expect(validateSimulationRequest(request({ taxCode: 'L1257', fiscalYear: '2023-24' }))).toEqual({
      fiscalYear: ['Unknown tax year: 2023-24'],
      taxCode: ['Invalid tax code: L1257'],
    });
    expect(validateSimulationRequest(request({ taxCode: ' ', fiscalYear: '' }))).toEqual({
      fiscalYear: ['Tax year is required'],
      taxCode: ['Tax code is required'],
    });
  });

  it('knows only the tax years it is given', () => {
    expect(validateSimulationRequest(request({ fiscalYear: '2025-26' }), [fiscalYear2024To25])).toEqual({
      fiscalYear: ['Unknown tax year: 2025-26'],
    });
  });

  it('answers a missing body', () => {
    expect(validateSimulationRequest(null)).toEqual({ request: ['Simulation request is required'] });
  });
});

describe('simulate', () => {
  it('answers with the fields of the spec, April to March', () => {
    const response = simulate(request(), fiscalYear2025To26);
    expect(Object.keys(response)).toEqual(['projectedTaxRate', 'totalTaxDeduction', 'processedTaxCode', 'taxCodeType', 'monthlyCalculations']);
    expect(Object.keys(response.monthlyCalculations[0])).toEqual([
      'isHistoryLine',
      'monthName',
      'monthNumber',
      'taxCode',
      'monthlySalary',
      'cumulativeSalary',
      'cumulativeDeduction',
      'cumulativeTaxableIncome',
      'projectedYearlySalary',
      'projectedTaxRate',
      'taxEstimation',
      'cumulativeTaxPaid',
      'monthlyTaxDeduction',
      'potentialRefund',
    ]);
    expect(response.monthlyCalculations.map((row) => row.monthName)).toEqual([
      'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December', 'January', 'February', 'March',
    ]);
    expect(response).toMatchObject({ processedTaxCode: '1257L', taxCodeType: 'Standard allowance (L)', totalTaxDeduction: 3484 });
  });

  it('projects the year: 30,000 on 1257L is taxed 3,484.00 = 11.61%', () => {
    const response = simulate(request(), fiscalYear2025To26);
    for (const row of response.monthlyCalculations) {
      expect(row).toMatchObject({ projectedYearlySalary: 30000, projectedTaxRate: 11.61 });
    }
    expect(response.projectedTaxRate).toBe(11.61);
  });

  it('projects from pay to date: 17,000 after 7 months -> 29,142.86 a year, 3,312.60 tax = 11.37%', () => {
    const salaries = [3000, 3000, 0, 1000, 6000, 2000, 2000, 0, 0, 4000, 2500, 2500];
    const july = simulate(request({ monthlySalaries: salaries }), fiscalYear2025To26).monthlyCalculations[6];
    expect(july).toMatchObject({ cumulativeSalary: 17000, projectedYearlySalary: 29142.86, projectedTaxRate: 11.37 });
  });

  it('projects a Month 1 code on a full year of the same code: 36,000 on 1257L M1 -> 4,684.00 = 13.01%', () => {
    const response = simulate(
      request({ taxCode: '1257L M1', monthlySalaries: Array(12).fill(3000), monthlyTaxCodes: Array(12).fill('1257L M1') }),
      fiscalYear2025To26,
    );
    expect(response.monthlyCalculations[0]).toMatchObject({ projectedYearlySalary: 36000, projectedTaxRate: 13.01 });
    expect(response.taxCodeType).toBe('Standard allowance (L), non-cumulative (Month 1)');
  });

  it('takes the summary rate from the last enrolled month; history rows carry pay and tax paid only', () => {
    const response = simulate(
      request({
        monthlySalaries: [3000, 3000, 3000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 0],
        enrollmentStatus: [false, false, false, true, true, true, true, true, true, true, true, false],
        ytdTaxOverrides: [390.2, null, 1171, 0, 0, 0, 0, 0, 0, 0, 0, null],
      }),
      fiscalYear2025To26,
    );
    const [april, may, june, july] = response.monthlyCalculations;
    expect(april).toMatchObject({ isHistoryLine: true, cumulativeTaxPaid: 390.2, cumulativeDeduction: 0, cumulativeTaxableIncome: 0, taxEstimation: 0, monthlyTaxDeduction: 0, potentialRefund: 0 });
    expect(may).toMatchObject({ isHistoryLine: true, cumulativeSalary: 6000, cumulativeTaxPaid: 390.2 });
    expect(june).toMatchObject({ isHistoryLine: true, cumulativeSalary: 9000, cumulativeTaxPaid: 1171, projectedYearlySalary: 36000 });
    expect(july).toMatchObject({ isHistoryLine: false, taxEstimation: 1361.2, monthlyTaxDeduction: 190.2 });
    // February is the last enrolled month: 25,000 to date -> 27,272.73 a year, tax 2,938.60 = 10.77%.
    expect(response.monthlyCalculations[10]).toMatchObject({ projectedYearlySalary: 27272.73, projectedTaxRate: 10.77 });
    expect(response.projectedTaxRate).toBe(10.77);
    expect(response.monthlyCalculations[11]).toMatchObject({ isHistoryLine: true, cumulativeTaxPaid: 2693.8 });
  });

  it('uses the main code for blank monthly codes and when the lists are absent', () => {
    const blanks = simulate(request({ taxCode: 's1257l', monthlyTaxCodes: Array(12).fill(' ') }), fiscalYear2025To26);
    expect(blanks.monthlyCalculations.every((row) => row.taxCode === 'S1257L')).toBe(true);
    const minimal = simulate({ fiscalYear: '2025-26', taxCode: '1257L', monthlySalaries: Array(12).fill(2500) }, fiscalYear2025To26);
    expect(minimal.totalTaxDeduction).toBe(3484);
  });

  it('refunds net out of the total deduction', () => {
    const response = simulate(
      request({
        monthlySalaries: Array(12).fill(3000),
        enrollmentStatus: [false, false, false, ...Array(9).fill(true)],
        ytdTaxOverrides: [0, 0, 1171, ...Array(9).fill(0)],
        monthlyTaxCodes: Array(12).fill('NT'),
      }),
      fiscalYear2025To26,
    );
    expect(response.monthlyCalculations[3]).toMatchObject({ monthlyTaxDeduction: 0, potentialRefund: 1171, cumulativeTaxPaid: 0 });
    expect(response.totalTaxDeduction).toBe(-1171);
  });

  it('throws a typed error naming the month of an invalid code', () => {
    const codes = withMonth(Array(12).fill('1257L'), 4, 'kl');
    expect(() => simulate(request({ monthlyTaxCodes: codes }), fiscalYear2025To26)).toThrow(
      expect.objectContaining({ name: 'InvalidTaxCodeError', code: 'KL', monthName: 'August', message: 'Invalid tax code in August: KL' }),
    );
    expect(() => simulate(request({ monthlyTaxCodes: codes }), fiscalYear2025To26)).toThrow(InvalidTaxCodeError);
  });

  it('throws InvalidSimulationRequestError for other problems, including parameters of another year', () => {
    expect(() => simulate(request({ monthlySalaries: Array(12).fill(0) }), fiscalYear2025To26)).toThrow(
      new InvalidSimulationRequestError({ monthlySalaries: ['Please enter at least one salary amount'] }),
    );
    expect(() => simulate(request({ fiscalYear: '2024-25' }), fiscalYear2025To26)).toThrow(InvalidSimulationRequestError);
  });

  it('money has at most 2 decimals and no float residue', () => {
    const response = simulate(request({ monthlySalaries: Array(12).fill(3333.33), taxCode: 'D0', monthlyTaxCodes: Array(12).fill('') }), fiscalYear2025To26);
    expect(response.monthlyCalculations[2].cumulativeSalary).toBe(9999.99);
    expect(response.totalTaxDeduction).toBe(15999.6);
  });
});

describe('fiscal parameters', () => {
  it('offers 2024-25, 2025-26 and 2026-27, found by either label', () => {
    expect(defaultFiscalYearParameters.map((year) => [year.taxYear, year.shortLabel])).toEqual([
      ['2024-25', '24-25'],
      ['2025-26', '25-26'],
      ['2026-27', '26-27'],
    ]);
    expect(findFiscalYearParameters('25-26')).toBe(fiscalYear2025To26);
    expect(findFiscalYearParameters(' 2025-26 ')).toBe(fiscalYear2025To26);
    expect(findFiscalYearParameters('2027-28')).toBeUndefined();
  });
});
