import { SubscriptionPlan } from '@app/contracts';
import { messages } from '../../messages';
import { dateInputValue, planKey, resetNameMatches, subscriptionProblems } from './rules';

const m = messages.companies;

describe('subscription form', () => {
  it('names plans and turns stored timestamps into date inputs', () => {
    expect(planKey(SubscriptionPlan.Premium)).toBe('Premium');
    expect(planKey(SubscriptionPlan.Standard)).toBe('Standard');
    expect(dateInputValue('2026-12-31T00:00:00Z')).toBe('2026-12-31');
    expect(dateInputValue(null)).toBe('');
    expect(dateInputValue('not a date')).toBe('');
  });

  it('requires a plan and a start date; the end date may be blank but not before the start', () => {
    expect(subscriptionProblems({ plan: '', startDate: '', endDate: '' })).toEqual({ plan: m.subscriptionPlanRequired, startDate: m.subscriptionStartRequired });
    expect(subscriptionProblems({ plan: 'Premium', startDate: '2026-01-10', endDate: '' })).toEqual({});
    expect(subscriptionProblems({ plan: 'Standard', startDate: '2026-01-10', endDate: '2026-01-09' })).toEqual({ endDate: m.subscriptionEndBeforeStart });
  });
});

describe('resetNameMatches', () => {
  it('wants exactly the company name', () => {
    expect(resetNameMatches('Acme Ltd', 'Acme Ltd')).toBe(true);
    expect(resetNameMatches('acme ltd', 'Acme Ltd')).toBe(false);
    expect(resetNameMatches('Acme Ltd ', 'Acme Ltd')).toBe(false);
  });
});
