import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthSessionClient } from './authClient';
import { AuthContext, type AuthContextValue } from './authContext';
import { authSessionStore } from './authSessionStore';
import { initialAuthState, type AuthState } from './authState';

export function AuthProvider({ client, children }: { client: AuthSessionClient; children: ReactNode }) {
  // The first render is "being read" whatever the store holds already: the prerendered markup it hydrates says so.
  const [state, setState] = useState<AuthState>(initialAuthState);

  useEffect(() => {
    // The store, not this effect, subscribes to the client (createAuthClient makes it with the client), so an event
    // reported before React got here is in the state read now.
    const store = authSessionStore(client);
    // The first report draws the whole page that waited for it: as a transition, React renders it in slices (a
    // phone stays responsive) rather than in one long task. Later changes (sign-in, sign-out) apply at once.
    startTransition(() => setState(store.getState()));
    return store.subscribe((event) => {
      const apply = () => setState(store.getState());
      if (event === 'INITIAL_SESSION') startTransition(apply);
      else apply();
    });
  }, [client]);

  const signOut = useCallback<AuthContextValue['signOut']>((scope) => authSessionStore(client).signOut(scope), [client]);

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
