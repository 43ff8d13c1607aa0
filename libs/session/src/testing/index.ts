// Test helpers (`@app/session/testing`): never imported by production code.
import { realtimeStore } from '../realtime';
import { initialState, logoutHooks, sessionStore, statusListeners, toast } from '../store';

/** Back to a fresh session (storage untouched): no user, no logout hooks, no pending toast. */
export function resetSessionForTests(): void {
  if (toast.timer) clearTimeout(toast.timer);
  logoutHooks.clear();
  sessionStore.setState(initialState(), true);
}

/** Back to no notification link: state closed, no StatusUpdate listeners. */
export function resetRealtimeForTests(): void {
  statusListeners.clear();
  realtimeStore.setState({ linkState: 'closed' }, true);
}
