// Test helpers (`@app/session/testing`): never imported by production code.
import { initialState, logoutHooks, sessionStore, toast } from '../store';

/** Back to a fresh session (storage untouched): no user, no logout hooks, no pending toast. */
export function resetSessionForTests(): void {
  if (toast.timer) clearTimeout(toast.timer);
  logoutHooks.clear();
  sessionStore.setState(initialState(), true);
}
