// Stripe Management (spec section 2): three tabs. Each tab's screen comes from its feature through props (routes.tsx),
// so features do not import each other.
import { useState, type ReactNode } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
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
  const [tab, setTab] = useState<StripeManagementTab>(initialTab);
  return (
    <div>
      <h1 className="h4 mb-3">{messages.subscriptionsTitle}</h1>
      <Tabs id="stripe-management-tabs" activeKey={tab} onSelect={(k) => setTab((k as StripeManagementTab) ?? 'overview')} className="mb-3" mountOnEnter>
        <Tab eventKey="overview" title={t.overview}>
          {overview}
        </Tab>
        <Tab eventKey="pricing" title={t.pricing}>
          {pricing}
        </Tab>
        <Tab eventKey="webhooks" title={t.webhooks}>
          {webhooks}
        </Tab>
      </Tabs>
    </div>
  );
}
