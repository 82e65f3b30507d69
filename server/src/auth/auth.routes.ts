import express, { Router, type Request, type Response } from 'express';
import { Messages } from '../core/messages';
import { requestHasUnsafeText } from '../core/input-text';
import { bearerToken } from '../core/request-context';
import { AuthApiError, authErrorHandler } from './auth.errors';
import { type AuthService, type CallerInfo } from './auth.service';
import { addressOf, registerOtpRoutes } from './otp.routes';
import { PKCE_PREFIX } from './pkce';
import { registerMfaRoutes } from './mfa';
import { registerAdminRoutes } from './admin-api';

function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function queryString(req: Request, key: string): string | undefined {
  const value = req.query[key];
  return typeof value === 'string' ? value : undefined;
}

function callerOf(req: Request): CallerInfo {
  return { ip: req.ip ?? req.socket.remoteAddress ?? 'unknown', redirectTo: queryString(req, 'redirect_to') };
}

/** `params` added to the URL's query (a PKCE redirect's code or error). */
function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

function emailOf(body: Record<string, unknown>): string | undefined {
  return typeof body.email === 'string' ? body.email : undefined;
}

/**
 * The auth API under /auth/v1, shaped like the hosted service so the official GoTrueClient works unchanged.
 * Routes only unpack the request and call the AuthService.
 */
export function authRouter(auth: AuthService): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use(express.json({ limit: '64kb', type: ['application/json', 'application/*+json'] }));
  // NUL and lone surrogates anywhere in the input are refused before the service sees them.
  router.use((req, _res, next) =>
    next(requestHasUnsafeText(req) ? new AuthApiError(400, 'validation_failed', Messages.inputUnsafeText) : undefined),
  );

  router.get('/health', (_req, res) => {
    res.json({ name: 'Clutch Auth', version: 'v1', description: 'Clutch account, session and token API' });
  });
  router.get('/settings', (_req, res) => {
    res.json(auth.publicSettings());
  });
  router.get('/.well-known/jwks.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=600');
    res.json(auth.jwks());
  });

  router.post('/signup', async (req, res) => {
    const body = bodyOf(req);
    await auth.checkRateLimit('signup', callerOf(req), emailOf(body));
    res.json(await auth.signUp(body, callerOf(req)));
  });

  router.post('/token', async (req, res) => {
    const body = bodyOf(req);
    const grant = queryString(req, 'grant_type');
    await auth.checkRateLimit('token', callerOf(req));
    if (grant === 'password') res.json(await auth.signInWithPassword(body, callerOf(req)));
    else if (grant === 'refresh_token') res.json(await auth.refresh(body));
    else if (grant === 'pkce') res.json(await auth.otp.exchangeAuthCode(body));
    else if (grant === 'web3') res.json(await auth.web3.signIn(body));
    else throw new AuthApiError(400, 'validation_failed', Messages.authUnsupportedGrant);
  });

  router.post('/logout', async (req, res) => {
    // The raw value: a repeated ?scope= is refused rather than read as the (widest) default.
    await auth.logout(bearerToken(req.headers.authorization), req.query.scope);
    res.status(204).end();
  });

  router.get('/user', async (req, res) => {
    res.json(await auth.getUser(bearerToken(req.headers.authorization)));
  });
  router.put('/user', async (req, res) => {
    res.json(await auth.updateUser(bearerToken(req.headers.authorization), bodyOf(req), callerOf(req)));
  });

  // Mails a one-time nonce to the user's current address; PUT /user takes it as `nonce` for an e-mail change.
  router.get('/reauthenticate', async (req, res) => {
    await auth.checkRateLimit('reauthenticate', callerOf(req));
    await auth.reauthenticate(bearerToken(req.headers.authorization));
    res.json({});
  });

  router.post('/recover', async (req, res) => {
    const body = bodyOf(req);
    await auth.checkRateLimit('recover', callerOf(req), emailOf(body));
    await auth.recover(body, callerOf(req));
    res.json({});
  });

  router.post('/verify', async (req, res) => {
    const body = bodyOf(req);
    await auth.checkRateLimit('verify', callerOf(req), addressOf(body));
    res.json(await auth.verify(body));
  });

  // The mailed link: lands on redirect_to with the session (or the error) in the URL fragment; a PKCE link (token
  // pkce_...) with ?code= (or ?error=) in the query instead, for the app to exchange with its verifier.
  router.get('/verify', async (req, res) => {
    const type = queryString(req, 'type');
    const fallback = type === 'recovery' ? '/reset-password' : '/';
    const target = auth.safeRedirect(queryString(req, 'redirect_to'), fallback);
    const pkce = queryString(req, 'token')?.startsWith(PKCE_PREFIX) === true;
    try {
      await auth.checkRateLimit('verify', callerOf(req));
      const verified = await auth.otp.verifyLink(type, queryString(req, 'token'));
      if ('authCode' in verified) return res.redirect(303, withQuery(target, { code: verified.authCode }));
      const { session } = verified;
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type: verified.type,
      });
      res.redirect(303, `${target}#${fragment}`);
    } catch (error) {
      if (!(error instanceof AuthApiError)) throw error;
      const description = error.code === 'otp_expired' ? Messages.authEmailLinkExpired : error.message;
      const failure = { error: 'access_denied', error_code: error.code, error_description: description };
      if (pkce) return res.redirect(303, withQuery(target, failure));
      res.redirect(303, `${target}#${new URLSearchParams(failure)}`);
    }
  });

  registerOtpRoutes(router, auth, { bodyOf, callerOf });
  registerMfaRoutes(router, auth, (req) => callerOf(req).ip);
  registerAdminRoutes(router, auth, (req) => callerOf(req).ip);

  router.use((req: Request, res: Response) => {
    authErrorHandler(new AuthApiError(404, 'not_found', Messages.authNotFound), req, res, () => undefined);
  });
  router.use(authErrorHandler);
  return router;
}
