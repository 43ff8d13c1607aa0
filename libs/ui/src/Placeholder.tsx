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
 * The one placeholder card of every app: an address no screen answers (`notFound`), or a screen to come with its
 * `planned` items under a badge.
 */
export function Placeholder({ title, planned }: { title: string } & ({ notFound: true; planned?: never } | { notFound?: never; planned: PlannedItems })) {
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
          <p className="mb-0 text-muted">{PAGE_NOT_FOUND_TEXT}</p>
        )}
      </Card.Body>
    </Card>
  );
}
