import Card from 'react-bootstrap/Card';

/** A titled card for screens that later tasks fill in. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Card>
      <Card.Header as="h2" className="h5 mb-0">
        {title}
      </Card.Header>
      <Card.Body>
        <p className="mb-0 text-muted">{title} will be available soon.</p>
      </Card.Body>
    </Card>
  );
}
