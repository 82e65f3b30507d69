import type { AuthChangeEvent, Session, User } from '@supabase/auth-js';
import type { AuthSessionClient } from '../../src/auth/authClient';

function base64url(value: string): string {
  return Buffer.from(value, 'utf8').toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned JWT carrying `payload` (the client never verifies signatures; the server does). */
export function makeJwt(payload: Record<string, unknown>): string {
  return `${base64url(JSON.stringify({ alg: 'ES256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.c2ln`;
}

export function makeUser(
  metadata: Record<string, unknown> = {},
  id = '0b6e3c1e-8f7a-4d2b-9c3e-5a1f2b3c4d5e',
  email = 'ace@example.test',
): User {
  return {
    id,
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: metadata,
    created_at: '2026-11-01T00:00:00.000Z',
    email,
  } as User;
}

/** A session whose access token expires `expiresInSec` from now (negative: already expired). */
export function makeSession(options: { expiresInSec?: number; user?: User; accessToken?: string } = {}): Session {
  const { expiresInSec = 3600, user = makeUser({ user_name: 'ace', user_score: 1337 }) } = options;
  const exp = Math.floor(Date.now() / 1000) + expiresInSec;
  return {
    access_token: options.accessToken ?? makeJwt({ sub: user.id, exp, role: 'authenticated' }),
    refresh_token: 'refresh-token',
    expires_in: expiresInSec,
    expires_at: exp,
    token_type: 'bearer',
    user,
  };
}

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

/**
 * A stand-in for GoTrueClient: like the real one it reports INITIAL_SESSION (asynchronously) to
 * every new listener; tests drive later events with `emit`.
 */
export function createFakeAuthClient(initial: Session | null | 'never' = null) {
  const listeners = new Set<Listener>();
  let current: Session | null = initial === 'never' ? null : initial;
  const signOut = jest.fn(async () => {
    current = null;
    listeners.forEach((l) => l('SIGNED_OUT', null));
    return { error: null };
  });
  const emit = (event: AuthChangeEvent, session: Session | null) => {
    current = session;
    listeners.forEach((l) => l(event, session));
  };
  /** Account calls: by default they succeed like the real client (emitting its events); tests override per call. */
  const signInWithPassword = jest.fn(async (credentials: { email?: string; password: string }) => {
    const session = makeSession({ user: makeUser({ user_name: 'ace' }, undefined, credentials.email) });
    emit('SIGNED_IN', session);
    return { data: { user: session.user, session }, error: null };
  });
  const signUp = jest.fn(async (credentials: { email?: string; password: string; options?: { data?: object } }) => {
    const session = makeSession({ user: makeUser({ ...credentials.options?.data }, undefined, credentials.email) });
    emit('SIGNED_IN', session);
    return { data: { user: session.user, session }, error: null };
  });
  const signInWithOtp = jest.fn(async (_params: { email?: string; phone?: string; options?: object }) => ({
    data: { user: null, session: null },
    error: null,
  }));
  const resetPasswordForEmail = jest.fn(async (_email: string, _options?: { redirectTo?: string }) => ({ data: {}, error: null }));
  const verifyOtp = jest.fn(async (params: { email?: string; token?: string; type: string }) => {
    const session = makeSession({ user: makeUser({ user_name: 'ace' }, undefined, params.email) });
    emit(params.type === 'recovery' ? 'PASSWORD_RECOVERY' : 'SIGNED_IN', session);
    return { data: { user: session.user, session }, error: null };
  });
  const updateUser = jest.fn(async (attributes: { email?: string; password?: string; current_password?: string }) => {
    const base = current ?? makeSession();
    const user = { ...base.user, ...(attributes.email ? { email: attributes.email } : {}) } as User;
    emit('USER_UPDATED', { ...base, user });
    return { data: { user }, error: null };
  });
  /** Two-factor sign-in: by default the account has no verified factor (aal1 is all it needs). */
  const mfa = {
    getAuthenticatorAssuranceLevel: jest.fn(async () => ({
      data: { currentLevel: 'aal1', nextLevel: 'aal1', currentAuthenticationMethods: [] },
      error: null,
    })),
    challengeAndVerify: jest.fn(async (_params: { factorId: string; code: string }) => ({ data: {}, error: null })),
    listFactors: jest.fn(async () => ({ data: { all: [], totp: [], phone: [] }, error: null })),
  };
  const client = {
    mfa,
    signInWithPassword,
    signUp,
    signInWithOtp,
    resetPasswordForEmail,
    verifyOtp,
    updateUser,
    onAuthStateChange(callback: Listener) {
      listeners.add(callback);
      if (initial !== 'never') queueMicrotask(() => listeners.has(callback) && callback('INITIAL_SESSION', current));
      return { data: { subscription: { id: 'fake', callback, unsubscribe: () => listeners.delete(callback) } } };
    },
    signOut,
    getSession: async () => ({ data: { session: current }, error: null }),
  };
  return {
    client: client as unknown as AuthSessionClient,
    signOut,
    signInWithPassword,
    signUp,
    signInWithOtp,
    resetPasswordForEmail,
    verifyOtp,
    updateUser,
    mfa,
    listenerCount: () => listeners.size,
    emit,
  };
}
