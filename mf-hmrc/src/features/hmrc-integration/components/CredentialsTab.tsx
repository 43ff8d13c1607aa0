// The Credentials tab: the list (type, Active/Inactive, masked secrets, Delete) and the Add New Credential form.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import type { HmrcCredential } from '@app/contracts';
import { LoadingSpinner, useConfirm, useTimedAlert } from '@app/ui';
import { messages } from '../../../messages';
import { hmrcQueries, useDeleteCredential } from '../api/queries';
import { REFERENCE_FIELDS, secretText } from '../rules';
import { CredentialForm } from './CredentialForm';

const t = messages.hmrc.credentials;
const ALERT_MS = 5000;

export function CredentialsTab() {
  const { data: credentials, isPending, isError } = useQuery(hmrcQueries.credentials());
  const deletion = useDeleteCredential();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const { showAlert, alertElement } = useTimedAlert();

  async function remove(credential: HmrcCredential) {
    const ok = await confirm({ title: t.deleteTitle, message: t.confirmDelete, confirmText: t.delete, variant: 'danger' });
    if (!ok) return;
    setBusyId(credential.id);
    try {
      await deletion.mutateAsync(credential.id);
      showAlert('success', t.deleted, ALERT_MS);
    } catch {
      showAlert('danger', t.deleteFailed, ALERT_MS);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <>
      {alertElement}
      <Card className="mb-4" as="section" aria-label={t.existing}>
        <Card.Header as="h2" className="h6 mb-0">
          {t.existing}
        </Card.Header>
        {isPending ? (
          <Card.Body>
            <LoadingSpinner label={messages.hmrc.loading} />
          </Card.Body>
        ) : isError ? (
          <Card.Body>
            <Alert variant="danger" className="mb-0">
              {t.loadFailed}
            </Alert>
          </Card.Body>
        ) : credentials.length === 0 ? (
          <Card.Body className="text-muted">{t.empty}</Card.Body>
        ) : (
          <ListGroup variant="flush">
            {credentials.map((c) => (
              <ListGroup.Item key={c.id} as="article" aria-label={t.typeNames[c.credentialType]}>
                <CredentialItem credential={c} busy={busyId === c.id} onDelete={() => void remove(c)} />
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Card>
      <CredentialForm onSaved={() => showAlert('success', t.saved, ALERT_MS)} />
      {confirmDialog}
    </>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="col-sm-4 fw-normal text-muted">{label}</dt>
      <dd className="col-sm-8 mb-1">{value}</dd>
    </>
  );
}

function CredentialItem({ credential: c, busy, onDelete }: { credential: HmrcCredential; busy: boolean; onDelete: () => void }) {
  return (
    <div className="d-flex justify-content-between align-items-start gap-3">
      <div className="flex-grow-1">
        <h3 className="h6 mb-2">
          {t.typeNames[c.credentialType]}
          <Badge bg={c.isActive ? 'success' : 'secondary'} className="ms-2">
            {c.isActive ? t.active : t.inactive}
          </Badge>
        </h3>
        <dl className="row mb-0 small">
          {c.credentialType === 'API' ? (
            <>
              <Detail label={t.clientId} value={c.clientId || t.notSet} />
              <Detail label={t.clientSecret} value={secretText(c.clientSecret, t.notSet)} />
            </>
          ) : (
            <>
              <Detail label={t.gatewayUserId} value={c.gatewayUserId || t.notSet} />
              <Detail label={t.gatewayPassword} value={secretText(c.gatewayPassword, t.notSet)} />
            </>
          )}
          {REFERENCE_FIELDS.filter((f) => c[f]).map((f) => (
            <Detail key={f} label={t[f]} value={c[f] as string} />
          ))}
        </dl>
      </div>
      <Button variant="outline-danger" size="sm" onClick={onDelete} disabled={busy}>
        {t.delete}
      </Button>
    </div>
  );
}
