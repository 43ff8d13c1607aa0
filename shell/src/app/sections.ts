// Admin section -> remote mapping (the shell knows remotes only by container name).

export type RemoteName = 'mf_companies' | 'mf_billing' | 'mf_hmrc' | 'mf_technical' | 'mf_settings';

export interface AdminSection {
  /** Route segment under /admin. */
  id: string;
  /** Navigation label. */
  label: string;
  remote: RemoteName;
}

export const SECTIONS: readonly AdminSection[] = [
  { id: 'companies', label: 'Companies', remote: 'mf_companies' },
  { id: 'users', label: 'Users', remote: 'mf_companies' },
  { id: 'invitations', label: 'Invitations', remote: 'mf_companies' },
  { id: 'expense-categories', label: 'Expense Categories', remote: 'mf_hmrc' },
  { id: 'salary-component-templates', label: 'Salary Component Templates', remote: 'mf_settings' },
  { id: 'business-models', label: 'Business Models', remote: 'mf_settings' },
  { id: 'fiscal-parameters', label: 'Fiscal Parameters', remote: 'mf_hmrc' },
  { id: 'income-tax-simulator', label: 'Income Tax Simulator', remote: 'mf_hmrc' },
  { id: 'stripe', label: 'Stripe Management', remote: 'mf_billing' },
  { id: 'hmrc', label: 'HMRC', remote: 'mf_hmrc' },
  { id: 'technical', label: 'Technical Status', remote: 'mf_technical' },
  { id: 'system-settings', label: 'System Settings', remote: 'mf_settings' },
];

export const DEFAULT_ADMIN_PATH = '/admin/companies';

export function sectionById(id: string | undefined): AdminSection | undefined {
  return SECTIONS.find((s) => s.id === id);
}
