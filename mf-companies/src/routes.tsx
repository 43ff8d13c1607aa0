// Exposed as ./routes: the shell mounts /admin/:section/* and renders this with the section id.
import type { ComponentType } from 'react';
import { PlaceholderPage } from '@app/ui';
import { CompaniesPage } from './features/companies/components/CompaniesPage';
import { UsersPage } from './features/users/components/UsersPage';
import { InvitationsPage } from './features/invitations/components/InvitationsPage';
import { messages } from './messages';
import type { SectionId } from './sections';

const SCREENS: Record<SectionId, ComponentType> = {
  'companies': CompaniesPage,
  'users': UsersPage,
  'invitations': InvitationsPage,
};

export default function RemoteRoutes({ section }: { section: string }) {
  const Screen = SCREENS[section as SectionId];
  return Screen ? <Screen /> : <PlaceholderPage title={messages.pageNotFound} />;
}
