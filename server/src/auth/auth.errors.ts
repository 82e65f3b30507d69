import type { ErrorRequestHandler, Request, Response } from 'express';
import { isInputDataError } from '../core/errors';
import { Messages } from '../core/messages';

/** The hosted auth service's error codes we answer with (see @supabase/auth-js lib/error-codes). */
export type AuthErrorCode =
  | 'validation_failed'
  | 'bad_json'
  | 'email_address_invalid'
  | 'email_exists'
  | 'phone_exists'
  | 'user_already_exists'
  | 'weak_password'
  | 'same_password'
  | 'reauthentication_needed'
  | 'reauthentication_not_valid'
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'no_authorization'
  | 'bad_jwt'
  | 'session_not_found'
  | 'user_not_found'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'otp_expired'
  | 'phone_provider_disabled'
  | 'over_request_rate_limit'
  | 'conflict'
  | 'not_found'
  | 'otp_disabled'
  | 'phone_not_confirmed'
  | 'flow_state_not_found'
  | 'flow_state_expired'
  | 'bad_code_verifier'
  | 'identity_already_exists'
  | 'identity_not_found'
  | 'single_identity_not_deletable'
  | 'mfa_factor_not_found'
  | 'mfa_factor_name_conflict'
  | 'mfa_challenge_expired'
  | 'mfa_verification_failed'
  | 'mfa_ip_address_mismatch'
  | 'mfa_phone_enroll_not_enabled'
  | 'mfa_verified_factor_exists'
  | 'too_many_enrolled_mfa_factors'
  | 'insufficient_aal'
  | 'not_admin'
  | 'user_banned'
  | 'web3_unsupported_chain'
  | 'invalid_grant'
  | 'unexpected_failure';

/** An auth API failure: HTTP status, the service's error code and a user-readable message. */
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AuthApiError';
  }
}

export const authError = {
  validation: (message: string) => new AuthApiError(400, 'validation_failed', message),
  weakPassword: (message: string = Messages.authWeakPassword) =>
    new AuthApiError(422, 'weak_password', message, { weak_password: { reasons: ['length'] } }),
  invalidCredentials: (message: string = Messages.authInvalidCredentials) => new AuthApiError(400, 'invalid_credentials', message),
  noAuthorization: () => new AuthApiError(401, 'no_authorization', Messages.authNoAuthorization),
  badJwt: () => new AuthApiError(403, 'bad_jwt', Messages.authBadJwt),
  sessionNotFound: () => new AuthApiError(403, 'session_not_found', Messages.authSessionNotFound),
};

const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024 = '2024-01-01';

/** True when the caller asked for the 2024-01-01 API (GoTrueClient always does): errors then carry a string `code`. */
function wantsVersion2024(req: Request): boolean {
  const asked = req.get(API_VERSION_HEADER);
  return typeof asked === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked >= API_VERSION_2024;
}

/**
 * Writes an error the way the hosted service does. With `X-Supabase-Api-Version: 2024-01-01` or later:
 * `{ code: 'weak_password', message }` and the header echoed; otherwise the legacy
 * `{ code: 422, error_code: 'weak_password', msg }`. Both add `weak_password.reasons` where it applies.
 */
export function sendAuthError(req: Request, res: Response, error: AuthApiError) {
  if (error.status === 429) res.set('Retry-After', String(error.extra?.retryAfterSeconds ?? 60));
  const extra = { ...error.extra };
  delete extra.retryAfterSeconds;
  if (wantsVersion2024(req)) {
    res.set('X-Supabase-Api-Version', API_VERSION_2024);
    res.status(error.status).json({ code: error.code, message: error.message, ...extra });
  } else {
    res.status(error.status).json({ code: error.status, error_code: error.code, msg: error.message, ...extra });
  }
}

/** The auth router's one error mapper: AuthApiError as above, malformed JSON as bad_json, the rest as 500. */
export const authErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (error instanceof AuthApiError) return sendAuthError(req, res, error);
  const status = (error as { status?: number; type?: string }).status;
  if (status === 400 && (error as { type?: string }).type === 'entity.parse.failed') {
    return sendAuthError(req, res, new AuthApiError(400, 'bad_json', Messages.authBadJson));
  }
  if (status === 413) return sendAuthError(req, res, new AuthApiError(413, 'validation_failed', Messages.authBodyTooLarge));
  // Other body-parser refusals (unsupported charset or encoding): the client's fault, said plainly.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return sendAuthError(req, res, new AuthApiError(status, 'validation_failed', Messages.authBadBody));
  }
  // A request value the column type cannot hold (core/errors isInputDataError): a validation failure, not a 500.
  if (isInputDataError(error)) return sendAuthError(req, res, new AuthApiError(400, 'validation_failed', Messages.inputInvalidValue));
  // Log the failure without the request body: it may hold a password.
  console.error('[auth] unexpected error', error instanceof Error ? (error.stack ?? error.message) : error);
  sendAuthError(req, res, new AuthApiError(500, 'unexpected_failure', Messages.unexpected));
};
