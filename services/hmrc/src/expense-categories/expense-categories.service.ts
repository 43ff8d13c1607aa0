import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { ExpenseCategoryDto, MessageResponse } from '@app/contracts';
import { isUniqueViolation } from '@app/nest-common';
import { ct600Description, DEFAULT_EXPENSE_CATEGORIES } from './ct600';
import { ExpenseCategoryBody } from './dto/expense-category.dto';
import { ExpenseCategory } from './entities/expense-category.entity';
import { ExpenseCategoriesRepository } from './expense-categories.repository';
import { applyExpenseCategoryBody, defaultMappingChange, duplicateNameMessage, EXPENSE_CATEGORY_NOT_FOUND, toExpenseCategoryDto, updateCategoriesMessage } from './expense-category-rules';

const notFound = () => new NotFoundException({ message: EXPENSE_CATEGORY_NOT_FOUND });
const duplicate = (name: string) => new ConflictException({ message: duplicateNameMessage(name) });

@Injectable()
export class ExpenseCategoriesService {
  constructor(private readonly categories: ExpenseCategoriesRepository) {}

  async list(): Promise<ExpenseCategoryDto[]> {
    return (await this.categories.listByName()).map(toExpenseCategoryDto);
  }

  create(body: ExpenseCategoryBody): Promise<ExpenseCategoryDto> {
    return this.save(undefined, body);
  }

  update(id: string, body: ExpenseCategoryBody): Promise<ExpenseCategoryDto> {
    return this.save(id, body);
  }

  async remove(id: string): Promise<MessageResponse> {
    const category = await this.categories.findById(id);
    if (!category) throw notFound();
    await this.categories.delete(category.id);
    return { message: `Expense category "${category.name}" deleted` };
  }

  /** Creates the default set; refused (409) when any category exists, so it never mixes with an edited list. */
  async seed(): Promise<MessageResponse> {
    const created = await this.categories.insertAllWhenEmpty(
      DEFAULT_EXPENSE_CATEGORIES.map((c) => ({
        name: c.name,
        description: c.description,
        ct600BoxNumber: c.cT600BoxNumber,
        ct600Description: ct600Description(c.cT600BoxNumber) ?? null,
        isActive: true,
      })),
    );
    if (!created) {
      throw new ConflictException({ message: 'Expense categories already exist. Default categories can only be created when there are none.' });
    }
    return { message: `${DEFAULT_EXPENSE_CATEGORIES.length} default expense categories created` };
  }

  /** Re-applies the default CT600 box and description to existing categories whose name is a default one. */
  async updateCategories(): Promise<MessageResponse> {
    return { message: updateCategoriesMessage(await this.categories.updateMappings(defaultMappingChange)) };
  }

  private async save(id: string | undefined, body: ExpenseCategoryBody): Promise<ExpenseCategoryDto> {
    try {
      const saved = await this.categories.save(id, body.name, (category: ExpenseCategory | null, nameTaken) => {
        if (!category) throw notFound();
        if (nameTaken) throw duplicate(body.name);
        return applyExpenseCategoryBody(category, body, id === undefined);
      });
      return toExpenseCategoryDto(saved);
    } catch (error) {
      // Two concurrent requests with the same new name: the unique index decides.
      if (isUniqueViolation(error)) throw duplicate(body.name);
      throw error;
    }
  }
}
