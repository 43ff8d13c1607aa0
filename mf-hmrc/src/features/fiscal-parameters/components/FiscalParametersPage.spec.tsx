import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, type HttpMock } from '@app/api-client/testing';
import { nextTaxYear, ukDate, type FiscalParameterChangeDto, type FiscalYearParametersDto } from '@app/contracts';
import RemoteRoutes from '../../../routes';

const BASE = '/api/fiscalparameters';
const ruk = {
  basicRateBandIndex: 0,
  bands: [
    { name: 'basic', width: 37700, ratePercent: 20 },
    { name: 'higher', width: 87440, ratePercent: 40 },
    { name: 'additional', width: null, ratePercent: 45 },
  ],
};
const yearOf = (taxYear: string, over: Partial<FiscalYearParametersDto> = {}): FiscalYearParametersDto => {
  const start = Number(taxYear.slice(0, 4));
  return {
    taxYear,
    shortLabel: taxYear.slice(2),
    startDate: `${start}-04-06`,
    endDate: `${start + 1}-04-05`,
    personalAllowance: 12570,
    personalAllowanceTaperThreshold: 100000,
    emergencyTaxCode: '1257L',
    regulatoryLimitPercent: 50,
    rateTables: {
      restOfUk: ruk,
      wales: ruk,
      scotland: {
        basicRateBandIndex: 1,
        bands: [
          { name: 'starter', width: 2827, ratePercent: 19 },
          { name: 'basic', width: 12094, ratePercent: 20 },
          { name: 'top', width: null, ratePercent: 48 },
        ],
      },
    },
    updatedAt: '2026-01-01T00:00:00Z',
    ...over,
  };
};

// The tax year containing today (the real date), the one before it and the one after it (not started: editable).
const today = ukDate(new Date());
const currentStart = today >= `${today.slice(0, 4)}-04-06` ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
const CURRENT = `${currentStart}-${String((currentStart + 1) % 100).padStart(2, '0')}`;
const PREVIOUS = `${currentStart - 1}-${String(currentStart % 100).padStart(2, '0')}`;
const NEXT = nextTaxYear(CURRENT);
const AFTER = nextTaxYear(NEXT);

let http: HttpMock;
let years: FiscalYearParametersDto[];
let histories: Record<string, FiscalParameterChangeDto[]>;
beforeEach(() => {
  years = [yearOf(PREVIOUS), yearOf(CURRENT)];
  histories = {};
  http = mockHttp();
  http.on('GET', BASE, () => ({ status: 200, data: years }));
  http.on('GET', /\/history$/, (config) => ({ status: 200, data: histories[config.url!.split('/')[3]] ?? [] }));
});
afterEach(() => http.restore());

const calls = (method: string, url: string) => http.calls.filter((c) => c.method === method && c.url === url);
const bodyOf = (method: string, url: string) => JSON.parse(calls(method, url).at(-1)!.data as string);

it('shows the current tax year with its allowance and the bands of every region as ranges of taxable pay', async () => {
  render(<RemoteRoutes section="fiscal-parameters" />);
  const card = await screen.findByRole('region', { name: CURRENT });
  expect(card).toHaveTextContent(`06/04/${currentStart} – 05/04/${currentStart + 1}`);
  expect(card).toHaveTextContent('£12,570.00');
  expect(card).toHaveTextContent('1257L');
  expect(card).toHaveTextContent('50.00%');
  const england = within(card).getByRole('table', { name: `${CURRENT} England and Northern Ireland` });
  const rows = (table: HTMLElement) => within(table).getAllByRole('row') as HTMLTableRowElement[];
  expect(rows(england).slice(1).map((r) => Array.from(r.cells).map((c) => c.textContent))).toEqual([
    ['basicBR', '£0.00 – £37,700.00', '20.00%'],
    ['higher', '£37,701.00 – £125,140.00', '40.00%'],
    ['additional', '£125,141.00 and above', '45.00%'],
  ]);
  const scotland = within(card).getByRole('table', { name: `${CURRENT} Scotland (S codes)` });
  expect(rows(scotland)[2].cells[1].textContent).toBe('£2,828.00 – £14,921.00');
  expect(within(card).getByRole('table', { name: `${CURRENT} Wales (C codes)` })).toBeInTheDocument();
  expect(card).toHaveTextContent(`${CURRENT} has started: its figures are read-only.`);
});

it('lists the years with the current one marked; only a year that has not started can be edited', async () => {
  years = [yearOf(PREVIOUS), yearOf(CURRENT), yearOf(NEXT)];
  render(<RemoteRoutes section="fiscal-parameters" />);
  const list = await screen.findByRole('table', { name: 'Tax years' });
  const row = (taxYear: string) => within(list).getByText(taxYear).closest('tr')!;
  expect(within(row(PREVIOUS)).getByText('Read-only')).toBeInTheDocument();
  expect(within(row(CURRENT)).getByText('Current')).toBeInTheDocument();
  expect(within(row(NEXT)).getByText('Not started')).toBeInTheDocument();
  expect(within(row(CURRENT)).queryByRole('button', { name: `Edit ${CURRENT}` })).toBeNull();
  expect(within(row(NEXT)).getByRole('button', { name: `Edit ${NEXT}` })).toBeInTheDocument();
  // The next year to add follows the latest.
  expect(screen.getByRole('button', { name: `Create next tax year (${AFTER})` })).toBeInTheDocument();
});

it('shows a year history: who, when (en-GB), and each changed field before and after', async () => {
  histories[CURRENT] = [
    {
      id: 'h2',
      taxYear: CURRENT,
      action: 'updated',
      copiedFrom: null,
      changedAt: '2026-03-02T10:15:00Z',
      changedBy: 'admin@example.com',
      changes: [
        { field: 'personalAllowance', before: 12570, after: 13000 },
        { field: 'rateTables.restOfUk', before: ruk, after: { ...ruk, bands: [{ name: 'basic', width: 38000, ratePercent: 20 }, ruk.bands[1], ruk.bands[2]] } },
      ],
    },
    { id: 'h1', taxYear: CURRENT, action: 'created', copiedFrom: PREVIOUS, changedAt: '2026-02-01T09:00:00Z', changedBy: 'admin@example.com', changes: [{ field: 'regulatoryLimitPercent', before: 50, after: 49.5 }] },
  ];
  render(<RemoteRoutes section="fiscal-parameters" />);
  const history = await screen.findByRole('region', { name: `History of changes ${CURRENT}` });
  await within(history).findByText('Edited');
  expect(history).toHaveTextContent('admin@example.com, 02/03/2026, 10:15');
  expect(history).toHaveTextContent(`Created (copied from ${PREVIOUS})`);
  const edited = within(history).getAllByRole('table')[0];
  expect(Array.from((within(edited).getAllByRole('row') as HTMLTableRowElement[])[1].cells).map((c) => c.textContent)).toEqual(['Personal allowance', '£12,570.00', '£13,000.00']);
  expect(edited).toHaveTextContent('basic (BR): £38,000.00 at 20.00%; higher: £87,440.00 at 40.00%; additional: rest at 45.00%');
  expect(within(history).getAllByRole('table')[1]).toHaveTextContent('Regulatory limit50.00%49.50%');
});

it('creates the next tax year from a copy of the latest: figures and bands edited, confirmed, then listed', async () => {
  const user = userEvent.setup();
  http.on('POST', `${BASE}/${CURRENT}/copy`, (config) => {
    const body = JSON.parse(config.data as string);
    years = [...years, yearOf(NEXT, { personalAllowance: body.personalAllowance })];
    return { status: 201, data: years.at(-1) };
  });
  render(<RemoteRoutes section="fiscal-parameters" />);
  await user.click(await screen.findByRole('button', { name: `Create next tax year (${NEXT})` }));
  const form = screen.getByRole('form', { name: `New tax year ${NEXT} (copied from ${CURRENT})` });
  const allowance = within(form).getByLabelText('Personal allowance');
  expect(allowance).toHaveValue('12570');
  await user.clear(allowance);
  await user.type(allowance, '13000');
  // Scotland: a new top band above "top", which now needs a width; then the band is removed again and re-added.
  await user.click(within(form).getByRole('button', { name: 'Add band: Scotland (S codes)' }));
  await user.click(within(form).getByRole('button', { name: 'Remove band 4 of Scotland (S codes)' }));
  await user.click(within(form).getByRole('button', { name: 'Add band: Scotland (S codes)' }));
  await user.type(within(form).getByLabelText('Scotland (S codes) Band 3 Width (£ of taxable pay)'), '62710');
  await user.type(within(form).getByLabelText('Scotland (S codes) Band 4 Name'), 'super');
  await user.type(within(form).getByLabelText('Scotland (S codes) Band 4 Rate (%)'), '50');

  await user.click(within(form).getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(`Create tax year ${NEXT} with these figures?`);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls('post', `${BASE}/${CURRENT}/copy`)).toHaveLength(0);

  const listLoads = calls('get', BASE).length;
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(`Tax year ${NEXT} created`)).toBeInTheDocument();
  const sent = bodyOf('post', `${BASE}/${CURRENT}/copy`);
  expect(sent).toMatchObject({ taxYear: NEXT, personalAllowance: 13000, emergencyTaxCode: '1257L', regulatoryLimitPercent: 50 });
  expect(sent.rateTables.scotland).toEqual({
    basicRateBandIndex: 1,
    bands: [
      { name: 'starter', width: 2827, ratePercent: 19 },
      { name: 'basic', width: 12094, ratePercent: 20 },
      { name: 'top', width: 62710, ratePercent: 48 },
      { name: 'super', width: null, ratePercent: 50 },
    ],
  });
  // The list (and with it the simulator's year dropdown) is loaded again and the new year is shown.
  await waitFor(() => expect(calls('get', BASE).length).toBeGreaterThan(listLoads));
  expect(await screen.findByRole('region', { name: NEXT })).toHaveTextContent('£13,000.00');
  expect(screen.queryByRole('form')).toBeNull();
});

it('shows the server’s per-field messages next to the fields, and checks numbers before sending', async () => {
  const user = userEvent.setup();
  years = [yearOf(CURRENT), yearOf(NEXT)];
  http.on('PUT', `${BASE}/${NEXT}`, {
    status: 400,
    data: {
      message: 'Emergency tax code is not a valid tax code: XYZ',
      errors: {
        emergencyTaxCode: ['Emergency tax code is not a valid tax code: XYZ'],
        'rateTables.wales.bands.1.ratePercent': ['Rate must be between 0 and 100'],
        'rateTables.scotland.bands': ['Scotland: bands go from the lowest rate up; "top" (10%) is below "basic" (20%)'],
      },
    },
  });
  render(<RemoteRoutes section="fiscal-parameters" />);
  await user.click(await screen.findByRole('button', { name: `Edit ${NEXT}` }));
  const form = screen.getByRole('form', { name: `Edit tax year ${NEXT}` });

  const width = within(form).getByLabelText('England and Northern Ireland Band 1 Width (£ of taxable pay)');
  await user.clear(width);
  await user.type(width, 'lots');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('Band width must be a whole number of pounds')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls('put', `${BASE}/${NEXT}`)).toHaveLength(0);

  await user.clear(width);
  await user.type(width, '37,700');
  const code = within(form).getByLabelText('Emergency tax code');
  await user.clear(code);
  await user.type(code, 'XYZ');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent(`Save the changes to ${NEXT}?`);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Some figures need correcting: see the fields marked below.')).toBeInTheDocument();
  expect(bodyOf('put', `${BASE}/${NEXT}`)).toMatchObject({ emergencyTaxCode: 'XYZ', rateTables: { restOfUk: { bands: [{ width: 37700 }, { width: 87440 }, { width: null }] } } });
  expect(within(form).getByLabelText('Emergency tax code')).toHaveAccessibleDescription('Emergency tax code is not a valid tax code: XYZ');
  expect(within(form).getByLabelText('Wales (C codes) Band 2 Rate (%)')).toHaveClass('is-invalid');
  expect(within(form).getByText('Rate must be between 0 and 100')).toBeInTheDocument();
  expect(within(form).getByRole('alert')).toHaveTextContent('Scotland: bands go from the lowest rate up');
});

it('says why a save was refused (409: the year has started)', async () => {
  const user = userEvent.setup();
  years = [yearOf(CURRENT), yearOf(NEXT)];
  http.on('PUT', `${BASE}/${NEXT}`, { status: 409, data: { message: `Tax year ${NEXT} started on 6 April ${currentStart + 1}: its parameters are read-only. Add the next tax year instead.` } });
  render(<RemoteRoutes section="fiscal-parameters" />);
  await user.click(await screen.findByRole('button', { name: `Edit ${NEXT}` }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(`Failed to save the tax year: Tax year ${NEXT} started on 6 April ${currentStart + 1}: its parameters are read-only. Add the next tax year instead.`)).toBeInTheDocument();
  expect(screen.getByRole('form', { name: `Edit tax year ${NEXT}` })).toBeInTheDocument();
});

it('says so when the parameters cannot be loaded', async () => {
  http = (http.restore(), mockHttp());
  http.on('GET', BASE, { status: 500, data: { message: 'boom' } });
  render(<RemoteRoutes section="fiscal-parameters" />);
  expect(await screen.findByText('Failed to load fiscal parameters')).toBeInTheDocument();
});
