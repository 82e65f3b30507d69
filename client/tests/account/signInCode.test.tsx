import { AuthApiError } from '@supabase/auth-js';
import { act, fireEvent, screen } from '@testing-library/react';
import { EmailCodeSignIn } from '../../src/pages/login/EmailCodeSignIn';
import SignupPage from '../../src/pages/signup/SignupPage';
import { fillAndPress, input, press } from '../support/forms';
import { renderPage } from '../support/renderPage';

/** Login with a mailed code (issue 25 item 8) and sign-up with a phone number (doc 01, section 5). */

const cancel = jest.fn();
function CodePage() {
  return <EmailCodeSignIn initialEmail="ace@example.test" onCancel={cancel} />;
}

describe('Email me a sign-in code', () => {
  it('asks for the code once the mail is requested (never creating an account), then verifies it as an email code', async () => {
    const { auth } = await renderPage(CodePage, '/login');
    expect(input('Email').value).toBe('ace@example.test');
    await press('Email me a code');
    expect(auth.client.signInWithOtp).toHaveBeenCalledWith({
      email: 'ace@example.test',
      options: { shouldCreateUser: false, emailRedirectTo: `${window.location.origin}/` },
    });
    expect(screen.getByRole('status').textContent).toContain('we sent it a sign-in link and a 6-digit code');
    await fillAndPress('Sign in', { Code: '12345' });
    expect(screen.getByText('The code is the 6 digits from the email.')).toBeTruthy();
    expect(auth.verifyOtp).not.toHaveBeenCalled();
    await fillAndPress('Sign in', { Code: ' 123456 ' });
    expect(auth.verifyOtp).toHaveBeenCalledWith({ email: 'ace@example.test', token: '123456', type: 'email' });
  });

  it('says when the code is wrong or used, beside the code', async () => {
    const { auth } = await renderPage(CodePage, '/login');
    await press('Email me a code');
    auth.verifyOtp.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: new AuthApiError('Token has expired or is invalid', 403, 'otp_expired'),
    } as never);
    await fillAndPress('Sign in', { Code: '654321' });
    expect(screen.getByText('This code or link is invalid or has expired. Request a new one.')).toBeTruthy();
  });

  it('goes back to the password form', async () => {
    await renderPage(CodePage, '/login');
    await press('Log in with a password instead');
    expect(cancel).toHaveBeenCalled();
  });
});

describe('Signup with a phone number', () => {
  it('sends the phone instead of the email, and asks for the texted code when the number must be confirmed', async () => {
    const { auth } = await renderPage(SignupPage, '/signup');
    await press('Use a phone number instead');
    expect(input('Phone').type).toBe('tel');
    expect(screen.queryByLabelText('Email')).toBeNull();
    await fillAndPress('Signup', { Phone: '12', Username: 'Ace', Password: 'secret1' });
    expect(screen.getByText('Enter the number with its country code, e.g. +44 7700 900123.')).toBeTruthy();
    auth.signUp.mockResolvedValueOnce({ data: { user: { id: 'u1' }, session: null }, error: null } as never);
    await act(async () => {
      fireEvent.change(input('Phone'), { target: { value: ' +44 7700 900123 ' } });
    });
    await press('Signup');
    expect(auth.signUp).toHaveBeenCalledWith({
      phone: '+44 7700 900123',
      password: 'secret1',
      options: { data: { user_name: 'ace' }, emailRedirectTo: `${window.location.origin}/` },
    });
    expect(screen.getByRole('status').textContent).toContain('We texted a 6-digit code to +44 7700 900123');
    await fillAndPress('Confirm', { Code: '246810' });
    expect(auth.verifyOtp).toHaveBeenCalledWith({ phone: '+44 7700 900123', token: '246810', type: 'sms' });
    expect(screen.getByText('Signup successful! Redirecting to home...')).toBeTruthy();
  });
});
