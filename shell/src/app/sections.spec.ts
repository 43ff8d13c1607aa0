import { SECTIONS, sectionById } from './sections';

it('maps every admin section of the spec to its remote', () => {
  const map = Object.fromEntries(SECTIONS.map((s) => [s.id, s.remote]));
  expect(map).toEqual({
    companies: 'mf_companies',
    users: 'mf_companies',
    invitations: 'mf_companies',
    stripe: 'mf_billing',
    'expense-categories': 'mf_hmrc',
    'income-tax-simulator': 'mf_hmrc',
    'fiscal-parameters': 'mf_hmrc',
    hmrc: 'mf_hmrc',
    technical: 'mf_technical',
    'system-settings': 'mf_settings',
    'salary-component-templates': 'mf_settings',
    'business-models': 'mf_settings',
  });
  expect(sectionById('stripe')?.label).toBe('Stripe Management');
  expect(sectionById('nope')).toBeUndefined();
});
