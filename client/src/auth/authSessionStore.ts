import type { SignOut } from '@supabase/auth-js';
import type { AuthSessionClient } from './authClient';
import { initialAuthState, nextAuthState, type AuthState } from './authState';

export interface AuthSessionStore {
  /** Every event the client has reported since the store was made, reduced to one state. */
  getState(): AuthState;
  /** Called after each event with the event's name; returns the unsubscribe. */
  subscribe(listener: (event: string) => void): () => void;
  /** The client's signOut, remembered as the user's own (state.signedOutByUser). */
  signOut(scope?: SignOut['scope']): Promise<void>;
}

const stores = new WeakMap<AuthSessionClient, AuthSessionStore>();

/**
 * The one subscription to an auth client's events, made with the client (createAuthClient) rather than in React's
 * effect. The client reports some events only once, on a timer after it has read a mailed link (PASSWORD_RECOVERY): a
 * listener that subscribes after that timer (a slow phone still rendering) never hears it, and the reset page would then
 * ask a user who forgot their password for their current one. The store hears every event from the start and keeps
 * their sum.
 */
export function authSessionStore(client: AuthSessionClient): AuthSessionStore {
  let store = stores.get(client);
  if (!store) {
    store = createStore(client);
    stores.set(client, store);
  }
  return store;
}

function createStore(client: AuthSessionClient): AuthSessionStore {
  let state = initialAuthState;
  let signingOut = false;
  const listeners = new Set<(event: string) => void>();
  // Keep this callback synchronous and free of other auth calls: auth-js runs it under its lock.
  client.onAuthStateChange((event, session) => {
    state = nextAuthState(state, event, session, signingOut);
    listeners.forEach((listener) => listener(event));
  });
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async signOut(scope = 'local') {
      // auth-js ignores 401/403/404 from the server and still clears the local session;
      // anything else is rethrown with the service's message.
      signingOut = true;
      try {
        const { error } = await client.signOut({ scope });
        if (error) throw error;
      } finally {
        signingOut = false;
      }
    },
  };
}
