// The user menu's "Signed in on N devices" (issue 13): the caller's sessions with device, address, when signed in and
// last seen; sign out another device, or everywhere (this one included, after a confirmation).
import { useCallback, useEffect, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import type { SessionInfo } from '@app/contracts';
import { formatDateTime } from '@app/format';
import { endAllSessions, endSession, listSessions, signInFailureText } from '@app/session';
import { LoadingSpinner, useConfirm, useTimedAlert } from '@app/ui';
import { messages } from '../messages';

const m = messages.devices;

/** The caller's sessions, loaded when asked (the menu shows their count). */
export function useDevices(userId: string | undefined) {
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(
    () =>
      listSessions().then(
        (list) => {
          setSessions(list);
          setFailed(false);
        },
        () => setFailed(true),
      ),
    [],
  );
  useEffect(() => {
    if (userId) void reload();
  }, [userId, reload]);
  return { sessions, failed, reload };
}

export function DevicesDialog({
  show,
  onHide,
  devices,
  onSignedOutEverywhere,
}: {
  show: boolean;
  onHide: () => void;
  devices: ReturnType<typeof useDevices>;
  onSignedOutEverywhere: () => void;
}) {
  const { sessions, failed, reload } = devices;
  const [confirm, confirmDialog] = useConfirm();
  const { showAlert, clearAlert, alertElement } = useTimedAlert();
  const [busy, setBusy] = useState<string | null>(null);

  const end = async (session: SessionInfo) => {
    setBusy(session.id);
    clearAlert();
    try {
      await endSession(session.id);
      showAlert('success', m.ended(session.device));
      await reload();
    } catch (e) {
      showAlert('danger', signInFailureText(e, m.failed));
    } finally {
      setBusy(null);
    }
  };
  const everywhere = async () => {
    if (!(await confirm({ title: m.confirmEverywhereTitle, message: m.confirmEverywhere, confirmText: m.signOutEverywhere, variant: 'danger' }))) return;
    try {
      await endAllSessions();
      onSignedOutEverywhere();
    } catch (e) {
      showAlert('danger', signInFailureText(e, m.failed));
    }
  };

  return (
    <>
      <Modal show={show} onHide={onHide} centered aria-labelledby="devices-title">
        <Modal.Header closeButton>
          <Modal.Title id="devices-title">{m.title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {alertElement}
          {failed ? <p className="text-danger">{m.loadFailed}</p> : null}
          {!sessions && !failed ? <LoadingSpinner label={m.loading} /> : null}
          {sessions ? (
            <ListGroup as="ul" aria-label={m.title}>
              {sessions.map((s) => (
                <ListGroup.Item as="li" key={s.id} className="d-flex justify-content-between align-items-start gap-2">
                  <div>
                    <div className="fw-semibold">
                      {s.device} {s.current ? <Badge bg="success">{m.thisDevice}</Badge> : null}
                    </div>
                    <div className="small text-muted">
                      {s.ipAddress} · {m.signedIn(formatDateTime(s.createdAt))}, {m.lastSeen(formatDateTime(s.lastSeenAt))}
                    </div>
                  </div>
                  {s.current ? null : (
                    <Button size="sm" variant="outline-danger" disabled={busy === s.id} onClick={() => void end(s)} aria-label={m.signOutDevice(s.device)}>
                      {m.signOut}
                    </Button>
                  )}
                </ListGroup.Item>
              ))}
            </ListGroup>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-danger" onClick={() => void everywhere()}>
            {m.signOutEverywhere}
          </Button>
          <Button variant="secondary" onClick={onHide}>
            {m.close}
          </Button>
        </Modal.Footer>
      </Modal>
      {confirmDialog}
    </>
  );
}
