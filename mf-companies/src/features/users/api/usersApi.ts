import { api } from '@app/api-client';
import type { MessageResponse, UserDto, UserStatusChanged } from '@app/contracts';
import { expectList } from '@app/ui';

const USERS = '/api/admin/user-management';

export async function fetchUsers(): Promise<UserDto[]> {
  return expectList<UserDto>(USERS, (await api.get<unknown>(USERS)).data);
}

export async function toggleUserStatus(id: string): Promise<UserStatusChanged> {
  const { data } = await api.put<UserStatusChanged>(`${USERS}/${encodeURIComponent(id)}/toggle-status`);
  return data;
}

export async function sendPasswordReset(id: string): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>(`${USERS}/${encodeURIComponent(id)}/reset-password`);
  return data;
}
