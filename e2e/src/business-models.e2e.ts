// Business models in the browser (issue 14): a salary component offered by a new model, the model assigned to a
// company, and a signed-in manager of that company seeing the change live; then a per-company override from the
// Companies screen, and the component protected while the model lists it.
import { newAdminPage, newPage, openLoginAndSignIn } from './support/browser';
import { startProductAndBrowser } from './support/suite';

// Demo data: a manager of Acme Payroll Ltd (services/companies bootstrap; the e2e product seeds demo data).
const MANAGER = { email: 'alice@acme.example', password: 'Demo-Password-1' };

describe('Business models in the browser', () => {
  const run = startProductAndBrowser();

  it('creates a model with a new component, assigns it, and the manager sees it live; overrides and in-use protection', async () => {
    const manager = await newPage(run.browser, run.product.baseUrl);
    await openLoginAndSignIn(manager.page, MANAGER.email, MANAGER.password);
    const configuration = manager.page.getByRole('heading', { name: /Your company's configuration/ });
    await configuration.getByText('Limited company').waitFor();

    const { context, page } = await newAdminPage(run.browser, run.product.baseUrl);
    // A component of the catalogue...
    await page.getByRole('link', { name: 'Salary Component Templates' }).first().click();
    await page.getByRole('button', { name: 'Add Component' }).click();
    const add = page.getByRole('dialog', { name: 'Add Salary Component' });
    await add.getByLabel('Code').fill('CAR_ALLOW');
    await add.getByLabel('Name').fill('Car allowance');
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row').filter({ has: page.locator('code', { hasText: /^CAR_ALLOW$/ }) }).waitFor();

    // ...offered by a new business model, cloned from the default one.
    await page.getByRole('link', { name: 'Business Models' }).first().click();
    await page.waitForURL('**/admin/business-models');
    const limited = page.getByRole('row').filter({ hasText: 'Limited company' });
    await limited.getByText('Default').waitFor();
    await limited.getByRole('button', { name: 'Clone' }).click();
    const form = page.getByRole('dialog', { name: 'Clone Business Model' });
    await form.getByLabel(/^Name/).fill('Bureau client');
    await form.getByLabel('Invoicing', { exact: true }).uncheck();
    await form.getByLabel('CAR_ALLOW - Car allowance').check();
    await form.getByLabel('Weekly (W1)').check();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Business model Bureau client saved').waitFor();
    const bureau = page.getByRole('row').filter({ hasText: 'Bureau client' });
    await bureau.getByText('Weekly (W1), Monthly (M1)', { exact: false }).waitFor();

    // Assigned to Acme from this screen: Acme's signed-in manager gets it without a reload.
    await bureau.getByRole('button', { name: '0 companies' }).click();
    const companies = page.getByRole('dialog', { name: 'Companies using Bureau client' });
    await companies.getByText('No company uses this model.').waitFor();
    await companies.getByRole('searchbox', { name: 'Search companies' }).fill('acme');
    await companies.getByLabel('Acme Payroll Ltd').check();
    await companies.getByRole('button', { name: 'Assign to 1 company' }).click();
    await companies.getByText('Bureau client assigned to 1 company').waitFor();
    await companies.getByRole('cell', { name: 'Acme Payroll Ltd' }).waitFor();
    await companies.getByRole('button', { name: 'Close' }).first().click();
    await bureau.getByRole('button', { name: '1 company' }).waitFor();

    await configuration.getByText('Bureau client').waitFor();
    await manager.page.getByTestId('notification-toast').filter({ hasText: 'Configuration updated' }).waitFor();
    const features = manager.page.getByRole('list', { name: 'Enabled features' });
    await features.getByText('Payroll').waitFor();
    await features.getByText('Invoicing').waitFor({ state: 'detached' });

    // An edit: the server's rule shows on its field; the saved change reaches the manager live too.
    await bureau.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Business Model' });
    await edit.getByLabel('Expenses', { exact: true }).uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText('Recurring expenses need Expenses on').waitFor();
    await edit.getByLabel('Recurring expenses', { exact: true }).uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await features.getByText('Expenses', { exact: true }).waitFor({ state: 'detached' });

    // An override for Acme alone, from the Companies screen.
    await page.getByRole('link', { name: 'Companies' }).first().click();
    await page.getByRole('row').filter({ hasText: 'Acme Payroll Ltd' }).getByRole('button', { name: 'Business model' }).click();
    const companyModel = page.getByRole('dialog', { name: 'Business model of Acme Payroll Ltd' });
    await companyModel.getByRole('combobox', { name: 'Business model' }).locator('option:checked', { hasText: 'Bureau client' }).waitFor({ state: 'attached' });
    await companyModel.getByLabel('Invoicing').selectOption('on');
    await companyModel.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Acme Payroll Ltd now uses Bureau client').waitFor();
    await features.getByText('Invoicing (set for your company)').waitFor();

    // The component is in use while the model lists it.
    await page.getByRole('link', { name: 'Salary Component Templates' }).first().click();
    const car = page.getByRole('row').filter({ has: page.locator('code', { hasText: /^CAR_ALLOW$/ }) });
    await car.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Salary Component' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('This component is used by Bureau client: deactivate it instead of deleting it').waitFor();

    await manager.context.close();
    await context.close();
  });
});
