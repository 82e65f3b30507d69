import { AuthApiError } from '@supabase/auth-js';
import { act, fireEvent, screen } from '@testing-library/react';
import ResetPasswordPage, { linkErrorFrom, RESET_DONE } from '../../src/pages/reset-password/ResetPasswordPage';
import { makeSession } from '../support/auth';
import { input, press } from '../support/forms';
import { renderPage } from '../support/renderPage';
import { routes } from '../../src/routes';

const click = (name: string) => press(name);

describe('linkErrorFrom', () => {
  it('reads the error a failed recovery link came back with', () => {
    expect(linkErrorFrom('')).toBeNull();
    expect(linkErrorFrom('#access_token=x&type=recovery')).toBeNull();
    expect(linkErrorFrom('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')).toBe(
      'This reset link is invalid or has expired.',
    );
    expect(linkErrorFrom('#error=access_denied&error_code=over_request_rate_limit&error_description=Request+rate+limit+reached')).toBe(
      'Request rate limit reached',
    );
  });
});

describe('Reset Password page', () => {
  it('is a public route (beside login, signup and forgot, outside the protected group)', async () => {
    const shell = routes[0]!.children!;
    const route = shell.find((r) => r.path === 'reset-password');
    expect(route).toBeDefined();
    const lazy = route!.lazy as () => Promise<{ Component: unknown }>;
    expect((await lazy()).Component).toBe(ResetPasswordPage);
  });

  it('without a session: enter the email and the 6-digit code, then choose the new password', async () => {
    const { auth } = await renderPage(ResetPasswordPage, '/reset-password', { url: '/reset-password?email=ace%40example.test' });
    expect(input('Email').value).toBe('ace@example.test');
    fireEvent.change(input('6-digit code'), { target: { value: '12345' } });
    await click('Continue');
    expect(screen.getByText('The code is the 6 digits from the email.')).toBeTruthy();
    expect(auth.verifyOtp).not.toHaveBeenCalled();

    fireEvent.change(input('6-digit code'), { target: { value: '123456' } });
    await click('Continue');
    expect(auth.verifyOtp).toHaveBeenCalledWith({ email: 'ace@example.test', token: '123456', type: 'recovery' });
    // PASSWORD_RECOVERY brought the session: the password step.
    expect(screen.getByText('Choose a new password for your account.')).toBeTruthy();
    expect(input('New Password').type).toBe('password');
    expect(input('Confirm New Password').type).toBe('password');
  });

  it('a wrong or expired code says so under the code', async () => {
    const { auth } = await renderPage(ResetPasswordPage, '/reset-password');
    auth.verifyOtp.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: new AuthApiError('Token has expired or is invalid', 403, 'otp_expired'),
    } as never);
    fireEvent.change(input('Email'), { target: { value: 'ace@example.test' } });
    fireEvent.change(input('6-digit code'), { target: { value: '000000' } });
    await click('Continue');
    expect(screen.getByText('This code or link is invalid or has expired. Request a new one.')).toBeTruthy();
    expect(input('6-digit code').getAttribute('aria-invalid')).toBe('true');
  });

  it('an expired link shows why, and offers the code form', async () => {
    await renderPage(ResetPasswordPage, '/reset-password', {
      url: '/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'This reset link is invalid or has expired. Request a new one, or enter the code from the email.',
    );
    expect(input('6-digit code')).toBeTruthy();
  });

  it('a failed link while signed in: says so above the new-password form', async () => {
    await renderPage(ResetPasswordPage, '/reset-password', {
      url: '/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      session: makeSession(),
    });
    expect(screen.getByRole('alert').textContent).toContain('This reset link is invalid or has expired.');
    expect(input('New Password')).toBeTruthy();
  });

  it('with an ordinary session (not from a recovery link): the current password too, then updateUser({ password, current_password })', async () => {
    const { auth } = await renderPage(ResetPasswordPage, '/reset-password', { session: makeSession() });
    expect(screen.getByText('You are signed in as ace@example.test. Enter your current password and choose a new one.')).toBeTruthy();
    fireEvent.change(input('New Password'), { target: { value: 'brand-new-1' } });
    fireEvent.change(input('Confirm New Password'), { target: { value: 'brand-new-2' } });
    await click('Set New Password');
    expect(screen.getByText("New passwords don't match")).toBeTruthy();
    expect(screen.getByText('Enter your current password.')).toBeTruthy();
    expect(auth.updateUser).not.toHaveBeenCalled();

    fireEvent.change(input('Current Password'), { target: { value: 'old-one-1' } });
    fireEvent.change(input('Confirm New Password'), { target: { value: 'brand-new-1' } });
    await click('Set New Password');
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'brand-new-1', current_password: 'old-one-1' });
    expect(screen.getByRole('status').textContent).toContain(RESET_DONE);
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it("a recovery link's session: PASSWORD_RECOVERY a tick after the session (as GoTrueClient reports a link) drops the current-password field", async () => {
    const session = makeSession();
    const { auth } = await renderPage(ResetPasswordPage, '/reset-password', { session });
    expect(input('Current Password')).toBeTruthy();
    await act(async () => auth.emit('PASSWORD_RECOVERY', session));
    expect(screen.getByText('Choose a new password for your account.')).toBeTruthy();
    expect(screen.queryByLabelText('Current Password')).toBeNull();
    fireEvent.change(input('New Password'), { target: { value: 'brand-new-1' } });
    fireEvent.change(input('Confirm New Password'), { target: { value: 'brand-new-1' } });
    await click('Set New Password');
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'brand-new-1' });
    expect(screen.getByRole('status').textContent).toContain(RESET_DONE);
  });

  it('with the recovery session: the new password alone; past the hour the server asks for the current one and so does the form', async () => {
    const { auth } = await renderPage(ResetPasswordPage, '/reset-password', { url: '/reset-password?email=ace%40example.test' });
    fireEvent.change(input('6-digit code'), { target: { value: '123456' } });
    await click('Continue');
    expect(screen.getByText('Choose a new password for your account.')).toBeTruthy();
    expect(screen.queryByLabelText('Current Password')).toBeNull();
    auth.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: new AuthApiError(
        'Password update requires reauthentication: send current_password, or the nonce mailed by /reauthenticate.',
        400,
        'reauthentication_needed',
      ),
    } as never);
    fireEvent.change(input('New Password'), { target: { value: 'brand-new-1' } });
    fireEvent.change(input('Confirm New Password'), { target: { value: 'brand-new-1' } });
    await click('Set New Password');
    expect(auth.updateUser).toHaveBeenLastCalledWith({ password: 'brand-new-1' });
    expect(screen.getByRole('alert').textContent).toBe(
      'For your security, enter your current password as well, or request a new reset link (a link works for one hour).',
    );
    fireEvent.change(input('Current Password'), { target: { value: 'old-one-1' } });
    await click('Set New Password');
    expect(auth.updateUser).toHaveBeenLastCalledWith({ password: 'brand-new-1', current_password: 'old-one-1' });
    expect(screen.getByRole('status').textContent).toContain(RESET_DONE);
  });

  it('shows why the new password was refused', async () => {
    const { auth } = await renderPage(ResetPasswordPage, '/reset-password', { session: makeSession() });
    auth.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: new AuthApiError('New password should be different from the old password.', 422, 'same_password'),
    } as never);
    fireEvent.change(input('Current Password'), { target: { value: 'same-old-1' } });
    fireEvent.change(input('New Password'), { target: { value: 'same-old-1' } });
    fireEvent.change(input('Confirm New Password'), { target: { value: 'same-old-1' } });
    await click('Set New Password');
    expect(screen.getByText('Choose a password different from your current one.')).toBeTruthy();

    auth.updateUser.mockResolvedValueOnce({ data: { user: null }, error: new AuthApiError('boom', 500, 'unexpected_failure') } as never);
    await click('Set New Password');
    expect(screen.getByRole('alert').textContent).toBe('Password change failed. Please try again.');
  });
});
