import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { HealthResponse } from '@app/contracts';
import { Public } from '@app/nest-auth';

/** The version GET /api/health reports (the host's package version). */
export const APP_VERSION = Symbol('APP_VERSION');

/** Served by every process composeApp builds (the gateway and each module run alone). */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(APP_VERSION) private readonly version: string,
  ) {}

  @Public()
  @Get()
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', database: 'up', version: this.version };
    } catch {
      res.status(503);
      return { status: 'degraded', database: 'down', version: this.version };
    }
  }
}
