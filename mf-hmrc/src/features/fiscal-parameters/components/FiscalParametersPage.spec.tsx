import { render, screen, within } from '@testing-library/react';
import { mockHttp, type HttpMock } from '@app/api-client/testing';
import type { FiscalYearParametersDto } from '@app/contracts';
import RemoteRoutes from '../../../routes';

const ruk = {
  basicRateBandIndex: 0,
  bands: [
    { name: 'basic', width: 37700, ratePercent: 20 },
    { name: 'higher', width: 87440, ratePercent: 40 },
    { name: 'additional', width: null, ratePercent: 45 },
  ],
};
const year: FiscalYearParametersDto = {
  taxYear: '2025-26',
  shortLabel: '25-26',
  startDate: '2025-04-06',
  endDate: '2026-04-05',
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
};

let http: HttpMock;
beforeEach(() => {
  http = mockHttp();
});
afterEach(() => http.restore());

it('shows each tax year with its allowance and the bands of every region as ranges of taxable pay', async () => {
  http.on('GET', '/api/fiscalparameters', { status: 200, data: [year] });
  render(<RemoteRoutes section="fiscal-parameters" />);
  const card = await screen.findByRole('region', { name: '2025-26' });
  expect(card).toHaveTextContent('06/04/2025 – 05/04/2026');
  expect(card).toHaveTextContent('£12,570.00');
  expect(card).toHaveTextContent('1257L');
  expect(card).toHaveTextContent('50.00%');
  const england = within(card).getByRole('table', { name: '2025-26 England and Northern Ireland' });
  const rows = (table: HTMLElement) => within(table).getAllByRole('row') as HTMLTableRowElement[];
  expect(rows(england).slice(1).map((r) => Array.from(r.cells).map((c) => c.textContent))).toEqual([
    ['basicBR', '£0.00 – £37,700.00', '20.00%'],
    ['higher', '£37,701.00 – £125,140.00', '40.00%'],
    ['additional', '£125,141.00 and above', '45.00%'],
  ]);
  const scotland = within(card).getByRole('table', { name: '2025-26 Scotland (S codes)' });
  expect(rows(scotland)[2].cells[1].textContent).toBe('£2,828.00 – £14,921.00');
  expect(within(card).getByRole('table', { name: '2025-26 Wales (C codes)' })).toBeInTheDocument();
});

it('says so when the parameters cannot be loaded', async () => {
  http.on('GET', '/api/fiscalparameters', { status: 500, data: { message: 'boom' } });
  render(<RemoteRoutes section="fiscal-parameters" />);
  expect(await screen.findByText('Failed to load fiscal parameters')).toBeInTheDocument();
});
