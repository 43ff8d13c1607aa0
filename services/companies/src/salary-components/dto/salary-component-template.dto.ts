import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, ValidateIf } from 'class-validator';
import {
  FPS_FIELDS,
  PENSIONABLE_EARNINGS_BASES,
  SALARY_COMPONENT_CALCULATIONS,
  SALARY_COMPONENT_KINDS,
  SALARY_COMPONENT_LIMITS as L,
  STATUTORY_PAY_TYPES,
  type FpsField,
  type PensionableEarningsBasis,
  type SalaryComponentCalculation,
  type SalaryComponentKind,
  type SalaryComponentTemplateRequest,
  type StatutoryPayType,
} from '@app/contracts';
import { blankToNull, Check, trimmed } from '@app/nest-common';
import { SALARY_COMPONENT_MESSAGES as M } from '../salary-component-rules';

const CODE = new RegExp(L.codePattern);
const upperCode = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);


const Flag = (label: string) => IsBoolean({ message: M.flag(label) });

/** Body of POST and PUT /api/admin/salary-component-templates[/:id]; `id` and server-owned fields are stripped. */
export class SalaryComponentTemplateBody implements SalaryComponentTemplateRequest {
  @Transform(upperCode)
  @Check(M.codeInvalid, (v) => typeof v === 'string' && CODE.test(v))
  code!: string;

  @Transform(trimmed)
  @Check(M.nameRequired, (v) => typeof v === 'string' && v !== '')
  @Check(M.nameTooLong, (v) => typeof v !== 'string' || v.length <= L.nameMax)
  name!: string;

  @IsOptional()
  @Transform(blankToNull)
  @Check(M.descriptionTooLong, (v) => v === null || (typeof v === 'string' && v.length <= L.descriptionMax))
  description?: string | null;

  @IsIn(SALARY_COMPONENT_KINDS, { message: M.kindInvalid })
  kind!: SalaryComponentKind;

  @IsIn(SALARY_COMPONENT_CALCULATIONS, { message: M.calculationInvalid })
  calculation!: SalaryComponentCalculation;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim().toUpperCase()) : value))
  @Check(M.codeInvalid, (v) => v === null || (typeof v === 'string' && CODE.test(v)))
  baseComponentCode?: string | null;

  @Flag('Subject to income tax') subjectToIncomeTax!: boolean;
  @Flag('Subject to employee NI') subjectToEmployeeNi!: boolean;
  @Flag('Subject to employer NI') subjectToEmployerNi!: boolean;
  @Flag('Pensionable') pensionable!: boolean;

  @IsIn(PENSIONABLE_EARNINGS_BASES, { message: M.basisInvalid })
  pensionableEarningsBasis!: PensionableEarningsBasis;

  @Flag('Notional') notional!: boolean;
  @Flag('Net pay deduction') netPayDeduction!: boolean;
  @Flag('Statutory pay') isStatutoryPay!: boolean;

  @IsOptional()
  @Transform(blankToNull)
  @Check(M.statutoryTypeInvalid, (v) => v === null || (STATUTORY_PAY_TYPES as readonly unknown[]).includes(v))
  statutoryPayType?: StatutoryPayType | null;

  @IsIn(FPS_FIELDS, { message: M.fpsInvalid })
  fpsField!: FpsField;

  // Absent keeps the stored flag (a new component is active); null is not "absent".
  @ValidateIf((body: SalaryComponentTemplateBody) => body.isActive !== undefined)
  @Flag('Active')
  isActive?: boolean;
}

/** Query of GET /api/admin/salary-component-templates: optional filters. */
export class SalaryComponentListQuery {
  @IsOptional()
  @IsIn(SALARY_COMPONENT_KINDS, { message: M.kindInvalid })
  kind?: SalaryComponentKind;

  @IsOptional()
  @IsIn(['true', 'false'], { message: 'Active must be true or false' })
  active?: 'true' | 'false';
}
