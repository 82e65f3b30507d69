import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasValidSession } from './token';
import { useAuth } from './useAuth';

/** Location state of the redirect to `/`: the path the visitor wanted, for login to send them back. */
export interface RedirectState {
  from: string;
}

export function readRedirectFrom(state: unknown): string | null {
  if (state && typeof state === 'object' && 'from' in state) {
    const from = (state as { from: unknown }).from;
    // Only same-app paths: never send a visitor to another origin after login.
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return null;
}

/**
 * Guards a protected route: a blank placeholder while the session loads, then the page when the
 * access token is present and unexpired, else a redirect to `/` that keeps the original path.
 * Right after the user's own Log Out the redirect goes to /login instead, where Log Out leads.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session, loading, signedOutByUser } = useAuth();
  const location = useLocation();

  if (loading) return <div className="auth-pending" aria-busy="true" data-testid="auth-pending" />;

  if (!hasValidSession(session)) {
    const state: RedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={signedOutByUser ? '/login' : '/'} replace state={state} />;
  }

  return <>{children}</>;
}
