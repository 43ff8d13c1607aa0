import { useState, type ReactNode } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';

/** One tab of a `TabsPage`: its key, its title and what it shows once selected. */
export interface TabsPageTab<K extends string> {
  key: K;
  title: string;
  content: ReactNode;
}

export interface TabsPageProps<K extends string> {
  /** The id of the tab list (tab and pane ids derive from it). */
  id: string;
  title: string;
  tabs: readonly TabsPageTab<K>[];
  /** The tab shown first; the first tab when omitted. */
  initialTab?: K;
}

/**
 * The one frame of a screen made of tabs: a heading over the tab list. A tab's content mounts when the tab is first
 * selected (`mountOnEnter`), so each tab loads its resource when it is opened.
 */
export function TabsPage<K extends string>({ id, title, tabs, initialTab }: TabsPageProps<K>) {
  const first = tabs[0]?.key as K;
  const [tab, setTab] = useState<K>(initialTab ?? first);
  return (
    <div>
      <h1 className="h4 mb-3">{title}</h1>
      <Tabs id={id} activeKey={tab} onSelect={(k) => setTab((k as K) ?? first)} className="mb-3" mountOnEnter>
        {tabs.map(({ key, title: tabTitle, content }) => (
          <Tab key={key} eventKey={key} title={tabTitle}>
            {content}
          </Tab>
        ))}
      </Tabs>
    </div>
  );
}
