import { Controller, Get, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheck, HealthCheckResult, HealthCheckService, HealthIndicatorResult, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { HealthResponse } from '@app/contracts';
import { Public } from '@app/nest-auth';
import { CommonConfig, commonConfig } from '@app/nest-common';
import Redis from 'ioredis';

/** The version GET /api/health reports (the host's package version). */
export const APP_VERSION = Symbol('APP_VERSION');

/**
 * Served by every process composeApp builds (the gateway and each module run alone): `GET /api/health` (the spec's
 * summary, used by the gateway's status check and the screens), and the probes an orchestrator needs:
 * `/api/health/live` (the process answers) and `/api/health/ready` (database reachable, every migration applied,
 * Redis reachable when REDIS_URL is set; 503 with terminus' body otherwise).
 */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(APP_VERSION) private readonly version: string,
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @Inject(commonConfig.KEY) private readonly common: CommonConfig,
  ) {}

  @Public()
  @Get()
  async summary(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', database: 'up', version: this.version };
    } catch {
      res.status(503);
      return { status: 'degraded', database: 'down', version: this.version };
    }
  }

  /** Liveness: the event loop answers. Nothing external is checked (a database outage must not restart pods). */
  @Public()
  @Get('live')
  @HealthCheck()
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  @Public()
  @Get('ready')
  @HealthCheck()
  async ready(@Res({ passthrough: true }) res: Response): Promise<HealthCheckResult> {
    try {
      return await this.health.check([
        () => this.db.pingCheck('database', { connection: this.dataSource, timeout: 2000 }),
        () => this.migrations(),
        ...(this.common.redisUrl ? [() => this.redis(this.common.redisUrl!)] : []),
      ]);
    } catch (error) {
      // terminus' own body (status, info, error, details), which the app's error filter would reduce to a message.
      if (!(error instanceof ServiceUnavailableException)) throw error;
      res.status(503);
      return error.getResponse() as HealthCheckResult;
    }
  }

  private async migrations(): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check('migrations');
    try {
      const pending = await this.dataSource.showMigrations();
      return pending ? indicator.down({ message: 'Migrations are pending' }) : indicator.up();
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }

  private async redis(url: string): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check('redis');
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000, enableOfflineQueue: false });
    try {
      await client.connect();
      await client.ping();
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    } finally {
      client.disconnect();
    }
  }
}
