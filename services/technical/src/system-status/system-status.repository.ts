import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The only place the status checks talk to the database: a round trip, schema presence, the vault canary. */
@Injectable()
export class SystemStatusRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The server's version, read with one round trip (the latency is the check). */
  async serverVersion(): Promise<string | undefined> {
    const [row] = (await this.dataSource.query(`SELECT current_setting('server_version') AS version`)) as { version: string }[];
    return row?.version;
  }

  /** Whether a schema exists (a module's migrations ran here): catalog metadata, not another module's tables. */
  async schemaExists(schema: string): Promise<boolean> {
    const rows = (await this.dataSource.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [schema])) as unknown[];
    return rows.length > 0;
  }

  async vaultCanary(): Promise<string | undefined> {
    const [row] = (await this.dataSource.query(`SELECT sealed FROM technical.vault_canary WHERE id = 1`)) as { sealed: string }[];
    return row?.sealed;
  }

  /** Stores the first canary; a concurrent first check keeps the one that won. */
  async sealVaultCanary(sealed: string): Promise<void> {
    await this.dataSource.query(`INSERT INTO technical.vault_canary (id, sealed) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`, [sealed]);
  }
}
