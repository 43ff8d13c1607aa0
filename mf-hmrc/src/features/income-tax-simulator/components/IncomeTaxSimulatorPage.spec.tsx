// The simulator's input rules through the DOM; HTTP mocked at the axios adapter.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, type HttpMock } from '@app/api-client/testing';
import type { MonthlyCalculationDto, SimulationRequestDto, SimulationResponseDto } from '@app/contracts';
import RemoteRoutes from '../../../routes';

const MONTHS = ['April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December', 'January', 'February', 'March'];
const SIMULATE = '/api/incometaxsimulator/simulate';

function row(i: number, over: Partial<MonthlyCalculationDto> = {}): MonthlyCalculationDto {
  return {
    isHistoryLine: false,
    monthName: MONTHS[i],
    monthNumber: i + 1,
    taxCode: '1257L',
    monthlySalary: 2500,
    cumulativeSalary: 2500 * (i + 1),
    cumulativeDeduction: 1048.26 * (i + 1),
    cumulativeTaxableIncome: 1451,
    projectedYearlySalary: 30000,
    projectedTaxRate: 11.61,
    taxEstimation: 290.2,
    cumulativeTaxPaid: 290.2,
    monthlyTaxDeduction: 290.2,
    potentialRefund: 0,
    ...over,
  };
}

const response: SimulationResponseDto = {
  projectedTaxRate: 11.61,
  totalTaxDeduction: 3484,
  processedTaxCode: '1257L',
  taxCodeType: 'Standard allowance (L)',
  monthlyCalculations: MONTHS.map((_, i) =>
    i === 0
      ? row(0, { isHistoryLine: true, cumulativeTaxPaid: 390.2, monthlyTaxDeduction: 0 })
      : i === 2
        ? row(2, { monthlyTaxDeduction: 0, potentialRefund: 209.6 })
        : row(i),
  ),
};

let http: HttpMock;
beforeEach(() => {
  http = mockHttp();
  http.on('GET', '/api/fiscalparameters', {
    status: 200,
    data: ['24-25', '25-26', '26-27', '27-28'].map((shortLabel) => ({ shortLabel, taxYear: `20${shortLabel}` })),
  });
});
afterEach(() => http.restore());

const salary = (month: string) => screen.getByLabelText(`Monthly Salary ${month}`) as HTMLInputElement;
const code = (month: string) => screen.getByLabelText(`Tax Code ${month}`) as HTMLInputElement;
const enrolled = (month: string) => screen.getByLabelText(`Enrolled ${month}`) as HTMLInputElement;
const ytd = (month: string) => screen.getByLabelText(`Income Tax Paid YTD ${month}`) as HTMLInputElement;
const sentBodies = () => http.calls.filter((c) => c.url === SIMULATE).map((c) => JSON.parse(c.data as string) as SimulationRequestDto);

async function renderSimulator() {
  render(<RemoteRoutes section="income-tax-simulator" />);
  // Years come from the fiscal parameters once loaded.
  await screen.findByRole('option', { name: '27-28' });
}

it('starts on 25-26 and 1257L with twelve rows April to March, all enrolled, YTD disabled', async () => {
  await renderSimulator();
  expect((screen.getByLabelText('Fiscal Year') as HTMLSelectElement).value).toBe('25-26');
  expect((screen.getByLabelText('Tax Code') as HTMLInputElement).value).toBe('1257L');
  const table = screen.getByRole('table', { name: 'Monthly Inputs' });
  const rows = within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[];
  expect(rows.map((r) => r.cells[0].textContent)).toEqual(MONTHS);
  for (const month of MONTHS) {
    expect(code(month).value).toBe('1257L');
    expect(enrolled(month).checked).toBe(true);
    expect(ytd(month)).toBeDisabled();
    expect(salary(month)).toHaveAttribute('min', '0');
    expect(salary(month)).toHaveAttribute('step', '0.01');
    expect(ytd(month)).toHaveAttribute('step', '0.01');
  }
});

it('changing the tax code fills all twelve monthly codes, uppercased', async () => {
  await renderSimulator();
  const user = userEvent.setup();
  await user.type(code('May'), 'x');
  expect(code('May').value).toBe('1257LX');
  const main = screen.getByLabelText('Tax Code') as HTMLInputElement;
  await user.clear(main);
  await user.type(main, 's1257l m1');
  expect(main.value).toBe('S1257L M1');
  for (const month of MONTHS) expect(code(month).value).toBe('S1257L M1');
  // A monthly code is uppercased on its own.
  await user.clear(code('June'));
  await user.type(code('June'), 'br');
  expect(code('June').value).toBe('BR');
  expect(code('July').value).toBe('S1257L M1');
});

it('enables the YTD input only for non-enrolled months and empties it on re-enrolment', async () => {
  await renderSimulator();
  const user = userEvent.setup();
  await user.click(enrolled('May'));
  expect(ytd('May')).toBeEnabled();
  expect(ytd('April')).toBeDisabled();
  await user.type(ytd('May'), '100.50');
  expect(ytd('May').value).toBe('100.50');
  await user.click(enrolled('May'));
  expect(ytd('May')).toBeDisabled();
  expect(ytd('May').value).toBe('');
});

it('refuses to run without a salary above zero: "Please enter at least one salary amount", no request', async () => {
  await renderSimulator();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Run Simulation' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter at least one salary amount');
  await user.type(salary('April'), '0');
  await user.click(screen.getByRole('button', { name: 'Run Simulation' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter at least one salary amount');
  expect(sentBodies()).toHaveLength(0);
});

it('Fill Sample Data fills a P45 joiner; Clear All empties every month and the results', async () => {
  http.on('POST', SIMULATE, { status: 200, data: response });
  await renderSimulator();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Fill Sample Data' }));
  expect(MONTHS.map((mo) => salary(mo).value)).toEqual(['3000.00', '3000.00', '3000.00', ...Array(9).fill('2000.00')]);
  expect(MONTHS.map((mo) => enrolled(mo).checked)).toEqual([false, false, false, ...Array(9).fill(true)]);
  expect(ytd('June').value).toBe('1171.00');
  expect(ytd('June')).toBeEnabled();

  await user.click(screen.getByRole('button', { name: 'Run Simulation' }));
  await screen.findByText('Simulation Results');
  await user.click(screen.getByRole('button', { name: 'Clear All' }));
  expect(screen.queryByText('Simulation Results')).toBeNull();
  for (const month of MONTHS) {
    expect(salary(month).value).toBe('');
    expect(enrolled(month).checked).toBe(true);
    expect(ytd(month).value).toBe('');
    expect(code(month).value).toBe('1257L');
  }
});

it('sends the spec request: 12 numbers, flags, overrides only for history months, codes', async () => {
  http.on('POST', SIMULATE, { status: 200, data: response });
  await renderSimulator();
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Fiscal Year'), '26-27');
  fireEvent.change(salary('April'), { target: { value: '2500.5' } });
  fireEvent.change(salary('May'), { target: { value: '100' } });
  await user.click(enrolled('April'));
  fireEvent.change(ytd('April'), { target: { value: '12.34' } });
  await user.clear(code('March'));
  await user.type(code('March'), 'k100');
  await user.click(screen.getByRole('button', { name: 'Run Simulation' }));
  await screen.findByText('Simulation Results');
  expect(sentBodies()).toEqual([
    {
      fiscalYear: '26-27',
      taxCode: '1257L',
      monthlySalaries: [2500.5, 100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      enrollmentStatus: [false, ...Array(11).fill(true)],
      ytdTaxOverrides: [12.34, ...Array(11).fill(null)],
      monthlyTaxCodes: [...Array(11).fill('1257L'), 'K100'],
    },
  ]);
});

it('shows the summary, the monthly breakdown with refunds in brackets, and highlights history lines', async () => {
  http.on('POST', SIMULATE, { status: 200, data: response });
  await renderSimulator();
  const user = userEvent.setup();
  fireEvent.change(salary('April'), { target: { value: '2500' } });
  await user.click(screen.getByRole('button', { name: 'Run Simulation' }));
  await screen.findByText('Simulation Results');
  expect(screen.getByTestId('final-projected-tax-rate')).toHaveTextContent('11.61%');
  expect(screen.getByTestId('total-tax-deduction')).toHaveTextContent('£3,484.00');
  expect(screen.getByTestId('tax-code-applied')).toHaveTextContent('1257L');
  expect(screen.getByTestId('tax-code-type')).toHaveTextContent('Standard allowance (L)');

  const table = screen.getByRole('table', { name: 'Monthly Breakdown' });
  const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(['Month', 'Tax Code', 'Monthly Salary', 'Cumulative Salary', 'Cumulative Deduction', 'Cumulative Taxable', 'Projected Yearly', 'Tax Rate', 'Tax Estimation', 'Tax Paid YTD', 'Monthly Tax']);
  const rows = within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[];
  expect(rows).toHaveLength(12);
  expect(Array.from(rows[1].cells).map((c) => c.textContent)).toEqual([
    'May', '1257L', '£2,500.00', '£5,000.00', '£2,096.52', '£1,451.00', '£30,000.00', '11.61%', '£290.20', '£290.20', '£290.20',
  ]);
  expect(rows[2].cells[10].textContent).toBe('£0.00 (£209.60)');
  expect(rows[0]).toHaveClass('table-warning');
  expect(rows[0].cells[0]).toHaveTextContent('History');
  // A history month has no PAYE calculation of its own: dashes, but its tax paid to date.
  expect([4, 5, 8, 9, 10].map((i) => rows[0].cells[i].textContent)).toEqual(['—', '—', '—', '£390.20', '—']);
  expect(rows[1]).not.toHaveClass('table-warning');
});

it('a refused request shows "Failed to simulate income tax. Please try again." with the server reason', async () => {
  http.on('POST', SIMULATE, { status: 400, data: { message: 'Invalid tax code in August: XYZ1', errors: {} } });
  await renderSimulator();
  fireEvent.change(salary('April'), { target: { value: '2500' } });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Run Simulation' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to simulate income tax. Please try again.');
  expect(alert).toHaveTextContent('Invalid tax code in August: XYZ1');
});

it('a network failure shows "An error occurred while simulating income tax."', async () => {
  http.on('POST', SIMULATE, () => 'network-error');
  await renderSimulator();
  fireEvent.change(salary('April'), { target: { value: '2500' } });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Run Simulation' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while simulating income tax.'));
});

it('keeps the built-in tax years when the fiscal parameters cannot be loaded', async () => {
  http.restore();
  http = mockHttp();
  http.on('GET', '/api/fiscalparameters', () => 'network-error');
  render(<RemoteRoutes section="income-tax-simulator" />);
  await waitFor(() => expect(http.calls).toHaveLength(1));
  const options = within(screen.getByLabelText('Fiscal Year')).getAllByRole('option').map((o) => o.textContent);
  expect(options).toEqual(['24-25', '25-26', '26-27']);
});
