// Exposed as ./routes: the shell mounts /admin/:section/* and renders this with the section id.
import type { ComponentType } from 'react';
import { Placeholder, QueryRoot } from '@app/ui';
import { SubscriptionsPage } from './features/subscriptions/components/SubscriptionsPage';
import { messages } from './messages';
import type { SectionId } from './sections';

const SCREENS: Record<SectionId, ComponentType> = {
  'stripe': SubscriptionsPage,
};

export default function RemoteRoutes({ section }: { section: string }) {
  const Screen = SCREENS[section as SectionId];
  return <QueryRoot>{Screen ? <Screen /> : <Placeholder title={messages.pageNotFound} notFound />}</QueryRoot>;
}
