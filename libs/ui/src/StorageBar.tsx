import ProgressBar from 'react-bootstrap/ProgressBar';
import { formatBytes, formatNumber } from '@app/format';

export type StorageLevel = 'success' | 'warning' | 'danger';

/** Green below 70 percent, warning from 70 percent, danger above 90 percent. */
export function storageLevel(percent: number): StorageLevel {
  if (percent > 90) return 'danger';
  if (percent >= 70) return 'warning';
  return 'success';
}

export function storagePercent(usedBytes: number, limitMB: number): number {
  if (!limitMB || limitMB <= 0) return 0;
  return (usedBytes / (limitMB * 1024 * 1024)) * 100;
}

export interface StorageBarProps {
  usedBytes: number;
  limitMB: number;
}

/** Used size, limit in MB and a progress bar coloured by storageLevel. */
export function StorageBar({ usedBytes, limitMB }: StorageBarProps) {
  const percent = storagePercent(usedBytes, limitMB);
  const level = storageLevel(percent);
  return (
    <div className="small" style={{ minWidth: 140 }}>
      <div>
        {formatBytes(usedBytes)} / {formatNumber(limitMB, 0)} MB
      </div>
      <ProgressBar
        now={Math.min(percent, 100)}
        variant={level}
        style={{ height: 6 }}
        aria-label={`Storage used: ${formatNumber(percent, 0)}%`}
        data-level={level}
        data-testid="storage-bar"
      />
    </div>
  );
}
