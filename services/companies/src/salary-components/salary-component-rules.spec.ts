import { SALARY_COMPONENT_LIMITS } from '@app/contracts';
import { consistencyErrors, DEFAULT_SALARY_COMPONENTS, defaultFor, defaultsPlan, SALARY_COMPONENT_MESSAGES as M, type ComponentTreatment } from './salary-component-rules';

const basic = defaultFor('basic_pay')!;

describe('salary component rules', () => {
  it('every shipped default is consistent, with a unique code and a base that is itself a default', () => {
    const codes = DEFAULT_SALARY_COMPONENTS.map((d) => d.code);
    for (const code of codes) expect(code).toMatch(new RegExp(SALARY_COMPONENT_LIMITS.codePattern));
    expect(new Set(codes).size).toBe(codes.length);
    for (const d of DEFAULT_SALARY_COMPONENTS) {
      expect({ code: d.code, errors: consistencyErrors(d, d.baseComponentCode ? codes.includes(d.baseComponentCode) : false) }).toEqual({ code: d.code, errors: {} });
    }
  });

  it('ships HMRC treatment: payrolled benefits taxed but not Class 1 NI, student loan from net pay, SMP in SMPYTD', () => {
    expect(defaultFor('PAYROLLED_BENEFIT')).toMatchObject({ subjectToIncomeTax: true, subjectToEmployeeNi: false, subjectToEmployerNi: false, notional: true });
    expect(defaultFor('STUDENT_LOAN')).toMatchObject({ kind: 'deduction', subjectToIncomeTax: false, fpsField: 'StudentLoansTD' });
    expect(defaultFor('SMP')).toMatchObject({ isStatutoryPay: true, statutoryPayType: 'SMP', fpsField: 'SMPYTD', pensionableEarningsBasis: 'qualifying' });
    expect(defaultFor('NET_PAY_PENSION')).toMatchObject({ netPayDeduction: true, subjectToIncomeTax: true, subjectToEmployeeNi: false });
  });

  it('refuses inconsistent combinations field by field', () => {
    const wrong: ComponentTreatment = { ...basic, kind: 'deduction', notional: true, isStatutoryPay: true, statutoryPayType: null, pensionable: false, pensionableEarningsBasis: 'qualifying' };
    expect(consistencyErrors(wrong, false)).toEqual({
      notional: [M.deductionNotional],
      isStatutoryPay: [M.statutoryOnlyPayment],
      statutoryPayType: [M.statutoryTypeRequired],
      pensionableEarningsBasis: [M.basisNone],
    });
    expect(consistencyErrors({ ...basic, netPayDeduction: true, statutoryPayType: 'SSP' }, false)).toEqual({
      netPayDeduction: [M.netPayOnlyDeduction],
      statutoryPayType: [M.statutoryTypeUnexpected],
    });
    const pct = { ...basic, code: 'PCT', calculation: 'percentage' as const };
    expect(consistencyErrors({ ...pct, baseComponentCode: null }, false).baseComponentCode).toEqual([M.baseRequired]);
    expect(consistencyErrors({ ...pct, baseComponentCode: 'pct' }, true).baseComponentCode).toEqual([M.baseSelf]);
    expect(consistencyErrors({ ...pct, baseComponentCode: 'NOPE' }, false).baseComponentCode).toEqual([M.baseUnknown]);
    expect(consistencyErrors({ ...pct, baseComponentCode: 'BASIC_PAY' }, true)).toEqual({});
  });

  it('plans a restore: missing defaults added, edited ones changed, custom ones ignored', () => {
    const stored = [{ ...basic, name: 'Salary' }, defaultFor('BONUS')!, { ...basic, code: 'CUSTOM' }];
    const plan = defaultsPlan(stored);
    expect(plan.changed).toEqual(['BASIC_PAY']);
    expect(plan.unchanged).toEqual(['BONUS']);
    expect(plan.added).toHaveLength(DEFAULT_SALARY_COMPONENTS.length - 2);
    expect(plan.added).not.toContain('CUSTOM');
  });
});
