import { ConfigError } from '@app/nest-common';
import { loadCompaniesConfig } from './companies.config';

describe('companies configuration', () => {
  it('defaults: request origin, ./data/files, admin@example.com, generated password', () => {
    expect(loadCompaniesConfig({})).toEqual({ publicUrl: null, filesDir: 'data/files', adminEmail: 'admin@example.com', adminPassword: null });
  });

  it('trims the public URL\'s trailing slashes and lower-cases the admin e-mail', () => {
    const config = loadCompaniesConfig({ PUBLIC_URL: 'https://payroll.example/', ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'long-enough', DATA_DIR: '/srv/data' });
    expect(config).toEqual({ publicUrl: 'https://payroll.example', filesDir: '/srv/data/files', adminEmail: 'boss@example.com', adminPassword: 'long-enough' });
  });

  it('refuses invalid values at boot, naming each variable', () => {
    expect(() => loadCompaniesConfig({ PUBLIC_URL: 'not a url', ADMIN_PASSWORD: 'short' })).toThrow(ConfigError);
    expect(() => loadCompaniesConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL must be an absolute URL/);
    expect(() => loadCompaniesConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD must be at least 8 characters/);
  });
});
