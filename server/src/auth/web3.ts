import crypto from 'node:crypto';
import bs58 from 'bs58';
import type { DataSource } from 'typeorm';
import { Messages } from '../core/messages';
import { insertAccount } from './accounts';
import { AuthUser } from './auth.entities';
import { AuthApiError } from './auth.errors';
import type { AuthService, SessionResponse } from './auth.service';
import { findIdentity, linkIdentity } from './identities';
import { sha256 } from './secrets';

/** A parsed Sign-In-With-Solana message (the lines auth-js's signInWithSolana writes, or a wallet's signIn()). */
export interface SiwsMessage {
  raw: string;
  domain: string;
  address: string;
  statement?: string;
  uri: URL;
  version: string;
  nonce?: string;
  issuedAt: Date;
  expirationTime?: Date;
  notBefore?: Date;
  chainId?: string;
}

const HEADER_SUFFIX = ' wants you to sign in with your Solana account:';
const ADDRESS = /^[a-zA-Z0-9]{32,44}$/;
const DOMAIN = /^[a-zA-Z0-9.-]+(:\d{1,5})?$/;
const SOLANA_NETWORKS = new Set(['mainnet', 'testnet', 'devnet', 'localnet', 'solana:mainnet', 'solana:testnet', 'solana:devnet', 'solana:localnet']);
/** How far Issued At may be from now, either way (GoTrue's default for Solana). */
const MAX_VALIDITY_MS = 10 * 60 * 1000;
const MIN_MESSAGE_LENGTH = 64;
const MAX_MESSAGE_LENGTH = 20 * 1024;
/** An ed25519 public key as SPKI DER: this prefix, then the 32 key bytes. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

function malformed(reason: string): AuthApiError {
  return new AuthApiError(400, 'validation_failed', Messages.web3MessageMalformed.replace('{reason}', reason));
}

function timestamp(value: string, name: string): Date {
  // RFC 3339: a date, a time and a zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) || Number.isNaN(Date.parse(value))) throw malformed(`invalid ${name}`);
  return new Date(value);
}

/** Parses the message the way GoTrue's siws parser does; never rebuilds it (the signature covers the raw text). */
export function parseSiwsMessage(raw: string): SiwsMessage {
  const lines = raw.split('\n');
  if (lines.length < 6) throw malformed('too few lines');
  if (!lines[0].endsWith(HEADER_SUFFIX)) throw malformed('invalid header');
  const domain = lines[0].slice(0, -HEADER_SUFFIX.length).trim();
  if (!DOMAIN.test(domain)) throw malformed('invalid domain');
  const address = lines[1].trim();
  if (!ADDRESS.test(address)) throw malformed('invalid address');
  if (lines[2] !== '') throw malformed('third line must be empty');
  let start = 3;
  let statement: string | undefined;
  if (lines[3] !== '' && lines[4] === '') {
    statement = lines[3];
    start = 5;
  }
  const fields: Partial<SiwsMessage> = {};
  let inResources = false;
  for (let i = start; i < lines.length; i++) {
    const line = lines[i].trim();
    if (inResources && line.startsWith('- ')) continue;
    inResources = false;
    if (line === 'Resources:' || line === 'Resources') {
      inResources = true;
      continue;
    }
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon < 0) throw malformed(`unparsable line ${i + 1}`);
    const key = line.slice(0, colon);
    const value = line.slice(colon + 1).trim();
    if (key === 'URI') {
      try {
        fields.uri = new URL(value);
      } catch {
        throw malformed('invalid URI');
      }
    } else if (key === 'Version') fields.version = value;
    else if (key === 'Chain ID') {
      if (value !== '' && !SOLANA_NETWORKS.has(value)) throw malformed('invalid Chain ID');
      fields.chainId = value || undefined;
    } else if (key === 'Nonce') fields.nonce = value || undefined;
    else if (key === 'Issued At') fields.issuedAt = timestamp(value, 'Issued At');
    else if (key === 'Expiration Time') fields.expirationTime = timestamp(value, 'Expiration Time');
    else if (key === 'Not Before') fields.notBefore = timestamp(value, 'Not Before');
  }
  if (fields.version !== '1') throw malformed(`unsupported version ${fields.version ?? ''}`.trim());
  if (!fields.issuedAt) throw malformed('missing Issued At');
  if (!fields.uri) throw malformed('missing URI');
  if (fields.expirationTime && fields.issuedAt > fields.expirationTime) throw malformed('Issued At is after Expiration Time');
  if (fields.notBefore && fields.expirationTime && fields.notBefore > fields.expirationTime) throw malformed('Not Before is after Expiration Time');
  return { ...fields, raw, domain, address, statement, uri: fields.uri, version: '1', issuedAt: fields.issuedAt } as SiwsMessage;
}

/** The ed25519 signature of the raw message by the address's key. */
export function siwsSignatureValid(message: SiwsMessage, signature: Buffer): boolean {
  let publicKey: Uint8Array;
  try {
    publicKey = bs58.decode(message.address);
  } catch {
    return false;
  }
  if (publicKey.length !== 32 || signature.length !== 64) return false;
  const key = crypto.createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(publicKey)]), format: 'der', type: 'spki' });
  return crypto.verify(null, Buffer.from(message.raw, 'utf8'), key, signature);
}

function invalidGrant(message: string): AuthApiError {
  return new AuthApiError(400, 'invalid_grant', message);
}

/**
 * POST /token?grant_type=web3: Sign-In-With-Solana, as the hosted service does it (one chain: solana). The message's
 * signature, URI (https or localhost, on an allowed origin), domain (the URI's host), Not Before, Expiration Time and
 * Issued At (within 10 minutes of now) are checked; a signed message (or its nonce) works once. The wallet is the
 * account's `web3:solana` identity: its first sign-in creates the account.
 */
export class Web3SignIn {
  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
  ) {}

  async signIn(body: Record<string, unknown>): Promise<SessionResponse> {
    if (body.chain !== 'solana') throw new AuthApiError(400, 'web3_unsupported_chain', Messages.web3UnsupportedChain);
    const raw = body.message;
    const signatureText = body.signature;
    if (typeof raw !== 'string' || raw.length < MIN_MESSAGE_LENGTH) throw new AuthApiError(400, 'validation_failed', Messages.web3MessageTooShort);
    if (raw.length > MAX_MESSAGE_LENGTH) throw new AuthApiError(400, 'validation_failed', Messages.web3MessageTooLong);
    if (typeof signatureText !== 'string' || (signatureText.length !== 86 && signatureText.length !== 88)) {
      throw new AuthApiError(400, 'validation_failed', Messages.web3SignatureInvalidLength);
    }
    const urlSafe = signatureText.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    if (!/^[A-Za-z0-9_-]{86}$/.test(urlSafe)) throw new AuthApiError(400, 'validation_failed', Messages.web3SignatureInvalidChars);
    const signature = Buffer.from(urlSafe, 'base64url');

    const message = parseSiwsMessage(raw);
    if (!siwsSignatureValid(message, signature)) throw invalidGrant(Messages.web3SignatureMismatch);
    const { uri } = message;
    const local = uri.hostname === 'localhost' || uri.hostname === '127.0.0.1';
    if (uri.protocol !== 'https:' && !local) throw invalidGrant(Messages.web3UriNotHttps);
    // safeRedirect keeps a URL only on our own or an allow-listed origin.
    if (new URL(this.auth.safeRedirect(uri.href, '/')).origin !== uri.origin) throw invalidGrant(Messages.web3UriNotAllowed);
    if (uri.host !== message.domain) throw invalidGrant(Messages.web3DomainMismatch);
    const now = Date.now();
    if (message.notBefore && now < message.notBefore.getTime()) throw invalidGrant(Messages.web3NotYetValid);
    if (message.expirationTime && now > message.expirationTime.getTime()) throw invalidGrant(Messages.web3Expired);
    if (now > message.issuedAt.getTime() + MAX_VALIDITY_MS) throw invalidGrant(Messages.web3IssuedTooLongAgo);
    if (now < message.issuedAt.getTime() - MAX_VALIDITY_MS) throw invalidGrant(Messages.web3IssuedInFuture);

    // Kept until the message could no longer pass the checks above: a replay finds it, a fresh message never collides.
    const usedKey = message.nonce ? `solana:${message.address}:nonce:${message.nonce}` : `solana:${message.address}:message:${sha256(raw)}`;
    const keepUntil = new Date(Math.min(message.expirationTime?.getTime() ?? Infinity, message.issuedAt.getTime() + MAX_VALIDITY_MS) + 60_000);
    const claims = {
      address: message.address,
      chain: 'solana',
      network: message.chainId,
      domain: message.domain,
      statement: message.statement,
      sub: `web3:solana:${message.address}`,
    };

    return this.dataSource.transaction(async (db) => {
      await db.query(`DELETE FROM auth_web3_used_messages WHERE expires_at < now()`);
      const fresh: unknown[] = await db.query(
        `INSERT INTO auth_web3_used_messages (key, expires_at) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key`,
        [usedKey, keepUntil],
      );
      if (fresh.length === 0) throw invalidGrant(Messages.web3MessageReused);

      const identity = await findIdentity(db, 'web3:solana', message.address);
      let user: AuthUser | null = identity ? await db.getRepository(AuthUser).findOneBy({ id: identity.userId }) : null;
      if (!user) {
        ({ user } = await insertAccount(db, {
          email: null,
          phone: null,
          passwordHash: null,
          // A user name from the address's start; made unique with digits when taken.
          userNameFrom: `sol${message.address.slice(0, 8)}@wallet.invalid`,
          confirmed: false,
        }));
        const appMetaData = { provider: 'web3', providers: ['web3'] };
        await db.getRepository(AuthUser).update({ id: user.id }, { appMetaData });
        user.appMetaData = appMetaData;
      }
      const { sub: _sub, ...identityData } = claims;
      await linkIdentity(db, user.id, 'web3:solana', message.address, { ...identityData, custom_claims: claims });
      user.lastSignInAt = new Date();
      await db.getRepository(AuthUser).update({ id: user.id }, { lastSignInAt: user.lastSignInAt });
      const { sessionId, refreshToken, claims: sessionClaims } = await this.auth.startSession(db, user, 'web3');
      return this.auth.sessionResponse(user, sessionId, refreshToken, sessionClaims, db);
    });
  }
}
