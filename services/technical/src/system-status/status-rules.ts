// Pure rules of the system status: severity order and the overall status (worst component wins).

export const COMPONENT_STATUSES = ['Healthy', 'Warning', 'Error'] as const;
export type ComponentStatusValue = (typeof COMPONENT_STATUSES)[number];

const SEVERITY: Record<ComponentStatusValue, number> = { Healthy: 0, Warning: 1, Error: 2 };

export function severity(status: string): number {
  // Anything unknown counts as Warning: it is not known to be healthy.
  return SEVERITY[status as ComponentStatusValue] ?? 1;
}

/** Overall status = the worst component; no components at all is a Warning. */
export function overallStatus(statuses: string[]): ComponentStatusValue {
  if (statuses.length === 0) return 'Warning';
  const worst = Math.max(...statuses.map(severity));
  return worst >= 2 ? 'Error' : worst === 1 ? 'Warning' : 'Healthy';
}

export function overallMessage(status: ComponentStatusValue, failing: string[]): string {
  if (status === 'Healthy') return 'All systems operational';
  const names = failing.join(', ');
  return status === 'Error' ? `Some components are failing: ${names}` : `Some components need attention: ${names}`;
}

/** Runs a check with a time limit; a timeout rejects with a readable message. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Formats seconds of uptime as `3d 4h 5m 6s` (leading zero units dropped). */
export function formatUptime(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const parts = [d && `${d}d`, (d || h) && `${h}h`, (d || h || m) && `${m}m`, `${s % 60}s`].filter(Boolean);
  return parts.join(' ');
}
