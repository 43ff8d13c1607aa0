// Exposed as ./routes: the shell mounts /admin/:section/* and renders this with the section id.
import type { ComponentType } from 'react';
import { Placeholder, QueryRoot } from '@app/ui';
import { StripeManagementPage } from './features/stripe-management/components/StripeManagementPage';
import { SubscriptionOverview } from './features/subscriptions/components/SubscriptionOverview';
import { PricingConfigurationPanel } from './features/pricing/components/PricingConfigurationPanel';
import { usePricingConfig } from './features/pricing/api/queries';
import { WebhookManagementPanel } from './features/webhooks/components/WebhookManagementPanel';
import { messages } from './messages';
import type { SectionId } from './sections';

// Features never import each other: the overview's Create Subscription gets the pricing configuration from here.
function StripeManagement() {
  const { data: pricing } = usePricingConfig();
  return (
    <StripeManagementPage
      overview={<SubscriptionOverview pricing={pricing} />}
      pricing={<PricingConfigurationPanel />}
      webhooks={<WebhookManagementPanel />}
    />
  );
}

const SCREENS: Record<SectionId, ComponentType> = {
  'stripe': StripeManagement,
};

export default function RemoteRoutes({ section }: { section: string }) {
  const Screen = SCREENS[section as SectionId];
  return <QueryRoot>{Screen ? <Screen /> : <Placeholder title={messages.pageNotFound} notFound />}</QueryRoot>;
}
