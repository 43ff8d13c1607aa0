import { useCallback, useEffect, useState } from 'react';
import type { UserDto } from '@app/contracts';
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
  const [users, setUsers] = useState<UserDto[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(false);

  const reload = useCallback(async () => {
    setLoading(true);
    setError(false);
    try {
      setUsers(await fetchUsers());
    } catch {
      setError(true);
    } finally {
      setLoading(false);
    }
  }, []);

  const patch = useCallback((id: string, changes: Partial<UserDto>) => {
    setUsers((current) => current.map((u) => (u.id === id ? { ...u, ...changes } : u)));
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { users, loading, error, reload, patch };
}
