import { api } from '@app/api-client';
import type { MailLogPage, SmtpConfiguration, SmtpConfigurationRequest, SmtpTestRequest, SmtpTestResponse } from './types';

const BASE = '/api/smtpconfiguration';

export async function fetchSmtpConfigurations(): Promise<SmtpConfiguration[]> {
  const { data } = await api.get<SmtpConfiguration[]>(BASE);
  return Array.isArray(data) ? data : [];
}

export async function createSmtpConfiguration(body: SmtpConfigurationRequest): Promise<SmtpConfiguration> {
  return (await api.post<SmtpConfiguration>(BASE, body)).data;
}

export async function updateSmtpConfiguration(id: string, body: SmtpConfigurationRequest): Promise<SmtpConfiguration> {
  return (await api.put<SmtpConfiguration>(`${BASE}/${encodeURIComponent(id)}`, { ...body, id })).data;
}

export async function deleteSmtpConfiguration(id: string): Promise<void> {
  await api.delete(`${BASE}/${encodeURIComponent(id)}`);
}

export async function activateSmtpConfiguration(id: string): Promise<void> {
  await api.post(`${BASE}/${encodeURIComponent(id)}/activate`);
}

export async function testSmtpConfiguration(id: string, body: SmtpTestRequest): Promise<SmtpTestResponse> {
  return (await api.post<SmtpTestResponse>(`${BASE}/${encodeURIComponent(id)}/test`, body)).data;
}

export async function fetchMailLog(page: number, pageSize: number): Promise<MailLogPage> {
  const { data } = await api.get<MailLogPage>(`${BASE}/mail-log`, { params: { page, pageSize } });
  return data;
}
