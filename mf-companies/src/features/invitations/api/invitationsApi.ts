import { api } from '@app/api-client';
import type { Invitation, InvitationCreated, InviteCompanyCreationRequest, InviteUserToCompanyRequest, MessageResponse } from '@app/contracts';
import { expectList } from '@app/ui';

const INVITATIONS = '/api/admin/invitations';

export async function fetchInvitations(): Promise<Invitation[]> {
  return expectList<Invitation>(INVITATIONS, (await api.get<unknown>(INVITATIONS)).data);
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
