import { api } from '@app/api-client';
import { expectList, expectObject, expectPage } from '@app/ui';
import type { MailLogEntry, SmtpConfiguration, SmtpConfigurationRequest, SmtpTestRequest, SmtpTestResponse } from '@app/contracts';

const BASE = '/api/smtpconfiguration';
const MAIL_LOG = `${BASE}/mail-log`;
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export async function fetchSmtpConfigurations(): Promise<SmtpConfiguration[]> {
  return expectList<SmtpConfiguration>(BASE, (await api.get<unknown>(BASE)).data);
}

export async function createSmtpConfiguration(body: SmtpConfigurationRequest): Promise<SmtpConfiguration> {
  return (await api.post<SmtpConfiguration>(BASE, body)).data;
}

export async function updateSmtpConfiguration(id: string, body: SmtpConfigurationRequest): Promise<SmtpConfiguration> {
  return (await api.put<SmtpConfiguration>(one(id), { ...body, id })).data;
}

export async function deleteSmtpConfiguration(id: string): Promise<void> {
  await api.delete(one(id));
}

export async function activateSmtpConfiguration(id: string): Promise<void> {
  await api.post(`${one(id)}/activate`);
}

export async function testSmtpConfiguration(id: string, body: SmtpTestRequest): Promise<SmtpTestResponse> {
  const url = `${one(id)}/test`;
  return expectObject<SmtpTestResponse>(url, (await api.post<unknown>(url, body)).data, ['success']);
}

export async function fetchMailLog(page: number, pageSize: number) {
  return expectPage<MailLogEntry>(MAIL_LOG, (await api.get<unknown>(MAIL_LOG, { params: { page, pageSize } })).data);
}
