/**
 * What a mailed link the app opens on says happened. The auth server lands a confirmation link on the app with the
 * session (and its `type`) or the refusal in the URL fragment; the auth client reads the session from it and clears
 * it, so the fragment is read here first (main.tsx imports this module before it creates the auth client), and the
 * shell says what happened instead of opening the home without a word.
 */
export type LinkLanding = { tone: 'success' | 'error'; message: string };

export const EMAIL_CONFIRMED = 'Your e-mail is confirmed. Welcome to Clutch!';
/** Doc 02's words for a changed e-mail. */
export const EMAIL_UPDATED = 'Email updated successfully!';

/** The landing a URL fragment describes, or null (no mailed link, or one whose page says it itself: recovery). */
export function readLinkLanding(hash: string): LinkLanding | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const failure = params.get('error_description') ?? (params.get('error') ? 'This link could not be used.' : null);
  if (failure) return { tone: 'error', message: failure.replace(/\+/g, ' ') };
  if (!params.get('access_token')) return null;
  const type = params.get('type');
  if (type === 'signup' || type === 'email' || type === 'invite') return { tone: 'success', message: EMAIL_CONFIRMED };
  if (type === 'email_change') return { tone: 'success', message: EMAIL_UPDATED };
  return null;
}

let landed: LinkLanding | null = typeof window === 'undefined' ? null : readLinkLanding(window.location.hash);

/** The landing of this page load, once (the shell shows it; later navigations have none). */
export function takeLinkLanding(): LinkLanding | null {
  const taken = landed;
  landed = null;
  return taken;
}
