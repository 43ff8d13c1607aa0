import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from '@app/router';
import { LoadingSpinner } from '@app/ui';
import { logout, twoFactorStatus, useSession } from '@app/session';
import { messages } from '../messages';
import { AdminSectionsProvider, useAdminSections } from './AdminSections';
import { reconnectNotificationLink } from './notificationLink';
import { LinkStatus } from './notifications/LinkStatus';
import { DevicesDialog, useDevices } from './DevicesDialog';
import { DEFAULT_ADMIN_PATH } from './sections';
import { useSignOut } from './useSignOut';

const m = messages.layout;

/** The navigation, built from the sections the remotes declare (they appear as each remote answers). */
function SectionsNav() {
  const { sections, loading } = useAdminSections();
  return (
    <nav className="bg-light border-end p-2" style={{ width: 240, flexShrink: 0 }} aria-label={m.sectionsLabel} aria-busy={loading}>
      <Nav variant="pills" className="flex-column">
        {sections.map((s) => (
          <Nav.Link key={s.id} as={NavLink} to={`/admin/${s.id}`}>
            {s.label}
          </Nav.Link>
        ))}
      </Nav>
      {loading ? (
        <div className="p-2 text-muted small">
          <LoadingSpinner label={m.loadingSections} />
        </div>
      ) : null}
    </nav>
  );
}

/** The admin area: top bar, the remotes' navigation and the current section. */
export function AdminLayout() {
  return (
    <AdminSectionsProvider>
      <AdminFrame />
    </AdminSectionsProvider>
  );
}

/** Where an admin sets up two-factor authentication; where the admin area sends them when it requires it. */
export const TWO_FACTOR_PATH = '/admin/account/two-factor';

/** REQUIRE_ADMIN_2FA: an admin without a second factor goes to the set-up page first (the API refuses the rest anyway). */
function useTwoFactorEnrolment(userId: string | undefined): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Asked once per user; asked again on each navigation only while the answer was "must enrol".
  const settled = useRef<string | null>(null);
  useEffect(() => {
    if (!userId || pathname === TWO_FACTOR_PATH || settled.current === userId) return;
    let live = true;
    twoFactorStatus().then(
      (s) => {
        if (!live) return;
        if (s.requiredForAdmins && !s.enabled) navigate(TWO_FACTOR_PATH, { replace: true });
        else settled.current = userId;
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [userId, pathname, navigate]);
}

function AdminFrame() {
  const user = useSession((s) => s.user);
  useTwoFactorEnrolment(user?.id);
  const devices = useDevices(user?.id);
  const [showDevices, setShowDevices] = useState(false);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const displayName = user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email : '';
  return (
    <div className="d-flex flex-column min-vh-100">
      <Navbar bg="dark" data-bs-theme="dark" expand="md">
        <Container fluid>
          <Navbar.Brand as={NavLink} to={DEFAULT_ADMIN_PATH}>
            {m.brand}
          </Navbar.Brand>
          <Nav className="ms-auto align-items-center">
            <LinkStatus onReconnect={reconnectNotificationLink} />
            <NavDropdown title={displayName || m.account} id="user-menu" align="end">
              <NavDropdown.ItemText className="small text-muted">{user?.email}</NavDropdown.ItemText>
              <NavDropdown.Divider />
              <NavDropdown.Item
                as="button"
                onClick={() => {
                  void devices.reload();
                  setShowDevices(true);
                }}
              >
                {m.devices(devices.sessions?.length ?? 1)}
              </NavDropdown.Item>
              <NavDropdown.Item as={NavLink} to={TWO_FACTOR_PATH}>
                {m.twoFactor}
              </NavDropdown.Item>
              <NavDropdown.Item as="button" onClick={signOut}>
                {m.signOut}
              </NavDropdown.Item>
            </NavDropdown>
          </Nav>
        </Container>
      </Navbar>
      <DevicesDialog
        show={showDevices}
        onHide={() => setShowDevices(false)}
        devices={devices}
        onSignedOutEverywhere={() => {
          // Every session has ended on the server, this one included.
          logout();
          navigate('/login', { replace: true });
        }}
      />
      <div className="d-flex flex-grow-1">
        <SectionsNav />
        <main className="flex-grow-1 p-3" style={{ minWidth: 0 }}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
