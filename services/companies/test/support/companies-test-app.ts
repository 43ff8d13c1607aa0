// A companies-module test app whose Mailer records messages (or behaves as "no active SMTP configuration").
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AuthModule } from '@app/nest-auth';
import { CommonModule, configureApp, MailMessage, Mailer, MailerNotConfiguredError } from '@app/nest-common';
import { DbModule } from '@app/nest-db';
import { createTestApp, TestApp } from '@app/nest-testing';
import { CompaniesModule, companiesEntities, companiesMigrations } from '../../src';

export type MailerMode = 'deliver' | 'not-configured' | 'fail';

/** The test double of the Mailer port: `RecordingMailer.mode` selects the behaviour, `sent` holds what was sent. */
export class RecordingMailer extends Mailer {
  static mode: MailerMode = 'deliver';
  static sent: MailMessage[] = [];

  static reset(mode: MailerMode = 'deliver'): void {
    RecordingMailer.mode = mode;
    RecordingMailer.sent = [];
  }

  async send(message: MailMessage): Promise<void> {
    if (RecordingMailer.mode === 'not-configured') throw new MailerNotConfiguredError();
    if (RecordingMailer.mode === 'fail') throw new Error('Connection refused: nothing accepts SMTP connections at smtp.test:587.');
    RecordingMailer.sent.push(message);
  }
}

export interface CompaniesTestApp extends TestApp {
  dataDir: string;
}

/** createTestApp() with the companies module, a RecordingMailer and a temporary DATA_DIR for stored files. */
export async function createCompaniesTestApp(): Promise<CompaniesTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'companies-test-'));
  process.env.DATA_DIR = dataDir;
  RecordingMailer.reset();
  const t = await createTestApp({
    createApp: async (url) => {
      @Module({
        imports: [
          DbModule.forRoot({ url, entities: companiesEntities, migrations: companiesMigrations, poolSize: 4 }),
          CommonModule.forRoot({ mailer: RecordingMailer }),
          AuthModule.forRoot(),
          CompaniesModule,
        ],
      })
      class CompaniesTestModule {}
      const app = await NestFactory.create<NestExpressApplication>(CompaniesTestModule, { bodyParser: false, logger: ['error'] });
      return configureApp(app);
    },
  });
  return Object.assign(t, { dataDir });
}

/** The token in a link like https://host/register?token=... */
export function tokenFromLink(text: string, page: string): string {
  const match = new RegExp(`${page.replace('/', '\\/')}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match) throw new Error(`No ${page} link in: ${text}`);
  return decodeURIComponent(match[1]);
}
