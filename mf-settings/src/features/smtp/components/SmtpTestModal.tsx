import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import { FormField, FormModal } from '@app/ui';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage } from '@app/api-client';
import { messages } from '../../../messages';
import type { SmtpConfiguration, SmtpTestResponse } from '@app/contracts';
import { useTestSmtpConfiguration } from '../api/queries';

const t = messages.smtp;

export interface SmtpTestModalProps {
  configuration: SmtpConfiguration | null;
  onHide: () => void;
}

/** "Test SMTP Configuration": sends a real message through the configuration. Mount with `key` = configuration id. */
export function SmtpTestModal({ configuration, onHide }: SmtpTestModalProps) {
  const [address, setAddress] = useState('');
  // An answered test refreshes the list's last-test columns and the mail log.
  const testing = useTestSmtpConfiguration();
  const busy = testing.isPending;
  const [blankAlert, setBlankAlert] = useState(false);
  const [result, setResult] = useState<SmtpTestResponse | null>(null);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (!configuration || busy) return;
    if (!address.trim()) {
      setBlankAlert(true);
      return;
    }
    setBlankAlert(false);
    setResult(null);
    try {
      const answer = await testing.mutateAsync({
        id: configuration.id,
        body: { testEmailAddress: address.trim(), testSubject: t.testSubject, testMessage: t.testBody(configuration.displayName) },
      });
      setResult(answer);
    } catch (error) {
      setResult({
        success: false,
        testDurationMs: 0,
        errorMessage: errorMessage(error) ?? t.testNetworkError,
      });
    }
  }

  return (
    <FormModal
      show={configuration !== null}
      onHide={onHide}
      titleId="smtp-test-title"
      title={t.testTitle}
      onSubmit={send}
      cancelText={t.close}
      submitText={
        <>
          {busy ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
          {t.sendTestEmail}
        </>
      }
      submitDisabled={address === '' || busy}
    >
      {configuration ? (
        <p className="text-muted small mb-3">
          {configuration.displayName} ({configuration.host}:{configuration.port})
        </p>
      ) : null}
      {blankAlert ? (
        <Alert variant="warning" role="alert" dismissible onClose={() => setBlankAlert(false)}>
          {t.testEmailRequired}
        </Alert>
      ) : null}
      <FormField
        id="smtp-test-email"
        className=""
        label={t.testEmailLabel}
        type="text"
        inputMode="email"
        autoComplete="email"
        value={address}
        onChange={setAddress}
        disabled={busy}
        autoFocus
      />
      {result ? (
        <Alert variant={result.success ? 'success' : 'danger'} className="mt-3 mb-0" role={result.success ? 'status' : 'alert'}>
          <Alert.Heading as="h4" className="h6">
            {result.success ? t.testSuccessTitle : t.testFailedTitle}
          </Alert.Heading>
          <p className="mb-0">{result.success ? t.testSuccessText(result.testDurationMs) : t.testFailedText(result.errorMessage ?? '')}</p>
        </Alert>
      ) : null}
    </FormModal>
  );
}
