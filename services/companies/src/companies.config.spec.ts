import { ConfigError } from '@app/nest-common';
import { loadCompaniesConfig } from './companies.config';

describe('companies configuration', () => {
  it("defaults: the server's own address for links, ./data/files, admin@example.com, generated password", () => {
    expect(loadCompaniesConfig({})).toEqual({ publicUrl: 'http://127.0.0.1:3000', filesDir: 'data/files', adminEmail: 'admin@example.com', adminPassword: null });
  });

  it('takes links from configuration only: PUBLIC_URL, required in production, else HOST and PORT', () => {
    expect(loadCompaniesConfig({ HOST: '0.0.0.0', PORT: '3201' }).publicUrl).toBe('http://127.0.0.1:3201');
    expect(loadCompaniesConfig({ HOST: 'payroll.local', PORT: '8080' }).publicUrl).toBe('http://payroll.local:8080');
    expect(loadCompaniesConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
    expect(() => loadCompaniesConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required in production/);
    expect(loadCompaniesConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://payroll.example' }).publicUrl).toBe('https://payroll.example');
  });

  it('trims the public URL\'s trailing slashes and lower-cases the admin e-mail', () => {
    const config = loadCompaniesConfig({ PUBLIC_URL: 'https://payroll.example/', ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'long-enough-now', DATA_DIR: '/srv/data' });
    expect(config).toEqual({ publicUrl: 'https://payroll.example', filesDir: '/srv/data/files', adminEmail: 'boss@example.com', adminPassword: 'long-enough-now' });
  });

  it('refuses invalid values at boot, naming each variable', () => {
    expect(() => loadCompaniesConfig({ PUBLIC_URL: 'not a url', ADMIN_PASSWORD: 'short' })).toThrow(ConfigError);
    expect(() => loadCompaniesConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL must be an absolute URL/);
    expect(() => loadCompaniesConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD must be 12 to 128 characters long/);
  });
});
