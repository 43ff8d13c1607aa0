import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { Navigate, useNavigate } from '@app/router';
import { useState } from 'react';
import { consumeReturnPath, sessionStore } from '@app/session';
import { LoginForm } from '@app/ui';
import { messages } from '../messages';
import { DEFAULT_ADMIN_PATH } from './sections';

export function LoginPage() {
  const navigate = useNavigate();
  // Already signed in when arriving here (checked once: after a sign-in the form navigates itself).
  const [alreadySignedIn] = useState(() => {
    const { status, expiring } = sessionStore.getState();
    return status === 'authenticated' && !expiring;
  });
  if (alreadySignedIn) return <Navigate to={DEFAULT_ADMIN_PATH} replace />;
  return (
    <Container className="py-5" style={{ maxWidth: 420 }}>
      <Card>
        <Card.Body>
          <h1 className="h4 mb-3">{messages.signIn.title}</h1>
          <LoginForm onSignedIn={() => navigate(consumeReturnPath() ?? DEFAULT_ADMIN_PATH, { replace: true })} />
        </Card.Body>
      </Card>
    </Container>
  );
}
