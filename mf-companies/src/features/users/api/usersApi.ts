import { api } from '@app/api-client';
import type { MessageResponse, PagedList, UserDto, UsersSummary, UserStatusChanged } from '@app/contracts';
import { expectObject, expectPage, listQuery, type ListRequest } from '@app/ui';

const USERS = '/api/admin/user-management';

/** One page of users, searched, filtered and sorted on the server. */
export async function fetchUsersPage(r: ListRequest): Promise<PagedList<UserDto>> {
  return expectPage<UserDto>(USERS, (await api.get<unknown>(USERS, { params: listQuery(r) })).data);
}

/** The summary cards, counted over every user on the server. */
export async function fetchUsersSummary(): Promise<UsersSummary> {
  const url = `${USERS}/summary`;
  return expectObject<UsersSummary>(url, (await api.get<unknown>(url)).data, ['total', 'active', 'inactive', 'administrators']);
}

export async function toggleUserStatus(id: string): Promise<UserStatusChanged> {
  const { data } = await api.put<UserStatusChanged>(`${USERS}/${encodeURIComponent(id)}/toggle-status`);
  return data;
}

/** Ends every session (device) of the user (issue 13). */
export async function endUserSessions(id: string): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>(`${USERS}/${encodeURIComponent(id)}/end-sessions`);
  return data;
}

export async function sendPasswordReset(id: string): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>(`${USERS}/${encodeURIComponent(id)}/reset-password`);
  return data;
}
