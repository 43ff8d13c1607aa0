import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';

/** A "Coming Soon" placeholder listing the planned items (spec section 2, System Settings). */
export function ComingSoon({ title, intro, items, badge }: { title: string; intro: string; items: readonly string[]; badge: string }) {
  return (
    <Card>
      <Card.Body>
        <h2 className="h5">
          {title}
          <Badge bg="secondary" className="ms-2">
            {badge}
          </Badge>
        </h2>
        <p className="text-muted">{intro}</p>
        <ul className="mb-0">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}
