import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';

export const PAGE_NOT_FOUND_TEXT = 'There is no screen at this address.';

/** What a screen to come will hold, listed instead of the default sentence (e.g. the spec's "Coming Soon" tabs). */
export interface PlannedItems {
  /** Badge after the title, e.g. "Coming Soon". */
  badge: string;
  intro: string;
  items: readonly string[];
}

/**
 * The one placeholder card of every app: a screen that later tasks fill in ("<title> will be available soon.", or
 * the `planned` items under a badge), or, with `notFound`, an address no screen answers.
 */
export function Placeholder({ title, notFound = false, planned }: { title: string; notFound?: boolean; planned?: PlannedItems }) {
  return (
    <Card>
      <Card.Header as="h2" className="h5 mb-0">
        {title}
        {planned ? (
          <Badge bg="secondary" className="ms-2">
            {planned.badge}
          </Badge>
        ) : null}
      </Card.Header>
      <Card.Body>
        {planned ? (
          <>
            <p className="text-muted">{planned.intro}</p>
            <ul className="mb-0">
              {planned.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mb-0 text-muted">{notFound ? PAGE_NOT_FOUND_TEXT : `${title} will be available soon.`}</p>
        )}
      </Card.Body>
    </Card>
  );
}
