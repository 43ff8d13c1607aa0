import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { BusinessModelFeatures } from '@app/contracts';
import { Company } from '../companies/entities/company.entity';
import { BusinessModel } from './entities/business-model.entity';

export type ModelValues = Pick<BusinessModel, 'name' | 'description' | 'features' | 'defaults' | 'expenseCategories'>;
export type ModelWithCount = BusinessModel & { companyCount: number };

export interface CompanyModelRow {
  companyId: string;
  businessModelId: string | null;
  featureOverrides: Partial<BusinessModelFeatures>;
  model: BusinessModel;
}

/** Companies using model `m`: assigned to it, or (the default model) assigned to none. */
const USES = `(c.business_model_id = m.id OR (m.is_default AND c.business_model_id IS NULL))`;

/** Business models and company assignments: the only place with their SQL. */
@Injectable()
export class BusinessModelRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Every model with its number of companies, the default first, then by name. */
  async list(): Promise<ModelWithCount[]> {
    const rows: Array<{ id: string; company_count: number }> = await this.dataSource.query(
      `SELECT m.id, (SELECT count(*) FROM companies.companies c WHERE ${USES})::int AS company_count FROM companies.business_models m`,
    );
    const counts = new Map(rows.map((r) => [r.id, r.company_count]));
    const models = await this.dataSource.getRepository(BusinessModel).find();
    return models
      .map((m) => Object.assign(m, { companyCount: counts.get(m.id) ?? 0 }))
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name, 'en-GB'));
  }

  async findById(id: string): Promise<ModelWithCount | null> {
    const model = await this.dataSource.getRepository(BusinessModel).findOneBy({ id });
    if (!model) return null;
    return Object.assign(model, { companyCount: await this.companyCount(this.dataSource.manager, model) });
  }

  /**
   * Loads model `id` (a new one when undefined) and whether another model has the name, lets `edit` fill it (or
   * throw), saves it, and answers it with the ids of the companies using it, in one transaction. A concurrent save of
   * the same name still fails on the unique index (the caller maps it to 409).
   */
  save(
    id: string | undefined,
    name: string,
    edit: (model: BusinessModel | null, nameTaken: boolean) => BusinessModel,
  ): Promise<{ model: ModelWithCount; companyIds: string[] | null }> {
    return this.dataSource.transaction(async (em) => {
      const model = id ? await em.findOne(BusinessModel, { where: { id }, lock: { mode: 'pessimistic_write' } }) : em.create(BusinessModel, { isDefault: false });
      const sameName = em.createQueryBuilder(BusinessModel, 'm').where('lower(m.name) = lower(:name)', { name });
      if (id) sameName.andWhere('m.id <> :id', { id });
      const nameTaken = model ? await sameName.getExists() : false;
      const saved = await em.save(edit(model, nameTaken));
      return { model: Object.assign(saved, { companyCount: await this.companyCount(em, saved) }), companyIds: id ? await this.companiesUsing(em, saved) : [] };
    });
  }

  /**
   * Deletes the model when it is not the default and no company uses it (checked under a lock on the row; a company
   * assigned concurrently makes the foreign key refuse the delete). Answers why not, or the deleted model's name.
   */
  delete(id: string): Promise<{ refused: 'not-found' | 'default' | number } | { deleted: string }> {
    return this.dataSource.transaction(async (em) => {
      const model = await em.findOne(BusinessModel, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!model) return { refused: 'not-found' as const };
      if (model.isDefault) return { refused: 'default' as const };
      const count = await this.companyCount(em, model);
      if (count > 0) return { refused: count };
      await em.delete(BusinessModel, { id });
      return { deleted: model.name };
    });
  }

  /** Makes model `id` the default; answers false when it does not exist. */
  setDefault(id: string): Promise<boolean> {
    return this.dataSource.transaction(async (em) => {
      const model = await em.findOne(BusinessModel, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!model) return false;
      if (model.isDefault) return true;
      await em.query(`LOCK TABLE companies.business_models IN SHARE ROW EXCLUSIVE MODE`);
      await em.update(BusinessModel, { isDefault: true }, { isDefault: false });
      await em.update(BusinessModel, { id }, { isDefault: true });
      return true;
    });
  }

  /** One page of the companies using the model, by name. */
  async companies(id: string, page: number, pageSize: number): Promise<{ total: number; rows: Company[] }> {
    const model = await this.dataSource.getRepository(BusinessModel).findOneBy({ id });
    if (!model) return { total: -1, rows: [] };
    const q = this.dataSource
      .getRepository(Company)
      .createQueryBuilder('c')
      .where(model.isDefault ? '(c.business_model_id = :id OR c.business_model_id IS NULL)' : 'c.business_model_id = :id', { id })
      .orderBy('lower(c.name)')
      .addOrderBy('c.id')
      .skip((page - 1) * pageSize)
      .take(pageSize);
    const [rows, total] = await q.getManyAndCount();
    return { total, rows };
  }

  /**
   * Assigns model `id` to the companies (their overrides are cleared: they get the model as it is). Answers null when
   * the model does not exist, else the number of the given ids that are not companies (nothing is written then).
   */
  assign(id: string, companyIds: string[]): Promise<number | null> {
    return this.dataSource.transaction(async (em) => {
      const model = await em.findOne(BusinessModel, { where: { id }, lock: { mode: 'pessimistic_read' } });
      if (!model) return null;
      const found: Array<{ id: string }> = await em.query(`SELECT id FROM companies.companies WHERE id = ANY($1::uuid[]) FOR UPDATE`, [companyIds]);
      if (found.length !== companyIds.length) return companyIds.length - found.length;
      await em.query(`UPDATE companies.companies SET business_model_id = $1, feature_overrides = '{}' WHERE id = ANY($2::uuid[])`, [id, companyIds]);
      return 0;
    });
  }

  /** The company's model (its own, else the default) and overrides; null for an unknown company. */
  async companyModel(companyId: string): Promise<CompanyModelRow | null> {
    const company = await this.dataSource.getRepository(Company).findOne({ where: { id: companyId }, select: { id: true, businessModelId: true, featureOverrides: true } });
    if (!company) return null;
    const model = await this.modelOf(company.businessModelId);
    return { companyId, businessModelId: company.businessModelId, featureOverrides: company.featureOverrides ?? {}, model };
  }

  /**
   * Sets the company's model (null: the default) and overrides after `check` accepted them against the model, in one
   * transaction. Answers 'company' or 'model' when either does not exist.
   */
  setCompanyModel(
    companyId: string,
    modelId: string | null,
    overrides: Partial<BusinessModelFeatures>,
    check: (model: BusinessModel) => void,
  ): Promise<'company' | 'model' | null> {
    return this.dataSource.transaction(async (em) => {
      const company = await em.findOne(Company, { where: { id: companyId }, lock: { mode: 'pessimistic_write' } });
      if (!company) return 'company';
      const model = modelId
        ? await em.findOne(BusinessModel, { where: { id: modelId }, lock: { mode: 'pessimistic_read' } })
        : await em.findOneBy(BusinessModel, { isDefault: true });
      if (!model) return 'model';
      check(model);
      await em.update(Company, { id: companyId }, { businessModelId: modelId, featureOverrides: overrides });
      return null;
    });
  }

  /** For GET /api/businessmodel: the company's model (else the default) and its overrides, in one query. */
  async configurationSource(companyId: string | null): Promise<{ model: BusinessModel; overrides: Partial<BusinessModelFeatures> }> {
    const [row] = await this.dataSource.query(
      `SELECT m.name, m.features, m.defaults, m.expense_categories, coalesce(c.feature_overrides, '{}') AS overrides
         FROM companies.business_models m
         LEFT JOIN companies.companies c ON c.id = $1
        WHERE m.id = c.business_model_id OR (c.business_model_id IS NULL AND m.is_default)
        ORDER BY m.is_default LIMIT 1`,
      [companyId],
    );
    return {
      model: Object.assign(new BusinessModel(), { name: row.name, features: row.features, defaults: row.defaults, expenseCategories: row.expense_categories }),
      overrides: row.overrides,
    };
  }

  /** Names of the models whose default salary components include `code` (case-insensitive). */
  async namesUsingSalaryComponent(code: string): Promise<string[]> {
    const rows: Array<{ name: string }> = await this.dataSource.query(
      `SELECT m.name FROM companies.business_models m
        WHERE EXISTS (SELECT 1 FROM jsonb_array_elements_text(m.defaults -> 'salaryComponentCodes') AS s(code) WHERE upper(s.code) = upper($1))
        ORDER BY lower(m.name)`,
      [code],
    );
    return rows.map((r) => r.name);
  }

  /** Ids of the companies using the model; null when every company may (the default model) . */
  private async companiesUsing(em: EntityManager, model: BusinessModel): Promise<string[] | null> {
    if (model.isDefault) return null;
    const rows: Array<{ id: string }> = await em.query(`SELECT id FROM companies.companies WHERE business_model_id = $1`, [model.id]);
    return rows.map((r) => r.id);
  }

  private async companyCount(em: EntityManager, model: BusinessModel): Promise<number> {
    const [row] = await em.query(`SELECT count(*)::int AS n FROM companies.companies c, (SELECT $1::uuid AS id, $2::boolean AS is_default) m WHERE ${USES}`, [
      model.id,
      model.isDefault,
    ]);
    return row.n;
  }

  private async modelOf(modelId: string | null): Promise<BusinessModel> {
    const repo = this.dataSource.getRepository(BusinessModel);
    return (modelId ? await repo.findOneBy({ id: modelId }) : null) ?? (await repo.findOneByOrFail({ isDefault: true }));
  }
}
