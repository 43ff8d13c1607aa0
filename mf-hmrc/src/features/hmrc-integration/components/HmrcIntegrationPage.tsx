// HMRC Integration Management (spec section 2; issue 10): Overview, Credentials, Configuration and Testing tabs.
// Admins only: anyone else sees the access-denied alert and no call is made. The selected tab is in the URL
// (`?tab=`), so a link or a return from HMRC's authorization page opens the right one.
import Alert from 'react-bootstrap/Alert';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useSearchParams } from '@app/router';
import { useSession } from '@app/session';
import { messages } from '../../../messages';
import { ConfigurationTab } from './ConfigurationTab';
import { CredentialsTab } from './CredentialsTab';
import { OverviewTab } from './OverviewTab';
import { TestingTab } from './TestingTab';

const t = messages.hmrc;
const TABS = ['overview', 'credentials', 'configuration', 'testing'] as const;
type HmrcTab = (typeof TABS)[number];

export function HmrcIntegrationPage() {
  const isAdmin = useSession((s) => s.user?.role === 'Admin');
  return (
    <div>
      <h1 className="h4 mb-1">{messages.hmrcTitle}</h1>
      <p className="text-muted mb-3">{t.subtitle}</p>
      {isAdmin ? (
        <HmrcTabs />
      ) : (
        <Alert variant="danger" role="alert">
          {t.accessDenied}
        </Alert>
      )}
    </div>
  );
}

function HmrcTabs() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  // Back from "Authorize with HMRC" (?authorization=granted|failed): the Testing tab, where Hello User is.
  const tab: HmrcTab = TABS.includes(requested as HmrcTab) ? (requested as HmrcTab) : params.has('authorization') ? 'testing' : 'overview';
  const select = (key: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', key ?? 'overview');
        return next;
      },
      { replace: true },
    );

  // mountOnEnter: a tab's queries start when it is first selected (spec 4); it stays mounted so results are kept.
  return (
    <Tabs id="hmrc-tabs" activeKey={tab} onSelect={select} className="mb-3" mountOnEnter>
      <Tab eventKey="overview" title={t.tabs.overview}>
        <OverviewTab />
      </Tab>
      <Tab eventKey="credentials" title={t.tabs.credentials}>
        <CredentialsTab />
      </Tab>
      <Tab eventKey="configuration" title={t.tabs.configuration}>
        <ConfigurationTab />
      </Tab>
      <Tab eventKey="testing" title={t.tabs.testing}>
        <TestingTab />
      </Tab>
    </Tabs>
  );
}
