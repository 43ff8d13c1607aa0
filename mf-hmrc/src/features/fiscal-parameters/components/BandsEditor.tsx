import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { TaxRegionKey } from '@app/contracts';
import { messages } from '../../../messages';
import { addBand, removeBand, type BandForm, type RateTableForm } from '../rules';

const m = messages.fiscalParameters;

export interface BandsEditorProps {
  region: TaxRegionKey;
  table: RateTableForm;
  /** Messages keyed like the server's ('rateTables.wales.bands.1.width'). */
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (table: RateTableForm) => void;
}

/** One region's bands, lowest first: the last band is open-ended; one band is the basic rate (BR, and Dn counts from it). */
export function BandsEditor({ region, table, errors, disabled, onChange }: BandsEditorProps) {
  const label = m.regions[region];
  const prefix = `rateTables.${region}`;
  const setBand = (index: number, change: Partial<BandForm>) =>
    onChange({ ...table, bands: table.bands.map((b, i) => (i === index ? { ...b, ...change } : b)) });
  const cell = (index: number, key: keyof BandForm, text: string, props: { inputMode?: 'numeric' | 'decimal'; placeholder?: string } = {}) => {
    const field = `${prefix}.bands.${index}.${key}`;
    const error = errors[field];
    return (
      <td>
        <Form.Control
          size="sm"
          aria-label={`${label} ${m.bandRow(index)} ${text}`}
          value={table.bands[index][key]}
          isInvalid={!!error}
          disabled={disabled}
          onChange={(e) => setBand(index, { [key]: e.target.value })}
          {...props}
        />
        {error ? <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback> : null}
      </td>
    );
  };
  const general = [errors[`${prefix}.bands`], errors[`${prefix}.basicRateBandIndex`], errors[prefix]].filter(Boolean);

  return (
    <fieldset className="mb-3" aria-label={label}>
      <legend className="h6">{label}</legend>
      <Table size="sm" className="align-middle mb-1">
        <thead>
          <tr>
            <th scope="col">{m.bandName}</th>
            <th scope="col">{m.bandWidth}</th>
            <th scope="col">{m.bandRate}</th>
            <th scope="col" className="text-center">{m.bandBasic}</th>
            <th scope="col">
              <span className="visually-hidden">{m.yearColumns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {table.bands.map((_, index) => {
            const last = index === table.bands.length - 1;
            return (
              <tr key={index}>
                {cell(index, 'name', m.bandName)}
                {last ? <td className="text-muted small">{m.openEnded}</td> : cell(index, 'width', m.bandWidth, { inputMode: 'numeric' })}
                {cell(index, 'ratePercent', m.bandRate, { inputMode: 'decimal' })}
                <td className="text-center">
                  <Form.Check
                    type="radio"
                    name={`${region}-basic`}
                    aria-label={`${label} ${m.bandRow(index)} ${m.bandBasic}`}
                    checked={table.basicRateBandIndex === index}
                    disabled={disabled}
                    onChange={() => onChange({ ...table, basicRateBandIndex: index })}
                  />
                </td>
                <td className="text-end">
                  <Button
                    size="sm"
                    variant="outline-danger"
                    aria-label={m.removeBand(label, index)}
                    title={m.removeBand(label, index)}
                    disabled={disabled || table.bands.length <= 1}
                    onClick={() => onChange(removeBand(table, index))}
                  >
                    ×
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      {general.map((text) => (
        <div key={text} className="text-danger small" role="alert">
          {text}
        </div>
      ))}
      <Button size="sm" variant="outline-secondary" disabled={disabled} onClick={() => onChange(addBand(table))} aria-label={`${m.addBand}: ${label}`}>
        {m.addBand}
      </Button>
    </fieldset>
  );
}
