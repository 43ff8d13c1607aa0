// Pure rules of business models: messages, the dependencies between feature switches, the effective features of a
// company (model + overrides) and the configuration its users receive (docs/business-models.md).
import {
  BUSINESS_MODEL_FEATURE_LABELS as LABELS,
  BUSINESS_MODEL_FEATURES,
  PAY_FREQUENCIES,
  VAT_SCHEMES,
  type BusinessModelConfig,
  type BusinessModelDefaults,
  type BusinessModelFeature,
  type BusinessModelFeatures,
} from '@app/contracts';

export const BUSINESS_MODEL_NOT_FOUND = 'Business model not found';

export const BUSINESS_MODEL_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  nameTaken: 'A business model with this name already exists',
  descriptionTooLong: 'Description must be text of at most 500 characters',
  featuresRequired: 'Features are required: each switch on or off',
  feature: (f: BusinessModelFeature) => `${LABELS[f]} must be on or off`,
  recurringNeedsExpenses: 'Recurring expenses need Expenses on',
  autoEnrolmentNeedsPayroll: 'Pension auto-enrolment needs Payroll on',
  vatReturnsNeedScheme: 'VAT returns need a VAT scheme: choose one other than "Not VAT registered"',
  defaultsRequired: 'Defaults are required',
  vatScheme: `VAT scheme must be one of: ${VAT_SCHEMES.join(', ')}`,
  periodEnd: 'Accounting period end must be a month from 1 to 12',
  payFrequencies: `Pay frequencies must be a list of: ${PAY_FREQUENCIES.join(', ')}`,
  payFrequencyNeeded: 'Choose at least one pay frequency for a model with payroll',
  salaryComponents: 'Salary components must be a list of at most 100 component codes',
  unknownComponents: (codes: string[]) => `Not in the salary-component catalogue: ${codes.join(', ')}`,
  expenseCategories: 'Expense categories must be a list of at most 100 names of 1 to 100 characters',
  inUse: (count: number) => `This business model is used by ${count} ${count === 1 ? 'company' : 'companies'}: assign them another model first`,
  isDefault: 'The default business model cannot be deleted: make another model the default first',
  companyIds: 'Choose at least one company (at most 1,000 at a time)',
  unknownCompanies: (count: number) => `${count} of the chosen companies ${count === 1 ? 'does' : 'do'} not exist`,
  modelId: 'Business model must be the id of an existing business model, or null for the default',
  overrides: 'Overrides must map feature switches to on or off',
} as const;

/** Cross-field rules of a set of feature switches (and the VAT scheme), as `{ field: [message] }` under `prefix`. */
export function featureErrors(features: BusinessModelFeatures, vatScheme: string, prefix = 'features'): Record<string, string[]> {
  const M = BUSINESS_MODEL_MESSAGES;
  const errors: Record<string, string[]> = {};
  if (features.recurringExpenses && !features.expenses) errors[`${prefix}.recurringExpenses`] = [M.recurringNeedsExpenses];
  if (features.autoEnrolment && !features.payroll) errors[`${prefix}.autoEnrolment`] = [M.autoEnrolmentNeedsPayroll];
  if (features.vatReturns && vatScheme === 'not-registered') errors[prefix === 'features' ? 'defaults.vatScheme' : `${prefix}.vatReturns`] = [M.vatReturnsNeedScheme];
  return errors;
}

/** Rules between features and defaults of a model. */
export function modelErrors(features: BusinessModelFeatures, defaults: BusinessModelDefaults): Record<string, string[]> {
  const errors = featureErrors(features, defaults.vatScheme);
  if (features.payroll && defaults.payFrequencies.length === 0) errors['defaults.payFrequencies'] = [BUSINESS_MODEL_MESSAGES.payFrequencyNeeded];
  return errors;
}

/** Keeps the first of each value, comparing by `key`. */
export function uniqueBy<T>(values: readonly T[], key: (v: T) => string): T[] {
  const seen = new Set<string>();
  return values.filter((v) => !seen.has(key(v)) && !!seen.add(key(v)));
}

/** Only known switches with boolean values (anything else is dropped). */
export function cleanOverrides(overrides: Record<string, unknown> | null | undefined): Partial<BusinessModelFeatures> {
  const clean: Partial<BusinessModelFeatures> = {};
  for (const f of BUSINESS_MODEL_FEATURES) if (typeof overrides?.[f] === 'boolean') clean[f] = overrides[f] as boolean;
  return clean;
}

/** The model's switches with the company's overrides applied; a switch the model lacks is off. */
export function effectiveFeatures(model: Partial<BusinessModelFeatures>, overrides: Partial<BusinessModelFeatures> | null | undefined): BusinessModelFeatures {
  const clean = cleanOverrides(overrides);
  return Object.fromEntries(BUSINESS_MODEL_FEATURES.map((f) => [f, clean[f] ?? model[f] === true])) as BusinessModelFeatures;
}

/** What GET /api/businessmodel answers a company's users. */
export function configurationOf(
  model: { name: string; features: Partial<BusinessModelFeatures>; defaults: BusinessModelDefaults; expenseCategories: string[] },
  overrides: Partial<BusinessModelFeatures> | null | undefined,
): BusinessModelConfig {
  return {
    name: model.name,
    currency: 'GBP',
    features: effectiveFeatures(model.features, overrides),
    overriddenFeatures: Object.keys(cleanOverrides(overrides)),
    defaults: model.defaults,
    expenseCategories: model.expenseCategories,
  };
}

/** Above this many companies a change is announced to everyone (each signed-in user reloads once). */
export const MAX_NAMED_COMPANIES_IN_EVENT = 1000;
