import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type {
  BusinessModelCompaniesPage,
  BusinessModelConfig,
  BusinessModelDto,
  CompanyBusinessModelDto,
  MessageResponse,
} from '@app/contracts';
import { EventBus, isUniqueViolation } from '@app/nest-common';
import { COMPANY_MESSAGES } from '../companies/company-rules';
import { DEFAULT_SALARY_COMPONENTS, normaliseCode } from '../salary-components/salary-component-rules';
import { SalaryComponentsRepository } from '../salary-components/salary-components.repository';
import {
  BUSINESS_MODEL_MESSAGES as M,
  BUSINESS_MODEL_NOT_FOUND,
  cleanOverrides,
  configurationOf,
  effectiveFeatures,
  featureErrors,
  MAX_NAMED_COMPANIES_IN_EVENT,
  modelErrors,
} from './business-model-rules';
import { BusinessModelRepository, ModelWithCount } from './business-model.repository';
import { AssignBusinessModelBody, BusinessModelBody, CompanyBusinessModelBody } from './dto/business-model.dto';

const invalid = (errors: Record<string, string[]>) => new BadRequestException({ message: Object.values(errors)[0][0], errors });
const DEFAULT_CODES = new Set(DEFAULT_SALARY_COMPONENTS.map((c) => c.code.toUpperCase()));

/**
 * Business models (issue 14, docs/business-models.md): the admin catalogue, company assignments with overrides, and
 * the configuration a company's users receive. Every change that alters what signed-in users get is announced on
 * `business-model.changed` after its commit; technical tells their hub connections, and the shell reloads.
 */
@Injectable()
export class BusinessModelService {
  constructor(
    private readonly models: BusinessModelRepository,
    private readonly salaryComponents: SalaryComponentsRepository,
    private readonly bus: EventBus,
  ) {}

  /** GET /api/businessmodel: the company's model (else the default) with its overrides applied. */
  async configFor(companyId: string | null): Promise<BusinessModelConfig> {
    const { model, overrides } = await this.models.configurationSource(companyId);
    return configurationOf(model, overrides);
  }

  async list(): Promise<BusinessModelDto[]> {
    return (await this.models.list()).map(toDto);
  }

  async get(id: string): Promise<BusinessModelDto> {
    const model = await this.models.findById(id);
    if (!model) throw new NotFoundException(BUSINESS_MODEL_NOT_FOUND);
    return toDto(model);
  }

  create(body: BusinessModelBody): Promise<BusinessModelDto> {
    return this.save(undefined, body);
  }

  update(id: string, body: BusinessModelBody): Promise<BusinessModelDto> {
    return this.save(id, body);
  }

  async remove(id: string): Promise<MessageResponse> {
    const result = await this.models.delete(id);
    if ('deleted' in result) return { message: `Business model ${result.deleted} deleted` };
    if (result.refused === 'not-found') throw new NotFoundException(BUSINESS_MODEL_NOT_FOUND);
    if (result.refused === 'default') throw new ConflictException(M.isDefault);
    throw new ConflictException(M.inUse(result.refused));
  }

  /** Companies without an assignment move to the new default: everyone reloads. */
  async makeDefault(id: string): Promise<BusinessModelDto> {
    if (!(await this.models.setDefault(id))) throw new NotFoundException(BUSINESS_MODEL_NOT_FOUND);
    const model = await this.get(id);
    await this.announce(model.name, null);
    return model;
  }

  async companies(id: string, page: number, pageSize: number): Promise<BusinessModelCompaniesPage> {
    const { total, rows } = await this.models.companies(id, page, pageSize);
    if (total < 0) throw new NotFoundException(BUSINESS_MODEL_NOT_FOUND);
    return {
      items: rows.map((c) => ({ id: c.id, name: c.name, isActive: c.isActive, assigned: c.businessModelId !== null, featureOverrides: cleanOverrides(c.featureOverrides) })),
      total,
      page,
      pageSize,
    };
  }

  async assign(id: string, body: AssignBusinessModelBody): Promise<MessageResponse> {
    const missing = await this.models.assign(id, body.companyIds);
    if (missing === null) throw new NotFoundException(BUSINESS_MODEL_NOT_FOUND);
    if (missing > 0) throw invalid({ companyIds: [M.unknownCompanies(missing)] });
    const model = await this.get(id);
    await this.announce(model.name, body.companyIds);
    const n = body.companyIds.length;
    return { message: `${model.name} assigned to ${n} ${n === 1 ? 'company' : 'companies'}` };
  }

  async companyModel(companyId: string): Promise<CompanyBusinessModelDto> {
    const row = await this.models.companyModel(companyId);
    if (!row) throw new NotFoundException(COMPANY_MESSAGES.notFound);
    const overrides = cleanOverrides(row.featureOverrides);
    return {
      companyId,
      businessModelId: row.businessModelId,
      businessModelName: row.model.name,
      featureOverrides: overrides,
      features: effectiveFeatures(row.model.features, overrides),
    };
  }

  /** Assigns a model (null: the default) with overrides; the effective switches must obey the feature rules. */
  async setCompanyModel(companyId: string, body: CompanyBusinessModelBody): Promise<CompanyBusinessModelDto> {
    const overrides = cleanOverrides(body.featureOverrides);
    const missing = await this.models.setCompanyModel(companyId, body.businessModelId, overrides, (model) => {
      const errors = featureErrors(effectiveFeatures(model.features, overrides), model.defaults.vatScheme, 'featureOverrides');
      if (Object.keys(errors).length) throw invalid(errors);
    });
    if (missing === 'company') throw new NotFoundException(COMPANY_MESSAGES.notFound);
    if (missing === 'model') throw invalid({ businessModelId: [M.modelId] });
    const result = await this.companyModel(companyId);
    await this.announce(result.businessModelName, [companyId]);
    return result;
  }

  private async save(id: string | undefined, body: BusinessModelBody): Promise<BusinessModelDto> {
    const errors = modelErrors(body.features, body.defaults);
    const codes = body.defaults.salaryComponentCodes.map(normaliseCode);
    const known = new Set((await this.salaryComponents.existingCodes(codes)).map(normaliseCode));
    const unknown = codes.filter((c) => !known.has(c) && !DEFAULT_CODES.has(c));
    if (unknown.length) errors['defaults.salaryComponentCodes'] = [M.unknownComponents(unknown)];
    if (Object.keys(errors).length) throw invalid(errors);
    const values = {
      name: body.name,
      description: body.description ?? null,
      features: { ...body.features },
      defaults: { ...body.defaults, salaryComponentCodes: codes },
      expenseCategories: body.expenseCategories,
    };
    try {
      const { model, companyIds } = await this.models.save(id, body.name, (model, nameTaken) => {
        if (!model) throw new NotFoundException(BUSINESS_MODEL_NOT_FOUND);
        if (nameTaken) throw new ConflictException(M.nameTaken);
        return Object.assign(model, values);
      });
      if (id) await this.announce(model.name, companyIds);
      return toDto(model);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(M.nameTaken);
      throw error;
    }
  }

  /** After the commit: the signed-in users of these companies (null: all) reload their configuration. */
  private async announce(modelName: string, companyIds: string[] | null): Promise<void> {
    if (companyIds && companyIds.length === 0) return;
    await this.bus.publish('business-model.changed', { modelName, companyIds: companyIds && companyIds.length > MAX_NAMED_COMPANIES_IN_EVENT ? null : companyIds });
  }
}

function toDto(m: ModelWithCount): BusinessModelDto {
  return {
    id: m.id,
    name: m.name,
    description: m.description,
    features: effectiveFeatures(m.features, {}),
    defaults: m.defaults,
    expenseCategories: m.expenseCategories,
    isDefault: m.isDefault,
    companyCount: m.companyCount,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}
