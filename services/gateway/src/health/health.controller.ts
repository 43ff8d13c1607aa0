import { readFileSync } from 'fs';
import { join } from 'path';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { HealthResponse } from '@app/contracts';
import { Public } from '@app/nest-auth';

const version: string = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')).version;

@Controller('health')
export class HealthController {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  @Public()
  @Get()
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', database: 'up', version };
    } catch {
      res.status(503);
      return { status: 'degraded', database: 'down', version };
    }
  }
}
