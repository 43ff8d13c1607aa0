import Alert from 'react-bootstrap/Alert';
import { formatDateTime } from '@app/format';
import type { SystemStatus } from '@app/contracts';
import { statusStyle } from '../rules';
import { messages as texts } from '../../../messages';

/** Overall status, its message and the last-checked time. */
export function StatusBanner({ status }: { status: SystemStatus }) {
  const overall = status.overallStatus;
  return (
    <Alert variant={statusStyle(overall?.status)} data-testid="overall-status" className="d-flex flex-wrap justify-content-between align-items-center">
      <div>
        <strong className="me-2">{overall?.status ?? 'Unknown'}</strong>
        <span>{overall?.statusMessage}</span>
      </div>
      <small>
        {texts.lastChecked}: {formatDateTime(status.checkedAt)}
      </small>
    </Alert>
  );
}
