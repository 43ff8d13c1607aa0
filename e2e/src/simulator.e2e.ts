import { newAdminPage } from './support/browser';
import { startProductAndBrowser } from './support/suite';

const MONTHS = ['April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December', 'January', 'February', 'March'];

describe('Income Tax Simulator in the browser', () => {
  const run = startProductAndBrowser();

  it('fills sample data, then runs E1 of design/paye.md and shows its figures', async () => {
    const { context, page } = await newAdminPage(run.browser, run.product.baseUrl);
    await page.getByRole('link', { name: 'Income Tax Simulator' }).first().click();
    await page.waitForURL('**/admin/income-tax-simulator');
    await page.getByLabel('Monthly Salary April').waitFor();
    await page.getByRole('option', { name: '25-26' }).waitFor({ state: 'attached' });

    // Fill Sample Data: a P45 joiner with three history months and their tax paid to date.
    await page.getByRole('button', { name: 'Fill Sample Data' }).click();
    await expect(page.getByLabel('Monthly Salary April').inputValue()).resolves.toBe('3000.00');
    await expect(page.getByLabel('Income Tax Paid YTD June').isEnabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Run Simulation' }).click();
    const breakdown = page.getByRole('table', { name: 'Monthly Breakdown' });
    await breakdown.waitFor();
    await expect(breakdown.getByRole('row').nth(1).getAttribute('class')).resolves.toContain('table-warning');

    // E1: 1257L at £2,500 a month, England, 2025-26, every month enrolled (typed from the document).
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByLabel('Fiscal Year').inputValue()).resolves.toBe('25-26');
    await page.getByLabel('Tax Code', { exact: true }).fill('1257l');
    for (const month of MONTHS) await page.getByLabel(`Monthly Salary ${month}`).fill('2500');
    await expect(page.getByLabel('Tax Code March').inputValue()).resolves.toBe('1257L');
    await page.getByRole('button', { name: 'Run Simulation' }).click();
    await breakdown.waitFor();

    // E1 month 2 (May): cum. pay 5,000.00; free pay 2,096.52; taxable 2,903; tax due 580.60; tax 290.40; paid 580.60.
    const may = breakdown.getByRole('row').nth(2);
    const cells = await may.getByRole('cell').allTextContents();
    expect(cells[0]).toBe('May');
    expect(cells[1]).toBe('1257L');
    expect(cells.slice(2, 7)).toEqual(['£2,500.00', '£5,000.00', '£2,096.52', '£2,903.00', '£30,000.00']);
    expect(cells.slice(8, 11)).toEqual(['£580.60', '£580.60', '£290.40']);
    // E1 totals: £3,484.00 deducted over the year; March's tax due to date is £3,484.00.
    await expect(page.getByTestId('total-tax-deduction').textContent()).resolves.toBe('£3,484.00');
    const march = await breakdown.getByRole('row').nth(12).getByRole('cell').allTextContents();
    expect([march[0], march[4], march[5], march[8], march[10]]).toEqual(['March', '£12,579.12', '£17,420.00', '£3,484.00', '£290.20']);
    await expect(page.getByTestId('tax-code-type').textContent()).resolves.toBe('Standard allowance (L)');
    await context.close();
  });
});
