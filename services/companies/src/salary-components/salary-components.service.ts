import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { MessageResponse, SalaryComponentDefaultsPlan, SalaryComponentKind, SalaryComponentTemplate as ComponentDto } from '@app/contracts';
import { isUniqueViolation } from '@app/nest-common';
import { SalaryComponentTemplateBody } from './dto/salary-component-template.dto';
import { SalaryComponentTemplate } from './entities/salary-component-template.entity';
import {
  ComponentTreatment,
  consistencyErrors,
  DEFAULT_SALARY_COMPONENTS,
  defaultFor,
  defaultsPlan,
  normaliseCode,
  SALARY_COMPONENT_MESSAGES as M,
  SALARY_COMPONENT_NOT_FOUND,
} from './salary-component-rules';
import { SalaryComponentUsage } from './salary-component-usage';
import { SalaryComponentsRepository } from './salary-components.repository';

const codeConflict = () => new ConflictException(M.codeTaken);

/** The treatment fields of a stored component or a request (nulls for what is absent). */
function treatmentOf(c: SalaryComponentTemplateBody | SalaryComponentTemplate): ComponentTreatment {
  return {
    code: c.code,
    name: c.name,
    description: c.description ?? null,
    kind: c.kind,
    calculation: c.calculation,
    baseComponentCode: c.calculation === 'percentage' ? (c.baseComponentCode ?? null) : null,
    subjectToIncomeTax: c.subjectToIncomeTax,
    subjectToEmployeeNi: c.subjectToEmployeeNi,
    subjectToEmployerNi: c.subjectToEmployerNi,
    pensionable: c.pensionable,
    pensionableEarningsBasis: c.pensionableEarningsBasis,
    notional: c.notional,
    netPayDeduction: c.netPayDeduction,
    isStatutoryPay: c.isStatutoryPay,
    statutoryPayType: c.statutoryPayType ?? null,
    fpsField: c.fpsField,
  };
}

@Injectable()
export class SalaryComponentsService {
  constructor(
    private readonly components: SalaryComponentsRepository,
    private readonly usage: SalaryComponentUsage,
  ) {}

  async list(filter: { kind?: SalaryComponentKind; active?: boolean }): Promise<ComponentDto[]> {
    return (await this.components.list(filter)).map(toDto);
  }

  async get(id: string): Promise<ComponentDto> {
    return toDto(await this.existing(id));
  }

  create(body: SalaryComponentTemplateBody): Promise<ComponentDto> {
    return this.save(undefined, body);
  }

  async update(id: string, body: SalaryComponentTemplateBody): Promise<ComponentDto> {
    const current = await this.existing(id);
    if (normaliseCode(current.code) !== normaliseCode(body.code)) {
      const users = await this.usersOf(current.code);
      if (users.length) throw new ConflictException(`The code cannot change while the component is used by ${users.join(', ')}`);
    }
    return this.save(id, body);
  }

  async setActive(id: string, isActive: boolean): Promise<ComponentDto> {
    const updated = await this.components.setActive(id, isActive);
    if (!updated) throw new NotFoundException(SALARY_COMPONENT_NOT_FOUND);
    return toDto(updated);
  }

  /** Refused (409) while a business model lists the code or another component is a percentage of it. */
  async remove(id: string): Promise<MessageResponse> {
    const component = await this.existing(id);
    const users = await this.usersOf(component.code);
    if (users.length) throw new ConflictException(M.inUse(users));
    await this.components.delete(id);
    return { message: `Salary component ${component.code} deleted` };
  }

  async previewDefaults(): Promise<SalaryComponentDefaultsPlan> {
    return defaultsPlan((await this.components.all()).map(treatmentOf));
  }

  /**
   * Creates the default set when the catalogue is empty, otherwise re-adds missing defaults and resets changed
   * default components to HMRC's treatment (reactivating them); custom components are left alone. One transaction.
   */
  async restoreDefaults(): Promise<SalaryComponentDefaultsPlan> {
    let result: SalaryComponentDefaultsPlan = { added: [], changed: [], unchanged: [] };
    await this.components.applyDefaults((stored) => {
      result = defaultsPlan(stored.map(treatmentOf));
      const byCode = new Map(stored.map((c) => [normaliseCode(c.code), c]));
      const changed = new Set(result.changed);
      return {
        insert: DEFAULT_SALARY_COMPONENTS.filter((d) => result.added.includes(d.code)).map((d) => ({ ...d, isActive: true })),
        update: DEFAULT_SALARY_COMPONENTS.filter((d) => changed.has(d.code)).map((d) => ({ id: byCode.get(d.code)!.id, values: { ...d, isActive: true } })),
      };
    });
    return result;
  }

  private async save(id: string | undefined, body: SalaryComponentTemplateBody): Promise<ComponentDto> {
    const wanted = treatmentOf(body);
    try {
      const saved = await this.components.save(id, wanted.code, wanted.baseComponentCode, (component, codeTaken, baseExists) => {
        if (!component) throw new NotFoundException(SALARY_COMPONENT_NOT_FOUND);
        const errors: Record<string, string[]> = { ...consistencyErrors(wanted, baseExists) };
        if (codeTaken) throw codeConflict();
        const first = Object.values(errors)[0]?.[0];
        if (first) throw new BadRequestException({ message: first, errors });
        return Object.assign(component, wanted, body.isActive === undefined ? {} : { isActive: body.isActive });
      });
      return toDto(saved);
    } catch (error) {
      if (isUniqueViolation(error)) throw codeConflict();
      throw error;
    }
  }

  private async existing(id: string): Promise<SalaryComponentTemplate> {
    const component = await this.components.findById(id);
    if (!component) throw new NotFoundException(SALARY_COMPONENT_NOT_FOUND);
    return component;
  }

  /** Business models listing the code, then components that are a percentage of it. */
  private async usersOf(code: string): Promise<string[]> {
    const [models, dependents] = await Promise.all([this.usage.usedBy(code), this.components.dependents(code)]);
    return [...models, ...dependents.filter((d) => normaliseCode(d) !== normaliseCode(code)).map((d) => `component ${d}`)];
  }
}

function toDto(c: SalaryComponentTemplate): ComponentDto {
  return {
    id: c.id,
    ...treatmentOf(c),
    isActive: c.isActive,
    isDefault: defaultFor(c.code) !== undefined,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
