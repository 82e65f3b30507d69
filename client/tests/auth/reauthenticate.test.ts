import { AuthApiError, AuthRetryableFetchError } from '@supabase/auth-js';
import { reauthenticatedAccessToken } from '../../src/auth/authClient';

/** An auth client whose refresh answers `refresh`, holding a stored session with access token 'stored'. */
function authWith(refresh: { data: { session: { access_token: string } | null }; error: Error | null }) {
  return {
    refreshSession: jest.fn(async () => refresh),
    signOut: jest.fn(async () => ({ error: null })),
    getSession: jest.fn(async () => ({ data: { session: { access_token: 'stored' } }, error: null })),
  };
}

describe('reauthenticatedAccessToken (after the server ended the live connection with 4419)', () => {
  it('answers the refreshed access token', async () => {
    const auth = authWith({ data: { session: { access_token: 'fresh' } }, error: null });
    expect(await reauthenticatedAccessToken(auth as never)).toBe('fresh');
    expect(auth.signOut).not.toHaveBeenCalled();
  });

  it('drops the stored session and answers null (a guest) when the server refuses the refresh: the session is gone', async () => {
    const auth = authWith({ data: { session: null }, error: new AuthApiError('Invalid Refresh Token: Refresh Token Not Found', 400, 'refresh_token_not_found') });
    expect(await reauthenticatedAccessToken(auth as never)).toBeNull();
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it('keeps the session and answers the stored token when the refresh could not reach the server', async () => {
    const auth = authWith({ data: { session: null }, error: new AuthRetryableFetchError('Failed to fetch', 0) });
    expect(await reauthenticatedAccessToken(auth as never)).toBe('stored');
    expect(auth.signOut).not.toHaveBeenCalled();
  });
});
