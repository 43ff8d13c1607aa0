// Live events of the shell's notification link, shared (Module Federation singleton) with the remotes:
// the link's state and StatusUpdate events, so screens refresh without waiting for their poll.
import { createStore, useStore } from 'zustand';
import { statusListeners } from './store';

/** Spec section 4 "Notification link". */
export type LinkState = 'connecting' | 'connected' | 'reconnecting' | 'closed';

export interface RealtimeState {
  linkState: LinkState;
}

export const realtimeStore = createStore<RealtimeState>()(() => ({ linkState: 'closed' }));

export function useLinkState(): LinkState {
  return useStore(realtimeStore, (s) => s.linkState);
}

export function setLinkState(linkState: LinkState): void {
  realtimeStore.setState({ linkState });
}

type Listener<T> = (payload: T) => void;

/** Called for every StatusUpdate event from the hub. Returns an unsubscribe function. */
export function onStatusUpdate<T = unknown>(listener: Listener<T>): () => void {
  statusListeners.add(listener as Listener<unknown>);
  return () => statusListeners.delete(listener as Listener<unknown>);
}

export function emitStatusUpdate(payload: unknown): void {
  for (const listener of [...statusListeners]) {
    try {
      listener(payload);
    } catch (error) {
      console.error('StatusUpdate listener failed', error);
    }
  }
}
