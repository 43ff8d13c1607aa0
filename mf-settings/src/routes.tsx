// Exposed as ./routes: the shell mounts /admin/:section/* and renders this with the section id.
import type { ComponentType } from 'react';
import { Placeholder, QueryRoot } from '@app/ui';
import { SystemSettingsPage } from './features/system-settings/components/SystemSettingsPage';
import { SalaryComponentTemplatesPage } from './features/salary-component-templates/components/SalaryComponentTemplatesPage';
import { BusinessModelsPage } from './features/business-models/components/BusinessModelsPage';
import { MailLogPanel } from './features/smtp/components/MailLogPanel';
import { SmtpConfigurationPanel } from './features/smtp/components/SmtpConfigurationPanel';
import { messages } from './messages';
import type { SectionId } from './sections';

// Features never import each other: the System Settings tabs receive the SMTP screens here.
function SystemSettings() {
  return <SystemSettingsPage smtp={<SmtpConfigurationPanel />} mailLog={<MailLogPanel />} />;
}

const SCREENS: Record<SectionId, ComponentType> = {
  'system-settings': SystemSettings,
  'salary-component-templates': SalaryComponentTemplatesPage,
  'business-models': BusinessModelsPage,
};

export default function RemoteRoutes({ section }: { section: string }) {
  const Screen = SCREENS[section as SectionId];
  return <QueryRoot>{Screen ? <Screen /> : <Placeholder title={messages.pageNotFound} notFound />}</QueryRoot>;
}
