import { useQuery } from '@tanstack/react-query';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '@app/format';
import { LoadingSpinner } from '@app/ui';
import { messages } from '../../../messages';
import { fiscalParameterQueries } from '../api/queries';
import { changeText } from '../rules';

const m = messages.fiscalParameters;

/** Who created or edited the year, when, and each changed field before and after; newest first. */
export function YearHistory({ taxYear }: { taxYear: string }) {
  const { data, isPending, isError } = useQuery(fiscalParameterQueries.history(taxYear));
  return (
    <section aria-label={`${m.history} ${taxYear}`} className="mt-3">
      <h3 className="h6">{m.history}</h3>
      {isPending ? <LoadingSpinner label={m.historyLoading} /> : null}
      {isError ? <div className="alert alert-warning py-2">{m.historyFailed}</div> : null}
      {data && data.length === 0 ? <p className="text-muted small mb-0">{m.noHistory}</p> : null}
      {data?.map((entry) => (
        <div key={entry.id} className="border rounded p-2 mb-2 small">
          <div className="mb-1">
            <strong>{m.historyActions[entry.action]}</strong>
            {entry.copiedFrom ? ` (${m.copiedFrom(entry.copiedFrom)})` : null}
            <span className="text-muted"> — {m.byOn(entry.changedBy, formatDateTime(entry.changedAt))}</span>
          </div>
          <Table size="sm" className="mb-0" aria-label={`${m.historyActions[entry.action]} ${formatDateTime(entry.changedAt)}`}>
            <thead>
              <tr>
                <th scope="col">{m.changeColumns.field}</th>
                <th scope="col">{m.changeColumns.before}</th>
                <th scope="col">{m.changeColumns.after}</th>
              </tr>
            </thead>
            <tbody>
              {entry.changes.map((change) => (
                <tr key={change.field}>
                  <td className="text-nowrap">{m.fields[change.field] ?? change.field}</td>
                  <td>{changeText(change.field, change.before)}</td>
                  <td>{changeText(change.field, change.after)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      ))}
    </section>
  );
}
