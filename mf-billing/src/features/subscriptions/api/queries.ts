// Query options of the Subscription Overview, defined once; each mutation invalidates only what it changes.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useInvalidate } from '@app/ui';
import {
  cancelSubscription,
  createSubscription,
  fetchSubscriptionOverview,
  fetchSubscriptionStatus,
  syncEmployeeCount,
} from './subscriptionsApi';

export const subscriptionKeys = {
  overview: ['stripe', 'subscriptions'] as const,
  status: (subscriptionId: string) => ['stripe', 'subscription-status', subscriptionId] as const,
};

export const subscriptionQueries = {
  /** The shown page stays on screen while the next page (or search) loads. */
  overview: (page: number, pageSize: number, search: string) =>
    queryOptions({
      queryKey: [...subscriptionKeys.overview, page, pageSize, search],
      queryFn: () => fetchSubscriptionOverview(page, pageSize, search),
      placeholderData: keepPreviousData,
    }),
  status: (subscriptionId: string) =>
    queryOptions({ queryKey: subscriptionKeys.status(subscriptionId), queryFn: () => fetchSubscriptionStatus(subscriptionId) }),
};

/** A new subscription changes its company's row (id, status, amount). */
export function useCreateSubscription() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: createSubscription, onSuccess: () => void invalidate(subscriptionKeys.overview) });
}

/** A cancelled subscription leaves the overview row (No Subscription) and its details are dropped. */
export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ subscriptionId, reason }: { subscriptionId: string; reason: string }) => cancelSubscription(subscriptionId, reason),
    onSuccess: (_answer, { subscriptionId }) => {
      client.removeQueries({ queryKey: subscriptionKeys.status(subscriptionId) });
      void client.invalidateQueries({ queryKey: subscriptionKeys.overview });
    },
  });
}

/** Syncing changes the row's employee count and amount, and the subscription's details. */
export function useSyncEmployeeCount() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ companyId }: { companyId: string; subscriptionId: string }) => syncEmployeeCount(companyId),
    onSuccess: (_answer, { subscriptionId }) => void invalidate(subscriptionKeys.overview, subscriptionKeys.status(subscriptionId)),
  });
}
