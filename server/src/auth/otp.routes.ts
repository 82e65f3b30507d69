import type { Request, Router } from 'express';
import { bearerToken } from '../core/request-context';
import type { AuthService, CallerInfo } from './auth.service';
import { pkceParamsOf } from './pkce';

type Body = Record<string, unknown>;

/** The per-address rate-limit key of a request: its e-mail, else its phone number. */
export function addressOf(body: Body): string | undefined {
  if (typeof body.email === 'string' && body.email.trim() !== '') return body.email;
  return typeof body.phone === 'string' && body.phone.trim() !== '' ? `phone:${body.phone.replace(/[^\d]/g, '')}` : undefined;
}

/**
 * POST /otp, POST /resend, GET and DELETE /user/identities (issue 25 items 1, 5). Like the rest of the router they
 * only unpack the request: the rules live in otp.ts and identities.ts. /otp and /resend count against their own
 * buckets, per IP and per address, with recovery's limits.
 */
export function registerOtpRoutes(
  router: Router,
  auth: AuthService,
  helpers: { bodyOf(req: Request): Body; callerOf(req: Request): CallerInfo },
): void {
  router.post('/otp', async (req, res) => {
    const body = helpers.bodyOf(req);
    const pkce = pkceParamsOf(body);
    await auth.checkRateLimit('otp', helpers.callerOf(req), addressOf(body));
    res.json(await auth.otp.sendOtp(body, helpers.callerOf(req), pkce));
  });

  router.post('/resend', async (req, res) => {
    const body = helpers.bodyOf(req);
    const pkce = pkceParamsOf(body);
    await auth.checkRateLimit('resend', helpers.callerOf(req), addressOf(body));
    res.json(await auth.otp.resend(body, helpers.callerOf(req), pkce));
  });

  router.get('/user/identities', async (req, res) => {
    res.json(await auth.identities.list(bearerToken(req.headers.authorization)));
  });

  router.delete('/user/identities/:identityId', async (req, res) => {
    res.json(await auth.identities.unlink(bearerToken(req.headers.authorization), String(req.params.identityId)));
  });
}
