import type { Page } from 'playwright-core';
import { AUTH_STORAGE_KEY } from './auth';
import { baseUrl } from './browser';

/** The seeded demo account (server seed). */
export const DEMO_ACCOUNT = { email: 'demo@clutch.gg', password: 'clutch-demo', userName: 'demo' } as const;

/**
 * Signs an existing account in through the auth API (POST /auth/v1/token?grant_type=password) and
 * stores the session where the app's auth client keeps it, then reloads.
 */
export async function signInWithPassword(page: Page, email: string, password: string): Promise<{ userId: string }> {
  const res = await fetch(`${baseUrl()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as Record<string, unknown> & { access_token?: string; expires_in?: number; user?: { id: string } };
  if (!res.ok || !body.access_token || !body.user) throw new Error(`e2e: sign-in failed (HTTP ${res.status}): ${JSON.stringify(body)}`);
  const session = { ...body, expires_at: body.expires_at ?? Math.floor(Date.now() / 1000) + (body.expires_in ?? 3600) };
  if (!page.url().startsWith(baseUrl())) await page.goto('/');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [AUTH_STORAGE_KEY, JSON.stringify(session)] as const);
  await page.reload();
  return { userId: body.user.id };
}
