import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { FiscalYearParametersDto } from '@app/contracts';
import { formatDate, formatMoney, formatNumber } from '@app/format';
import { DataTable, type Column } from '@app/ui';
import { messages } from '../../../messages';
import { bandRows, REGIONS, type BandRow } from '../rules';

const m = messages.fiscalParameters;
const money = (value: number) => formatMoney(value, 'GBP', 'en-GB');

const columns: Column<BandRow>[] = [
  {
    key: 'band',
    header: m.columns.band,
    className: 'text-nowrap',
    render: (b) => (
      <span className="text-capitalize">
        {b.name}
        {b.basic ? (
          <Badge bg="light" text="dark" className="ms-2" title={m.basicRate}>
            BR
          </Badge>
        ) : null}
      </span>
    ),
  },
  {
    key: 'range',
    header: m.columns.taxablePay,
    className: 'text-end text-nowrap',
    render: (b) => (b.to === null ? `${money(b.from)} ${m.andAbove}` : `${money(b.from)} – ${money(b.to)}`),
  },
  { key: 'rate', header: m.columns.rate, className: 'text-end', render: (b) => `${formatNumber(b.ratePercent, 2, 'en-GB')}%` },
];

/** One tax year, read-only: its period, allowances, limits and the bands of every region; `children` below them. */
export function YearCard({ year, badge, children }: { year: FiscalYearParametersDto; badge?: ReactNode; children?: ReactNode }) {
  const facts: Array<[string, string]> = [
    [m.period, `${formatDate(year.startDate)} – ${formatDate(year.endDate)}`],
    [m.personalAllowance, money(year.personalAllowance)],
    [m.taperThreshold, money(year.personalAllowanceTaperThreshold)],
    [m.emergencyTaxCode, year.emergencyTaxCode],
    [m.regulatoryLimit, `${formatNumber(year.regulatoryLimitPercent, 2, 'en-GB')}%`],
  ];
  return (
    <Card className="mb-4" as="section" aria-label={year.taxYear}>
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h2 className="h5 mb-0">
          {year.taxYear} {badge}
        </h2>
        <span className="text-muted small">{year.shortLabel}</span>
      </Card.Header>
      <Card.Body>
        <dl className="row mb-3">
          {facts.map(([label, value]) => (
            <div key={label} className="col-sm-6 col-lg d-flex flex-column">
              <dt className="small text-muted fw-normal">{label}</dt>
              <dd className="fw-semibold mb-2">{value}</dd>
            </div>
          ))}
        </dl>
        <Row className="g-3">
          {REGIONS.map((region) => (
            <Col key={region} lg={6} className="small">
              <h3 className="h6">{m.regions[region]}</h3>
              <DataTable columns={columns} rows={bandRows(year.rateTables[region])} rowKey={(b) => b.index} caption={`${year.taxYear} ${m.regions[region]}`} />
            </Col>
          ))}
        </Row>
        {children}
      </Card.Body>
    </Card>
  );
}
