// System Settings (spec section 2): SMTP Configuration, General Settings and Security Settings (Coming Soon), plus
// the Mail Log (issue 5). The SMTP screens come from the smtp feature through props: features do not import each other.
import { useState, type ReactNode } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Placeholder } from '@app/ui';
import { messages } from '../../../messages';

const t = messages.systemSettings;

export type SystemSettingsTab = 'smtp' | 'general' | 'security' | 'mail-log';

export interface SystemSettingsPageProps {
  smtp: ReactNode;
  mailLog: ReactNode;
  initialTab?: SystemSettingsTab;
}

export function SystemSettingsPage({ smtp, mailLog, initialTab = 'smtp' }: SystemSettingsPageProps) {
  const [tab, setTab] = useState<SystemSettingsTab>(initialTab);
  return (
    <div>
      <h1 className="h4 mb-3">{messages.systemSettingsTitle}</h1>
      <Tabs id="system-settings-tabs" activeKey={tab} onSelect={(k) => setTab((k as SystemSettingsTab) ?? 'smtp')} className="mb-3" mountOnEnter>
        <Tab eventKey="smtp" title={t.tabSmtp}>
          {smtp}
        </Tab>
        <Tab eventKey="general" title={t.tabGeneral}>
          <Placeholder title={t.tabGeneral} planned={{ badge: t.comingSoon, intro: t.plannedIntro, items: t.generalPlanned }} />
        </Tab>
        <Tab eventKey="security" title={t.tabSecurity}>
          <Placeholder title={t.tabSecurity} planned={{ badge: t.comingSoon, intro: t.plannedIntro, items: t.securityPlanned }} />
        </Tab>
        <Tab eventKey="mail-log" title={t.tabMailLog}>
          {mailLog}
        </Tab>
      </Tabs>
    </div>
  );
}
