import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import type { ExpenseCategoryDto, MessageResponse } from '@app/contracts';
import { Roles } from '@app/nest-auth';
import { ParseIdPipe } from '@app/nest-common';
import { ExpenseCategoryBody } from './dto/expense-category.dto';
import { ExpenseCategoriesService } from './expense-categories.service';
import { EXPENSE_CATEGORY_NOT_FOUND } from './expense-category-rules';

/** Spec section 7 "Expense categories and simulator". Admin area: Admin only. */
@Controller('expensecategory')
@Roles('Admin')
export class ExpenseCategoriesController {
  constructor(private readonly categories: ExpenseCategoriesService) {}

  @Get()
  list(): Promise<ExpenseCategoryDto[]> {
    return this.categories.list();
  }

  @Post()
  create(@Body() body: ExpenseCategoryBody): Promise<ExpenseCategoryDto> {
    return this.categories.create(body);
  }

  @Post('seed')
  seed(): Promise<MessageResponse> {
    return this.categories.seed();
  }

  @Post('update-categories')
  @HttpCode(200)
  updateCategories(): Promise<MessageResponse> {
    return this.categories.updateCategories();
  }

  @Put(':id')
  update(@Param('id', new ParseIdPipe(EXPENSE_CATEGORY_NOT_FOUND)) id: string, @Body() body: ExpenseCategoryBody): Promise<ExpenseCategoryDto> {
    return this.categories.update(id, body);
  }

  @Delete(':id')
  remove(@Param('id', new ParseIdPipe(EXPENSE_CATEGORY_NOT_FOUND)) id: string): Promise<MessageResponse> {
    return this.categories.remove(id);
  }
}
