import {
  bytesToMB,
  currencyForLocale,
  formatBytes,
  formatDate,
  formatDateTime,
  formatTimestamp,
  formatMB,
  formatMoney,
  formatNumber,
  getLocale,
  resetLocale,
  setLocale,
} from './index';

afterEach(() => resetLocale());

describe('locale', () => {
  it('defaults to en-GB and resets to it', () => {
    expect(getLocale()).toBe('en-GB');
    setLocale('fr-FR');
    expect(getLocale()).toBe('fr-FR');
    resetLocale();
    expect(getLocale()).toBe('en-GB');
  });

  it('falls back to en-GB for a blank locale', () => {
    setLocale('');
    expect(getLocale()).toBe('en-GB');
  });

  it('derives currency from locale', () => {
    expect(currencyForLocale('en-GB')).toBe('GBP');
    expect(currencyForLocale('en-US')).toBe('USD');
    expect(currencyForLocale('fr-FR')).toBe('EUR');
    expect(currencyForLocale('de-DE')).toBe('EUR');
    expect(currencyForLocale()).toBe('GBP');
  });
});

describe('numbers and money', () => {
  it('formats money in pounds with 2 decimals by default', () => {
    expect(formatMoney(29.9)).toBe('£29.90');
    expect(formatMoney(1234.5)).toBe('£1,234.50');
    expect(formatMoney(null)).toBe('£0.00');
  });

  it('uses the currency of the current locale', () => {
    setLocale('en-US');
    expect(formatMoney(10)).toBe('$10.00');
  });

  it('formats numbers with 2 decimals', () => {
    expect(formatNumber(3)).toBe('3.00');
    expect(formatNumber(1234.567)).toBe('1,234.57');
    expect(formatNumber(undefined)).toBe('0.00');
  });
});

describe('dates', () => {
  it('formats dates in en-GB', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('05/03/2026');
    expect(formatDate(null, 'Never')).toBe('Never');
    expect(formatDate('not a date')).toBe('');
  });

  it('formats date-times in en-GB', () => {
    expect(formatDateTime(new Date(2026, 2, 5, 14, 7))).toBe('05/03/2026, 14:07');
  });

  it('formats timestamps to the second in en-GB, 24-hour', () => {
    expect(formatTimestamp(new Date(2026, 10, 24, 14, 3, 12))).toBe('24/11/2026 14:03:12');
    expect(formatTimestamp(new Date(2026, 0, 2, 0, 0, 5))).toBe('02/01/2026 00:00:05');
    expect(formatTimestamp(null, 'Never')).toBe('Never');
  });
});

describe('sizes', () => {
  it('formats bytes', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.00 MB');
  });

  it('converts and formats megabytes', () => {
    expect(bytesToMB(1024 * 1024 * 3)).toBe(3);
    expect(formatMB(1024)).toBe('1,024.00 MB');
  });
});
