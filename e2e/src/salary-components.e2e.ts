// Salary-component templates in the browser: create the default UK set, add a component, edit it, deactivate it.
// The effect elsewhere (a component offered by a business model, then protected while in use) is in business-models.e2e.ts.
import { newAdminPage } from './support/browser';
import { startProductAndBrowser } from './support/suite';

describe('Salary component templates in the browser', () => {
  const run = startProductAndBrowser();

  it('creates the defaults, adds a component, edits and deactivates it', async () => {
    const { context, page } = await newAdminPage(run.browser, run.product.baseUrl);
    await page.getByRole('link', { name: 'Salary Component Templates' }).first().click();
    await page.waitForURL('**/admin/salary-component-templates');

    await page.getByText('No salary components yet. Create the default UK set to start.').waitFor();
    await page.getByRole('button', { name: 'Create default components' }).click();
    const restore = page.getByRole('dialog', { name: 'Restore default components' });
    await restore.getByRole('region', { name: 'Will be added' }).getByText(/BASIC_PAY, OVERTIME/).waitFor();
    await restore.getByRole('button', { name: 'Restore' }).click();
    await page.getByText(/Defaults restored: \d+ added, 0 reset\./).waitFor();
    const smp = page.getByRole('row').filter({ has: page.locator('code', { hasText: /^SMP$/ }) });
    await smp.getByText('SMPYTD').waitFor();
    await page.getByRole('button', { name: 'Restore defaults' }).waitFor();

    await page.getByRole('button', { name: 'Add Component' }).click();
    const add = page.getByRole('dialog', { name: 'Add Salary Component' });
    await add.getByLabel('Code').fill('night_shift');
    await add.getByLabel('Name').fill('Night shift premium');
    await add.getByLabel('Calculation').selectOption('percentage');
    await add.getByLabel('Percentage of').selectOption('BASIC_PAY');
    await add.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('row').filter({ has: page.locator('code', { hasText: /^NIGHT_SHIFT$/ }) });
    await row.getByText('% of BASIC_PAY').waitFor();

    // A second component with the same code in another case is refused on its field.
    await page.getByRole('button', { name: 'Add Component' }).click();
    const duplicate = page.getByRole('dialog', { name: 'Add Salary Component' });
    await duplicate.getByLabel('Code').fill('Night_Shift');
    await duplicate.getByLabel('Name').fill('Again');
    await duplicate.getByRole('button', { name: 'Save' }).click();
    await duplicate.getByText('A salary component with this code already exists').waitFor();
    await duplicate.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Salary Component' });
    await edit.getByLabel('Name').fill('Night premium');
    await edit.getByLabel('Calculation').selectOption('hours_x_rate');
    await edit.getByRole('button', { name: 'Save' }).click();
    await row.getByText('Night premium').waitFor();
    await row.getByText('Hours x rate').waitFor();

    await row.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog', { name: 'Deactivate Salary Component' }).getByRole('button', { name: 'Deactivate' }).click();
    await row.getByText('Inactive').waitFor();
    await page.getByLabel('Status').selectOption('inactive');
    await row.waitFor();
    await page.getByRole('row').filter({ has: page.locator('code', { hasText: /^BASIC_PAY$/ }) }).waitFor({ state: 'detached' });

    await context.close();
  });
});
