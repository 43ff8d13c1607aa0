// Business models: the named configurations a company's users receive at sign-in (GET /api/businessmodel), managed
// by admins at /api/admin/business-models (issue 14; decisions in docs/business-models.md).
import type { PagedList } from './backend';

/** The feature switches of a business model, in the order the screens show them. */
export const BUSINESS_MODEL_FEATURES = ['payroll', 'invoicing', 'expenses', 'recurringExpenses', 'vatReturns', 'ct600', 'autoEnrolment'] as const;
export type BusinessModelFeature = (typeof BUSINESS_MODEL_FEATURES)[number];
export type BusinessModelFeatures = Record<BusinessModelFeature, boolean>;

export const BUSINESS_MODEL_FEATURE_LABELS: Record<BusinessModelFeature, string> = {
  payroll: 'Payroll',
  invoicing: 'Invoicing',
  expenses: 'Expenses',
  recurringExpenses: 'Recurring expenses',
  vatReturns: 'VAT returns',
  ct600: 'CT600 (Corporation Tax)',
  autoEnrolment: 'Pension auto-enrolment',
};

/** HMRC's VAT accounting schemes (VAT Notices 700, 731, 732, 733), or not registered. */
export const VAT_SCHEMES = ['not-registered', 'standard', 'cash', 'flat-rate', 'annual'] as const;
export type VatScheme = (typeof VAT_SCHEMES)[number];
export const VAT_SCHEME_LABELS: Record<VatScheme, string> = {
  'not-registered': 'Not VAT registered',
  standard: 'Standard (invoice basis)',
  cash: 'Cash accounting',
  'flat-rate': 'Flat Rate Scheme',
  annual: 'Annual accounting',
};

/** Pay frequencies with their RTI FPS `PayFreq` code. */
export const PAY_FREQUENCIES = ['weekly', 'fortnightly', 'four-weekly', 'monthly', 'quarterly', 'annually'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];
export const PAY_FREQUENCY_LABELS: Record<PayFrequency, string> = {
  weekly: 'Weekly (W1)',
  fortnightly: 'Fortnightly (W2)',
  'four-weekly': 'Four-weekly (W4)',
  monthly: 'Monthly (M1)',
  quarterly: 'Quarterly (M3)',
  annually: 'Annually (MA)',
};

export const BUSINESS_MODEL_LIMITS = { nameMax: 100, descriptionMax: 500, expenseCategoryMax: 100, listMax: 100 } as const;

/** What a company of the model starts with. */
export interface BusinessModelDefaults {
  vatScheme: VatScheme;
  /** Month (1-12) whose last day ends the accounting period. */
  accountingPeriodEndMonth: number;
  payFrequencies: PayFrequency[];
  /** Codes of salary-component templates. */
  salaryComponentCodes: string[];
}

/** POST body, and PUT body (server-owned fields sent along are ignored). */
export interface BusinessModelRequest {
  name: string;
  description?: string | null;
  features: BusinessModelFeatures;
  defaults: BusinessModelDefaults;
  /** Names of the expense categories the model offers. */
  expenseCategories: string[];
}

export interface BusinessModelDto extends BusinessModelRequest {
  id: string;
  description: string | null;
  /** The model of every company that has none assigned. */
  isDefault: boolean;
  /** Companies using the model (for the default model, also those without an assignment). */
  companyCount: number;
  createdAt: string;
  updatedAt: string;
}

/** A company using a model: GET /api/admin/business-models/{id}/companies (paged). */
export interface BusinessModelCompanyDto {
  id: string;
  name: string;
  isActive: boolean;
  /** false: the company has no assignment and gets the default model. */
  assigned: boolean;
  featureOverrides: Partial<BusinessModelFeatures>;
}

export type BusinessModelCompaniesPage = PagedList<BusinessModelCompanyDto>;

/** POST /api/admin/business-models/{id}/companies: assigns the model to these companies. */
export interface AssignBusinessModelRequest {
  companyIds: string[];
}

/** GET and PUT /api/admin/companies/{id}/business-model. */
export interface CompanyBusinessModelDto {
  companyId: string;
  /** null: the default model. */
  businessModelId: string | null;
  businessModelName: string;
  featureOverrides: Partial<BusinessModelFeatures>;
  /** The features the company's users get: the model's, with the overrides applied. */
  features: BusinessModelFeatures;
}

export interface CompanyBusinessModelRequest {
  /** null: the default model. */
  businessModelId: string | null;
  /** Absent or null: no overrides. */
  featureOverrides?: Partial<BusinessModelFeatures> | null;
}

/** The hub's notification type that makes the shell reload GET /api/businessmodel. */
export const BUSINESS_MODEL_CHANGED = 'BusinessModelChanged';
