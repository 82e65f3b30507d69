import { act, render, screen } from '@testing-library/react';
import { AuthProvider } from '../../src/auth/AuthProvider';
import { authSessionStore } from '../../src/auth/authSessionStore';
import { initialAuthState, nextAuthState } from '../../src/auth/authState';
import { useAuth } from '../../src/auth/useAuth';
import { createFakeAuthClient, makeSession, makeUser } from '../support/auth';

describe('nextAuthState', () => {
  const a = makeSession({ user: makeUser({ user_name: 'a' }, 'id-a') });
  const b = makeSession({ user: makeUser({ user_name: 'b' }, 'id-b') });

  it('INITIAL_SESSION ends loading, with or without a session', () => {
    expect(nextAuthState(initialAuthState, 'INITIAL_SESSION', null)).toEqual({
      session: null,
      loading: false,
      signedOutByUser: false,
      passwordRecovery: false,
    });
    expect(nextAuthState(initialAuthState, 'INITIAL_SESSION', a)).toEqual({
      session: a,
      loading: false,
      signedOutByUser: false,
      passwordRecovery: false,
    });
  });

  it('replaces the session on any event carrying one', () => {
    const signedIn = { session: a, loading: false, signedOutByUser: false, passwordRecovery: false };
    for (const event of ['SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'PASSWORD_RECOVERY', 'MFA_CHALLENGE_VERIFIED'] as const) {
      expect(nextAuthState(signedIn, event, b).session).toBe(b);
    }
  });

  it('keeps the session when an event carries none, and clears it on SIGNED_OUT', () => {
    const signedIn = { session: a, loading: false, signedOutByUser: false, passwordRecovery: false };
    expect(nextAuthState(signedIn, 'USER_UPDATED', null).session).toBe(a);
    expect(nextAuthState(signedIn, 'SIGNED_OUT', null)).toEqual({
      session: null,
      loading: false,
      signedOutByUser: false,
      passwordRecovery: false,
    });
  });

  it("records whether a sign-out was the user's own, until the next session", () => {
    const signedIn = { session: a, loading: false, signedOutByUser: false, passwordRecovery: false };
    const out = nextAuthState(signedIn, 'SIGNED_OUT', null, true);
    expect(out.signedOutByUser).toBe(true);
    expect(nextAuthState(out, 'SIGNED_IN', b).signedOutByUser).toBe(false);
  });

  it('PASSWORD_RECOVERY marks a recovery session until the next sign-in or sign-out', () => {
    const signedOut = { ...initialAuthState, loading: false };
    const recovering = nextAuthState(signedOut, 'PASSWORD_RECOVERY', a);
    expect(recovering).toEqual({ session: a, loading: false, signedOutByUser: false, passwordRecovery: true });
    expect(nextAuthState(recovering, 'USER_UPDATED', a).passwordRecovery).toBe(true);
    expect(nextAuthState(recovering, 'TOKEN_REFRESHED', a).passwordRecovery).toBe(true);
    expect(nextAuthState(recovering, 'SIGNED_IN', b).passwordRecovery).toBe(false);
    expect(nextAuthState(recovering, 'SIGNED_OUT', null).passwordRecovery).toBe(false);
    expect(nextAuthState(signedOut, 'PASSWORD_RECOVERY', null).passwordRecovery).toBe(false);
  });

  it('does not end loading on events other than INITIAL_SESSION', () => {
    expect(nextAuthState(initialAuthState, 'SIGNED_IN', a).loading).toBe(true);
  });
});

function Probe() {
  const { session, user, loading, passwordRecovery } = useAuth();
  return (
    <p data-testid="probe">
      {loading ? 'loading' : 'ready'}|{user?.id ?? 'none'}|{session ? 'session' : 'no-session'}
      {passwordRecovery ? '|recovery' : ''}
    </p>
  );
}

describe('AuthProvider', () => {
  it('follows the auth client events through one subscription, which outlives the provider', async () => {
    const auth = createFakeAuthClient(null);
    const view = render(
      <AuthProvider client={auth.client}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('loading|none|no-session');

    await act(async () => {}); // INITIAL_SESSION arrives
    expect(screen.getByTestId('probe').textContent).toBe('ready|none|no-session');

    const session = makeSession({ user: makeUser({}, 'user-1') });
    act(() => auth.emit('SIGNED_IN', session));
    expect(screen.getByTestId('probe').textContent).toBe('ready|user-1|session');

    act(() => auth.emit('SIGNED_OUT', null));
    expect(screen.getByTestId('probe').textContent).toBe('ready|none|no-session');

    // The client's one listener is the store's, made with the client; a provider listens to the store.
    expect(auth.listenerCount()).toBe(1);
    view.unmount();
    expect(auth.listenerCount()).toBe(1);
    const remounted = render(
      <AuthProvider client={auth.client}>
        <Probe />
      </AuthProvider>,
    );
    await act(async () => {});
    expect(screen.getByTestId('probe').textContent).toBe('ready|none|no-session');
    expect(auth.listenerCount()).toBe(1);
    remounted.unmount();
  });

  it('knows of a PASSWORD_RECOVERY the client reported before React mounted it (a recovery link on a slow phone)', async () => {
    const auth = createFakeAuthClient(null);
    // As createAuthClient does: the store subscribes when the client is made.
    authSessionStore(auth.client);
    await act(async () => {}); // INITIAL_SESSION (no stored session)
    // auth-js reports the link's session once, on a timer after reading the URL: here, before any render.
    auth.emit('PASSWORD_RECOVERY', makeSession({ user: makeUser({}, 'user-r') }));

    render(
      <AuthProvider client={auth.client}>
        <Probe />
      </AuthProvider>,
    );
    await act(async () => {});
    expect(screen.getByTestId('probe').textContent).toBe('ready|user-r|session|recovery');
  });

  it('signOut calls the client and rethrows its error', async () => {
    const auth = createFakeAuthClient(makeSession());
    let api: ReturnType<typeof useAuth> | null = null;
    function Grab() {
      api = useAuth();
      return null;
    }
    render(
      <AuthProvider client={auth.client}>
        <Grab />
      </AuthProvider>,
    );
    await act(async () => {});
    await act(() => api!.signOut());
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });

    auth.signOut.mockResolvedValueOnce({ error: new Error('Network down') } as never);
    await expect(api!.signOut('global')).rejects.toThrow('Network down');
  });

  it('useAuth outside the provider fails loudly', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuth must be used inside <AuthProvider>.');
  });
});
