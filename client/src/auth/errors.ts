import { isAuthApiError, isAuthError, isAuthRetryableFetchError, isAuthSessionMissingError } from '@supabase/auth-js';

/**
 * User-facing texts for auth failures. The spec's own texts (doc 02, section 8) are kept verbatim;
 * the rest replace the earlier client's "only logged" failures with messages a user can act on.
 */
export const AuthMessages = {
  unexpected: 'An unexpected error occurred. Please try again.',
  registrationFailed: 'Registration failed',
  invalidLogin: 'Incorrect email or password.',
  emailNotConfirmed: 'Please confirm your email address first: open the link we sent you.',
  phoneNotConfirmed: 'Please confirm your phone number first: enter the code we texted you.',
  phoneTaken: 'An account with this phone number already exists. Log in instead.',
  userAlreadyExists: 'An account with this email already exists. Log in, or reset your password.',
  emailTaken: 'That email address is already used by another account.',
  userNameTaken: 'That user name is already taken.',
  invalidEmail: 'Invalid email format.',
  weakPassword: 'Password should be at least 6 characters.',
  samePassword: 'Choose a password different from your current one.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  codeExpired: 'This code or link is invalid or has expired. Request a new one.',
  sessionEnded: 'Your session has ended. Please log in again.',
  reauthenticate: 'For your security, enter your current password to change it.',
  reauthenticateReset: 'For your security, enter your current password as well, or request a new reset link (a link works for one hour).',
  network: 'Could not reach the server. Check your connection and try again.',
  // doc 02, section 8
  currentPasswordIncorrect: 'Current password is incorrect.',
  passwordChangeFailed: 'Password change failed. Please try again.',
  passwordUpdated: 'Password updated successfully!',
  emailUpdateFailed: 'Email update failed. Please try again.',
  emailUpdated: 'Email updated successfully!',
} as const;

/** Which screen failed: the same code reads differently on each (a wrong password at login vs. in My Account). */
export type AuthAction = 'login' | 'signup' | 'recover' | 'verify' | 'reset' | 'verifyPassword' | 'changePassword' | 'changeEmail';

/** A message and, when the refusal is about one input, that input's name. */
export interface AuthFailure {
  message: string;
  field?: 'email' | 'phone' | 'password' | 'username' | 'code' | 'currentPassword' | 'newPassword';
}

/** The auth API error code of a GoTrueClient error (`weak_password`, `invalid_credentials`, ...), if any. */
export function authErrorCode(error: unknown): string | undefined {
  if (!isAuthError(error)) return undefined;
  if (isAuthSessionMissingError(error)) return 'session_not_found';
  return typeof error.code === 'string' ? error.code : undefined;
}

const FALLBACK: Record<AuthAction, string> = {
  login: AuthMessages.unexpected,
  signup: AuthMessages.registrationFailed,
  recover: AuthMessages.unexpected,
  verify: AuthMessages.unexpected,
  reset: AuthMessages.passwordChangeFailed,
  verifyPassword: AuthMessages.unexpected,
  changePassword: AuthMessages.passwordChangeFailed,
  changeEmail: AuthMessages.emailUpdateFailed,
};

/** Turns an error from GoTrueClient (or a thrown one) into what the user reads on `action`'s screen. */
export function describeAuthError(error: unknown, action: AuthAction): AuthFailure {
  if (isAuthRetryableFetchError(error)) return { message: AuthMessages.network };
  const code = authErrorCode(error);
  const serverText = isAuthError(error) && error.message ? error.message : '';
  switch (code) {
    case 'invalid_credentials':
      if (action === 'login') return { message: AuthMessages.invalidLogin };
      if (action === 'changePassword') return { message: AuthMessages.currentPasswordIncorrect, field: 'currentPassword' };
      return { message: AuthMessages.currentPasswordIncorrect };
    case 'email_not_confirmed':
      return { message: AuthMessages.emailNotConfirmed };
    case 'phone_not_confirmed':
      return { message: AuthMessages.phoneNotConfirmed };
    case 'phone_exists':
      return { message: AuthMessages.phoneTaken, field: 'phone' };
    case 'user_already_exists':
      return { message: AuthMessages.userAlreadyExists, field: 'email' };
    case 'email_exists':
      return { message: AuthMessages.emailTaken, field: 'email' };
    case 'conflict':
      return action === 'signup' ? { message: AuthMessages.userNameTaken, field: 'username' } : { message: FALLBACK[action] };
    case 'email_address_invalid':
      return { message: AuthMessages.invalidEmail, field: 'email' };
    case 'weak_password':
      return {
        message: serverText || AuthMessages.weakPassword,
        field: action === 'changePassword' || action === 'reset' ? 'newPassword' : 'password',
      };
    case 'same_password':
      return { message: AuthMessages.samePassword, field: 'newPassword' };
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit':
      return { message: AuthMessages.rateLimited };
    case 'otp_expired':
      return { message: AuthMessages.codeExpired, field: action === 'verify' ? 'code' : undefined };
    case 'reauthentication_needed':
      // The server wants current_password (or a recovery session under an hour old): the forms then ask for it.
      return action === 'reset'
        ? { message: AuthMessages.reauthenticateReset }
        : { message: AuthMessages.reauthenticate, field: 'currentPassword' };
    case 'reauthentication_not_valid':
      return { message: AuthMessages.codeExpired };
    case 'session_not_found':
    case 'bad_jwt':
    case 'no_authorization':
    case 'user_not_found':
      return { message: AuthMessages.sessionEnded };
    case 'validation_failed':
      // The server's validation texts are written for users ('Only letters and numbers, are allowed.').
      if (!serverText) return { message: FALLBACK[action] };
      return action === 'signup' && /user name|letters and numbers/i.test(serverText)
        ? { message: serverText, field: 'username' }
        : { message: serverText };
    default:
      // An account change the server refused for a stated reason (a 4xx): its text says why; a failure (5xx) does not.
      if (serverText && ACCOUNT_CHANGES.has(action) && isAuthApiError(error) && error.status >= 400 && error.status < 500) {
        return { message: serverText };
      }
      return { message: FALLBACK[action] };
  }
}

const ACCOUNT_CHANGES = new Set<AuthAction>(['reset', 'changePassword', 'changeEmail']);
