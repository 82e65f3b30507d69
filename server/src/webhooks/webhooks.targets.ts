import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * SSRF guard for webhook targets (issue 28 item 1): only http(s); every address the host resolves to is checked, and
 * the request goes to the checked address (pinned through `lookup`), so a DNS answer that changes between the check
 * and the connect (rebinding) cannot reach an internal address. Private and loopback ranges are refused unless
 * WEBHOOK_ALLOW_PRIVATE_TARGETS=true (tests run their receiver on loopback); link-local (cloud metadata such as
 * 169.254.169.254), unspecified, multicast and reserved ranges are refused always.
 */

/** Never a webhook target, whatever the settings. */
const ALWAYS_REFUSED = new BlockList();
ALWAYS_REFUSED.addSubnet('0.0.0.0', 8, 'ipv4');
ALWAYS_REFUSED.addSubnet('169.254.0.0', 16, 'ipv4');
ALWAYS_REFUSED.addSubnet('224.0.0.0', 4, 'ipv4');
ALWAYS_REFUSED.addSubnet('240.0.0.0', 4, 'ipv4');
ALWAYS_REFUSED.addSubnet('192.0.0.0', 24, 'ipv4');
ALWAYS_REFUSED.addAddress('::', 'ipv6');
ALWAYS_REFUSED.addSubnet('fe80::', 10, 'ipv6');
ALWAYS_REFUSED.addSubnet('ff00::', 8, 'ipv6');
ALWAYS_REFUSED.addAddress('fd00:ec2::254', 'ipv6'); // AWS's metadata service over IPv6

/** Private and loopback: refused unless the setting allows them. */
const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('100.64.0.0', 10, 'ipv4');
PRIVATE.addSubnet('198.18.0.0', 15, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');

export type TargetRefusal = 'scheme' | 'url' | 'unresolved' | 'private' | 'link-local';

export class TargetRefused extends Error {
  constructor(
    readonly reason: TargetRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'TargetRefused';
  }
}

/** An IPv4 address embedded in an IPv6 one (::ffff:a.b.c.d, NAT64 64:ff9b::a.b.c.d) is judged as IPv4. */
function embeddedIpv4(address: string): string | null {
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const [high, low] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Why an address may not be a target, or null when it may. */
export function addressRefusal(address: string, allowPrivate: boolean): TargetRefusal | null {
  const v4 = isIP(address) === 6 ? embeddedIpv4(address) : null;
  const [ip, type] = v4 ? [v4, 'ipv4' as const] : [address, isIP(address) === 4 ? ('ipv4' as const) : ('ipv6' as const)];
  if (isIP(ip) === 0) return 'url';
  if (ALWAYS_REFUSED.check(ip, type)) return 'link-local';
  if (PRIVATE.check(ip, type) && !allowPrivate) return 'private';
  return null;
}

/** The URL as a webhook target: http or https, with a host; anything else is refused before any lookup. */
export function parseTargetUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TargetRefused('url', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TargetRefused('scheme', 'only http and https');
  if (!url.hostname) throw new TargetRefused('url', 'no host');
  return url;
}

export interface CheckedTarget {
  url: URL;
  /** The first checked address (the request is pinned to these: it never resolves the name again). */
  address: string;
  family: 4 | 6;
  /** Every address the host resolved to, each checked. */
  addresses: Array<{ address: string; family: 4 | 6 }>;
}

/** Resolves the URL's host and checks every address; answers the first, which the request then uses. */
export async function checkTarget(raw: string, allowPrivate: boolean): Promise<CheckedTarget> {
  const url = parseTargetUrl(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new TargetRefused('unresolved', `${host} does not resolve`);
    }
  }
  if (addresses.length === 0) throw new TargetRefused('unresolved', `${host} does not resolve`);
  for (const { address } of addresses) {
    const refusal = addressRefusal(address, allowPrivate);
    if (refusal) throw new TargetRefused(refusal, `${host} resolves to ${address}, which is not allowed`);
  }
  const checked = addresses.map(({ address, family }) => ({ address, family: family === 6 ? (6 as const) : (4 as const) }));
  return { url, address: checked[0].address, family: checked[0].family, addresses: checked };
}

export interface PostOutcome {
  /** The HTTP status, when an answer came. */
  status: number | null;
  /** The first `bodyLimit` characters of the answer. */
  body: string | null;
  /** Why no answer came (timeout, refused connection, refused target). */
  error: string | null;
  latencyMs: number;
}

/**
 * POSTs a body to a checked target, connecting only to its pinned address; no redirect is followed (a 3xx is an
 * answer like any other), at most `bodyLimit` characters of the answer are kept, and the whole exchange is bounded
 * by `timeoutMs`.
 */
export function postToTarget(
  target: CheckedTarget,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; bodyLimit: number },
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Omit<PostOutcome, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, latencyMs: elapsed() });
    };
    const request = client.request(
      target.url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Clutch-Webhooks/1' },
        agent: false,
        // The pinned address: the name is not resolved again (TLS still checks the certificate against the host name).
        // With `all` (Node's happy eyeballs) every checked address, so a name with IPv6 and IPv4 answers still connects.
        lookup: (_hostname, options, callback) => {
          if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, target.addresses);
          else callback(null, target.address, target.family);
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < options.bodyLimit) chunks.push(chunk);
          size += chunk.length;
          if (size >= options.bodyLimit) response.destroy();
        });
        const done = () => settle({ status: response.statusCode ?? null, body: Buffer.concat(chunks).toString('utf8').slice(0, options.bodyLimit), error: null });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      settle({ status: null, body: null, error: `timed out after ${options.timeoutMs} ms` });
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (error) => settle({ status: null, body: null, error: error.message.slice(0, 300) }));
    request.end(body);
  });
}
