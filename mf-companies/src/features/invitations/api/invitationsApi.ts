import { api } from '@app/api-client';
import type {
  AdminCompany,
  Invitation,
  InvitationCreated,
  InviteCompanyCreationRequest,
  InviteUserToCompanyRequest,
  MessageResponse,
} from '@app/contracts';

export async function fetchInvitations(): Promise<Invitation[]> {
  const { data } = await api.get<Invitation[]>('/api/admin/invitations');
  return Array.isArray(data) ? data : [];
}

/** The company select of the user-invitation form (name and user count). */
export async function fetchCompanyOptions(): Promise<AdminCompany[]> {
  const { data } = await api.get<AdminCompany[]>('/api/admin/companies');
  return Array.isArray(data) ? data : [];
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
  const { data } = await api.post<MessageResponse>(`/api/admin/invitations/${encodeURIComponent(id)}/revoke`);
  return data;
}
