import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { ExpenseCategory } from './entities/expense-category.entity';

type Mapping = Pick<ExpenseCategory, 'ct600BoxNumber' | 'ct600Description'>;

/** The only place that reads or writes hmrc.expense_categories. */
@Injectable()
export class ExpenseCategoriesRepository {
  constructor(
    @InjectRepository(ExpenseCategory) private readonly categories: Repository<ExpenseCategory>,
    private readonly dataSource: DataSource,
  ) {}

  /** Every category, by name case-insensitively. */
  listByName(): Promise<ExpenseCategory[]> {
    return this.categories.createQueryBuilder('c').orderBy('lower(c.name)', 'ASC').getMany();
  }

  findById(id: string): Promise<ExpenseCategory | null> {
    return this.categories.findOneBy({ id });
  }

  async delete(id: string): Promise<void> {
    await this.categories.delete({ id });
  }

  /**
   * Loads the category `id` (a new row when undefined) and whether another category has `name`, lets `edit` change
   * it (or throw), and saves it, all in one transaction. `edit` gets null for an unknown id.
   */
  save(id: string | undefined, name: string, edit: (category: ExpenseCategory | null, nameTaken: boolean) => ExpenseCategory): Promise<ExpenseCategory> {
    return this.dataSource.transaction(async (em) => {
      const category = id ? await em.findOneBy(ExpenseCategory, { id }) : em.create(ExpenseCategory, { isActive: true });
      const sameName = em.createQueryBuilder(ExpenseCategory, 'c').where('lower(c.name) = lower(:name)', { name });
      if (id) sameName.andWhere('c.id <> :id', { id });
      const nameTaken = category ? await sameName.getExists() : false;
      return em.save(edit(category, nameTaken));
    });
  }

  /** Inserts `rows` when the table is empty; false (nothing written) when any category exists. */
  insertAllWhenEmpty(rows: Array<Omit<ExpenseCategory, 'id' | 'createdAt' | 'updatedAt'>>): Promise<boolean> {
    return this.dataSource.transaction(async (em) => {
      // Serialises concurrent seeds: the second one sees the first one's rows.
      await em.query(`LOCK TABLE hmrc.expense_categories IN SHARE ROW EXCLUSIVE MODE`);
      if ((await em.count(ExpenseCategory)) > 0) return false;
      await em.insert(ExpenseCategory, rows);
      return true;
    });
  }

  /** Applies `change` to every category (rows locked) and returns how many changed. */
  updateMappings(change: (category: ExpenseCategory) => Mapping | undefined): Promise<number> {
    return this.dataSource.transaction(async (em) => {
      let changed = 0;
      for (const category of await em.find(ExpenseCategory, { lock: { mode: 'pessimistic_write' } })) {
        const mapping = change(category);
        if (!mapping) continue;
        await em.update(ExpenseCategory, { id: category.id }, mapping);
        changed += 1;
      }
      return changed;
    });
  }
}
