import { Employee } from './employee.entity';
import { Client } from './client.entity';
import { Invoice } from './invoice.entity';
import { Expense } from './expense.entity';
import { RecurringExpense } from './recurring-expense.entity';
import { StoredFile } from './stored-file.entity';

export { Employee, Client, Invoice, Expense, RecurringExpense, StoredFile };

/** The business tables of a company (emptied by a company reset). */
export const businessDataEntities = [Employee, Client, Invoice, Expense, RecurringExpense, StoredFile];
