import { api } from '@app/api-client';
import type { Invitation, InvitationCreated, InviteCompanyCreationRequest, InviteUserToCompanyRequest, MessageResponse, PagedList } from '@app/contracts';
import { expectPage, listQuery, type ListRequest } from '@app/ui';

const INVITATIONS = '/api/admin/invitations';

/** One page of invitations, searched, filtered and sorted on the server. */
export async function fetchInvitationsPage(r: ListRequest): Promise<PagedList<Invitation>> {
  return expectPage<Invitation>(INVITATIONS, (await api.get<unknown>(INVITATIONS, { params: listQuery(r) })).data);
}

export async function inviteCompanyCreation(body: InviteCompanyCreationRequest): Promise<InvitationCreated> {
  const { data } = await api.post<InvitationCreated>('/api/admin/invite-company-creation', body);
  return data;
}

export async function inviteUserToCompany(body: InviteUserToCompanyRequest): Promise<InvitationCreated> {
  const { data } = await api.post<InvitationCreated>('/api/admin/invite-user-to-company', body);
  return data;
}

export async function revokeInvitation(id: string): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>(`${INVITATIONS}/${encodeURIComponent(id)}/revoke`);
  return data;
}
