// Test helper: remotes held in memory, handed to the shell through RemoteCatalogueContext in place of
// /remotes.json and the federation runtime. A remote can be changed between calls (a redeploy), be down
// (its modules reject) or hang (its modules never answer).
import type { ComponentType } from 'react';
import type { RemoteCatalogue } from '../app/remotes';

export interface FakeRemote {
  /** What `./sections` exports as SECTIONS. */
  sections?: unknown;
  /** The `./routes` default export. */
  routes?: ComponentType<{ section: string }>;
  state?: 'up' | 'down' | 'hanging';
}

export interface FakeCatalogue extends RemoteCatalogue {
  /** Add, replace or change a remote (as a deployment would, the shell untouched). */
  set(name: string, remote: FakeRemote): void;
  /** Modules requested so far, e.g. 'mf_billing/./sections'. */
  loads: string[];
  resets: string[];
  /** /remotes.json cannot be read while true. */
  registryDown: boolean;
}

export function inMemoryRemotes(initial: Record<string, FakeRemote>): FakeCatalogue {
  const remotes = new Map(Object.entries(initial));
  const catalogue: FakeCatalogue = {
    loads: [],
    resets: [],
    registryDown: false,
    set(name, remote) {
      remotes.set(name, remote);
    },
    async names() {
      if (catalogue.registryDown) throw new Error('/remotes.json answered 503');
      return [...remotes.keys()];
    },
    load(name, exposed) {
      catalogue.loads.push(`${name}/${exposed}`);
      const remote = remotes.get(name);
      if (!remote) return Promise.reject(new Error(`Remote ${name} is not registered`));
      if (remote.state === 'hanging') return new Promise(() => undefined);
      if (remote.state === 'down') return Promise.reject(new Error(`Remote ${name} is down`));
      return Promise.resolve(exposed === './sections' ? { SECTIONS: remote.sections } : { default: remote.routes });
    },
    async reset(name) {
      catalogue.resets.push(name);
    },
  };
  return catalogue;
}

/** A remote's screen for tests: names the section it was asked for. */
export function screenOf(remote: string): ComponentType<{ section: string }> {
  return function RemoteScreen({ section }: { section: string }) {
    return <h2>{`${remote} renders ${section}`}</h2>;
  };
}

/** The product's five remotes and the sections they declare (spec section 2), each rendering `screenOf` its name. */
export function productRemotes(): Record<string, FakeRemote> {
  const admin = (id: string, label: string, order: number) => ({ id, label, order, role: 'Admin' });
  const remote = (name: string, sections: ReturnType<typeof admin>[]): [string, FakeRemote] => [name, { sections, routes: screenOf(name) }];
  return Object.fromEntries([
    remote('mf_companies', [admin('companies', 'Companies', 10), admin('users', 'Users', 20), admin('invitations', 'Invitations', 30)]),
    remote('mf_hmrc', [admin('expense-categories', 'Expense Categories', 40), admin('fiscal-parameters', 'Fiscal Parameters', 70), admin('income-tax-simulator', 'Income Tax Simulator', 80), admin('hmrc', 'HMRC', 100)]),
    remote('mf_settings', [admin('salary-component-templates', 'Salary Component Templates', 50), admin('business-models', 'Business Models', 60), admin('system-settings', 'System Settings', 120)]),
    remote('mf_billing', [admin('stripe', 'Stripe Management', 90)]),
    remote('mf_technical', [admin('technical', 'Technical Status', 110)]),
  ]);
}
