import { Logger, LoggerService } from '@nestjs/common';
import { QueryErrorLogger } from './data-source';

describe('QueryErrorLogger', () => {
  afterEach(() => Logger.overrideLogger(true));

  it('logs a failed query with its code, message and first words, never its parameters', () => {
    const logged: string[] = [];
    const capture: LoggerService = { log: () => undefined, warn: (m) => logged.push(String(m)), error: (m) => logged.push(String(m)) };
    Logger.overrideLogger(capture);
    const error = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), { code: '23505' });
    new QueryErrorLogger().logQueryError(error, 'INSERT INTO companies.users (email, password_hash) VALUES ($1, $2)', ['ann@example.com', '$argon2id$v=19$secret-hash']);
    expect(logged).toEqual(['Query failed (23505): duplicate key value violates unique constraint "users_email_key" [INSERT INTO companies.users (email, ...]']);
    expect(logged.join()).not.toMatch(/ann@example\.com|argon2/);
  });
});
