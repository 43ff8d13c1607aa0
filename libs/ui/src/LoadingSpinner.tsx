import Spinner from 'react-bootstrap/Spinner';

export function LoadingSpinner({ label = 'Loading...', center = false }: { label?: string; center?: boolean }) {
  return (
    <div className={center ? 'd-flex justify-content-center align-items-center py-5' : 'd-inline-flex align-items-center'} role="status" aria-live="polite">
      <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
