// HTTP calls of the HMRC Integration Management screen (spec section 7 "HMRC", plus the stored test runs and the
// "Authorize with HMRC" routes of issue 10). Every read checks the answer's shape and throws on a broken contract.
import { api } from '@app/api-client';
import {
  HMRC_ROUTES,
  type HmrcAuthorizationStatus,
  type HmrcAuthorizeResponse,
  type HmrcConfiguration,
  type HmrcConfigurationInput,
  type HmrcCredential,
  type HmrcCredentialInput,
  type HmrcTestResult,
  type HmrcTestRun,
} from '@app/contracts';
import { expectList, expectObject } from '@app/ui';

export async function fetchCredentials(): Promise<HmrcCredential[]> {
  return expectList<HmrcCredential>(HMRC_ROUTES.credentials, (await api.get<unknown>(HMRC_ROUTES.credentials)).data);
}

export async function createCredential(body: HmrcCredentialInput): Promise<void> {
  await api.post(HMRC_ROUTES.credentials, body);
}

export async function deleteCredential(id: string): Promise<void> {
  await api.delete(HMRC_ROUTES.credential(id));
}

export async function fetchConfiguration(): Promise<HmrcConfiguration> {
  const url = HMRC_ROUTES.configuration;
  return expectObject<HmrcConfiguration>(url, (await api.get<unknown>(url)).data, ['environment', 'baseApiUrl', 'rtiGatewayUrl']);
}

export async function saveConfiguration(body: HmrcConfigurationInput): Promise<void> {
  await api.post(HMRC_ROUTES.configuration, body);
}

export async function testConnection(): Promise<HmrcTestResult> {
  const url = HMRC_ROUTES.testConnection;
  return expectObject<HmrcTestResult>(url, (await api.post<unknown>(url)).data, ['success']);
}

export async function fetchTestRuns(): Promise<HmrcTestRun[]> {
  return expectList<HmrcTestRun>(HMRC_ROUTES.testRuns, (await api.get<unknown>(HMRC_ROUTES.testRuns)).data);
}

export async function fetchAuthorization(): Promise<HmrcAuthorizationStatus> {
  const url = HMRC_ROUTES.authorization;
  return expectObject<HmrcAuthorizationStatus>(url, (await api.get<unknown>(url)).data, ['authorized']);
}

export async function startAuthorization(): Promise<HmrcAuthorizeResponse> {
  const url = HMRC_ROUTES.authorize;
  return expectObject<HmrcAuthorizeResponse>(url, (await api.post<unknown>(url)).data, ['authorizeUrl']);
}
