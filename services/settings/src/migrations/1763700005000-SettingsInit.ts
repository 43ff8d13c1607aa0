import { MigrationInterface, QueryRunner } from 'typeorm';

export class SettingsInit1763700005000 implements MigrationInterface {
  name = 'SettingsInit1763700005000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS settings`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA settings CASCADE`);
  }
}
