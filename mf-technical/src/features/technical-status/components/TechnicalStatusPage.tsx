import { onStatusUpdate } from '@app/session';
import { TechnicalStatusView } from './TechnicalStatusPage.view';

/** The Technical Status screen; live StatusUpdate events from the shell's notification link refresh it silently. */
export function TechnicalStatusPage() {
  return <TechnicalStatusView subscribeToStatusUpdates={onStatusUpdate} />;
}
