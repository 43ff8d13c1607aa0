// Pure helpers of the business-model screen: form values <-> request, list toggles, and the row summaries.
import {
  BUSINESS_MODEL_FEATURE_LABELS,
  BUSINESS_MODEL_FEATURES,
  PAY_FREQUENCIES,
  PAY_FREQUENCY_LABELS,
  VAT_SCHEME_LABELS,
  type BusinessModelDto,
  type BusinessModelFeatures,
  type BusinessModelRequest,
  type PayFrequency,
  type VatScheme,
} from '@app/contracts';
import { messages } from '../../messages';

const t = messages.businessModels;

export interface BusinessModelFormValues {
  name: string;
  description: string;
  features: BusinessModelFeatures;
  vatScheme: VatScheme;
  accountingPeriodEndMonth: number;
  payFrequencies: PayFrequency[];
  salaryComponentCodes: string[];
  expenseCategories: string[];
}

/** A new model starts like a limited company with nothing chosen yet. */
export function emptyForm(): BusinessModelFormValues {
  return {
    name: '',
    description: '',
    features: Object.fromEntries(BUSINESS_MODEL_FEATURES.map((f) => [f, true])) as BusinessModelFeatures,
    vatScheme: 'standard',
    accountingPeriodEndMonth: 3,
    payFrequencies: ['monthly'],
    salaryComponentCodes: [],
    expenseCategories: [],
  };
}

/** The form of an existing model; a clone gets "Copy of <name>". */
export function formFrom(model: BusinessModelDto, clone = false): BusinessModelFormValues {
  return {
    name: clone ? t.copyOf(model.name) : model.name,
    description: model.description ?? '',
    features: { ...model.features },
    vatScheme: model.defaults.vatScheme,
    accountingPeriodEndMonth: model.defaults.accountingPeriodEndMonth,
    payFrequencies: [...model.defaults.payFrequencies],
    salaryComponentCodes: [...model.defaults.salaryComponentCodes],
    expenseCategories: [...model.expenseCategories],
  };
}

export function toRequest(v: BusinessModelFormValues): BusinessModelRequest {
  return {
    name: v.name.trim(),
    description: v.description.trim() === '' ? null : v.description.trim(),
    features: v.features,
    defaults: {
      vatScheme: v.vatScheme,
      accountingPeriodEndMonth: v.accountingPeriodEndMonth,
      // In the catalogue's order, whatever order they were ticked in.
      payFrequencies: PAY_FREQUENCIES.filter((f) => v.payFrequencies.includes(f)),
      salaryComponentCodes: v.salaryComponentCodes,
    },
    expenseCategories: v.expenseCategories,
  };
}

/** Adds or removes `value`. */
export function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? (list.includes(value) ? [...list] : [...list, value]) : list.filter((x) => x !== value);
}

export function enabledFeatureLabels(features: Partial<BusinessModelFeatures>): string[] {
  return BUSINESS_MODEL_FEATURES.filter((f) => features[f]).map((f) => BUSINESS_MODEL_FEATURE_LABELS[f]);
}

/** e.g. "Standard (invoice basis) · year end March · Monthly (M1)". */
export function defaultsSummary(model: BusinessModelDto): string {
  const frequencies = model.defaults.payFrequencies.map((f) => PAY_FREQUENCY_LABELS[f] ?? f).join(', ') || '-';
  return t.defaultsSummary(VAT_SCHEME_LABELS[model.defaults.vatScheme] ?? model.defaults.vatScheme, t.months[model.defaults.accountingPeriodEndMonth - 1] ?? '?', frequencies);
}

/** "Overrides: Invoicing off, VAT returns on". */
export function overridesSummary(overrides: Partial<BusinessModelFeatures>): string | null {
  const parts = BUSINESS_MODEL_FEATURES.filter((f) => overrides[f] !== undefined).map((f) => `${BUSINESS_MODEL_FEATURE_LABELS[f]} ${overrides[f] ? t.on : t.off}`);
  return parts.length ? t.overrides(parts.join(', ')) : null;
}
