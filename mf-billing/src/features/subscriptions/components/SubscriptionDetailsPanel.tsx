// View Details (spec section 2): Subscription ID, Status, Employee Count, Monthly Amount (pounds), Current Period Start
// and End (or N/A), and Close.
import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { formatDate, formatMoney } from '@app/format';
import { LoadingSpinner } from '@app/ui';
import { messages } from '../../../messages';
import { subscriptionQueries } from '../api/queries';

const t = messages.details;

export function SubscriptionDetailsPanel({ subscriptionId, onClose }: { subscriptionId: string; onClose: () => void }) {
  // A failed load is only logged (spec section 8), by the query cache.
  const { data: status, isPending } = useQuery(subscriptionQueries.status(subscriptionId));
  const rows: [string, string][] = status
    ? [
        [t.subscriptionId, status.subscriptionId],
        [t.status, status.status],
        [t.employeeCount, String(status.employeeCount)],
        [t.monthlyAmount, formatMoney(status.monthlyAmount, 'GBP')],
        [t.currentPeriodStart, formatDate(status.currentPeriodStart, t.notApplicable)],
        [t.currentPeriodEnd, formatDate(status.currentPeriodEnd, t.notApplicable)],
      ]
    : [];
  return (
    <Card className="mb-3" as="section" aria-label={t.title}>
      <Card.Header as="h2" className="h6">
        {t.title}
      </Card.Header>
      <Card.Body>
        {isPending ? <LoadingSpinner label={t.loading} /> : null}
        {status ? (
          <dl className="row mb-0">
            {rows.map(([label, value]) => (
              <div key={label} className="col-sm-6 col-lg-4 mb-2">
                <dt className="small text-muted">{label}</dt>
                <dd className="mb-0" aria-label={label}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </Card.Body>
      <Card.Footer className="text-end">
        <Button variant="secondary" size="sm" onClick={onClose}>
          {t.close}
        </Button>
      </Card.Footer>
    </Card>
  );
}
