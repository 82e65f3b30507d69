import type { AuthChangeEvent, Session } from '@supabase/auth-js';

export interface AuthState {
  session: Session | null;
  /** True until the client has reported INITIAL_SESSION. */
  loading: boolean;
  /** The last sign-out was the user's own (Log Out), not an expired or revoked session. */
  signedOutByUser: boolean;
  /** The held session came from a recovery link or code (PASSWORD_RECOVERY), with no sign-in or sign-out since. */
  passwordRecovery: boolean;
}

export const initialAuthState: AuthState = { session: null, loading: true, signedOutByUser: false, passwordRecovery: false };

/**
 * How one auth event changes the held session: SIGNED_OUT clears it, any other event that carries
 * a session replaces it, and INITIAL_SESSION ends the loading state. `byUser` tells whether a
 * SIGNED_OUT came from this tab's own signOut(). PASSWORD_RECOVERY marks the session as a recovery
 * one until the next SIGNED_IN or SIGNED_OUT.
 */
export function nextAuthState(prev: AuthState, event: AuthChangeEvent, session: Session | null, byUser = false): AuthState {
  let next = prev;
  if (event === 'SIGNED_OUT') next = { ...next, session: null, signedOutByUser: byUser, passwordRecovery: false };
  else if (session) next = { ...next, session, signedOutByUser: false };
  if (event === 'PASSWORD_RECOVERY' && session) next = { ...next, passwordRecovery: true };
  if (event === 'SIGNED_IN') next = { ...next, passwordRecovery: false };
  if (event === 'INITIAL_SESSION') next = { ...next, loading: false };
  return next;
}
