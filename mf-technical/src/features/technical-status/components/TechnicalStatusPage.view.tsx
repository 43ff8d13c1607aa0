import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { LoadingSpinner } from '@app/ui';
import { useTechnicalStatus } from '../hooks/useTechnicalStatus';
import { messages as texts } from '../../../messages';
import { ComponentStatusTable } from './ComponentStatusTable';
import { NotificationStatsCard } from './NotificationStatsCard';
import { SendNotificationModal } from './SendNotificationModal';
import { StatusBanner } from './StatusBanner';
import { SystemMetricsCard } from './SystemMetricsCard';

export interface TechnicalStatusViewProps {
  /** Live StatusUpdate events from the shell's notification link refresh what their reason names, silently. */
  subscribeToStatusUpdates?: (listener: (event: unknown) => void) => () => void;
}

export function TechnicalStatusView({ subscribeToStatusUpdates }: TechnicalStatusViewProps) {
  const { status, metrics, stats, refreshing, refresh } = useTechnicalStatus(subscribeToStatusUpdates);
  const [showModal, setShowModal] = useState(false);

  return (
    <div>
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h2 className="mb-0">{texts.technicalStatusTitle}</h2>
        <div className="d-flex gap-2">
          <Button variant="outline-secondary" onClick={() => void refresh()} disabled={refreshing}>
            {refreshing && <Spinner animation="border" size="sm" className="me-1" role="status" aria-label={texts.loading} />}
            {texts.refresh}
          </Button>
          <Button variant="primary" onClick={() => setShowModal(true)}>
            {texts.sendNotification}
          </Button>
        </div>
      </div>
      {!status && !metrics && !stats && refreshing && <LoadingSpinner center />}
      {status && <StatusBanner status={status} />}
      <Row>
        <Col lg={8}>{status && <ComponentStatusTable status={status} />}</Col>
        <Col lg={4}>
          {metrics && <SystemMetricsCard metrics={metrics} />}
          {stats && <NotificationStatsCard stats={stats} />}
        </Col>
      </Row>
      <SendNotificationModal show={showModal} onHide={() => setShowModal(false)} />
    </div>
  );
}
