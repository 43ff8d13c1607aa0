// Exposed as ./routes: the shell mounts /admin/:section/* and renders this with the section id.
import type { ComponentType } from 'react';
import { PlaceholderPage } from '@app/ui';
import { SystemSettingsPage } from './features/system-settings/components/SystemSettingsPage';
import { SalaryComponentTemplatesPage } from './features/salary-component-templates/components/SalaryComponentTemplatesPage';
import { BusinessModelsPage } from './features/business-models/components/BusinessModelsPage';
import { messages } from './messages';
import type { SectionId } from './sections';

const SCREENS: Record<SectionId, ComponentType> = {
  'system-settings': SystemSettingsPage,
  'salary-component-templates': SalaryComponentTemplatesPage,
  'business-models': BusinessModelsPage,
};

export default function RemoteRoutes({ section }: { section: string }) {
  const Screen = SCREENS[section as SectionId];
  return Screen ? <Screen /> : <PlaceholderPage title={messages.pageNotFound} />;
}
