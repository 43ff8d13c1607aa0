import { Controller, Get, INestApplication, Module, NotFoundException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { configureApp } from './configure-app';
import { MAIL_NOT_CONFIGURED_MESSAGE, MailerNotConfiguredError } from './mailer';

@Controller('boom')
class BoomController {
  @Get('unknown')
  unknown(): never {
    throw new Error('db password=hunter2 leaked');
  }

  @Get('mail')
  mail(): never {
    throw new MailerNotConfiguredError();
  }

  @Get('missing')
  missing(): never {
    throw new NotFoundException('Company not found');
  }
}

@Module({ controllers: [BoomController] })
class BoomModule {}

describe('HttpExceptionFilter via configureApp', () => {
  let app: INestApplication;
  const errors: unknown[][] = [];

  beforeAll(async () => {
    app = configureApp(await NestFactory.create<NestExpressApplication>(BoomModule, { bodyParser: false, logger: false }));
    app.useLogger({ log: () => undefined, warn: () => undefined, error: (...args: unknown[]) => errors.push(args) });
    await app.init();
  });
  afterAll(() => app.close());

  it('maps unknown errors to 500 without details and never logs the Authorization header', async () => {
    const response = await request(app.getHttpServer()).get('/api/boom/unknown').set('Authorization', 'Bearer top-secret-token').expect(500);
    expect(response.body).toEqual({ message: 'Internal server error' });
    expect(JSON.stringify(errors)).not.toContain('top-secret-token');
  });

  it('keeps HTTP errors as { message }', async () => {
    expect((await request(app.getHttpServer()).get('/api/boom/missing').expect(404)).body).toEqual({ message: 'Company not found' });
    expect((await request(app.getHttpServer()).get('/api/nothing').expect(404)).body).toEqual({ message: 'Cannot GET /api/nothing' });
  });

  it('answers 409 with a clear message when mail is not configured', async () => {
    expect((await request(app.getHttpServer()).get('/api/boom/mail').expect(409)).body).toEqual({ message: MAIL_NOT_CONFIGURED_MESSAGE });
  });
});
