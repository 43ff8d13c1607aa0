// Pure display rules of the Technical Status screen (spec section 4 "System component status", section 9).
import type { ComponentHealth, ComponentStatus, StatusUpdateEvent, SystemStatus } from '@app/contracts';

export type StatusStyle = 'success' | 'warning' | 'danger' | 'secondary';

/** Healthy -> success, Warning -> warning, Error -> danger; anything else is unknown -> secondary. */
export function statusStyle(status: ComponentStatus | null | undefined): StatusStyle {
  switch (status) {
    case 'Healthy':
      return 'success';
    case 'Warning':
      return 'warning';
    case 'Error':
      return 'danger';
    default:
      return 'secondary';
  }
}

/** The details column shows at most two extra-info pairs per component. */
export const MAX_DETAIL_PAIRS = 2;

export function detailPairs(info: Record<string, string> | null | undefined): [string, string][] {
  return Object.entries(info ?? {}).slice(0, MAX_DETAIL_PAIRS).map(([k, v]) => [k, String(v)]);
}

/** Components in display order. */
export function components(status: SystemStatus): ComponentHealth[] {
  return [
    status.database,
    status.messageServer,
    status.billingService,
    status.hmrcService,
    status.vaultConnectivity,
    status.stripeConnectivity,
  ].filter((c): c is ComponentHealth => Boolean(c));
}

/** Auto-refresh period of the technical page: 30000 ms. */
export const AUTO_REFRESH_MS = 30_000;

/** A blank date-time input is sent as null; otherwise the local time becomes an ISO instant. */
export function toIsoOrNull(value: string): string | null {
  if (!value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The three resources of the screen, each refreshed on its own. */
export type TechnicalResource = 'status' | 'metrics' | 'stats';

export interface LiveRefresh {
  /** Resources to load again. */
  reload: TechnicalResource[];
  /** A complete system status carried by the event itself (no GET needed). */
  status?: SystemStatus;
}

/**
 * What a StatusUpdate event names: `notifications` (notifications were sent) -> only the statistics; `requested`
 * with a full status -> that status as it is; `requested` without one -> the status. An event without a reason we
 * know says nothing precise, so everything is loaded again.
 */
export function liveRefresh(event: unknown): LiveRefresh {
  const update = (event ?? {}) as Partial<StatusUpdateEvent>;
  switch (update.reason) {
    case 'notifications':
      return { reload: ['stats'] };
    case 'requested':
      return update.status ? { reload: [], status: update.status } : { reload: ['status'] };
    default:
      return { reload: ['status', 'metrics', 'stats'] };
  }
}
