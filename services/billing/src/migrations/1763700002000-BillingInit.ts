import { MigrationInterface, QueryRunner } from 'typeorm';

export class BillingInit1763700002000 implements MigrationInterface {
  name = 'BillingInit1763700002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS billing`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA billing CASCADE`);
  }
}
