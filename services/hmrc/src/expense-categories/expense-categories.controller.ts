import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import type { ExpenseCategoryDto, MessageResponse } from '@app/contracts';
import { Roles } from '@app/nest-auth';
import { ParseIdPipe } from '@app/nest-common';
import { ExpenseCategoryBody } from './dto/expense-category.dto';
import { ExpenseCategoriesService } from './expense-categories.service';
import { EXPENSE_CATEGORY_NOT_FOUND } from './expense-category-rules';
import { Audited } from '@app/nest-db';

/** Spec section 7 "Expense categories and simulator". Admin area: Admin only. */
@Controller('expensecategory')
@Roles('Admin')
export class ExpenseCategoriesController {
  constructor(private readonly categories: ExpenseCategoriesService) {}

  @Get()
  list(): Promise<ExpenseCategoryDto[]> {
    return this.categories.list();
  }

  @Audited('expense-category.created', 'expense-category', { recordBody: true })
  @Post()
  create(@Body() body: ExpenseCategoryBody): Promise<ExpenseCategoryDto> {
    return this.categories.create(body);
  }

  @Audited('expense-category.defaults-seeded', 'expense-category')
  @Post('seed')
  seed(): Promise<MessageResponse> {
    return this.categories.seed();
  }

  @Audited('expense-category.defaults-updated', 'expense-category')
  @Post('update-categories')
  @HttpCode(200)
  updateCategories(): Promise<MessageResponse> {
    return this.categories.updateCategories();
  }

  @Audited('expense-category.updated', 'expense-category', { snapshot: { table: 'hmrc.expense_categories', key: 'id' } })
  @Put(':id')
  update(@Param('id', new ParseIdPipe(EXPENSE_CATEGORY_NOT_FOUND)) id: string, @Body() body: ExpenseCategoryBody): Promise<ExpenseCategoryDto> {
    return this.categories.update(id, body);
  }

  @Audited('expense-category.deleted', 'expense-category', { snapshot: { table: 'hmrc.expense_categories', key: 'id' } })
  @Delete(':id')
  remove(@Param('id', new ParseIdPipe(EXPENSE_CATEGORY_NOT_FOUND)) id: string): Promise<MessageResponse> {
    return this.categories.remove(id);
  }
}
