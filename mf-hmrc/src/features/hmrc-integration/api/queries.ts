// Query options of the HMRC Integration Management screen, defined once; each mutation invalidates only what it changes.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { useInvalidate } from '@app/ui';
import {
  createCredential,
  deleteCredential,
  fetchAuthorization,
  fetchConfiguration,
  fetchCredentials,
  fetchTestRuns,
  saveConfiguration,
  startAuthorization,
  testConnection,
} from './hmrcIntegrationApi';

export const hmrcKeys = {
  credentials: ['hmrc', 'credentials'] as const,
  configuration: ['hmrc', 'configuration'] as const,
  testRuns: ['hmrc', 'test-runs'] as const,
  authorization: ['hmrc', 'authorization'] as const,
};

/**
 * Spec 4: a tab loads its resource when it is selected. Every query is stale at once (the default), so selecting the
 * Credentials or Configuration tab fetches again even when the Overview already has an answer.
 */
export const hmrcQueries = {
  credentials: () => queryOptions({ queryKey: hmrcKeys.credentials, queryFn: fetchCredentials }),
  configuration: () => queryOptions({ queryKey: hmrcKeys.configuration, queryFn: fetchConfiguration }),
  testRuns: () => queryOptions({ queryKey: hmrcKeys.testRuns, queryFn: fetchTestRuns }),
  authorization: () => queryOptions({ queryKey: hmrcKeys.authorization, queryFn: fetchAuthorization }),
};

/** A new credential becomes the active one of its type: the whole list changes. */
export function useAddCredential() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: createCredential, onSuccess: () => void invalidate(hmrcKeys.credentials) });
}

export function useDeleteCredential() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deleteCredential, onSuccess: () => void invalidate(hmrcKeys.credentials) });
}

export function useSaveConfiguration() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: saveConfiguration, onSuccess: () => void invalidate(hmrcKeys.configuration) });
}

/** Every run is stored by the server: the recent runs change (and a refreshed user token may change the authorization). */
export function useTestConnection() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: testConnection, onSuccess: () => void invalidate(hmrcKeys.testRuns, hmrcKeys.authorization) });
}

/** Starts the authorization-code grant; the caller sends the browser to the answered URL. */
export function useStartAuthorization() {
  return useMutation({ mutationFn: startAuthorization });
}
