import { api } from '@app/api-client';
import type { MessageResponse, UserDto, UserStatusChanged } from '@app/contracts';

export async function fetchUsers(): Promise<UserDto[]> {
  const { data } = await api.get<UserDto[]>('/api/admin/user-management');
  return Array.isArray(data) ? data : [];
}

export async function toggleUserStatus(id: string): Promise<UserStatusChanged> {
  const { data } = await api.put<UserStatusChanged>(`/api/admin/user-management/${encodeURIComponent(id)}/toggle-status`);
  return data;
}

export async function sendPasswordReset(id: string): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>(`/api/admin/user-management/${encodeURIComponent(id)}/reset-password`);
  return data;
}
