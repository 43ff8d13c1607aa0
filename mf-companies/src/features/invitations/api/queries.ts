// Query options of the invitation list, defined once; creating or revoking an invitation changes only that list.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchInvitations, inviteCompanyCreation, inviteUserToCompany, revokeInvitation } from './invitationsApi';

export const invitationKeys = { list: ['invitations'] as const };

export const invitationQueries = {
  list: () => queryOptions({ queryKey: invitationKeys.list, queryFn: fetchInvitations }),
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
