import Card from 'react-bootstrap/Card';
import type { SystemMetrics } from '@app/contracts';
import { messages as texts } from '../../../messages';

export function SystemMetricsCard({ metrics }: { metrics: SystemMetrics }) {
  const rows: [string, string | number][] = [
    [texts.totalCompanies, metrics.totalCompanies],
    [texts.activeCompanies, metrics.activeCompanies],
    [texts.totalUsers, metrics.totalUsers],
    [texts.totalEmployees, metrics.totalEmployees],
    [texts.systemUptime, metrics.systemUptime],
  ];
  return (
    <Card className="mb-3" data-testid="system-metrics">
      <Card.Header as="h5">{texts.systemMetrics}</Card.Header>
      <Card.Body>
        <dl className="row mb-0">
          {rows.map(([label, value]) => (
            <div key={label} className="d-contents">
              <dt className="col-7">{label}</dt>
              <dd className="col-5">{value}</dd>
            </div>
          ))}
        </dl>
        <h6 className="mt-2">{texts.serviceVersions}</h6>
        <ul className="list-unstyled mb-0 small">
          {Object.entries(metrics.serviceVersions ?? {}).map(([service, version]) => (
            <li key={service}>
              {service}: {version}
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}
