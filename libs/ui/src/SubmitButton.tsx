import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** A form's full-width submit button: disabled with a spinner and `busyText` while the form is being sent. */
export function SubmitButton({ busy, label, busyText }: { busy: boolean; label: string; busyText: string }) {
  return (
    <Button type="submit" variant="primary" className="w-100" disabled={busy}>
      {busy ? (
        <>
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          {busyText}
        </>
      ) : (
        label
      )}
    </Button>
  );
}
