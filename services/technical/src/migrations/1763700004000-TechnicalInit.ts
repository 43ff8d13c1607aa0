import { MigrationInterface, QueryRunner } from 'typeorm';

export class TechnicalInit1763700004000 implements MigrationInterface {
  name = 'TechnicalInit1763700004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS technical`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA technical CASCADE`);
  }
}
