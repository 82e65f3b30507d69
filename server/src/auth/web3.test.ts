import { ed25519 } from '@noble/curves/ed25519.js';
import bs58 from 'bs58';
import { GoTrueClient } from '@supabase/auth-js';
import type { TestApp } from '../../test/harness';
import { authCall, authSuiteApp } from '../../test/factories/auth';

/** Sign-In-With-Solana through auth-js's signInWithWeb3, with a wallet that signs with @noble's ed25519. */

let t: TestApp;

function client() {
  return new GoTrueClient({
    url: `${t.url}/auth/v1`,
    autoRefreshToken: false,
    persistSession: false,
    detectSessionInUrl: false,
  });
}

/** A wallet as auth-js takes it: publicKey.toBase58() and signMessage(bytes). `signWith` forges with another key. */
function wallet(secretKey = ed25519.keygen().secretKey, signWith?: Uint8Array) {
  const publicKey = ed25519.getPublicKey(secretKey);
  const signed: string[] = [];
  return {
    address: bs58.encode(publicKey),
    signed,
    publicKey: { toBase58: () => bs58.encode(publicKey) },
    signMessage: async (message: Uint8Array) => {
      signed.push(new TextDecoder().decode(message));
      return ed25519.sign(message, signWith ?? secretKey);
    },
  };
}

function appUrl(path = '/login') {
  return `${t.app.deps.config.publicUrl}${path}`;
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [{ n }] = await t.app.deps.dataSource.query(`SELECT count(*)::int AS n FROM (${sql}) q`, params);
  return n;
}

function claimsOf(accessToken: string): Record<string, any> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
}

authSuiteApp(__filename, {}, (app) => {
  t = app;
});

describe('signInWithWeb3 on Solana', () => {
  it('creates the account on the first signature and signs the same wallet into it again', async () => {
    const w = wallet();
    const first = await client().signInWithWeb3({ chain: 'solana', wallet: w, statement: 'Sign in to Clutch', options: { url: appUrl() } });
    expect(first.error).toBeNull();
    const { session, user } = first.data as { session: any; user: any };
    expect(session.access_token).toBeTruthy();
    expect(user.app_metadata.provider).toMatch(/^web3/);
    expect(claimsOf(session.access_token)).toMatchObject({ aal: 'aal1', amr: [expect.objectContaining({ method: 'web3' })] });
    expect(w.signed[0]).toContain(`wants you to sign in with your Solana account:\n${w.address}\n\nSign in to Clutch\n`);

    const identities = await t.app.deps.dataSource.query(`SELECT user_id, provider, provider_id FROM auth_identities WHERE provider = 'web3:solana'`);
    expect(identities).toEqual([{ user_id: user.id, provider: 'web3:solana', provider_id: w.address }]);
    expect(await count(`SELECT 1 FROM users WHERE user_id = $1`, [user.id])).toBe(1);

    const again = await client().signInWithWeb3({ chain: 'solana', wallet: w, options: { url: appUrl('/') } });
    expect(again.error).toBeNull();
    expect((again.data as { user: any }).user.id).toBe(user.id);
    expect(await count(`SELECT 1 FROM auth_identities WHERE provider = 'web3:solana'`)).toBe(1);
  });

  it('refuses a replayed message and a reused nonce, creating no session', async () => {
    const secret = ed25519.keygen().secretKey;
    const w = wallet(secret);
    const first = await client().signInWithWeb3({ chain: 'solana', wallet: w, options: { url: appUrl(), signInWithSolana: { nonce: 'nonce-once-1' } } });
    expect(first.error).toBeNull();
    const userId = (first.data as { user: any }).user.id;
    const sessions = await count(`SELECT 1 FROM auth_sessions WHERE user_id = $1`, [userId]);

    // The very same signed message and its genuine signature, posted again.
    const replay = await authCall(t.url, 'POST', '/token?grant_type=web3', {
      chain: 'solana',
      message: w.signed[0],
      signature: Buffer.from(ed25519.sign(new TextEncoder().encode(w.signed[0]), secret)).toString('base64url'),
    });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ code: 'invalid_grant', message: 'This signed message was already used: sign in again to sign a new one' });

    // Another message with the same nonce (another URI) is refused too.
    const sameNonce = await client().signInWithWeb3({
      chain: 'solana',
      wallet: w,
      options: { url: appUrl('/x'), signInWithSolana: { nonce: 'nonce-once-1' } },
    });
    expect(sameNonce.error).toMatchObject({ status: 400, code: 'invalid_grant' });
    expect(await count(`SELECT 1 FROM auth_sessions WHERE user_id = $1`, [userId])).toBe(sessions);

    // A new nonce is a new sign-in.
    const fresh = await client().signInWithWeb3({ chain: 'solana', wallet: w, options: { url: appUrl(), signInWithSolana: { nonce: 'nonce-once-2' } } });
    expect(fresh.error).toBeNull();
    expect(await count(`SELECT 1 FROM auth_sessions WHERE user_id = $1`, [userId])).toBe(sessions + 1);
  });

  it('refuses a forged signature, another chain, an old or future message, and a message for another site; nothing is created', async () => {
    const usersBefore = await count(`SELECT 1 FROM auth_users`);
    const sessionsBefore = await count(`SELECT 1 FROM auth_sessions`);

    const forged = wallet(ed25519.keygen().secretKey, ed25519.keygen().secretKey);
    const forgedAnswer = await client().signInWithWeb3({ chain: 'solana', wallet: forged, options: { url: appUrl() } });
    expect(forgedAnswer.error).toMatchObject({ status: 400, code: 'invalid_grant', message: 'Signature does not match address in message' });

    const chain = await authCall(t.url, 'POST', '/token?grant_type=web3', { chain: 'ethereum', message: 'x'.repeat(80), signature: 'a'.repeat(86) });
    expect(chain.status).toBe(400);
    expect(chain.body).toMatchObject({ code: 'web3_unsupported_chain', message: 'Unsupported chain: only solana is supported' });

    const stale = await client().signInWithWeb3({
      chain: 'solana',
      wallet: wallet(),
      options: { url: appUrl(), signInWithSolana: { issuedAt: new Date(Date.now() - 11 * 60_000).toISOString() } },
    });
    expect(stale.error).toMatchObject({ status: 400, code: 'invalid_grant', message: 'Solana message was issued too long ago' });
    const future = await client().signInWithWeb3({
      chain: 'solana',
      wallet: wallet(),
      options: { url: appUrl(), signInWithSolana: { issuedAt: new Date(Date.now() + 11 * 60_000).toISOString() } },
    });
    expect(future.error).toMatchObject({ status: 400, code: 'invalid_grant' });
    const expired = await client().signInWithWeb3({
      chain: 'solana',
      wallet: wallet(),
      options: {
        url: appUrl(),
        signInWithSolana: { issuedAt: new Date(Date.now() - 60_000).toISOString(), expirationTime: new Date(Date.now() - 1000).toISOString() },
      },
    });
    expect(expired.error).toMatchObject({ status: 400, code: 'invalid_grant', message: 'Signed Solana message is expired' });

    const elsewhere = await client().signInWithWeb3({ chain: 'solana', wallet: wallet(), options: { url: 'https://phish.example/login' } });
    expect(elsewhere.error).toMatchObject({ status: 400, code: 'invalid_grant' });
    expect(elsewhere.error?.message).toContain('not allowed on this server');

    const garbled = await authCall(t.url, 'POST', '/token?grant_type=web3', { chain: 'solana', message: 'hello '.repeat(20), signature: 'a'.repeat(86) });
    expect(garbled.status).toBe(400);
    expect(garbled.body).toMatchObject({ code: 'validation_failed' });

    expect(await count(`SELECT 1 FROM auth_users`)).toBe(usersBefore);
    expect(await count(`SELECT 1 FROM auth_sessions`)).toBe(sessionsBefore);
  });
});
