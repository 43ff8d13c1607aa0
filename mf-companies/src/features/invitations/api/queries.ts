// Query options of the invitation list, defined once; creating or revoking an invitation changes only that list.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListRequest } from '@app/ui';
import { fetchInvitationsPage, inviteCompanyCreation, inviteUserToCompany, revokeInvitation } from './invitationsApi';

export const invitationKeys = { list: ['invitations'] as const };

export const invitationQueries = {
  page: (r: ListRequest) => queryOptions({ queryKey: [...invitationKeys.list, 'page', r] as const, queryFn: () => fetchInvitationsPage(r), placeholderData: keepPreviousData }),
};

function useInvitationMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>, reloadOnFailure = false) {
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: invitationKeys.list });
  return useMutation({ mutationFn, onSuccess: reload, onError: reloadOnFailure ? reload : undefined });
}

export const useInviteCompanyCreation = () => useInvitationMutation(inviteCompanyCreation);
export const useInviteUserToCompany = () => useInvitationMutation(inviteUserToCompany);
/** A failed revoke also reloads: the invitation may have been used or revoked meanwhile. */
export const useRevokeInvitation = () => useInvitationMutation(revokeInvitation, true);
