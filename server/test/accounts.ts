import type { TestApp } from './harness';

export const TEST_PASSWORD = 'Sturdy-Password-1';

/** A user signed up through the real auth API, with the access token of its session. */
export interface Account {
  userId: string;
  userName: string;
  email: string;
  token: string;
}

/**
 * Signs a user up through POST /auth/v1/signup (the users row, page and wall come from the real sign-up path) and
 * returns its session's access token. Mind the per-IP sign-up limit (AUTH_RATE_LIMIT_OTHER, 30 per 5 minutes):
 * bulk rows belong in fixtures.
 */
export async function signUp(t: TestApp, userName: string, password = TEST_PASSWORD): Promise<Account> {
  const email = `${userName.toLowerCase()}@example.test`;
  const res = await fetch(`${t.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { user_name: userName } }),
  });
  const body = (await res.json()) as { access_token?: string; user?: { id: string }; msg?: string };
  if (res.status !== 200 || !body.access_token || !body.user)
    throw new Error(`sign-up of ${userName} failed: ${res.status} ${JSON.stringify(body)}`);
  return { userId: body.user.id, userName: userName.toLowerCase(), email, token: body.access_token };
}

/** Sends one file as multipart/form-data (the REST facade's picture and banner uploads). */
export async function uploadFile(
  t: TestApp,
  method: string,
  route: string,
  field: string,
  file: { bytes: Buffer; name: string; type: string },
  token?: string,
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(t.url + route, { method, body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
