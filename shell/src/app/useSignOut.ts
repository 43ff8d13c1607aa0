import { useNavigate } from 'react-router';
import { clearReturnPath, logout } from '@app/session';

/** Explicit sign-out: no return path is remembered. */
export function useSignOut() {
  const navigate = useNavigate();
  return () => {
    clearReturnPath();
    navigate('/login', { replace: true });
    logout();
  };
}
