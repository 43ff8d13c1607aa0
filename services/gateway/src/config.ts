import { join, resolve } from 'path';
import { EnvRule, commonEnvRules, isOneOf, isPort, isUrl } from '@app/nest-common';
import { featureModules } from './modules';

/** Remote front-end apps: folder `mf-<name>`, container `mf_<name>`. */
export const REMOTES = ['mf-companies', 'mf-billing', 'mf-hmrc', 'mf-technical', 'mf-settings'] as const;

export const remoteUrlVariable = (remote: string) => `REMOTE_${remote.replace(/-/g, '_').toUpperCase()}_URL`;
export const moduleUrlVariable = (name: string) => `${name.toUpperCase()}_URL`;

export const gatewayEnvRules: Record<string, EnvRule> = {
  ...commonEnvRules,
  ...Object.assign({}, ...featureModules.map((m) => m.envRules ?? {})),
  PORT: { check: isPort },
  PUBLIC_URL: { check: isUrl },
  SEED_DEMO_DATA: { check: isOneOf('true', 'false') },
  ADMIN_EMAIL: { check: (v) => (/^[^@\s]+@[^@\s]+$/.test(v) ? undefined : 'must be an e-mail address') },
  SERVE_SOURCE_MAPS: { check: isOneOf('true', 'false') },
  ...Object.fromEntries(REMOTES.map((r) => [remoteUrlVariable(r), { check: isUrl }])),
  ...Object.fromEntries(featureModules.map((m) => [moduleUrlVariable(m.name), { check: isUrl }])),
};

export interface GatewayConfig {
  port: number;
  host: string;
  /** Folder holding `shell/` and `mf-*` (their `dist/` builds are served). */
  staticRoot: string;
  /** Origin used in /remotes.json; defaults to the origin of each request. */
  publicUrl?: string;
  /** Remote name -> manifest URL overrides (REMOTE_MF_<NAME>_URL). */
  remoteUrls: Partial<Record<string, string>>;
  /** Module name -> URL of a separately running instance to proxy to (<MODULE>_URL). */
  moduleUrls: Partial<Record<string, string>>;
  /** Demo data on an empty database: 'embedded' (default: only the embedded one), 'always' or 'never'. */
  seedDemoData: 'embedded' | 'always' | 'never';
  /** Under Jest (NODE_ENV=test) only warnings and errors are logged (the per-route start-up lines would bury test output). */
  quietLogs: boolean;
  /** `*.map` files of the builds are served only when SERVE_SOURCE_MAPS=true (they publish the source). */
  serveSourceMaps: boolean;
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const pick = (names: readonly string[], variable: (n: string) => string) =>
    Object.fromEntries(names.filter((n) => env[variable(n)]).map((n) => [n, env[variable(n)]!.replace(/\/+$/, '')]));
  return {
    port: Number(env.PORT || 3000),
    host: env.HOST || '127.0.0.1',
    staticRoot: resolve(env.STATIC_ROOT || join(__dirname, '..', '..', '..')),
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    remoteUrls: pick(REMOTES, remoteUrlVariable),
    moduleUrls: pick(
      featureModules.map((m) => m.name),
      moduleUrlVariable,
    ),
    seedDemoData: env.SEED_DEMO_DATA === 'true' ? 'always' : env.SEED_DEMO_DATA === 'false' ? 'never' : 'embedded',
    quietLogs: env.NODE_ENV === 'test',
    serveSourceMaps: env.SERVE_SOURCE_MAPS === 'true',
  };
}
