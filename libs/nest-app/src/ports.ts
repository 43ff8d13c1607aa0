import { Global, Module, Provider, ServiceUnavailableException } from '@nestjs/common';
import { EventFedSessionDirectory, SessionDirectory } from '@app/nest-auth';
import { CompanyStatistics, CompanyTotals } from '@app/nest-common';
import type { FeatureModule, PortToken } from './feature';

/**
 * Technical's metrics without the companies module in the process: an honest "unavailable" (the companies module
 * has no HTTP API for totals, and a second copy of its counts in this process would be a copy of its tables).
 */
export class UnavailableCompanyStatistics extends CompanyStatistics {
  async totals(): Promise<CompanyTotals> {
    throw new ServiceUnavailableException('The companies service is unavailable.');
  }
}

/** Port -> adapter used when no composed feature provides the port. */
export interface PortFallback {
  port: PortToken;
  provider: Provider;
}

export const DEFAULT_PORT_FALLBACKS: PortFallback[] = [
  { port: SessionDirectory, provider: { provide: SessionDirectory, useClass: EventFedSessionDirectory } },
  { port: CompanyStatistics, provider: { provide: CompanyStatistics, useClass: UnavailableCompanyStatistics } },
];

/** A global module with the fallback adapter of every port no composed feature provides. */
export function fallbackPortsModule(features: FeatureModule[], fallbacks: PortFallback[]) {
  const provided = new Set(features.flatMap((f) => f.provides ?? []));
  const providers = fallbacks.filter((f) => !provided.has(f.port)).map((f) => f.provider);
  const tokens = fallbacks.filter((f) => !provided.has(f.port)).map((f) => f.port);

  @Global()
  @Module({ providers, exports: tokens })
  class FallbackPortsModule {}
  return FallbackPortsModule;
}
