import type { SystemStatus } from '@app/contracts';
import { detailPairs, liveRefresh, statusStyle, toIsoOrNull } from './rules';

describe('statusStyle', () => {
  it('maps Healthy, Warning and Error, everything else is unknown', () => {
    expect(statusStyle('Healthy')).toBe('success');
    expect(statusStyle('Warning')).toBe('warning');
    expect(statusStyle('Error')).toBe('danger');
    expect(statusStyle('healthy')).toBe('secondary');
    expect(statusStyle('Unknown')).toBe('secondary');
    expect(statusStyle(undefined)).toBe('secondary');
  });
});

describe('detailPairs', () => {
  it('keeps at most the first two pairs', () => {
    expect(detailPairs({ a: '1', b: '2', c: '3' })).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(detailPairs({})).toEqual([]);
    expect(detailPairs(undefined)).toEqual([]);
  });
});

describe('toIsoOrNull', () => {
  it('sends blanks as null', () => {
    expect(toIsoOrNull('')).toBeNull();
    expect(toIsoOrNull('  ')).toBeNull();
    expect(toIsoOrNull('2026-11-21T10:30')).toBe(new Date('2026-11-21T10:30').toISOString());
  });
});

describe('liveRefresh', () => {
  it('reloads only what the StatusUpdate reason names', () => {
    expect(liveRefresh({ reason: 'notifications', checkedAt: '2026-11-21T10:15:00Z' })).toEqual({ reload: ['stats'] });
    expect(liveRefresh({ reason: 'requested', checkedAt: '2026-11-21T10:15:00Z' })).toEqual({ reload: ['status'] });
  });

  it('takes a full status from the event instead of loading it', () => {
    const status = { overallStatus: { status: 'Healthy', statusMessage: 'ok' } } as SystemStatus;
    expect(liveRefresh({ reason: 'requested', checkedAt: '2026-11-21T10:15:00Z', status })).toEqual({ reload: [], status });
  });

  it('reloads everything for an event it cannot read', () => {
    expect(liveRefresh(undefined)).toEqual({ reload: ['status', 'metrics', 'stats'] });
    expect(liveRefresh({ reason: 'something-new' })).toEqual({ reload: ['status', 'metrics', 'stats'] });
  });
});
