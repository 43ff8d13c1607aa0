import Form from 'react-bootstrap/Form';
import { DataTable, type Column } from '@app/ui';
import { messages } from '../../../messages';
import { MONTHS, type MonthInput, type SimulatorAction } from '../rules';

const m = messages.simulator;

interface Row extends MonthInput {
  index: number;
  monthName: string;
}

/** Salary and tax inputs: numbers, minimum 0, step 0.01 (spec section 5). */
const MONEY_INPUT = { type: 'number', min: 0, step: 0.01, size: 'sm', inputMode: 'decimal' } as const;

export function SimulatorInputs({ months, onChange }: { months: MonthInput[]; onChange: (action: SimulatorAction) => void }) {
  const rows: Row[] = months.map((month, index) => ({ ...month, index, monthName: MONTHS[index] }));
  const columns: Column<Row>[] = [
    { key: 'month', header: m.inputColumns.month, render: (r) => <span className="fw-semibold">{r.monthName}</span> },
    {
      key: 'salary',
      header: m.inputColumns.monthlySalary,
      render: (r) => (
        <Form.Control
          {...MONEY_INPUT}
          aria-label={`${m.inputColumns.monthlySalary} ${r.monthName}`}
          value={r.salary}
          onChange={(e) => onChange({ type: 'monthSalary', index: r.index, value: e.target.value })}
        />
      ),
    },
    {
      key: 'taxCode',
      header: m.inputColumns.taxCode,
      render: (r) => (
        <Form.Control
          size="sm"
          aria-label={`${m.inputColumns.taxCode} ${r.monthName}`}
          value={r.taxCode}
          maxLength={20}
          onChange={(e) => onChange({ type: 'monthTaxCode', index: r.index, value: e.target.value })}
        />
      ),
    },
    {
      key: 'enrolled',
      header: m.inputColumns.enrolled,
      className: 'text-center',
      render: (r) => (
        <Form.Check
          type="checkbox"
          aria-label={`${m.inputColumns.enrolled} ${r.monthName}`}
          checked={r.enrolled}
          onChange={(e) => onChange({ type: 'monthEnrolled', index: r.index, value: e.target.checked })}
        />
      ),
    },
    {
      key: 'ytdTax',
      header: m.inputColumns.ytdTax,
      render: (r) => (
        <Form.Control
          {...MONEY_INPUT}
          aria-label={`${m.inputColumns.ytdTax} ${r.monthName}`}
          title={m.ytdHint}
          value={r.ytdTax}
          disabled={r.enrolled}
          onChange={(e) => onChange({ type: 'monthYtdTax', index: r.index, value: e.target.value })}
        />
      ),
    },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(r) => r.index} caption={m.monthlyInputs} />;
}
