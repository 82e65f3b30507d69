import type { AuthChangeEvent, Session, SignOut } from '@supabase/auth-js';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AuthSessionClient } from './authClient';
import { AuthContext, type AuthContextValue } from './authContext';

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

export function AuthProvider({ client, children }: { client: AuthSessionClient; children: ReactNode }) {
  const [state, setState] = useState<AuthState>(initialAuthState);
  const signingOut = useRef(false);

  useEffect(() => {
    // Keep this callback synchronous and free of other auth calls: auth-js runs it under its lock.
    const { data } = client.onAuthStateChange((event, session) => {
      const byUser = signingOut.current;
      const apply = () => setState((prev) => nextAuthState(prev, event, session, byUser));
      // The first report draws the whole page that waited for it: as a transition, React renders it in slices (a
      // phone stays responsive) rather than in one long task. Later changes (sign-in, sign-out) apply at once.
      if (event === 'INITIAL_SESSION') startTransition(apply);
      else apply();
    });
    return () => data.subscription.unsubscribe();
  }, [client]);

  const signOut = useCallback(
    async (scope: SignOut['scope'] = 'local') => {
      // auth-js ignores 401/403/404 from the server and still clears the local session;
      // anything else is rethrown with the service's message.
      signingOut.current = true;
      try {
        const { error } = await client.signOut({ scope });
        if (error) throw error;
      } finally {
        signingOut.current = false;
      }
    },
    [client],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      session: state.session,
      user: state.session?.user ?? null,
      loading: state.loading,
      signedOutByUser: state.signedOutByUser,
      passwordRecovery: state.passwordRecovery,
      signOut,
      client,
    }),
    [state, signOut, client],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
