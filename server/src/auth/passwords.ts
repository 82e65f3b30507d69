import argon2 from 'argon2';

/** The one argon2id profile (OWASP's minimum: 19 MiB, 2 passes) for every stored hash and the dummy below. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** argon2id with the profile above. The seed writer uses it for demo accounts. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

/**
 * True when a stored hash was made with other parameters than today's profile (argon2's defaults, as the demo seed
 * once used: 64 MiB, 3 passes, 4 lanes). Such a hash costs more to verify than the dummy, which would tell a real
 * account from an unknown one by time; the sign-in that proves the password rehashes it.
 */
export function passwordNeedsRehash(hash: string | null | undefined): boolean {
  if (!hash) return false;
  try {
    return argon2.needsRehash(hash, ARGON2_OPTIONS);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** The dummy hash, made once per process; calling it early keeps its making out of the first unknown sign-in. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-' + Math.random());
  return dummyHash;
}

/**
 * True when `password` matches `hash`. With no hash (unknown account, or one without a password) it still
 * spends one verification with the same parameters, so a wrong e-mail and a wrong password take the same time.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    await argon2.verify(await dummyPasswordHash(), password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
