import { PlaceholderPage } from '@app/ui';
import { messages } from '../../../messages';

export function SystemSettingsPage() {
  return <PlaceholderPage title={messages.systemSettingsTitle} />;
}
