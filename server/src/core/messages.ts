/**
 * Every user-facing text the server sends, in one reviewable place.
 * Texts quoted by the spec are kept exactly (case and punctuation included).
 */
export const Messages = {
  // generic
  unauthenticated: 'You must be signed in to do that.',
  forbidden: 'You do not have permission to do that.',
  invalidId: 'Invalid id: expected a UUID.',
  unexpected: 'An unexpected error occurred. Please try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',

  // auth API (/auth/v1): texts of the hosted service the client already knows, plus the spec's
  authMissingCredentials: 'You must provide either an email or phone number and a password',
  authRegistrationFailed: 'Registration failed',
  authWeakPassword: 'Password should be at least 6 characters.',
  authPasswordTooLong: 'Password should be at most 128 characters.',
  authInvalidCredentials: 'Invalid login credentials',
  authCurrentPasswordIncorrect: 'Current password is incorrect.',
  authSamePassword: 'New password should be different from the old password.',
  authReauthenticationNeeded: 'Password update requires reauthentication: send current_password.',
  authUserAlreadyExists: 'User already registered',
  authEmailExists: 'A user with this email address has already been registered',
  authPhoneExists: 'A user with this phone number has already been registered',
  authInvalidEmail: 'Unable to validate email address: invalid format',
  authInvalidPhone: 'Invalid phone number format (E.164 required)',
  authPhoneSignupDisabled: 'Phone sign-ups need auto-confirmation, which is turned off',
  authEmailNotConfirmed: 'Email not confirmed',
  authUserNameInvalid: 'Only letters and numbers, are allowed.',
  authUserNameTooLong: 'User names can be at most 30 characters.',
  authUserNameTaken: 'That user name is already taken.',
  authDisplayNameTooLong: 'Display names can be at most 50 characters.',
  authMetadataInvalid: 'User data must be a JSON object of at most 8 KB.',
  authNoAuthorization: 'This endpoint requires a Bearer token',
  authBadJwt: 'Invalid JWT: unable to parse or verify signature, or the token has expired',
  authSessionNotFound: 'Session from session_id claim in JWT does not exist',
  authUserNotFound: 'User from sub claim in JWT does not exist',
  authUnsupportedGrant: 'Unsupported grant type',
  authRefreshTokenMissing: 'Refresh token is required',
  authRefreshTokenNotFound: 'Invalid Refresh Token: Refresh Token Not Found',
  authRefreshTokenAlreadyUsed: 'Invalid Refresh Token: Already Used',
  authLogoutScopeInvalid: 'Parameter scope must be one of global, local, others',
  authRecoverEmailRequired: 'Password recovery requires an email',
  authVerifyTypeInvalid: 'Verify requires a verification type: signup, email, recovery or email_change',
  authVerifyTokenRequired: 'Verify requires a token or a token hash',
  authOtpExpired: 'Token has expired or is invalid',
  authEmailLinkExpired: 'Email link is invalid or has expired',
  authRateLimited: 'Request rate limit reached',
  authBadJson: 'Could not parse request body as JSON',
  authBodyTooLarge: 'Request body is too large.',
  authBadBody: 'Could not read the request body.',
  authNotFound: 'Not Found',
  // auth mail ({link} and {code} are filled in)
  mailRecoverySubject: 'Reset your Clutch password',
  mailRecoveryBody:
    'Someone asked to reset the password of your Clutch account.\n\nReset it here: {link}\n\nOr enter this code: {code}\n\nThe link and the code work once, for one hour. If it was not you, ignore this e-mail: your password stays as it is.',
  mailConfirmSubject: 'Confirm your Clutch account',
  mailConfirmBody: 'Welcome to Clutch! Confirm your e-mail address here: {link}\n\nOr enter this code: {code}\n\nThe link and the code work once, for 24 hours.',
  mailEmailChangeSubject: 'Confirm your new Clutch e-mail address',
  mailEmailChangeBody:
    'Confirm that this is the new e-mail address of your Clutch account: {link}\n\nOr enter this code: {code}\n\nThe link and the code work once, for 24 hours. If you did not ask for this, ignore this e-mail.',
} as const;

export type MessageKey = keyof typeof Messages;
