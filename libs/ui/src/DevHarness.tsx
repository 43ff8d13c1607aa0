import { Suspense, type ComponentType } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { BrowserRouter, Navigate, NavLink, Route, Routes, useNavigate, useParams } from '@app/router';
import type { AdminSectionDeclaration } from '@app/contracts';
import { clearReturnPath, consumeReturnPath, signOut, useSession } from '@app/session';
import { LoadingSpinner } from './LoadingSpinner';
import { LoginForm } from './LoginForm';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { SessionExpiredToast } from './SessionExpiredToast';
import { RequireSession, useSessionRestore } from './sessionHooks';

export interface DevHarnessProps {
  /** Remote name shown in the header, e.g. mf-companies. */
  name: string;
  /** The remote's own declaration (its `./sections` module), shown in navigation order. */
  sections: readonly AdminSectionDeclaration[];
  RemoteRoutes: ComponentType<{ section: string }>;
}

function HarnessLogin({ defaultPath }: { defaultPath: string }) {
  const navigate = useNavigate();
  return (
    <Container className="py-5" style={{ maxWidth: 420 }}>
      <Card>
        <Card.Body>
          <h1 className="h4 mb-3">Sign in</h1>
          <LoginForm onSignedIn={() => navigate(consumeReturnPath() ?? defaultPath, { replace: true })} />
        </Card.Body>
      </Card>
    </Container>
  );
}

function HarnessSectionPage({ RemoteRoutes, name }: Pick<DevHarnessProps, 'RemoteRoutes' | 'name'>) {
  const { section = '' } = useParams();
  return (
    <RemoteErrorBoundary key={`${name}:${section}`} remoteName={name}>
      <Suspense fallback={<LoadingSpinner center />}>
        <RemoteRoutes section={section} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function HarnessLayout({ name, sections, RemoteRoutes }: DevHarnessProps) {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const onSignOut = () => {
    clearReturnPath();
    navigate('/login', { replace: true });
    void signOut();
  };
  return (
    <>
      <Navbar bg="dark" data-bs-theme="dark" className="mb-3">
        <Container fluid>
          <Navbar.Brand>{name} (standalone)</Navbar.Brand>
          <Nav className="me-auto">
            {[...sections].sort((a, b) => a.order - b.order).map((s) => (
              <Nav.Link key={s.id} as={NavLink} to={`/admin/${s.id}`}>
                {s.label}
              </Nav.Link>
            ))}
          </Nav>
          <Navbar.Text className="me-3">{user?.email}</Navbar.Text>
          <Button variant="outline-light" size="sm" onClick={onSignOut}>
            Sign out
          </Button>
        </Container>
      </Navbar>
      <Container fluid>
        <HarnessSectionPage RemoteRoutes={RemoteRoutes} name={name} />
      </Container>
    </>
  );
}

/** Standalone dev entry of a remote: sign in against the gateway, then a nav over the remote's sections. */
export function DevHarness(props: DevHarnessProps) {
  useSessionRestore();
  const first = `/admin/${[...props.sections].sort((a, b) => a.order - b.order)[0]?.id ?? ''}`;
  return (
    <BrowserRouter>
      <SessionExpiredToast />
      <Routes>
        <Route path="/login" element={<HarnessLogin defaultPath={first} />} />
        <Route
          path="/admin/:section/*"
          element={
            <RequireSession>
              <HarnessLayout {...props} />
            </RequireSession>
          }
        />
        <Route path="*" element={<Navigate to={first} replace />} />
      </Routes>
    </BrowserRouter>
  );
}
