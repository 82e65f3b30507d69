import crypto from 'node:crypto';
import type { S3Settings } from '../config';
import type { MediaStorage } from '../core/storage';

export type { S3Settings };


const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of each path segment, as SigV4 canonical URIs require. */
function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
}

export interface SignInput {
  method: string;
  /** Absolute path, unencoded. */
  path: string;
  headers: Record<string, string>;
  payloadHash: string;
  amzDate: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** AWS Signature Version 4: returns the Authorization header value for a request without a query string. */
export function signV4(input: SignInput): string {
  const headers = Object.entries(input.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const canonicalRequest = [
    input.method,
    encodePath(input.path),
    '',
    ...headers.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const date = input.amzDate.slice(0, 8);
  const scope = `${date}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, date), input.region), input.service), 'aws4_request');
  const signature = crypto.createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
}

/** Media in an S3-compatible bucket (AWS S3, MinIO, R2, ...), written with a signed PUT. */
export class S3MediaStorage implements MediaStorage {
  constructor(private readonly settings: S3Settings) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<string> {
    const endpoint = new URL(this.settings.endpoint);
    const path = `${endpoint.pathname.replace(/\/$/, '')}/${this.settings.bucket}/${key}`;
    const amzDate = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const payloadHash = sha256(bytes);
    const headers: Record<string, string> = {
      host: endpoint.host,
      'content-type': contentType,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
    };
    const authorization = signV4({
      method: 'PUT',
      path,
      headers,
      payloadHash,
      amzDate,
      region: this.settings.region,
      service: 's3',
      accessKeyId: this.settings.accessKeyId,
      secretAccessKey: this.settings.secretAccessKey,
    });
    const { host: _host, ...sent } = headers;
    const res = await fetch(new URL(encodePath(path), endpoint), {
      method: 'PUT',
      headers: { ...sent, authorization },
      body: new Uint8Array(bytes),
    });
    if (!res.ok) throw new Error(`S3 upload failed: ${res.status} ${await res.text().catch(() => '')}`);
    const base = this.settings.publicUrl ?? `${this.settings.endpoint.replace(/\/$/, '')}/${this.settings.bucket}`;
    return `${base.replace(/\/$/, '')}/${encodePath(key)}`;
  }
}
