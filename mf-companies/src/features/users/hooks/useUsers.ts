import { useCallback } from 'react';
import type { UserDto } from '@app/contracts';
import { useResource } from '@app/ui';
import { fetchUsers } from '../api/usersApi';

export interface UsersState {
  users: UserDto[];
  loading: boolean;
  error: boolean;
  reload: () => Promise<void>;
  /** Replace one user locally after an action (no full reload needed). */
  patch: (id: string, changes: Partial<UserDto>) => void;
}

export function useUsers(): UsersState {
  const { data: users, setData, loading, error, reload } = useResource(fetchUsers, []);

  const patch = useCallback(
    (id: string, changes: Partial<UserDto>) => {
      setData((current) => current.map((u) => (u.id === id ? { ...u, ...changes } : u)));
    },
    [setData],
  );

  return { users, loading, error, reload, patch };
}
