// Stripe Management (spec section 2): three tabs. Each tab's screen comes from its feature through props (routes.tsx),
// so features do not import each other.
import type { ReactNode } from 'react';
import { TabsPage } from '@app/ui';
import { messages } from '../../../messages';

const t = messages.tabs;

export type StripeManagementTab = 'overview' | 'pricing' | 'webhooks';

export interface StripeManagementPageProps {
  overview: ReactNode;
  pricing: ReactNode;
  webhooks: ReactNode;
  initialTab?: StripeManagementTab;
}

export function StripeManagementPage({ overview, pricing, webhooks, initialTab = 'overview' }: StripeManagementPageProps) {
  return (
    <TabsPage<StripeManagementTab>
      id="stripe-management-tabs"
      title={messages.subscriptionsTitle}
      initialTab={initialTab}
      tabs={[
        { key: 'overview', title: t.overview, content: overview },
        { key: 'pricing', title: t.pricing, content: pricing },
        { key: 'webhooks', title: t.webhooks, content: webhooks },
      ]}
    />
  );
}
