// Query options of the user list, defined once. Toggling a user changes its row and the summary: the page and the
// summary are fetched again; a password reset changes nothing shown.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@app/contracts';
import type { ListRequest } from '@app/ui';
import { fetchUsersPage, fetchUsersSummary, sendPasswordReset, toggleUserStatus, endUserSessions } from './usersApi';

export const userKeys = { all: ['users'] as const, summary: ['users', 'summary'] as const };

export const userQueries = {
  page: (r: ListRequest) => queryOptions({ queryKey: [...userKeys.all, 'page', r] as const, queryFn: () => fetchUsersPage(r), placeholderData: keepPreviousData }),
  summary: () => queryOptions({ queryKey: userKeys.summary, queryFn: fetchUsersSummary }),
};

/** Resolves with the user's new active flag (from the answer, or the flip of the old one when the answer omits it). */
export function useToggleUserStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (user: UserDto) => {
      const result = await toggleUserStatus(user.id);
      return typeof result?.isActive === 'boolean' ? result.isActive : !user.isActive;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useEndUserSessions() {
  return useMutation({ mutationFn: endUserSessions });
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
