import { AuthApiError, AuthRetryableFetchError, AuthSessionMissingError, AuthWeakPasswordError } from '@supabase/auth-js';
import { AuthMessages, describeAuthError } from '../../src/auth/errors';

const api = (code: string, message = 'server text', status = 400) => new AuthApiError(message, status, code);

describe('describeAuthError', () => {
  it('a wrong password reads differently at login and in My Account', () => {
    expect(describeAuthError(api('invalid_credentials', 'Invalid login credentials'), 'login')).toEqual({
      message: 'Incorrect email or password.',
    });
    expect(describeAuthError(api('invalid_credentials'), 'verifyPassword')).toEqual({ message: 'Current password is incorrect.' });
    expect(describeAuthError(api('invalid_credentials', 'Current password is incorrect.'), 'changePassword')).toEqual({
      message: 'Current password is incorrect.',
      field: 'currentPassword',
    });
  });

  it('maps sign-up refusals onto the field they are about', () => {
    expect(describeAuthError(api('user_already_exists', 'User already registered', 422), 'signup')).toEqual({
      message: AuthMessages.userAlreadyExists,
      field: 'email',
    });
    expect(describeAuthError(api('conflict', 'That user name is already taken.', 409), 'signup')).toEqual({
      message: 'That user name is already taken.',
      field: 'username',
    });
    expect(describeAuthError(api('validation_failed', 'Only letters and numbers, are allowed.'), 'signup')).toEqual({
      message: 'Only letters and numbers, are allowed.',
      field: 'username',
    });
    expect(describeAuthError(api('email_address_invalid'), 'signup')).toEqual({ message: 'Invalid email format.', field: 'email' });
  });

  it('weak_password keeps the server rule and points at the password being chosen', () => {
    const weak = new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']);
    expect(describeAuthError(weak, 'signup')).toEqual({ message: 'Password should be at least 6 characters.', field: 'password' });
    expect(describeAuthError(weak, 'changePassword')).toEqual({
      message: 'Password should be at least 6 characters.',
      field: 'newPassword',
    });
    expect(describeAuthError(api('same_password', 'x', 422), 'reset')).toEqual({
      message: AuthMessages.samePassword,
      field: 'newPassword',
    });
  });

  it('rate limits, expired codes, ended sessions and network failures get their own message', () => {
    for (const action of ['login', 'signup', 'recover', 'verify'] as const) {
      expect(describeAuthError(api('over_request_rate_limit', 'Request rate limit reached', 429), action).message).toBe(
        'Too many attempts. Please wait a few minutes and try again.',
      );
    }
    expect(describeAuthError(api('otp_expired', 'Token has expired or is invalid', 403), 'verify')).toEqual({
      message: AuthMessages.codeExpired,
      field: 'code',
    });
    expect(describeAuthError(new AuthSessionMissingError(), 'reset').message).toBe(AuthMessages.sessionEnded);
    expect(describeAuthError(api('reauthentication_needed'), 'reset').message).toBe(AuthMessages.reauthenticateReset);
    expect(describeAuthError(api('reauthentication_needed'), 'changePassword')).toEqual({
      message: 'For your security, enter your current password to change it.',
      field: 'currentPassword',
    });
    expect(describeAuthError(api('reauthentication_not_valid', 'Nonce has expired or is invalid'), 'changePassword').message).toBe(
      AuthMessages.codeExpired,
    );
    expect(describeAuthError(new AuthRetryableFetchError('Failed to fetch', 0), 'login').message).toBe(AuthMessages.network);
  });

  it('an account change refused for a stated reason (4xx) shows the server text; a failure (5xx) does not', () => {
    const refusal = 'Phone numbers cannot be changed: that needs a code sent by SMS, and this server sends no SMS.';
    for (const action of ['changePassword', 'reset', 'changeEmail'] as const) {
      expect(describeAuthError(api('phone_provider_disabled', refusal, 422), action)).toEqual({ message: refusal });
    }
    expect(describeAuthError(api('phone_provider_disabled', refusal, 422), 'login').message).toBe(AuthMessages.unexpected);
  });

  it('falls back to the screen’s own failure text', () => {
    expect(describeAuthError(api('unexpected_failure', 'Registration failed', 422), 'signup').message).toBe('Registration failed');
    expect(describeAuthError(api('unexpected_failure', 'boom', 500), 'changePassword').message).toBe(
      'Password change failed. Please try again.',
    );
    expect(describeAuthError(api('unexpected_failure', 'boom', 500), 'changeEmail').message).toBe('Email update failed. Please try again.');
    expect(describeAuthError(new Error('boom'), 'login').message).toBe('An unexpected error occurred. Please try again.');
  });
});
