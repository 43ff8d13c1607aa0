// Exposed as ./routes: the shell mounts /admin/:section/* and renders this with the section id.
import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingSpinner, Placeholder, QueryRoot } from '@app/ui';
import { CompaniesPage } from './features/companies/components/CompaniesPage';
import { useCompaniesByName } from './features/companies/api/queries';
import { messages } from './messages';

// The first admin screen (Companies) comes with this module; the others load when opened (issue 12: the first
// screen's JavaScript budget).
const UsersPage = lazy(() => import('./features/users/components/UsersPage').then((m) => ({ default: m.UsersPage })));
const InvitationsPage = lazy(() => import('./features/invitations/components/InvitationsPage').then((m) => ({ default: m.InvitationsPage })));
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
  return (
    <QueryRoot>
      <Suspense fallback={<LoadingSpinner center />}>{Screen ? <Screen /> : <Placeholder title={messages.pageNotFound} notFound />}</Suspense>
    </QueryRoot>
  );
}
