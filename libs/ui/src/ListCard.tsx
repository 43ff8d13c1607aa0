import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';

/** A list screen's card (Companies, Users, Recent Invitations...): title with a Refresh button, the action alert, and the load-failure alert above its content. */
export function ListCard(props: {
  title: string;
  /** 3 when the card is a section of a page that has its own title. */
  headingLevel?: 2 | 3;
  refreshLabel: string;
  loading: boolean;
  onRefresh: () => void;
  alert?: ReactNode;
  loadFailedText: string | null;
  children: ReactNode;
}) {
  return (
    <Card>
      <Card.Header className="d-flex justify-content-between align-items-center">
        {props.headingLevel === 3 ? <h3 className="h6 mb-0">{props.title}</h3> : <h2 className="h5 mb-0">{props.title}</h2>}
        <Button size="sm" variant="outline-secondary" onClick={props.onRefresh} disabled={props.loading}>
          {props.refreshLabel}
        </Button>
      </Card.Header>
      <Card.Body>
        {props.alert}
        {props.loadFailedText ? <Alert variant="danger">{props.loadFailedText}</Alert> : null}
        {props.children}
      </Card.Body>
    </Card>
  );
}
