import crypto from 'node:crypto';

/** A random opaque token (256 bits, base64url): refresh tokens and mailed links. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** A random 6-digit code for mail. */
export function randomCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** What the database keeps instead of a token: its SHA-256 (the tokens are random, so no salt is needed). */
export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}
