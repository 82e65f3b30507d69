/**
 * Access-token checks done in the browser. These are UX decisions only (show a page or send the
 * visitor home); the server verifies every token's signature and expiry itself.
 */

/** Decodes the payload of a JWT without verifying it. Returns null when it is not a decodable JWT. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const binary = atob(padded);
    // Percent-encode each byte so decodeURIComponent turns the UTF-8 bytes back into text.
    const text = decodeURIComponent(Array.from(binary, (c) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0')).join(''));
    const json: unknown = JSON.parse(text);
    return json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * True when the access token counts as expired: no token, a token that cannot be decoded,
 * an exp claim that is missing or not a number, or an exp at or before `nowMs`.
 */
export function isTokenExpired(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  if (!token) return true;
  const payload = decodeJwtPayload(token);
  const exp = payload?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  return exp * 1000 <= nowMs;
}

/** Signed in means holding a session whose access token is present and unexpired. */
export function hasValidSession(session: { access_token: string } | null | undefined, nowMs?: number): boolean {
  return Boolean(session) && !isTokenExpired(session?.access_token, nowMs);
}
