import type { SalaryComponentTemplate } from '@app/contracts';
import { emptyForm, formErrors, formFrom, toRequest, withChange } from './rules';

describe('salary component form rules', () => {
  it('keeps dependent fields coherent', () => {
    let v = withChange(emptyForm(), 'pensionable', false);
    expect(v.pensionableEarningsBasis).toBe('none');
    expect(withChange(v, 'pensionable', true).pensionableEarningsBasis).toBe('qualifying');
    v = withChange({ ...emptyForm(), notional: true, isStatutoryPay: true, statutoryPayType: 'SSP' }, 'kind', 'deduction');
    expect(v).toMatchObject({ notional: false, isStatutoryPay: false, statutoryPayType: '' });
    expect(withChange({ ...v, netPayDeduction: true }, 'kind', 'payment').netPayDeduction).toBe(false);
    expect(withChange({ ...emptyForm(), calculation: 'percentage', baseComponentCode: 'BASIC_PAY' }, 'calculation', 'fixed').baseComponentCode).toBe('');
  });

  it('sends an upper-case code, nulls for blanks, and no stale base or statutory type', () => {
    const request = toRequest({ ...emptyForm(), code: ' shift ', name: ' Shift ', description: ' ', baseComponentCode: 'BASIC_PAY', statutoryPayType: 'SMP' });
    expect(request).toMatchObject({ code: 'SHIFT', name: 'Shift', description: null, baseComponentCode: null, statutoryPayType: null });
  });

  it('reads a stored component back into the form and keeps only known field errors', () => {
    const stored = { ...toRequest(emptyForm()), id: 'c1', code: 'BONUS', name: 'Bonus', isDefault: true, createdAt: '', updatedAt: '' } as SalaryComponentTemplate;
    expect(formFrom(stored)).toMatchObject({ code: 'BONUS', description: '', baseComponentCode: '', statutoryPayType: '' });
    expect(formErrors({ code: 'taken', other: 'x' })).toEqual({ code: 'taken' });
  });
});
