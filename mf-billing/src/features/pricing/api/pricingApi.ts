import { api } from '@app/api-client';
import { expectObject } from '@app/ui';
import { STRIPE_ROUTES, type PricingConfig, type PricingConfigAnswer, type PricingConfigRequest } from '@app/contracts';

const URL = STRIPE_ROUTES.pricingConfig;

/** `{ configured: false }` before the first update. */
export async function fetchPricingConfig(): Promise<PricingConfigAnswer> {
  const answer = expectObject<PricingConfigAnswer>(URL, (await api.get<unknown>(URL)).data, ['configured']);
  if (answer.configured) expectObject<PricingConfig>(URL, answer, ['basePriceMonthly', 'perEmployeePriceMonthly', 'basePriceId', 'perEmployeePriceId']);
  return answer;
}

export async function updatePricingConfig(body: PricingConfigRequest): Promise<PricingConfig> {
  return expectObject<PricingConfig>(URL, (await api.post<unknown>(URL, body)).data, ['basePriceMonthly', 'perEmployeePriceMonthly', 'basePriceId', 'perEmployeePriceId']);
}
