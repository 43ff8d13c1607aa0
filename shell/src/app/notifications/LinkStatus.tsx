import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useLinkState, type LinkState } from '@app/session';
import { messages } from '../../messages';

const LABEL: Record<LinkState, string> = messages.link.state;
const BG: Record<LinkState, string> = { connecting: 'info', connected: 'success', reconnecting: 'warning', closed: 'secondary' };

/** The notification link's state in the layout; when closed, a manual reconnect (up to 5 attempts). */
export function LinkStatus({ onReconnect }: { onReconnect: () => void }) {
  const state = useLinkState();
  return (
    <span className="d-inline-flex align-items-center me-3" data-testid="link-status">
      <Badge bg={BG[state]} title={messages.link.name} aria-label={`${messages.link.name}: ${LABEL[state]}`}>
        {LABEL[state]}
      </Badge>
      {state === 'closed' && (
        <Button size="sm" variant="outline-light" className="ms-2 py-0" onClick={onReconnect}>
          {messages.link.reconnect}
        </Button>
      )}
    </span>
  );
}
