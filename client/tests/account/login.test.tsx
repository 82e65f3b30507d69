import { AuthApiError, AuthRetryableFetchError } from '@supabase/auth-js';
import { act, fireEvent, screen } from '@testing-library/react';
import LoginPage from '../../src/pages/login/LoginPage';
import { makeSession } from '../support/auth';
import { fillAndPress, input } from '../support/forms';
import { renderPage } from '../support/renderPage';

const fillAndSubmit = (email: string, password: string) => fillAndPress('Login', { Email: email, Password: password });

describe('Login page', () => {
  it('has the title Login, email and password fields and a Login button', async () => {
    await renderPage(LoginPage, '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(input('Email').type).toBe('email');
    expect(input('Password').type).toBe('password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
  });

  it('requires both fields and a well-formed email before calling the server', async () => {
    const { auth } = await renderPage(LoginPage, '/login');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    });
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    await fillAndSubmit('ace@example', 'secret');
    expect(screen.getByText('Invalid email format.')).toBeTruthy();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed email and goes to /', async () => {
    const { auth, router } = await renderPage(LoginPage, '/login');
    await fillAndSubmit('  ace@example.test ', 'secret1');
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'ace@example.test', password: 'secret1' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes back to the protected page the visitor came from', async () => {
    const { router } = await renderPage(LoginPage, '/login', { state: { from: '/team/red-squad?tab=roster' } });
    await fillAndSubmit('ace@example.test', 'secret1');
    expect(router.state.location.pathname).toBe('/team/red-squad');
    expect(router.state.location.search).toBe('?tab=roster');
  });

  it('never follows a redirect to another origin', async () => {
    const { router } = await renderPage(LoginPage, '/login', { state: { from: '//evil.example/x' } });
    await fillAndSubmit('ace@example.test', 'secret1');
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects at once when a session exists', async () => {
    const { router } = await renderPage(LoginPage, '/login', { session: makeSession() });
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    [new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'), 'Incorrect email or password.'],
    [
      new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
      'Too many attempts. Please wait a few minutes and try again.',
    ],
    [
      new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'),
      'Please confirm your email address first: open the link we sent you.',
    ],
    [new AuthRetryableFetchError('Failed to fetch', 0), 'Could not reach the server. Check your connection and try again.'],
  ])('shows a clear message when the sign-in is refused (%s)', async (error, message) => {
    const { auth, router } = await renderPage(LoginPage, '/login');
    auth.signInWithPassword.mockResolvedValueOnce({ data: { user: null, session: null }, error } as never);
    await fillAndSubmit('ace@example.test', 'wrong-password');
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(router.state.location.pathname).toBe('/login');
    expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
