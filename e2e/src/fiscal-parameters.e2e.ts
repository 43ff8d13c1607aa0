import type { Page } from 'playwright-core';
import { newAdminPage } from './support/browser';
import { startProductAndBrowser } from './support/suite';

const MONTHS = ['April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December', 'January', 'February', 'March'];

/** Runs 1257L at £5,000 a month in `fiscalYear` ('27-28') and answers the total tax deducted as shown. */
async function simulate(page: Page, fiscalYear: string): Promise<string | null> {
  await page.getByRole('link', { name: 'Income Tax Simulator' }).first().click();
  await page.waitForURL('**/admin/income-tax-simulator');
  // The year just created is offered at once (the years' query was invalidated by the save).
  await page.getByRole('option', { name: fiscalYear }).waitFor({ state: 'attached' });
  await page.getByLabel('Fiscal Year').selectOption(fiscalYear);
  await page.getByLabel('Tax Code', { exact: true }).fill('1257L');
  for (const month of MONTHS) await page.getByLabel(`Monthly Salary ${month}`).fill('5000');
  await page.getByRole('button', { name: 'Run Simulation' }).click();
  await page.getByRole('table', { name: 'Monthly Breakdown' }).waitFor();
  return page.getByTestId('total-tax-deduction').textContent();
}

describe('Fiscal parameters in the browser', () => {
  const run = startProductAndBrowser();

  it('creates the next tax year from the latest with a changed band, edits it, and the simulator runs on it', async () => {
    const { context, page } = await newAdminPage(run.browser, run.product.baseUrl);
    await page.getByRole('link', { name: 'Fiscal Parameters' }).first().click();
    await page.waitForURL('**/admin/fiscal-parameters');

    // The seeded years end with 2026-27 (the current year on this machine's date is read-only); the next is 2027-28.
    await page.getByRole('button', { name: 'Create next tax year (2027-28)' }).click();
    const form = page.getByRole('form', { name: 'New tax year 2027-28 (copied from 2026-27)' });
    const basicWidth = form.getByLabel('England and Northern Ireland Band 1 Width (£ of taxable pay)');
    await expect(basicWidth.inputValue()).resolves.toBe('37700');
    await basicWidth.fill('38000');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Tax year 2027-28 created').waitFor();

    const year = page.getByRole('region', { name: '2027-28' });
    await year.getByRole('table', { name: '2027-28 England and Northern Ireland' }).getByText('£0.00 – £38,000.00').waitFor();
    const history = page.getByRole('region', { name: 'History of changes 2027-28' });
    await history.getByText('Created').waitFor();
    await expect(history.textContent()).resolves.toContain('copied from 2026-27');
    await expect(history.textContent()).resolves.toContain('basic (BR): £38,000.00 at 20.00%');

    // Taxable pay in March: 60,000 - 12,579.12 -> 47,420; 38,000 at 20% (7,600) + 9,420 at 40% (3,768).
    await expect(simulate(page, '27-28')).resolves.toBe('£11,368.00');

    // 2027-28 has not started: it can still be edited; the higher rate goes to 41%.
    await page.getByRole('link', { name: 'Fiscal Parameters' }).first().click();
    await page.waitForURL('**/admin/fiscal-parameters');
    await page.getByRole('button', { name: 'Edit 2027-28' }).click();
    const edit = page.getByRole('form', { name: 'Edit tax year 2027-28' });
    await edit.getByLabel('England and Northern Ireland Band 2 Rate (%)').fill('41');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Tax year 2027-28 saved').waitFor();
    await page.getByRole('region', { name: 'History of changes 2027-28' }).getByText('Edited').waitFor();

    // 7,600 + 9,420 at 41% (3,862.20).
    await expect(simulate(page, '27-28')).resolves.toBe('£11,462.20');
    await context.close();
  });
});
