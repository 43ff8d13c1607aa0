import type { IncomingMessage, ServerResponse } from 'http';
import type { Duplex } from 'stream';
import { BeforeApplicationShutdown, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { AuthService } from '@app/nest-auth';
import { createHub, createMemoryBackplane, createRedisBackplane, Hub, HubContext, HubError, Principal } from '@app/signalr-server';
import type { StatusUpdateEvent } from '@app/contracts';
import { NotificationsService } from '../notifications/notifications.service';
import { SystemStatusService } from '../system-status/system-status.service';
import { LocalConnection, LocalConnections } from './local-connections';

export const HUB_PATH = '/notificationHub';
/** Server ping period (ASP.NET KeepAliveInterval) and client timeout (>= 2 x the client's 15 s keep-alive). */
export const HUB_KEEP_ALIVE_MS = 15_000;
export const HUB_CLIENT_TIMEOUT_MS = 60_000;
/** RequestStatusUpdate answers from a cached status at most this old (the checks are not free). */
export const STATUS_CACHE_MS = 10_000;

const TYPE_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;

export interface HubSettings {
  redisUrl?: string;
  /** Channel prefix of the Redis backplane (HUB_CHANNEL_PREFIX, default NotificationHub). */
  channelPrefix: string;
  keepAliveIntervalMs: number;
  clientTimeoutMs: number;
}

export function hubSettings(env: NodeJS.ProcessEnv = process.env): HubSettings {
  return {
    redisUrl: env.REDIS_URL || undefined,
    channelPrefix: env.HUB_CHANNEL_PREFIX || 'NotificationHub',
    keepAliveIntervalMs: Number(env.HUB_KEEP_ALIVE_MS) || HUB_KEEP_ALIVE_MS,
    clientTimeoutMs: Number(env.HUB_CLIENT_TIMEOUT_MS) || HUB_CLIENT_TIMEOUT_MS,
  };
}

/** Expiry (epoch ms) of a JWT, read without verification (the token was verified just before). */
function tokenExpiry(token: string): number | undefined {
  try {
    const exp = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The `/notificationHub` SignalR hub (protocol in @app/signalr-server). The technical module owns it because it
 * owns notifications; the gateway (or the module's standalone main) mounts it on its HTTP server.
 *
 * On connect a connection joins the groups `user:{id}`, `role:{role}` and `company:{companyId}`, and receives the
 * still-active notifications its user has not received yet. Methods: SubscribeToNotificationType(type) and
 * UnsubscribeFromNotificationType(type) (group `type:{type}`), RequestStatusUpdate() (a StatusUpdate to the caller).
 */
@Injectable()
export class NotificationHubService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('NotificationHub');
  readonly hub: Hub;
  private cachedStatus?: { at: number; value: Promise<StatusUpdateEvent['status']> };
  private readonly expiryTimers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly auth: AuthService,
    private readonly notifications: NotificationsService,
    private readonly systemStatus: SystemStatusService,
    private readonly connections: LocalConnections,
  ) {
    const settings = hubSettings();
    const logger = { log: (m: string) => this.logger.log(m), warn: (m: string) => this.logger.warn(m), error: (m: string) => this.logger.error(m) };
    this.hub = createHub({
      path: HUB_PATH,
      authenticate: (token) => this.authenticate(token),
      methods: {
        SubscribeToNotificationType: { args: ['string'], handler: (ctx: HubContext, type: string) => this.subscribe(ctx, type) },
        UnsubscribeFromNotificationType: { args: ['string'], handler: (ctx: HubContext, type: string) => this.unsubscribe(ctx, type) },
        RequestStatusUpdate: { args: [], handler: (ctx: HubContext) => this.requestStatusUpdate(ctx) },
      },
      onConnected: (ctx) => this.onConnected(ctx),
      onDisconnected: (ctx) => this.onDisconnected(ctx),
      keepAliveIntervalMs: settings.keepAliveIntervalMs,
      clientTimeoutMs: settings.clientTimeoutMs,
      backplane: settings.redisUrl ? createRedisBackplane(settings.redisUrl, { prefix: settings.channelPrefix }) : createMemoryBackplane(),
      logger,
    });
  }

  async onModuleInit(): Promise<void> {
    await this.hub.ready;
  }

  /** Graceful shutdown: every client gets Close{allowReconnect: true} and reconnects (to another instance). */
  async beforeApplicationShutdown(): Promise<void> {
    for (const timer of this.expiryTimers.values()) clearTimeout(timer);
    this.expiryTimers.clear();
    await this.hub.close();
  }

  handleRequest(req: IncomingMessage, res: ServerResponse): boolean {
    return this.hub.handleRequest(req, res);
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    return this.hub.handleUpgrade(req, socket, head);
  }

  private async authenticate(token: string | undefined): Promise<Principal | null> {
    if (!token) return null;
    try {
      // Signature, expiry and a fresh read of the user (active, same session version, company active).
      const user = await this.auth.verifyAccessToken(token);
      return { userId: user.id, role: user.role, companyId: user.companyId ?? undefined, expiresAt: tokenExpiry(token) };
    } catch {
      return null;
    }
  }

  private async onConnected(ctx: HubContext): Promise<void> {
    const p = ctx.principal;
    const connection: LocalConnection = {
      connectionId: ctx.connectionId,
      recipient: { userId: p.userId, role: String(p.role ?? ''), companyId: (p.companyId as string | undefined) ?? null },
      types: new Set(),
      send: (target, ...args) => ctx.send(target, ...args),
    };
    this.connections.add(connection);
    await ctx.addToGroup(`user:${p.userId}`);
    if (p.role) await ctx.addToGroup(`role:${p.role}`);
    if (p.companyId) await ctx.addToGroup(`company:${p.companyId}`);
    // Close (allowing reconnect, which fetches a fresh token) when the token expires.
    const expiresAt = typeof p.expiresAt === 'number' ? p.expiresAt : undefined;
    if (expiresAt) {
      const timer = setTimeout(() => ctx.close({ error: 'Token expired', allowReconnect: true }), Math.max(0, expiresAt - Date.now()));
      timer.unref();
      this.expiryTimers.set(ctx.connectionId, timer);
    }
    try {
      await this.notifications.deliverPendingTo(connection);
    } catch (error) {
      this.logger.error(`Replay of pending notifications failed: ${(error as Error).message}`);
    }
  }

  private onDisconnected(ctx: HubContext): void {
    this.connections.remove(ctx.connectionId);
    clearTimeout(this.expiryTimers.get(ctx.connectionId));
    this.expiryTimers.delete(ctx.connectionId);
  }

  private async subscribe(ctx: HubContext, type: string): Promise<void> {
    if (!TYPE_PATTERN.test(type)) throw new HubError('Invalid notification type');
    this.connections.get(ctx.connectionId)?.types.add(type.toLowerCase());
    await ctx.addToGroup(`type:${type}`);
  }

  private async unsubscribe(ctx: HubContext, type: string): Promise<void> {
    if (!TYPE_PATTERN.test(type)) throw new HubError('Invalid notification type');
    this.connections.get(ctx.connectionId)?.types.delete(type.toLowerCase());
    await ctx.removeFromGroup(`type:${type}`);
  }

  /** Admins get the full system status; other users only the overall status. */
  private async requestStatusUpdate(ctx: HubContext): Promise<void> {
    const now = Date.now();
    if (!this.cachedStatus || now - this.cachedStatus.at > STATUS_CACHE_MS) {
      this.cachedStatus = { at: now, value: this.systemStatus.status() };
    }
    const status = await this.cachedStatus.value;
    const update: StatusUpdateEvent =
      ctx.principal.role === 'Admin'
        ? { reason: 'requested', checkedAt: status!.checkedAt, status }
        : { reason: 'requested', checkedAt: status!.checkedAt, overallStatus: status!.overallStatus };
    ctx.send('StatusUpdate', update);
  }
}
