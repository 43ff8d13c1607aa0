import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import type { ExpenseCategoryDto, MessageResponse } from '@app/contracts';
import { ct600Description, DEFAULT_EXPENSE_CATEGORIES, defaultMappingFor } from './ct600';
import { ExpenseCategoryBody } from './dto/expense-category.dto';
import { ExpenseCategory } from './entities/expense-category.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UNIQUE_VIOLATION = '23505';

export function toExpenseCategoryDto(c: ExpenseCategory): ExpenseCategoryDto {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    cT600BoxNumber: c.ct600BoxNumber,
    cT600Description: c.ct600Description,
    isActive: c.isActive,
  };
}

function duplicate(name: string): ConflictException {
  return new ConflictException({ message: `An expense category named "${name}" already exists` });
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error as QueryFailedError & { code?: string }).code === UNIQUE_VIOLATION;
}

@Injectable()
export class ExpenseCategoriesService {
  constructor(private readonly dataSource: DataSource) {}

  private get repo() {
    return this.dataSource.getRepository(ExpenseCategory);
  }

  async list(): Promise<ExpenseCategoryDto[]> {
    const rows = await this.repo.createQueryBuilder('c').orderBy('lower(c.name)', 'ASC').getMany();
    return rows.map(toExpenseCategoryDto);
  }

  async create(body: ExpenseCategoryBody): Promise<ExpenseCategoryDto> {
    return this.save(undefined, body);
  }

  async update(id: string, body: ExpenseCategoryBody): Promise<ExpenseCategoryDto> {
    return this.save(id, body);
  }

  async remove(id: string): Promise<MessageResponse> {
    const category = await this.find(this.dataSource.manager, id);
    await this.repo.delete({ id: category.id });
    return { message: `Expense category "${category.name}" deleted` };
  }

  /** Creates the default set; refused (409) when any category exists, so it never mixes with an edited list. */
  async seed(): Promise<MessageResponse> {
    return this.dataSource.transaction(async (em) => {
      // Serialises concurrent seeds: the second one sees the first one's rows and gets the 409.
      await em.query(`LOCK TABLE hmrc.expense_categories IN SHARE ROW EXCLUSIVE MODE`);
      const existing = await em.count(ExpenseCategory);
      if (existing > 0) {
        throw new ConflictException({
          message: 'Expense categories already exist. Default categories can only be created when there are none.',
        });
      }
      await em.insert(
        ExpenseCategory,
        DEFAULT_EXPENSE_CATEGORIES.map((c) => ({
          name: c.name,
          description: c.description,
          ct600BoxNumber: c.cT600BoxNumber,
          ct600Description: ct600Description(c.cT600BoxNumber) ?? null,
          isActive: true,
        })),
      );
      return { message: `${DEFAULT_EXPENSE_CATEGORIES.length} default expense categories created` };
    });
  }

  /** Re-applies the default CT600 box and description to existing categories whose name is a default one. */
  async updateCategories(): Promise<MessageResponse> {
    return this.dataSource.transaction(async (em) => {
      const categories = await em.find(ExpenseCategory, { lock: { mode: 'pessimistic_write' } });
      let changed = 0;
      for (const category of categories) {
        const mapping = defaultMappingFor(category.name);
        if (!mapping) continue;
        const box = mapping.cT600BoxNumber;
        const description = ct600Description(box) ?? null;
        if (category.ct600BoxNumber === box && category.ct600Description === description) continue;
        await em.update(ExpenseCategory, { id: category.id }, { ct600BoxNumber: box, ct600Description: description });
        changed += 1;
      }
      const noun = changed === 1 ? 'category' : 'categories';
      return {
        message:
          changed === 0
            ? 'CT600 mappings are up to date: no categories changed'
            : `CT600 mappings updated: ${changed} ${noun} changed`,
      };
    });
  }

  private async find(em: EntityManager, id: string): Promise<ExpenseCategory> {
    const category = UUID.test(id) ? await em.findOneBy(ExpenseCategory, { id }) : null;
    if (!category) throw new NotFoundException({ message: 'Expense category not found' });
    return category;
  }

  private async save(id: string | undefined, body: ExpenseCategoryBody): Promise<ExpenseCategoryDto> {
    try {
      return await this.dataSource.transaction(async (em) => {
        const category = id ? await this.find(em, id) : em.create(ExpenseCategory, { isActive: true });
        const sameName = em.createQueryBuilder(ExpenseCategory, 'c').where('lower(c.name) = lower(:name)', { name: body.name });
        if (id) sameName.andWhere('c.id <> :id', { id });
        if (await sameName.getExists()) throw duplicate(body.name);

        category.name = body.name;
        category.description = body.description;
        const previousBox = id ? category.ct600BoxNumber : undefined;
        if (body.cT600BoxNumber !== undefined) category.ct600BoxNumber = body.cT600BoxNumber;
        category.ct600BoxNumber ??= null;
        if (body.cT600Description !== undefined) category.ct600Description = body.cT600Description;
        else if (category.ct600BoxNumber !== previousBox)
          // A new box without its own wording takes the form's wording (null for a box this product does not list).
          category.ct600Description = ct600Description(category.ct600BoxNumber) ?? null;
        if (body.isActive !== undefined) category.isActive = body.isActive;
        return toExpenseCategoryDto(await em.save(category));
      });
    } catch (error) {
      // Two concurrent requests with the same new name: the unique index decides.
      if (isUniqueViolation(error)) throw duplicate(body.name);
      throw error;
    }
  }
}
