import { createHash, randomBytes } from 'crypto';
import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { HMRC_AUTHORIZED_PAGE, HMRC_ROUTES, HmrcAuthorizationStatus, HmrcAuthorizeResponse } from '@app/contracts';
import { Vault } from '@app/nest-common';
import { HmrcConfigurationService } from '../configuration/hmrc-configuration.service';
import { authorizeEndpoint } from '../connection-test/connection-test-rules';
import { HmrcApiClient } from '../connection-test/hmrc-api.client';
import { HmrcCredentialsService } from '../credentials/hmrc-credentials.service';
import { hmrcIntegrationConfig, HmrcIntegrationConfig } from '../hmrc-integration.config';
import { HmrcAuthorizationRepository } from './hmrc-authorization.repository';

const STATE_LIFETIME_MS = 10 * 60_000;
export const HELLO_SCOPE = 'hello';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const AUTHORIZE_MESSAGES = {
  noCredential: 'Add an HMRC API credential (Client ID and Client Secret) before authorizing with HMRC',
} as const;

/**
 * "Authorize with HMRC": the OAuth 2.0 authorization-code grant with a single-use `state` bound to the admin who
 * started it; tokens sealed at rest; the single-use refresh token rotated when the access token expires.
 */
@Injectable()
export class HmrcAuthorizationService {
  private readonly logger = new Logger('HmrcAuthorization');

  constructor(
    private readonly repository: HmrcAuthorizationRepository,
    private readonly credentials: HmrcCredentialsService,
    private readonly configuration: HmrcConfigurationService,
    private readonly api: HmrcApiClient,
    private readonly vault: Vault,
    @Inject(hmrcIntegrationConfig.KEY) private readonly config: HmrcIntegrationConfig,
  ) {}

  async start(userId: string, browserOrigin: string): Promise<HmrcAuthorizeResponse> {
    const credential = await this.credentials.active('API');
    if (!credential) throw new BadRequestException({ message: AUTHORIZE_MESSAGES.noCredential });
    const { baseApiUrl } = await this.configuration.get();
    const origin = this.config.publicUrl ?? browserOrigin;
    const redirectUri = `${origin}${HMRC_ROUTES.oauthCallback}`;
    const state = randomBytes(32).toString('base64url');
    await this.repository.addState({ stateHash: sha256(state), userId, redirectUri, returnOrigin: origin, expiresAt: new Date(Date.now() + STATE_LIFETIME_MS) });
    const url = new URL(authorizeEndpoint(baseApiUrl));
    url.search = new URLSearchParams({ response_type: 'code', client_id: credential.identifier, scope: HELLO_SCOPE, state, redirect_uri: redirectUri }).toString();
    return { authorizeUrl: url.toString() };
  }

  /** Handles HMRC's redirect; answers where to send the browser (the HMRC screen with the outcome). */
  async callback(query: Record<string, string | undefined>): Promise<string> {
    const pending = query.state ? await this.repository.takeState(sha256(query.state)) : null;
    if (!pending || pending.expiresAt.getTime() < Date.now()) {
      // Unknown or expired state: nothing to trust, not even where to go back to.
      return `${HMRC_AUTHORIZED_PAGE}?authorization=failed&reason=${encodeURIComponent('The authorization request is unknown or expired: start again')}`;
    }
    const back = (outcome: 'granted' | 'failed', reason?: string) =>
      `${pending.returnOrigin}${HMRC_AUTHORIZED_PAGE}?authorization=${outcome}${reason ? `&reason=${encodeURIComponent(reason)}` : ''}`;
    if (query.error) return back('failed', `HMRC answered ${query.error}${query.error === 'access_denied' ? ': the authority was not granted' : ''}`);
    if (!query.code) return back('failed', 'HMRC sent no authorization code');
    const credential = await this.credentials.active('API');
    if (!credential) return back('failed', AUTHORIZE_MESSAGES.noCredential);
    const { baseApiUrl } = await this.configuration.get();
    const outcome = await this.api.token(baseApiUrl, {
      grant_type: 'authorization_code',
      code: query.code,
      redirect_uri: pending.redirectUri,
      client_id: credential.identifier,
      client_secret: credential.secret,
    });
    if (outcome.kind !== 'token') {
      this.logger.warn(`Authorization code exchange failed (${outcome.kind})`);
      return back('failed', outcome.kind === 'refused' ? `HMRC refused the code exchange: ${outcome.message}` : 'HMRC could not be reached to exchange the code');
    }
    await this.store(credential.identifier, baseApiUrl, outcome.token, new Date());
    return back('granted');
  }

  private async store(clientId: string, baseApiUrl: string, token: { accessToken: string; refreshToken: string | null; expiresIn: number; scope: string }, grantedAt: Date): Promise<void> {
    await this.repository.saveGrant({
      clientId,
      baseApiUrl,
      accessTokenSealed: this.vault.encrypt(token.accessToken),
      refreshTokenSealed: token.refreshToken ? this.vault.encrypt(token.refreshToken) : null,
      scope: token.scope,
      accessExpiresAt: new Date(Date.now() + token.expiresIn * 1000),
      grantedAt,
    });
  }

  async status(): Promise<HmrcAuthorizationStatus> {
    const grant = await this.currentGrant();
    return grant
      ? { authorized: true, scope: grant.scope, accessTokenExpiresAt: grant.accessExpiresAt.toISOString(), grantedAt: grant.grantedAt.toISOString() }
      : { authorized: false, scope: null, accessTokenExpiresAt: null, grantedAt: null };
  }

  /** The grant of the active API credential at the configured host, if any. */
  private async currentGrant() {
    const [grant, credential, { baseApiUrl }] = await Promise.all([this.repository.findGrant(), this.credentials.active('API'), this.configuration.get()]);
    return grant && credential && grant.clientId === credential.identifier && grant.baseApiUrl === baseApiUrl ? grant : null;
  }

  /** A valid user access token, refreshed (and the new refresh token stored) when it expires within a minute; null = none. */
  async userAccessToken(): Promise<string | null> {
    const grant = await this.currentGrant();
    if (!grant) return null;
    if (grant.accessExpiresAt.getTime() - 60_000 > Date.now()) return this.vault.decrypt(grant.accessTokenSealed);
    const credential = await this.credentials.active('API');
    if (!grant.refreshTokenSealed || !credential) return null;
    const outcome = await this.api.token(grant.baseApiUrl, {
      grant_type: 'refresh_token',
      refresh_token: this.vault.decrypt(grant.refreshTokenSealed),
      client_id: credential.identifier,
      client_secret: credential.secret,
    });
    if (outcome.kind === 'refused') {
      await this.repository.deleteGrant(); // refresh tokens are single use and expire after 18 months
      return null;
    }
    if (outcome.kind !== 'token') return null;
    await this.store(credential.identifier, grant.baseApiUrl, outcome.token, grant.grantedAt);
    return outcome.token.accessToken;
  }
}
