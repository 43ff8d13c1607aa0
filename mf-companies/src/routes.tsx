// Exposed as ./routes: the shell mounts /admin/:section/* and renders this with the section id.
import type { ComponentType } from 'react';
import { Placeholder, QueryRoot } from '@app/ui';
import { CompaniesPage } from './features/companies/components/CompaniesPage';
import { useCompaniesByName } from './features/companies/api/queries';
import { UsersPage } from './features/users/components/UsersPage';
import { InvitationsPage } from './features/invitations/components/InvitationsPage';
import { messages } from './messages';
import type { SectionId } from './sections';

// Features never import each other: the invitation forms get the company list from the companies feature here.
function Invitations() {
  return <InvitationsPage companies={useCompaniesByName()} />;
}

const SCREENS: Record<SectionId, ComponentType> = {
  'companies': CompaniesPage,
  'users': UsersPage,
  'invitations': Invitations,
};

export default function RemoteRoutes({ section }: { section: string }) {
  const Screen = SCREENS[section as SectionId];
  return <QueryRoot>{Screen ? <Screen /> : <Placeholder title={messages.pageNotFound} notFound />}</QueryRoot>;
}
