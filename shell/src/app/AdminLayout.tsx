import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { NavLink, Outlet } from 'react-router';
import { useSession } from '@app/session';
import { reconnectNotificationLink } from './notificationLink';
import { LinkStatus } from './notifications/LinkStatus';
import { SECTIONS } from './sections';
import { useSignOut } from './useSignOut';

export function AdminLayout() {
  const user = useSession((s) => s.user);
  const signOut = useSignOut();
  const displayName = user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email : '';
  return (
    <div className="d-flex flex-column min-vh-100">
      <Navbar bg="dark" data-bs-theme="dark" expand="md">
        <Container fluid>
          <Navbar.Brand as={NavLink} to="/admin/companies">
            Admin Back-Office
          </Navbar.Brand>
          <Nav className="ms-auto align-items-center">
            <LinkStatus onReconnect={reconnectNotificationLink} />
            <NavDropdown title={displayName || 'Account'} id="user-menu" align="end">
              <NavDropdown.ItemText className="small text-muted">{user?.email}</NavDropdown.ItemText>
              <NavDropdown.Divider />
              <NavDropdown.Item as="button" onClick={signOut}>
                Sign out
              </NavDropdown.Item>
            </NavDropdown>
          </Nav>
        </Container>
      </Navbar>
      <div className="d-flex flex-grow-1">
        <nav className="bg-light border-end p-2" style={{ width: 240, flexShrink: 0 }} aria-label="Admin sections">
          <Nav variant="pills" className="flex-column">
            {SECTIONS.map((s) => (
              <Nav.Link key={s.id} as={NavLink} to={`/admin/${s.id}`}>
                {s.label}
              </Nav.Link>
            ))}
          </Nav>
        </nav>
        <main className="flex-grow-1 p-3" style={{ minWidth: 0 }}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
