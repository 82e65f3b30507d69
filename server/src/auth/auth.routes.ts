import express, { Router, type Request, type Response } from 'express';
import { Messages } from '../core/messages';
import { requestHasUnsafeText } from '../core/input-text';
import { bearerToken } from '../core/request-context';
import { AuthApiError, authErrorHandler } from './auth.errors';
import { isVerifyType, type AuthService, type CallerInfo } from './auth.service';
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
    await auth.checkRateLimit('verify', callerOf(req), emailOf(body));
    res.json(await auth.verify(body));
  });

  // The mailed link: lands on redirect_to with the session (or the error) in the URL fragment.
  router.get('/verify', async (req, res) => {
    const type = queryString(req, 'type');
    const fallback = type === 'recovery' ? '/reset-password' : '/';
    const target = auth.safeRedirect(queryString(req, 'redirect_to'), fallback);
    try {
      await auth.checkRateLimit('verify', callerOf(req));
      const session = await auth.verify({ type, token: queryString(req, 'token') });
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type: isVerifyType(type) ? type : 'signup',
      });
      res.redirect(303, `${target}#${fragment}`);
    } catch (error) {
      if (!(error instanceof AuthApiError)) throw error;
      const description = error.code === 'otp_expired' ? Messages.authEmailLinkExpired : error.message;
      const fragment = new URLSearchParams({ error: 'access_denied', error_code: error.code, error_description: description });
      res.redirect(303, `${target}#${fragment}`);
    }
  });

  registerMfaRoutes(router, auth, (req) => callerOf(req).ip);
  registerAdminRoutes(router, auth, (req) => callerOf(req).ip);

  router.use((req: Request, res: Response) => {
    authErrorHandler(new AuthApiError(404, 'not_found', Messages.authNotFound), req, res, () => undefined);
  });
  router.use(authErrorHandler);
  return router;
}
