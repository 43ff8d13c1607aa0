import Card from 'react-bootstrap/Card';
import type { NotificationStats } from '@app/contracts';
import { messages as texts } from '../../../messages';

export function NotificationStatsCard({ stats }: { stats: NotificationStats }) {
  const items: [string, number][] = [
    [texts.statTotal, stats.totalNotifications],
    [texts.statUnread, stats.unreadNotifications],
    [texts.statActive, stats.activeNotifications],
    [texts.statExpired, stats.expiredNotifications],
  ];
  return (
    <Card className="mb-3" data-testid="notification-stats">
      <Card.Header as="h5">{texts.notificationStatistics}</Card.Header>
      <Card.Body className="d-flex justify-content-around text-center">
        {items.map(([label, value]) => (
          <div key={label} aria-label={label}>
            <div className="fs-4 fw-bold">{value}</div>
            <div className="small text-muted">{label}</div>
          </div>
        ))}
      </Card.Body>
    </Card>
  );
}
