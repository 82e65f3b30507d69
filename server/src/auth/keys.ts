import crypto, { type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The token-signing key pair and its public JWK, as published at /.well-known/jwks.json. */
export interface SigningKey {
  alg: 'ES256' | 'RS256';
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicJwk: Record<string, unknown>;
}

/**
 * Loads the signing key from the JWT_PRIVATE_KEY PEM (EC P-256 → ES256, RSA → RS256), or from
 * `${dataDir}/auth/jwt-private.pem`, generating an EC P-256 key there (mode 0600) on first start.
 */
export function loadSigningKey(pem: string | undefined, dataDir: string): SigningKey {
  return fromPem(pem ?? readOrCreatePem(path.join(dataDir, 'auth', 'jwt-private.pem')));
}

function readOrCreatePem(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  try {
    // 'wx': never overwrite a key another process wrote first; then use theirs.
    fs.writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
    console.log(`[auth] generated a new token-signing key in ${file}`);
    return pem;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8');
    throw error;
  }
}

function fromPem(pem: string): SigningKey {
  // Environments often carry PEMs with literal "\n".
  const privateKey = crypto.createPrivateKey(pem.includes('\\n') ? pem.replace(/\\n/g, '\n') : pem);
  const publicKey = crypto.createPublicKey(privateKey);
  let alg: SigningKey['alg'];
  if (privateKey.asymmetricKeyType === 'ec') {
    if (privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
      throw new Error('JWT_PRIVATE_KEY: an EC key must use the P-256 curve (ES256)');
    alg = 'ES256';
  } else if (privateKey.asymmetricKeyType === 'rsa') {
    if ((privateKey.asymmetricKeyDetails?.modulusLength ?? 0) < 2048)
      throw new Error('JWT_PRIVATE_KEY: an RSA key must have at least 2048 bits');
    alg = 'RS256';
  } else {
    throw new Error(`JWT_PRIVATE_KEY: unsupported key type ${privateKey.asymmetricKeyType} (use EC P-256 or RSA)`);
  }
  const jwk = publicKey.export({ format: 'jwk' }) as Record<string, string>;
  const kid = thumbprint(jwk);
  return {
    alg,
    kid,
    privateKey,
    publicKey,
    // The fields GoTrueClient.getClaims() hands to crypto.subtle.importKey.
    publicJwk: { ...jwk, kid, alg, use: 'sig', key_ops: ['verify'], ext: true },
  };
}

/** RFC 7638 JWK thumbprint (SHA-256, base64url): a stable kid derived from the public key. */
function thumbprint(jwk: Record<string, string>): string {
  const members = jwk.kty === 'EC' ? { crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y } : { e: jwk.e, kty: jwk.kty, n: jwk.n };
  return crypto.createHash('sha256').update(JSON.stringify(members)).digest('base64url');
}
