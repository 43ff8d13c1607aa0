import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { MonthlyCalculationDto, SimulationResponseDto } from '@app/contracts';
import { formatMoney, formatNumber } from '@app/format';
import { DataTable, type Column } from '@app/ui';
import { messages } from '../../../messages';

const m = messages.simulator;
const money = (value: number) => formatMoney(value, 'GBP', 'en-GB');
const percent = (value: number) => `${formatNumber(value, 2, 'en-GB')}%`;
/** History months (pay from before this payroll) have no PAYE calculation: those cells show a dash. */
const computed = (r: MonthlyCalculationDto, value: number) => (r.isHistoryLine ? '—' : money(value));

const columns: Column<MonthlyCalculationDto>[] = [
  {
    key: 'month',
    header: m.columns.month,
    render: (r) => (
      <span className="text-nowrap">
        {r.monthName}
        {r.isHistoryLine ? (
          <Badge bg="warning" text="dark" className="ms-2">
            {m.historyLine}
          </Badge>
        ) : null}
      </span>
    ),
  },
  { key: 'taxCode', header: m.columns.taxCode, render: (r) => r.taxCode },
  { key: 'monthlySalary', header: m.columns.monthlySalary, className: 'text-end', render: (r) => money(r.monthlySalary) },
  { key: 'cumulativeSalary', header: m.columns.cumulativeSalary, className: 'text-end', render: (r) => money(r.cumulativeSalary) },
  { key: 'cumulativeDeduction', header: m.columns.cumulativeDeduction, className: 'text-end', render: (r) => computed(r, r.cumulativeDeduction) },
  { key: 'cumulativeTaxable', header: m.columns.cumulativeTaxable, className: 'text-end', render: (r) => computed(r, r.cumulativeTaxableIncome) },
  { key: 'projectedYearly', header: m.columns.projectedYearly, className: 'text-end', render: (r) => money(r.projectedYearlySalary) },
  { key: 'taxRate', header: m.columns.taxRate, className: 'text-end', render: (r) => percent(r.projectedTaxRate) },
  { key: 'taxEstimation', header: m.columns.taxEstimation, className: 'text-end', render: (r) => computed(r, r.taxEstimation) },
  { key: 'taxPaidYtd', header: m.columns.taxPaidYtd, className: 'text-end', render: (r) => money(r.cumulativeTaxPaid) },
  {
    key: 'monthlyTax',
    header: m.columns.monthlyTax,
    className: 'text-end text-nowrap',
    render: (r) =>
      r.isHistoryLine ? (
        '—'
      ) : r.potentialRefund > 0 ? (
        <>
          {money(r.monthlyTaxDeduction)} <span className="text-success">({money(r.potentialRefund)})</span>
        </>
      ) : (
        money(r.monthlyTaxDeduction)
      ),
  },
];

export function SimulationResults({ result }: { result: SimulationResponseDto }) {
  return (
    <section aria-label={m.results}>
      <h2 className="h5 mt-4">{m.results}</h2>
      <Row className="g-3 mb-3">
        <Col md={4}>
          <Card body>
            <div className="small text-muted">{m.finalProjectedTaxRate}</div>
            <div className="fs-4 fw-semibold" data-testid="final-projected-tax-rate">{percent(result.projectedTaxRate)}</div>
          </Card>
        </Col>
        <Col md={4}>
          <Card body>
            <div className="small text-muted">{m.totalTaxDeduction}</div>
            <div className="fs-4 fw-semibold" data-testid="total-tax-deduction">{money(result.totalTaxDeduction)}</div>
          </Card>
        </Col>
        <Col md={4}>
          <Card body>
            <div className="small text-muted">{m.taxCodeApplied}</div>
            <div className="fs-4 fw-semibold" data-testid="tax-code-applied">{result.processedTaxCode}</div>
            <div className="small" data-testid="tax-code-type">{result.taxCodeType}</div>
          </Card>
        </Col>
      </Row>
      <h3 className="h6">{m.monthlyBreakdown}</h3>
      <p className="small text-muted mb-2">{m.refundHint}</p>
      <div className="small">
        <DataTable
          columns={columns}
          rows={result.monthlyCalculations}
          rowKey={(r) => r.monthNumber}
          caption={m.monthlyBreakdown}
          rowClassName={(r) => (r.isHistoryLine ? 'table-warning history-line' : undefined)}
        />
      </div>
    </section>
  );
}
