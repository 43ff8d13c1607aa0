import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import type { SalaryComponentKind } from '@app/contracts';
import { SalaryComponentTemplate } from './entities/salary-component-template.entity';

export type ComponentValues = Omit<SalaryComponentTemplate, 'id' | 'createdAt' | 'updatedAt'>;

/** The only place that reads or writes companies.salary_component_templates. */
@Injectable()
export class SalaryComponentsRepository {
  constructor(
    @InjectRepository(SalaryComponentTemplate) private readonly components: Repository<SalaryComponentTemplate>,
    private readonly dataSource: DataSource,
  ) {}

  /** The catalogue is small (tens of rows): a plain list, payments first, then by code. */
  list(filter: { kind?: SalaryComponentKind; active?: boolean }): Promise<SalaryComponentTemplate[]> {
    const q = this.components.createQueryBuilder('c').orderBy('c.kind', 'DESC').addOrderBy('c.code', 'ASC');
    if (filter.kind) q.andWhere('c.kind = :kind', { kind: filter.kind });
    if (filter.active !== undefined) q.andWhere('c.is_active = :active', { active: filter.active });
    return q.getMany();
  }

  findById(id: string): Promise<SalaryComponentTemplate | null> {
    return this.components.findOneBy({ id });
  }

  /** Which of `codes` are in the catalogue (compared case-insensitively). */
  async existingCodes(codes: string[]): Promise<string[]> {
    if (codes.length === 0) return [];
    const rows: Array<{ code: string }> = await this.dataSource.query(
      `SELECT code FROM companies.salary_component_templates WHERE lower(code) = ANY($1::text[])`,
      [codes.map((c) => c.toLowerCase())],
    );
    return rows.map((r) => r.code);
  }

  /** Codes of the components that are a percentage of `code`. */
  async dependents(code: string): Promise<string[]> {
    const rows = await this.components
      .createQueryBuilder('c')
      .select('c.code', 'code')
      .where('lower(c.base_component_code) = lower(:code)', { code })
      .orderBy('c.code')
      .getRawMany<{ code: string }>();
    return rows.map((r) => r.code);
  }

  /**
   * Loads component `id` (a new row when undefined), whether another component has `code` and whether `baseCode`
   * exists, lets `edit` fill it (or throw), and saves it, in one transaction. A concurrent insert of the same code
   * still fails on the unique index (the caller maps it to 409).
   */
  save(
    id: string | undefined,
    code: string,
    baseCode: string | null,
    edit: (component: SalaryComponentTemplate | null, codeTaken: boolean, baseExists: boolean) => SalaryComponentTemplate,
  ): Promise<SalaryComponentTemplate> {
    return this.dataSource.transaction(async (em) => {
      const component = id ? await em.findOneBy(SalaryComponentTemplate, { id }) : em.create(SalaryComponentTemplate, { isActive: true });
      const sameCode = em.createQueryBuilder(SalaryComponentTemplate, 'c').where('lower(c.code) = lower(:code)', { code });
      if (id) sameCode.andWhere('c.id <> :id', { id });
      const codeTaken = component ? await sameCode.getExists() : false;
      const baseExists = baseCode ? await this.codeExists(em, baseCode) : false;
      return em.save(edit(component, codeTaken, baseExists));
    });
  }

  async setActive(id: string, isActive: boolean): Promise<SalaryComponentTemplate | null> {
    await this.components.update({ id }, { isActive });
    return this.findById(id);
  }

  async delete(id: string): Promise<void> {
    await this.components.delete({ id });
  }

  /** Every component, for the defaults plan. */
  all(): Promise<SalaryComponentTemplate[]> {
    return this.components.find();
  }

  /**
   * Under a table lock (concurrent restores serialise), reads every component, lets `plan` say which defaults to
   * insert and which stored rows to overwrite, and writes them: all or nothing.
   */
  applyDefaults(plan: (stored: SalaryComponentTemplate[]) => { insert: ComponentValues[]; update: Array<{ id: string; values: Partial<ComponentValues> }> }) {
    return this.dataSource.transaction(async (em) => {
      await em.query(`LOCK TABLE companies.salary_component_templates IN SHARE ROW EXCLUSIVE MODE`);
      const { insert, update } = plan(await em.find(SalaryComponentTemplate));
      for (const { id, values } of update) await em.update(SalaryComponentTemplate, { id }, values);
      if (insert.length) await em.insert(SalaryComponentTemplate, insert);
    });
  }

  private codeExists(em: EntityManager, code: string): Promise<boolean> {
    return em.createQueryBuilder(SalaryComponentTemplate, 'c').where('lower(c.code) = lower(:code)', { code }).getExists();
  }
}
