import { formatUptime, overallMessage, overallStatus, withTimeout } from './status-rules';

describe('overall status', () => {
  it('is the worst component', () => {
    expect(overallStatus(['Healthy', 'Healthy'])).toBe('Healthy');
    expect(overallStatus(['Healthy', 'Warning'])).toBe('Warning');
    expect(overallStatus(['Warning', 'Error', 'Healthy'])).toBe('Error');
  });
  it('counts unknown statuses as Warning and nothing as Warning', () => {
    expect(overallStatus(['Healthy', 'Degraded'])).toBe('Warning');
    expect(overallStatus([])).toBe('Warning');
  });
  it('names the failing components', () => {
    expect(overallMessage('Healthy', [])).toBe('All systems operational');
    expect(overallMessage('Error', ['Database', 'Vault'])).toBe('Some components are failing: Database, Vault');
  });
});

describe('withTimeout', () => {
  it('rejects a check that does not answer in time', async () => {
    await expect(withTimeout(new Promise(() => undefined), 10, 'Redis')).rejects.toThrow('Redis did not answer within 10 ms');
    await expect(withTimeout(Promise.resolve(1), 1000, 'x')).resolves.toBe(1);
  });
});

it('formats uptime', () => {
  expect(formatUptime(5)).toBe('5s');
  expect(formatUptime(3 * 86400 + 4 * 3600 + 5 * 60 + 6)).toBe('3d 4h 5m 6s');
  expect(formatUptime(3600)).toBe('1h 0m 0s');
});
