// Exposed as ./routes: the shell mounts /admin/:section/* and renders this with the section id.
import type { ComponentType } from 'react';
import { Placeholder, QueryRoot } from '@app/ui';
import { AuditLogPage } from './features/audit-log/components/AuditLogPage';
import { TechnicalStatusPage } from './features/technical-status/components/TechnicalStatusPage';
import { messages } from './messages';
import type { SectionId } from './sections';

const SCREENS: Record<SectionId, ComponentType> = {
  'technical': TechnicalStatusPage,
  'audit-log': AuditLogPage,
};

export default function RemoteRoutes({ section }: { section: string }) {
  const Screen = SCREENS[section as SectionId];
  return <QueryRoot>{Screen ? <Screen /> : <Placeholder title={messages.pageNotFound} notFound />}</QueryRoot>;
}
