// Query options of the pricing configuration, defined once. The overview's Create Subscription needs it too:
// routes.tsx passes it there from usePricingConfig (features do not import each other).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchPricingConfig, updatePricingConfig } from './pricingApi';

export const pricingKeys = { config: ['stripe', 'pricing-config'] as const };

export const pricingQueries = {
  config: () => queryOptions({ queryKey: pricingKeys.config, queryFn: fetchPricingConfig }),
};

export function usePricingConfig() {
  return useQuery(pricingQueries.config());
}

/** The answer is the new configuration: written into the cache, nothing else changes (existing subscriptions keep their prices). */
export function useUpdatePricing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePricingConfig,
    onSuccess: (config) => client.setQueryData(pricingKeys.config, config),
  });
}
