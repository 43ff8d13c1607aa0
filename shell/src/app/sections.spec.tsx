// The navigation is built at run time from what the remotes declare in their `./sections` modules.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from '@app/contracts';
import { signIn } from '@app/session';
import { resetSessionForTests } from '@app/session/testing';
import { renderAt } from '@app/ui/testing';
import { inMemoryRemotes, productRemotes, screenOf, type FakeCatalogue } from '../testing/remotes';
import { SECTIONS_TIMEOUT_MS } from './AdminSections';
import { AppRoutes } from './App';
import { RemoteCatalogueContext } from './remotes';
import { mergeSections, readSections } from './sections';

const admin: AuthUser = { id: 'u1', firstName: 'Ada', lastName: 'Admin', email: 'admin@example.com', role: 'Admin' };
const SPEC_ORDER = ['Companies', 'Users', 'Invitations', 'Expense Categories', 'Salary Component Templates', 'Business Models', 'Fiscal Parameters', 'Income Tax Simulator', 'Stripe Management', 'HMRC', 'Technical Status', 'System Settings'];

function renderShellAt(path: string, remotes: FakeCatalogue) {
  return renderAt(
    path,
    <RemoteCatalogueContext.Provider value={remotes}>
      <AppRoutes />
    </RemoteCatalogueContext.Provider>,
  );
}

const navLinks = () => within(screen.getByRole('navigation', { name: 'Admin sections' })).queryAllByRole('link').map((a) => a.textContent);

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  signIn('t', admin);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('reading and merging the declarations', () => {
  it('maps every admin section of the spec to the remote that declares it, in the spec order', () => {
    const lists = Object.entries(productRemotes()).map(([name, remote]) => readSections(name, { SECTIONS: remote.sections }));
    const merged = mergeSections(lists, 'Admin');
    expect(merged.map((s) => s.label)).toEqual(SPEC_ORDER);
    expect(Object.fromEntries(merged.map((s) => [s.id, s.remote]))).toEqual({
      companies: 'mf_companies',
      users: 'mf_companies',
      invitations: 'mf_companies',
      stripe: 'mf_billing',
      'expense-categories': 'mf_hmrc',
      'income-tax-simulator': 'mf_hmrc',
      'fiscal-parameters': 'mf_hmrc',
      hmrc: 'mf_hmrc',
      technical: 'mf_technical',
      'system-settings': 'mf_settings',
      'salary-component-templates': 'mf_settings',
      'business-models': 'mf_settings',
    });
    expect(merged.find((s) => s.id === 'stripe')?.label).toBe('Stripe Management');
    expect(merged.find((s) => s.id === 'nope')).toBeUndefined();
  });

  it('shows only the sections the role may open, and keeps the first of two remotes declaring one id', () => {
    const a = readSections('mf_a', { SECTIONS: [{ id: 'x', label: 'X', order: 2, role: 'Admin' }, { id: 'm', label: 'M', order: 1, role: 'Manager' }] });
    const b = readSections('mf_b', { SECTIONS: [{ id: 'x', label: 'X again', order: 3, role: 'Admin' }] });
    expect(mergeSections([b, a], 'Admin')).toEqual([{ id: 'x', label: 'X', order: 2, role: 'Admin', remote: 'mf_a' }]);
    expect(mergeSections([a], 'Manager').map((s) => s.id)).toEqual(['m']);
  });

  it('refuses a declaration of the wrong shape', () => {
    expect(() => readSections('mf_a', {})).toThrow('Remote mf_a exposes ./sections without a SECTIONS list');
    expect(() => readSections('mf_a', { SECTIONS: [{ id: 'x', label: 'X', role: 'Admin' }] })).toThrow('invalid section at index 0');
    expect(() => readSections('mf_a', { SECTIONS: [{ id: 'x', label: 'X', order: 1, role: 'Root' }] })).toThrow('invalid section');
  });
});

describe('navigation from the remotes', () => {
  it('a section a remote adds appears and opens without rebuilding the shell', async () => {
    const remotes = inMemoryRemotes(productRemotes());
    const first = renderShellAt('/admin/companies', remotes);
    expect(await screen.findByText('mf_companies renders companies')).toBeInTheDocument();
    await waitFor(() => expect(navLinks()).toEqual(SPEC_ORDER));
    first.unmount();

    // Deployments only: the HMRC remote adds a screen, and a remote the shell has never heard of joins /remotes.json.
    const hmrc = productRemotes().mf_hmrc;
    remotes.set('mf_hmrc', { ...hmrc, sections: [...(hmrc.sections as object[]), { id: 'vat-returns', label: 'VAT Returns', order: 105, role: 'Admin' }] });
    remotes.set('mf_payroll', { sections: [{ id: 'payslips', label: 'Payslips', order: 15, role: 'Admin' }], routes: screenOf('mf_payroll') });

    const view = renderShellAt('/admin/companies', remotes);
    await waitFor(() => expect(navLinks()).toContain('VAT Returns'));
    await waitFor(() => expect(navLinks()).toContain('Payslips'));
    expect(navLinks()).toEqual(['Companies', 'Payslips', ...SPEC_ORDER.slice(1, 10), 'VAT Returns', ...SPEC_ORDER.slice(10)]);

    await userEvent.click(screen.getByRole('link', { name: 'Payslips' }));
    expect(await screen.findByText('mf_payroll renders payslips')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/admin/payslips');
    await userEvent.click(screen.getByRole('link', { name: 'VAT Returns' }));
    expect(await screen.findByText('mf_hmrc renders vat-returns')).toBeInTheDocument();
  });

  it('an unknown section is not found once every remote has answered', async () => {
    renderShellAt('/admin/nope', inMemoryRemotes(productRemotes()));
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByText('This module is currently unavailable')).not.toBeInTheDocument();
  });

  it('a dead remote loses only its own sections; its route shows the fallback and Retry brings it back', async () => {
    const remotes = inMemoryRemotes(productRemotes());
    remotes.set('mf_billing', { ...productRemotes().mf_billing, state: 'down' });
    renderShellAt('/admin/stripe', remotes);
    expect(await screen.findByText('This module is currently unavailable')).toBeInTheDocument();
    expect(navLinks()).toEqual(SPEC_ORDER.filter((l) => l !== 'Stripe Management'));

    // Redeployed: Retry reads the registry again and loads the remote's sections and screen.
    remotes.set('mf_billing', productRemotes().mf_billing);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('mf_billing renders stripe')).toBeInTheDocument();
    expect(remotes.resets).toEqual(['mf_billing']);
    expect(navLinks()).toEqual(SPEC_ORDER);
  });

  it('a remote that never answers does not hold the others back, and counts as unavailable after the time limit', async () => {
    jest.useFakeTimers();
    try {
      const remotes = inMemoryRemotes(productRemotes());
      remotes.set('mf_technical', { ...productRemotes().mf_technical, state: 'hanging' });
      renderShellAt('/admin/technical', remotes);
      await waitFor(() => expect(navLinks()).toEqual(SPEC_ORDER.filter((l) => l !== 'Technical Status')));
      expect(screen.queryByText('This module is currently unavailable')).not.toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(SECTIONS_TIMEOUT_MS);
      });
      expect(await screen.findByText('This module is currently unavailable')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('an unreadable /remotes.json shows the fallback; Retry reads it again', async () => {
    const remotes = inMemoryRemotes(productRemotes());
    remotes.registryDown = true;
    renderShellAt('/admin/users', remotes);
    expect(await screen.findByText('This module is currently unavailable')).toBeInTheDocument();
    expect(navLinks()).toEqual([]);
    remotes.registryDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('mf_companies renders users')).toBeInTheDocument();
    expect(navLinks()).toEqual(SPEC_ORDER);
  });
});
