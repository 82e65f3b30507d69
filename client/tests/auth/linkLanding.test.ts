import { EMAIL_CONFIRMED, EMAIL_UPDATED, readLinkLanding } from '../../src/auth/linkLanding';

/** Issue 23 item 7: an e-mail confirmed through the mailed link says so (the home opened without a word). */
describe('what a mailed link says when it opens the app', () => {
  const session = (type: string) => `#access_token=a.b.c&expires_at=1&expires_in=3600&refresh_token=r&token_type=bearer&type=${type}`;

  it('a confirmed sign-up and a changed e-mail say so', () => {
    expect(readLinkLanding(session('signup'))).toEqual({ tone: 'success', message: EMAIL_CONFIRMED });
    expect(readLinkLanding(session('email_change'))).toEqual({ tone: 'success', message: EMAIL_UPDATED });
  });

  it("a refused link says the server's reason", () => {
    expect(readLinkLanding('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')).toEqual({
      tone: 'error',
      message: 'Email link is invalid or has expired',
    });
  });

  it('says nothing without a link, or for a recovery link (its page says it)', () => {
    expect(readLinkLanding('')).toBeNull();
    expect(readLinkLanding('#main')).toBeNull();
    expect(readLinkLanding(session('recovery'))).toBeNull();
  });
});
