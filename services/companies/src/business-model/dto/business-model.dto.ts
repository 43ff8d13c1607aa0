import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsObject, IsOptional, ValidateNested } from 'class-validator';
import {
  BUSINESS_MODEL_FEATURES,
  BUSINESS_MODEL_LIMITS as L,
  PAY_FREQUENCIES,
  VAT_SCHEMES,
  type AssignBusinessModelRequest,
  type BusinessModelDefaults,
  type BusinessModelFeatures,
  type BusinessModelRequest,
  type CompanyBusinessModelRequest,
  type PayFrequency,
  type VatScheme,
} from '@app/contracts';
import { blankToNull, Check, trimmed } from '@app/nest-common';
import { BUSINESS_MODEL_MESSAGES as M, uniqueBy } from '../business-model-rules';


const isStringList = (v: unknown, max: number, itemMax: number) =>
  Array.isArray(v) && v.length <= max && v.every((s) => typeof s === 'string' && s.length >= 1 && s.length <= itemMax);
/** Trimmed, blank entries dropped, duplicates (by `key`) dropped; a non-list is left for the check to refuse. */
const cleanList = (key: (s: string) => string, map: (s: string) => string = (s) => s) => ({ value }: { value: unknown }) =>
  Array.isArray(value) && value.every((s) => typeof s === 'string')
    ? uniqueBy((value as string[]).map((s) => map(s.trim())).filter((s) => s !== ''), key)
    : value;
const Nested = <T>(cls: () => new () => T, message: string): PropertyDecorator => {
  const decorators = [IsObject({ message }), ValidateNested({ message }), Type(cls)];
  return (target, key) => decorators.forEach((d) => d(target, key));
};

export class BusinessModelFeaturesBody implements BusinessModelFeatures {
  @IsBoolean({ message: M.feature('payroll') }) payroll!: boolean;
  @IsBoolean({ message: M.feature('invoicing') }) invoicing!: boolean;
  @IsBoolean({ message: M.feature('expenses') }) expenses!: boolean;
  @IsBoolean({ message: M.feature('recurringExpenses') }) recurringExpenses!: boolean;
  @IsBoolean({ message: M.feature('vatReturns') }) vatReturns!: boolean;
  @IsBoolean({ message: M.feature('ct600') }) ct600!: boolean;
  @IsBoolean({ message: M.feature('autoEnrolment') }) autoEnrolment!: boolean;
}

export class BusinessModelDefaultsBody implements BusinessModelDefaults {
  @IsIn(VAT_SCHEMES, { message: M.vatScheme })
  vatScheme!: VatScheme;

  @Check(M.periodEnd, (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 12)
  accountingPeriodEndMonth!: number;

  @Transform(cleanList((s) => s))
  @Check(M.payFrequencies, (v) => Array.isArray(v) && v.every((f) => (PAY_FREQUENCIES as readonly unknown[]).includes(f)))
  payFrequencies!: PayFrequency[];

  @Transform(cleanList((s) => s, (s) => s.toUpperCase()))
  @Check(M.salaryComponents, (v) => isStringList(v, L.listMax, 20))
  salaryComponentCodes!: string[];
}

/** Body of POST and PUT /api/admin/business-models[/:id]; `id` and server-owned fields are stripped. */
export class BusinessModelBody implements BusinessModelRequest {
  @Transform(trimmed)
  @Check(M.nameRequired, (v) => typeof v === 'string' && v !== '')
  @Check(M.nameTooLong, (v) => typeof v !== 'string' || v.length <= L.nameMax)
  name!: string;

  @IsOptional()
  @Transform(blankToNull)
  @Check(M.descriptionTooLong, (v) => v === null || (typeof v === 'string' && v.length <= L.descriptionMax))
  description?: string | null;

  @Nested(() => BusinessModelFeaturesBody, M.featuresRequired)
  features!: BusinessModelFeaturesBody;

  @Nested(() => BusinessModelDefaultsBody, M.defaultsRequired)
  defaults!: BusinessModelDefaultsBody;

  @Transform(cleanList((s) => s.toLowerCase()))
  @Check(M.expenseCategories, (v) => isStringList(v, L.listMax, L.expenseCategoryMax))
  expenseCategories!: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /api/admin/business-models/:id/companies. */
export class AssignBusinessModelBody implements AssignBusinessModelRequest {
  @Transform(({ value }) => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? [...new Set(value.map((v: string) => v.toLowerCase()))] : value))
  @Check(M.companyIds, (v) => Array.isArray(v) && v.length >= 1 && v.length <= 1000 && v.every((id) => typeof id === 'string' && UUID.test(id)))
  companyIds!: string[];
}

/** PUT /api/admin/companies/:id/business-model. */
export class CompanyBusinessModelBody implements CompanyBusinessModelRequest {
  @Check(M.modelId, (v) => v === null || (typeof v === 'string' && UUID.test(v)))
  businessModelId!: string | null;

  @IsOptional()
  @Check(M.overrides, (v) =>
      v === null ||
      (typeof v === 'object' && !Array.isArray(v) && BUSINESS_MODEL_FEATURES.every((f) => [undefined, true, false].includes((v as Record<string, unknown>)[f] as boolean))))
  featureOverrides?: Partial<BusinessModelFeatures> | null;
}
