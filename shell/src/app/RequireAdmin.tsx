import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { useSession } from '@app/session';
import { messages } from '../messages';
import { useSignOut } from './useSignOut';

/** Non-admins: the business side of the product is outside this application. */
export function BusinessAreaPage() {
  const signOut = useSignOut();
  return (
    <Container className="py-5" style={{ maxWidth: 560 }}>
      <Card>
        <Card.Body>
          <h1 className="h4">{messages.businessArea.title}</h1>
          <p>{messages.businessArea.text}</p>
          <Button variant="primary" onClick={signOut}>
            {messages.businessArea.signOut}
          </Button>
        </Card.Body>
      </Card>
    </Container>
  );
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const role = useSession((s) => s.user?.role);
  if (role !== 'Admin') return <BusinessAreaPage />;
  return <>{children}</>;
}
