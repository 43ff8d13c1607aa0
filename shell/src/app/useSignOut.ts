import { useNavigate } from '@app/router';
import { clearReturnPath, signOut } from '@app/session';

/** Explicit sign-out: no return path is remembered, and the server ends the session too. */
export function useSignOut() {
  const navigate = useNavigate();
  return () => {
    clearReturnPath();
    navigate('/login', { replace: true });
    void signOut();
  };
}
