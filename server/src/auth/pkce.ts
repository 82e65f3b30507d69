import crypto from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { Messages } from '../core/messages';
import { AuthApiError, authError } from './auth.errors';
import { randomToken, sha256 } from './secrets';

/** What a PKCE request (flow_type=pkce in auth-js) sends beside its e-mail: the challenge of a verifier it keeps. */
export interface PkceParams {
  codeChallenge: string;
  codeChallengeMethod: 's256' | 'plain';
}

/** A link verified in a PKCE flow carries this prefix on its token, as the hosted service's do. */
export const PKCE_PREFIX = 'pkce_';

/** An auth code works once, and only this long after its link was followed (the hosted service's flow-state expiry). */
export const AUTH_CODE_TTL_SECONDS = 300;

const CHALLENGE_PATTERN = /^[a-zA-Z._~0-9-]+$/;

/**
 * The PKCE parameters of a request body, validated (RFC 7636 4.2), or undefined when the request is not PKCE. Both or
 * neither must be sent; refusals are 400 validation_failed before anything is read or written.
 */
export function pkceParamsOf(body: Record<string, unknown>): PkceParams | undefined {
  const challenge = body.code_challenge;
  const method = body.code_challenge_method;
  const absent = (value: unknown) => value === undefined || value === null || value === '';
  if (absent(challenge) && absent(method)) return undefined;
  if (absent(challenge) || absent(method) || typeof challenge !== 'string' || typeof method !== 'string') {
    throw authError.validation(Messages.authPkceParamsMissing);
  }
  if (challenge.length < 43 || challenge.length > 128) throw authError.validation(Messages.authPkceChallengeLength);
  if (!CHALLENGE_PATTERN.test(challenge)) throw authError.validation(Messages.authPkceChallengeChars);
  const normalizedMethod = method.toLowerCase();
  if (normalizedMethod !== 's256' && normalizedMethod !== 'plain') throw authError.validation(Messages.authPkceMethodInvalid);
  return { codeChallenge: challenge, codeChallengeMethod: normalizedMethod };
}

/** Records the flow's challenge for the link about to be mailed (`method`: the token type the link carries). */
export async function createFlowState(db: EntityManager, userId: string, method: string, pkce: PkceParams): Promise<void> {
  // Flows nobody finished are kept a day, then dropped with the user's next request.
  await db.query(`DELETE FROM auth_flow_states WHERE user_id = $1 AND created_at < now() - interval '1 day'`, [userId]);
  await db.query(
    `INSERT INTO auth_flow_states (user_id, authentication_method, code_challenge, code_challenge_method) VALUES ($1, $2, $3, $4)`,
    [userId, method, pkce.codeChallenge, pkce.codeChallengeMethod],
  );
}

/**
 * After a PKCE link is verified: gives the user's newest open flow of that method a one-time auth code (stored hashed)
 * and answers it, for the redirect's `?code=`. 422 flow_state_not_found when the request left no challenge.
 */
export async function issueAuthCode(db: EntityManager, userId: string, method: string, ttlSeconds: number): Promise<string> {
  const code = randomToken();
  const updated: unknown[] = await db.query(
    `UPDATE auth_flow_states SET auth_code_hash = $3, auth_code_issued_at = now()
      WHERE id = (SELECT id FROM auth_flow_states
                   WHERE user_id = $1 AND authentication_method = $2 AND auth_code_hash IS NULL
                     AND created_at > now() - make_interval(secs => $4)
                   ORDER BY created_at DESC LIMIT 1 FOR UPDATE)
      RETURNING id`,
    [userId, method, sha256(code), ttlSeconds],
  );
  const rows = Array.isArray(updated[0]) ? (updated[0] as unknown[]) : updated;
  if (rows.length === 0) throw new AuthApiError(422, 'flow_state_not_found', Messages.authFlowStateNotFound);
  return code;
}

/** True when the verifier is the one whose challenge the flow recorded (constant-time comparison). */
function verifierMatches(verifier: string, challenge: string, method: string): boolean {
  const expected = method === 's256' ? crypto.createHash('sha256').update(verifier).digest('base64url') : verifier;
  const a = Buffer.from(expected);
  const b = Buffer.from(challenge);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export interface ExchangedCode {
  userId: string;
  /** The token type the flow's link carried (recovery, magiclink, confirmation, email_change). */
  method: string;
}

/**
 * POST /token?grant_type=pkce, in the caller's transaction: the auth code and its verifier. A code works once and for
 * AUTH_CODE_TTL_SECONDS after it was issued; an unknown or used code is 404 flow_state_not_found, an old one 422
 * flow_state_expired, a wrong verifier 400 bad_code_verifier, and none of those changes anything (the right verifier
 * can still follow a wrong one within the code's life). The row is locked, so two racing exchanges get one session.
 */
export async function consumeAuthCode(db: EntityManager, body: Record<string, unknown>): Promise<ExchangedCode> {
  const authCode = body.auth_code;
  const verifier = body.code_verifier;
  if (typeof authCode !== 'string' || authCode === '' || typeof verifier !== 'string' || verifier === '') {
    throw authError.validation(Messages.authPkceGrantParams);
  }
  const rows: Array<{
    id: string;
    user_id: string;
    authentication_method: string;
    code_challenge: string;
    code_challenge_method: string;
    expired: boolean;
  }> = await db.query(
    `SELECT id, user_id, authentication_method, code_challenge, code_challenge_method,
            auth_code_issued_at <= now() - make_interval(secs => $2) AS expired
       FROM auth_flow_states WHERE auth_code_hash = $1 AND used_at IS NULL FOR UPDATE`,
    [sha256(authCode), AUTH_CODE_TTL_SECONDS],
  );
  const flow = rows[0];
  if (!flow) throw new AuthApiError(404, 'flow_state_not_found', Messages.authFlowStateNotFound);
  if (flow.expired) throw new AuthApiError(422, 'flow_state_expired', Messages.authFlowStateExpired);
  if (!verifierMatches(verifier, flow.code_challenge, flow.code_challenge_method)) {
    throw new AuthApiError(400, 'bad_code_verifier', Messages.authCodeVerifierMismatch);
  }
  await db.query(`UPDATE auth_flow_states SET used_at = now() WHERE id = $1`, [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method };
}
