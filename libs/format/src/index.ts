// Locale, currency, number and date formatting. en-GB by default (spec section 9 "Session and display").

export const DEFAULT_LOCALE = 'en-GB';

let currentLocale = DEFAULT_LOCALE;

export function getLocale(): string {
  return currentLocale;
}

export function setLocale(locale: string | null | undefined): void {
  currentLocale = locale && locale.trim() ? locale : DEFAULT_LOCALE;
}

export function resetLocale(): void {
  currentLocale = DEFAULT_LOCALE;
}

/** Currency derives from locale: en-GB gives GBP, en-US gives USD, anything else gives EUR. */
export function currencyForLocale(locale: string = getLocale()): string {
  if (locale === 'en-GB') return 'GBP';
  if (locale === 'en-US') return 'USD';
  return 'EUR';
}

/** Money with 2 decimals in the given (default: current locale's) currency. */
export function formatMoney(amount: number | null | undefined, currency?: string, locale: string = getLocale()): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency ?? currencyForLocale(locale),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** Numbers show 2 decimals. */
export function formatNumber(value: number | null | undefined, decimals = 2, locale: string = getLocale()): string {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Dates show in en-GB format: 21/11/2026. Empty or invalid input gives the fallback. */
export function formatDate(value: string | number | Date | null | undefined, fallback = ''): string {
  const d = toDate(value);
  return d ? new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(d) : fallback;
}

/** en-GB date and time: 21/11/2026, 14:05. */
export function formatDateTime(value: string | number | Date | null | undefined, fallback = ''): string {
  const d = toDate(value);
  return d
    ? new Intl.DateTimeFormat('en-GB', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(d)
    : fallback;
}

/** en-GB date and time to the second, for logs where the order of events matters: 21/11/2026 14:05:09. */
export function formatTimestamp(value: string | number | Date | null | undefined, fallback = ''): string {
  const d = toDate(value);
  if (!d) return fallback;
  const parts = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Human-readable size with binary multiples: 1536 -> "1.50 KB". */
export function formatBytes(bytes: number | null | undefined, decimals = 2): string {
  const n = typeof bytes === 'number' && Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  if (n === 0) return '0 B';
  const i = Math.min(Math.floor(Math.log(n) / Math.log(1024)), UNITS.length - 1);
  const value = n / Math.pow(1024, i);
  return `${i === 0 ? value : value.toFixed(decimals)} ${UNITS[i]}`;
}

export const BYTES_PER_MB = 1024 * 1024;

export function bytesToMB(bytes: number): number {
  return bytes / BYTES_PER_MB;
}

/** "12.50 MB" */
export function formatMB(megabytes: number | null | undefined, decimals = 2): string {
  return `${formatNumber(megabytes ?? 0, decimals, 'en-GB')} MB`;
}
