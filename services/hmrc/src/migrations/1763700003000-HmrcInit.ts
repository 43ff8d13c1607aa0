import { MigrationInterface, QueryRunner } from 'typeorm';

export class HmrcInit1763700003000 implements MigrationInterface {
  name = 'HmrcInit1763700003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS hmrc`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA hmrc CASCADE`);
  }
}
