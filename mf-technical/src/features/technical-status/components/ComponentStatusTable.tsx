import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { DataTable } from '@app/ui';
import type { ComponentHealth, SystemStatus } from '@app/contracts';
import { components, detailPairs, statusStyle } from '../rules';
import { messages as texts } from '../../../messages';

const columns = [
  { key: 'componentName', header: texts.colComponent, render: (c: ComponentHealth) => c.componentName },
  {
    key: 'status',
    header: texts.colStatus,
    render: (c: ComponentHealth) => <Badge bg={statusStyle(c.status)}>{c.status ?? 'Unknown'}</Badge>,
  },
  { key: 'statusMessage', header: texts.colMessage, render: (c: ComponentHealth) => c.statusMessage },
  {
    key: 'details',
    header: texts.colDetails,
    render: (c: ComponentHealth) => (
      <small className="text-muted">
        {detailPairs(c.additionalInfo).map(([k, v]) => (
          <div key={k}>
            {k}: {v}
          </div>
        ))}
      </small>
    ),
  },
];

export function ComponentStatusTable({ status }: { status: SystemStatus }) {
  return (
    <Card className="mb-3">
      <Card.Header as="h5">{texts.componentStatus}</Card.Header>
      <Card.Body className="p-0">
        <DataTable columns={columns} rows={components(status)} rowKey={(c) => c.componentName} />
      </Card.Body>
    </Card>
  );
}
