// System Settings (spec section 2): SMTP Configuration, General Settings and Security Settings (Coming Soon), plus
// the Mail Log (issue 5). The SMTP screens come from the smtp feature through props: features do not import each other.
import type { ReactNode } from 'react';
import { Placeholder, TabsPage } from '@app/ui';
import { messages } from '../../../messages';

const t = messages.systemSettings;

export type SystemSettingsTab = 'smtp' | 'general' | 'security' | 'mail-log';

export interface SystemSettingsPageProps {
  smtp: ReactNode;
  mailLog: ReactNode;
  initialTab?: SystemSettingsTab;
}

export function SystemSettingsPage({ smtp, mailLog, initialTab = 'smtp' }: SystemSettingsPageProps) {
  return (
    <TabsPage<SystemSettingsTab>
      id="system-settings-tabs"
      title={messages.systemSettingsTitle}
      initialTab={initialTab}
      tabs={[
        { key: 'smtp', title: t.tabSmtp, content: smtp },
        {
          key: 'general',
          title: t.tabGeneral,
          content: <Placeholder title={t.tabGeneral} planned={{ badge: t.comingSoon, intro: t.plannedIntro, items: t.generalPlanned }} />,
        },
        {
          key: 'security',
          title: t.tabSecurity,
          content: <Placeholder title={t.tabSecurity} planned={{ badge: t.comingSoon, intro: t.plannedIntro, items: t.securityPlanned }} />,
        },
        { key: 'mail-log', title: t.tabMailLog, content: mailLog },
      ]}
    />
  );
}
