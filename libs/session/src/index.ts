// The session layer shared (as a Module Federation singleton) by the shell and every remote: the store,
// the sign-in calls, and the live events of the notification link.
import { connectSession } from '@app/api-client';
import { expireSession, getToken } from './session';

export * from './session';
export * from './auth';
// Live events of the notification link (state, StatusUpdate) shared with the remotes.
export * from './realtime';

// The API client sends this session's token and hands 401s back here (spec section 4 "Session").
connectSession({ token: getToken, unauthorized: expireSession });
