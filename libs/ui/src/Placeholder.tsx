import Card from 'react-bootstrap/Card';

export const PAGE_NOT_FOUND_TEXT = 'There is no screen at this address.';

/**
 * The one placeholder card of every app: a screen that later tasks fill in ("<title> will be available soon."),
 * or, with `notFound`, an address no screen answers.
 */
export function Placeholder({ title, notFound = false }: { title: string; notFound?: boolean }) {
  return (
    <Card>
      <Card.Header as="h2" className="h5 mb-0">
        {title}
      </Card.Header>
      <Card.Body>
        <p className="mb-0 text-muted">{notFound ? PAGE_NOT_FOUND_TEXT : `${title} will be available soon.`}</p>
      </Card.Body>
    </Card>
  );
}
