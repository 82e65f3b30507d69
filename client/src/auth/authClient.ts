import { GoTrueClient } from '@supabase/auth-js';

/** localStorage key of the persisted session. */
export const AUTH_STORAGE_KEY = 'clutch.auth.session';

/** The part of GoTrueClient the app relies on; tests pass a fake with the same shape. */
export type AuthSessionClient = Pick<
  GoTrueClient,
  'onAuthStateChange' | 'signOut' | 'getSession' | 'signInWithPassword' | 'signUp' | 'resetPasswordForEmail' | 'verifyOtp' | 'updateUser'
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
  return new GoTrueClient({
    url: `${origin}/auth/v1`,
    storageKey: AUTH_STORAGE_KEY,
    persistSession: true,
    autoRefreshToken: true,
    // Password-recovery and confirmation links land on the app with the session in the URL.
    detectSessionInUrl: true,
  });
}
