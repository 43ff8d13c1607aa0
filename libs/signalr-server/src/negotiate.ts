import { randomBytes } from 'crypto';

export const SERVER_NEGOTIATE_VERSION = 1;

export function newConnectionId(): string {
  return randomBytes(16).toString('base64url');
}

export function newConnectionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Negotiate body (TransportProtocols.md). Version 0 has no connectionToken, so the client
 * uses connectionId as `?id=`; version 1 keeps the secret token apart from the public id.
 * Never `ProtocolVersion` (the client would take us for classic ASP.NET SignalR) and never
 * `useStatefulReconnect` (not implemented).
 */
export function negotiateResponse(version: number, connectionId: string, connectionToken: string): object {
  const availableTransports = [
    { transport: 'WebSockets', transferFormats: ['Text', 'Binary'] },
    { transport: 'ServerSentEvents', transferFormats: ['Text'] },
  ];
  return version >= 1
    ? { negotiateVersion: SERVER_NEGOTIATE_VERSION, connectionId, connectionToken, availableTransports }
    : { negotiateVersion: 0, connectionId, availableTransports };
}

/** Missing = 0; above our maximum = our maximum (the client then adapts). */
export function negotiateVersion(raw: string | null): number {
  if (raw === null) return 0;
  const requested = Number.parseInt(raw, 10);
  if (!Number.isFinite(requested) || requested < 0) return 0;
  return Math.min(requested, SERVER_NEGOTIATE_VERSION);
}
