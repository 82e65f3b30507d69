import type { AuthChangeEvent, Session, SignOut } from '@supabase/auth-js';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthSessionClient } from './authClient';
import { AuthContext, type AuthContextValue } from './authContext';

export interface AuthState {
  session: Session | null;
  /** True until the client has reported INITIAL_SESSION. */
  loading: boolean;
}

export const initialAuthState: AuthState = { session: null, loading: true };

/**
 * How one auth event changes the held session: SIGNED_OUT clears it, any other event that carries
 * a session replaces it, and INITIAL_SESSION ends the loading state.
 */
export function nextAuthState(prev: AuthState, event: AuthChangeEvent, session: Session | null): AuthState {
  let next = prev;
  if (event === 'SIGNED_OUT') next = { ...next, session: null };
  else if (session) next = { ...next, session };
  if (event === 'INITIAL_SESSION') next = { ...next, loading: false };
  return next;
}

export function AuthProvider({ client, children }: { client: AuthSessionClient; children: ReactNode }) {
  const [state, setState] = useState<AuthState>(initialAuthState);

  useEffect(() => {
    // Keep this callback synchronous and free of other auth calls: auth-js runs it under its lock.
    const { data } = client.onAuthStateChange((event, session) => {
      setState((prev) => nextAuthState(prev, event, session));
    });
    return () => data.subscription.unsubscribe();
  }, [client]);

  const signOut = useCallback(
    async (scope: SignOut['scope'] = 'local') => {
      // auth-js ignores 401/403/404 from the server and still clears the local session;
      // anything else is rethrown with the service's message.
      const { error } = await client.signOut({ scope });
      if (error) throw error;
    },
    [client],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ session: state.session, user: state.session?.user ?? null, loading: state.loading, signOut }),
    [state, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
