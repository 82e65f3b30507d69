import { AuthApiError } from '@supabase/auth-js';
import { fireEvent, screen } from '@testing-library/react';
import ForgotPage from '../../src/pages/forgot/ForgotPage';
import { fillAndPress, input } from '../support/forms';
import { renderPage } from '../support/renderPage';

const email = () => input('Email');

const request = (address: string) => fillAndPress('Reset Password', { Email: address });

describe('Password Recovery page', () => {
  it('has the title, an email field and a Reset Password button', async () => {
    await renderPage(ForgotPage, '/forgot');
    expect(screen.getByRole('heading', { level: 1, name: 'Password Recovery' })).toBeTruthy();
    expect(email().type).toBe('email');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeTruthy();
  });

  it('validates the email before asking the server', async () => {
    const { auth } = await renderPage(ForgotPage, '/forgot');
    await request('');
    expect(screen.getByText('Email is required.')).toBeTruthy();
    await request('not-an-email');
    expect(screen.getByText('Invalid email format.')).toBeTruthy();
    expect(auth.resetPasswordForEmail).not.toHaveBeenCalled();
  });

  it('asks for a link back to /reset-password and answers neutrally, with a way to enter the code', async () => {
    const { auth } = await renderPage(ForgotPage, '/forgot');
    await request(' ace@example.test ');
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('ace@example.test', { redirectTo: 'http://localhost/reset-password' });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('If an account exists for ace@example.test, we sent it an email');
    expect(screen.getByRole('link', { name: 'Enter the code' }).getAttribute('href')).toBe('/reset-password?email=ace%40example.test');

    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(email().value).toBe('ace@example.test');
  });

  it('shows a clear message when the server refuses (rate limit)', async () => {
    const { auth } = await renderPage(ForgotPage, '/forgot');
    auth.resetPasswordForEmail.mockResolvedValueOnce({
      data: null,
      error: new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
    } as never);
    await request('ace@example.test');
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
