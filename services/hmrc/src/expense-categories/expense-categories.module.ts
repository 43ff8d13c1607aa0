import { Module } from '@nestjs/common';
import { ExpenseCategoriesController } from './expense-categories.controller';
import { ExpenseCategoriesService } from './expense-categories.service';

@Module({ controllers: [ExpenseCategoriesController], providers: [ExpenseCategoriesService] })
export class ExpenseCategoriesModule {}
