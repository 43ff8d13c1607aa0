import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import type { ExpenseCategoryDto, MessageResponse } from '@app/contracts';
import { Roles } from '@app/nest-auth';
import { ExpenseCategoryBody } from './dto/expense-category.dto';
import { ExpenseCategoriesService } from './expense-categories.service';

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
  update(@Param('id') id: string, @Body() body: ExpenseCategoryBody): Promise<ExpenseCategoryDto> {
    return this.categories.update(id, body);
  }

  @Delete(':id')
  remove(@Param('id') id: string): Promise<MessageResponse> {
    return this.categories.remove(id);
  }
}
