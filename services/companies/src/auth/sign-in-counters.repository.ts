import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface CounterState {
  key: string;
  attempts: number;
  windowStartedAt: Date;
}

/** Sign-in counters (account and address): the only place with their SQL. */
@Injectable()
export class SignInCountersRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * Takes one attempt on each key if every key is below its limit, atomically: the upsert locks each counter row
   * (always in the given order, so two reservations cannot deadlock), and the transaction is rolled back when one
   * is over its limit, so refused attempts count nowhere. A window older than `windowMinutes` starts again at 1.
   * Answers the counters as they stand after the increment, and whether the attempt was granted.
   */
  async reserve(keys: { key: string; limit: number }[], windowMinutes: number): Promise<{ granted: boolean; counters: CounterState[] }> {
    return this.dataSource.transaction(async (em) => {
      const values = keys.map((_, i) => `($${i + 2}, now(), 1)`).join(', ');
      const rows: { key: string; attempts: number; window_started_at: Date }[] = await em.query(
        `INSERT INTO companies.sign_in_counters AS c (key, window_started_at, attempts) VALUES ${values}
         ON CONFLICT (key) DO UPDATE SET
           attempts = CASE WHEN c.window_started_at <= now() - make_interval(mins => $1) THEN 1 ELSE c.attempts + 1 END,
           window_started_at = CASE WHEN c.window_started_at <= now() - make_interval(mins => $1) THEN now() ELSE c.window_started_at END
         RETURNING key, attempts, window_started_at`,
        [windowMinutes, ...keys.map((k) => k.key)],
      );
      const counters = rows.map((r) => ({ key: r.key, attempts: Number(r.attempts), windowStartedAt: new Date(r.window_started_at) }));
      const granted = keys.every((k) => (counters.find((c) => c.key === k.key)?.attempts ?? 0) <= k.limit);
      if (!granted) {
        // Undo this attempt's increments: a refused attempt is never evaluated, so it does not count.
        await em.query(
          `UPDATE companies.sign_in_counters SET attempts = GREATEST(attempts - 1, 0) WHERE key = ANY($1::varchar[])`,
          [keys.map((k) => k.key)],
        );
      }
      return { granted, counters };
    });
  }

  /** A successful sign-in: the account starts again from zero; the address gives back this one attempt only. */
  async releaseAfterSuccess(accountKey: string, addressKey: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE companies.sign_in_counters
          SET attempts = CASE WHEN key = $1 THEN 0 ELSE GREATEST(attempts - 1, 0) END
        WHERE key IN ($1, $2)`,
      [accountKey, addressKey],
    );
  }
}
