import { AuthApiError, AuthWeakPasswordError } from '@supabase/auth-js';
import { act, fireEvent, screen } from '@testing-library/react';
import SignupPage, { SIGNUP_SUCCESS } from '../../src/pages/signup/SignupPage';
import { makeSession } from '../support/auth';
import { fillAndPress, input } from '../support/forms';
import { renderPage } from '../support/renderPage';

const fillAndSubmit = (values: { email?: string; username?: string; password?: string }) =>
  fillAndPress('Signup', { Email: values.email, Username: values.username, Password: values.password });

describe('Signup page', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('has email, username and password fields and a Signup button', async () => {
    await renderPage(SignupPage, '/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Signup' })).toBeTruthy();
    expect(input('Email').type).toBe('email');
    expect(input('Username').type).toBe('text');
    expect(input('Password').type).toBe('password');
  });

  it("refuses a username with other characters: 'Only letters and numbers, are allowed.'", async () => {
    const { auth } = await renderPage(SignupPage, '/signup');
    await fillAndSubmit({ email: 'ace@example.test', username: 'ace_player!', password: 'secret1' });
    expect(screen.getByText('Only letters and numbers, are allowed.')).toBeTruthy();
    expect(input('Username').getAttribute('aria-invalid')).toBe('true');
    // The focus moves to the first invalid field (issue 23 item 15).
    expect(document.activeElement).toBe(input('Username'));
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('requires every field and a 6-character password', async () => {
    const { auth } = await renderPage(SignupPage, '/signup');
    await fillAndSubmit({});
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Username is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    await fillAndSubmit({ email: 'ace@example.test', username: 'ace', password: '12345' });
    expect(screen.getByText('Password should be at least 6 characters.')).toBeTruthy();
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('sends the user name lowercased as data.user_name, shows the success text and goes home after 2 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    const { auth, router } = await renderPage(SignupPage, '/signup');
    await fillAndSubmit({ email: ' Ace@Example.test ', username: ' AcePlayer99 ', password: 'secret1' });
    expect(auth.signUp).toHaveBeenCalledWith({
      email: 'Ace@Example.test',
      password: 'secret1',
      options: { data: { user_name: 'aceplayer99' }, emailRedirectTo: 'http://localhost/' },
    });
    expect(screen.getByRole('status').textContent).toBe(SIGNUP_SUCCESS);
    expect(SIGNUP_SUCCESS).toBe('Signup successful! Redirecting to home...');
    // The new session does not cut the message short.
    expect(router.state.location.pathname).toBe('/signup');
    await act(async () => {
      jest.advanceTimersByTime(1999);
    });
    expect(router.state.location.pathname).toBe('/signup');
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(router.state.location.pathname).toBe('/');
  });

  it('says to confirm the e-mail when the server sends a confirmation link instead of a session', async () => {
    const { auth, router } = await renderPage(SignupPage, '/signup');
    auth.signUp.mockResolvedValueOnce({ data: { user: makeSession().user, session: null }, error: null } as never);
    await fillAndSubmit({ email: 'ace@example.test', username: 'ace', password: 'secret1' });
    expect(screen.getByRole('status').textContent).toContain('We sent a confirmation link to ace@example.test');
    expect(router.state.location.pathname).toBe('/signup');
  });

  it("shows 'Registration failed' when no user comes back", async () => {
    const { auth } = await renderPage(SignupPage, '/signup');
    auth.signUp.mockResolvedValueOnce({ data: { user: null, session: null }, error: null } as never);
    await fillAndSubmit({ email: 'ace@example.test', username: 'ace', password: 'secret1' });
    expect(screen.getByRole('alert').textContent).toBe('Registration failed');
  });

  it.each([
    [
      new AuthApiError('User already registered', 422, 'user_already_exists'),
      'Email',
      'An account with this email already exists. Log in, or reset your password.',
    ],
    [new AuthApiError('That user name is already taken.', 409, 'conflict'), 'Username', 'That user name is already taken.'],
    [
      new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']),
      'Password',
      'Password should be at least 6 characters.',
    ],
  ])('puts a refusal about one field under that field (%s)', async (error, label, message) => {
    const { auth } = await renderPage(SignupPage, '/signup');
    auth.signUp.mockResolvedValueOnce({ data: { user: null, session: null }, error } as never);
    await fillAndSubmit({ email: 'ace@example.test', username: 'ace', password: 'secret1' });
    expect(screen.getByText(message)).toBeTruthy();
    expect(input(label).getAttribute('aria-invalid')).toBe('true');
  });

  it('a rate limit or server failure is a form-level message', async () => {
    const { auth } = await renderPage(SignupPage, '/signup');
    auth.signUp.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
    } as never);
    await fillAndSubmit({ email: 'ace@example.test', username: 'ace', password: 'secret1' });
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please wait a few minutes and try again.');
    auth.signUp.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: new AuthApiError('Registration failed', 422, 'unexpected_failure'),
    } as never);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Signup' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Registration failed');
  });

  it('sends a signed-in visitor home', async () => {
    const { router } = await renderPage(SignupPage, '/signup', { session: makeSession() });
    expect(router.state.location.pathname).toBe('/');
  });
});
