import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

/** Must match AUTH_STORAGE_KEY in src/auth/authClient.ts. */
export const AUTH_STORAGE_KEY = 'clutch.auth.session';

export interface TestAccount {
  email: string;
  password: string;
  userName: string;
}

let counter = 0;

/** A unique account for this run (the data dir is fresh, but specs must not collide with each other). */
export function newAccount(prefix = 'player'): TestAccount {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { email: `${prefix}.${id}@example.test`, password: 'Clutch-e2e-Pass-1', userName: `${prefix}${id}` };
}

/**
 * Fast auth setup through the server's Supabase-compatible API (POST /auth/v1/signup, auto-confirmed),
 * then the session is stored where the app's auth client keeps it, and the page reloaded. The sign-up
 * and login forms themselves are driven in accounts.spec.ts (page objects: pages/AccountPages.ts).
 */
export async function signUpAndSignIn(page: Page, account: TestAccount = newAccount()): Promise<TestAccount & { userId: string }> {
  const res = await fetch(`${baseUrl()}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, data: { user_name: account.userName } }),
  });
  const body = (await res.json()) as Record<string, unknown> & { access_token?: string; expires_in?: number; user?: { id: string } };
  if (!res.ok || !body.access_token || !body.user) {
    throw new Error(`e2e: sign-up failed (HTTP ${res.status}): ${JSON.stringify(body)}`);
  }
  const session = { ...body, expires_at: body.expires_at ?? Math.floor(Date.now() / 1000) + (body.expires_in ?? 3600) };

  if (!page.url().startsWith(baseUrl())) await page.goto('/');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [AUTH_STORAGE_KEY, JSON.stringify(session)] as const);
  await page.reload();
  return { ...account, userId: body.user.id };
}
