import { ConfigError, commonEnvRules, isPort, validateEnv } from './config';

describe('validateEnv', () => {
  it('lists every problem in one error and masks secrets', () => {
    let error: unknown;
    try {
      validateEnv({ ...commonEnvRules, PORT: { check: isPort }, NEEDED: { required: true } }, {
        PORT: 'abc',
        JWT_SECRET: 'short',
        DATABASE_URL: 'not a url',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'DATABASE_URL must be an absolute URL (got "not a url")',
      'JWT_SECRET must be at least 32 characters (got "***")',
      'PORT must be a port number (0-65535) (got "abc")',
      'NEEDED is required',
    ]);
  });

  it('accepts valid values', () => {
    expect(() => validateEnv(commonEnvRules, { NODE_ENV: 'production', DB_POOL_SIZE: '5', JWT_LIFETIME: '8h' })).not.toThrow();
  });
});
