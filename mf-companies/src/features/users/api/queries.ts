// Query options of the user list, defined once. Toggling a user changes that one row, written into the cached list
// from the answer (no reload); a password reset changes nothing shown.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@app/contracts';
import { sendPasswordReset, fetchUsers, toggleUserStatus } from './usersApi';

export const userKeys = { list: ['users'] as const };

export const userQueries = {
  list: () => queryOptions({ queryKey: userKeys.list, queryFn: fetchUsers }),
};

/** Resolves with the user's new active flag (from the answer, or the flip of the old one when the answer omits it). */
export function useToggleUserStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (user: UserDto) => {
      const result = await toggleUserStatus(user.id);
      return typeof result?.isActive === 'boolean' ? result.isActive : !user.isActive;
    },
    onSuccess: (isActive, user) =>
      client.setQueryData<UserDto[]>(userKeys.list, (list) => list?.map((u) => (u.id === user.id ? { ...u, isActive } : u))),
  });
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
