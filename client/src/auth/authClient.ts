import { GoTrueClient, isAuthRetryableFetchError } from '@supabase/auth-js';
import { authSessionStore } from './authSessionStore';

/** localStorage key of the persisted session. */
export const AUTH_STORAGE_KEY = 'clutch.auth.session';

/** The part of GoTrueClient the app relies on; tests pass a fake with the same shape. */
export type AuthSessionClient = Pick<
  GoTrueClient,
  | 'onAuthStateChange'
  | 'signOut'
  | 'getSession'
  | 'signInWithPassword'
  | 'signInWithOtp'
  | 'signUp'
  | 'resetPasswordForEmail'
  | 'verifyOtp'
  | 'updateUser'
  | 'mfa'
>;

/** Where the e-mailed recovery link sends the user back to (the server's default too). */
export function recoveryRedirectUrl(origin: string = window.location.origin): string {
  return `${origin}/reset-password`;
}

/**
 * The official Supabase auth client, pointed at our own Supabase-compatible auth API, which the
 * server serves under /auth/v1 on the same origin as the app.
 */
export function createAuthClient(origin: string = window.location.origin): GoTrueClient {
  const client = new GoTrueClient({
    url: `${origin}/auth/v1`,
    storageKey: AUTH_STORAGE_KEY,
    persistSession: true,
    autoRefreshToken: true,
    // Password-recovery and confirmation links land on the app with the session in the URL.
    detectSessionInUrl: true,
  });
  // Its events are heard from now on, not from when React's AuthProvider mounts (see authSessionStore).
  authSessionStore(client);
  return client;
}

/**
 * A fresh access token after the server ended the live connection's sign-in (signed out on another device, password
 * changed, token expired): the session is refreshed through the auth client. When the server refuses the refresh
 * (the session is gone), the stored session is dropped here too, so the app carries on as a guest, and null is
 * returned; on a network failure the stored token is kept for the next try.
 */
export async function reauthenticatedAccessToken(
  auth: Pick<GoTrueClient, 'refreshSession' | 'signOut' | 'getSession'>,
): Promise<string | null> {
  const { data, error } = await auth.refreshSession();
  if (data.session) return data.session.access_token;
  if (error && isAuthRetryableFetchError(error)) return (await auth.getSession()).data.session?.access_token ?? null;
  await auth.signOut({ scope: 'local' });
  return null;
}
