import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';

export type BadgeVariant = 'success' | 'warning' | 'danger' | 'secondary' | 'primary' | 'info' | 'dark' | 'light';

/** Healthy/Warning/Error map to success/warning/danger; anything else is unknown (secondary). */
export function statusVariant(status: string | null | undefined): BadgeVariant {
  switch ((status ?? '').toLowerCase()) {
    case 'healthy':
    case 'active':
    case 'success':
      return 'success';
    case 'warning':
      return 'warning';
    case 'error':
    case 'inactive':
    case 'failed':
      return 'danger';
    default:
      return 'secondary';
  }
}

export interface StatusBadgeProps {
  status?: string | null;
  /** Explicit variant (otherwise derived from status). */
  variant?: BadgeVariant;
  children?: ReactNode;
  className?: string;
}

export function StatusBadge({ status, variant, children, className }: StatusBadgeProps) {
  return (
    <Badge bg={variant ?? statusVariant(status)} className={className}>
      {children ?? status ?? 'Unknown'}
    </Badge>
  );
}

/** Active or Inactive. */
export function ActiveBadge({ active }: { active: boolean }) {
  return <StatusBadge variant={active ? 'success' : 'secondary'}>{active ? 'Active' : 'Inactive'}</StatusBadge>;
}
