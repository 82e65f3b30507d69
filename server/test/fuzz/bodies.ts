import zlib from 'node:zlib';
import type { Rng } from './prng';
import { hostileString, type KnownValues } from './values';

/** What goes on the wire: headers and raw bytes, so the body can be anything a client could send. */
export interface WireBody {
  headers: Record<string, string>;
  body?: Buffer;
  /** What was malformed, for the figures. */
  variant: string;
}

const JSON_TYPE = 'application/json';

export function jsonBody(value: unknown): WireBody {
  return { headers: { 'content-type': JSON_TYPE }, body: Buffer.from(JSON.stringify(value)), variant: 'json' };
}

/** Broken or surprising JSON texts (the body parser, not the route, must refuse these). */
const BROKEN_JSON: ReadonlyArray<string | Buffer> = [
  '{"a":',
  "{'a':1}",
  '[1,2',
  'nul',
  '{"a":1,}',
  '{"a":1}}',
  '{"a":"\\x"}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\\uZZZZ"}',
  '{"a":1e999}',
  '{"a":01}',
  '{"a":"\u0001"}',
  '{"a":NaN}',
  '{"a":undefined}',
  '{"a":1,"a":{"b":2}}',
  '{"__proto__":{"polluted":"fuzz"}}',
  '{"constructor":{"prototype":{"polluted":"fuzz"}}}',
  '"just a string"',
  '123',
  'null',
  'true',
  '[]',
  '',
  '   ',
  '\uFEFF{"a":1}',
  '{"a":"b"}garbage',
  '{"a":"b"} {"c":"d"}',
  '[' + '{"a":'.repeat(2000),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
];

let bomb: Buffer | undefined;
/** About 8 MB of spaces in about 8 KB: a body-size limit must apply to the inflated body. Made once. */
function gzipBomb(): Buffer {
  bomb ??= zlib.gzipSync(Buffer.concat([Buffer.from('{"a":"'), Buffer.alloc(8 * 1024 * 1024, 0x20), Buffer.from('"}')]));
  return bomb;
}

/** A body that is broken in one of the ways a parser can choke on: JSON, content type, charset, encoding, size. */
export function malformedBody(rng: Rng, known: KnownValues, sample: unknown): WireBody {
  const text = JSON.stringify(sample ?? {});
  switch (rng.int(6)) {
    case 0:
    case 1: {
      const broken = rng.pick(BROKEN_JSON);
      return { headers: { 'content-type': JSON_TYPE }, body: Buffer.isBuffer(broken) ? broken : Buffer.from(broken), variant: 'broken-json' };
    }
    case 2: {
      const variants: Array<[string, Buffer]> = [
        ['text/plain', Buffer.from(text)],
        ['application/x-www-form-urlencoded', Buffer.from('a=1&__proto__[polluted]=fuzz&constructor[prototype][polluted]=fuzz&b[]=1&b[]=2')],
        ['application/xml', Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>')],
        ['application/vnd.api+json', Buffer.from(text)],
        ['application/json;;;', Buffer.from(text)],
        ['application/json; charset="', Buffer.from(text)],
        ['multipart/form-data', Buffer.from(text)],
        ['*/*', Buffer.from(text)],
        ['application/graphql', Buffer.from('{ ok }')],
        ['', Buffer.from(text)],
        [JSON_TYPE, Buffer.from('a=1&b=2')],
      ];
      const [type, body] = rng.pick(variants);
      return { headers: type ? { 'content-type': type } : {}, body, variant: 'content-type' };
    }
    case 3: {
      const charset = rng.pick(['utf-7', 'latin1', 'iso-8859-1', 'ucs-2', 'utf-16', 'utf-16le', 'utf-32', 'koi8-r', 'x-fuzz', 'UTF-8', 'utf8']);
      const body = charset === 'utf-16le' ? Buffer.from(text, 'utf16le') : Buffer.from(text);
      return { headers: { 'content-type': `${JSON_TYPE}; charset=${charset}` }, body, variant: 'charset' };
    }
    case 4: {
      const variants: Array<[string, Buffer]> = [
        ['gzip', Buffer.from(text)],
        ['deflate', Buffer.from('not deflated')],
        ['br', Buffer.from('not brotli')],
        ['x-fuzz', Buffer.from(text)],
        ['gzip, br', zlib.gzipSync(text)],
        ['gzip', zlib.gzipSync(text)],
        ['gzip', zlib.gzipSync(text).subarray(0, 12)],
        ['gzip', gzipBomb()],
        ['identity', Buffer.from(text)],
      ];
      const [encoding, body] = rng.pick(variants);
      return { headers: { 'content-type': JSON_TYPE, 'content-encoding': encoding }, body, variant: 'content-encoding' };
    }
    default: {
      // Oversize: bigger than every door's limit (1 MB at most), or just over the smaller ones.
      const size = rng.pick([300 * 1024, 1100 * 1024]);
      const body = Buffer.from(JSON.stringify({ a: hostileString(rng, known), pad: 'x'.repeat(size) }));
      return { headers: { 'content-type': JSON_TYPE }, body, variant: 'oversize' };
    }
  }
}

// ---- multipart -------------------------------------------------------------------------------------------------

/** PNG chunk with its CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/** A PNG whose header claims width x height (a decompression bomb when huge): tiny on the wire. */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc(Math.min(height, 64) * (Math.min(width, 64) + 1));
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), pngChunk('IHDR', ihdr), pngChunk('IDAT', zlib.deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** Files that are not the image they claim to be (and one that is, with a hostile name). */
function uploadFile(rng: Rng): { bytes: Buffer; type: string; name: string; what: string } {
  const name = rng.pick(['photo.png', 'a.jpg', '../../../../etc/passwd', 'x'.repeat(300) + '.png', '<script>alert(1)</script>.png', 'évil 😀.gif', 'noext', '.htaccess', 'a.png.exe', 'a.svg']);
  const files: Array<[string, Buffer, string]> = [
    ['text', Buffer.from('hello, not an image'), 'image/png'],
    ['html', Buffer.from('<html><script>alert(document.cookie)</script></html>'), 'image/jpeg'],
    ['svg-script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'), 'image/svg+xml'],
    ['pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 'application/pdf'],
    ['zip', Buffer.from('504b0304140000000000000000000000000000000000000000000000000000', 'hex'), 'image/png'],
    ['exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]), 'application/octet-stream'],
    ['png-signature-garbage', Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 0xab)]), 'image/png'],
    ['png-truncated', pngClaiming(8, 8).subarray(0, 40), 'image/png'],
    ['jpeg-garbage', Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(64, 0x41)]), 'image/jpeg'],
    ['gif-polyglot', Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=alert(1)//;'), 'image/gif'],
    ['empty', Buffer.alloc(0), 'image/png'],
    ['png-bomb', pngClaiming(60_000, 60_000), 'image/png'],
    ['png-tiny', pngClaiming(8, 8), 'image/png'],
  ];
  const [what, bytes, type] = rng.pick(files);
  return { bytes, type, name, what };
}

/** A multipart upload: well-formed with a non-image file, or broken in its framing, counts or sizes. */
export function multipartBody(rng: Rng, known: KnownValues, fileFields: string[]): WireBody {
  const boundary = `----fuzz${rng.int(1e9)}`;
  const crlf = '\r\n';
  const filePart = (field: string, file: { bytes: Buffer; type: string; name: string }) =>
    Buffer.concat([
      Buffer.from(`--${boundary}${crlf}Content-Disposition: form-data; name="${field}"; filename="${file.name.replace(/"/g, '%22')}"${crlf}Content-Type: ${file.type}${crlf}${crlf}`),
      file.bytes,
      Buffer.from(crlf),
    ]);
  const fieldPart = (name: string, value: string) => Buffer.from(`--${boundary}${crlf}Content-Disposition: form-data; name="${name}"${crlf}${crlf}${value}${crlf}`);
  const end = Buffer.from(`--${boundary}--${crlf}`);
  const field = rng.chance(0.8) ? rng.pick(fileFields) : rng.pick(['file', 'image', '__proto__', 'x'.repeat(200), '']);
  const file = uploadFile(rng);
  const type = `multipart/form-data; boundary=${boundary}`;
  switch (rng.int(8)) {
    case 0:
      return { headers: { 'content-type': `multipart/form-data; boundary=other${boundary}` }, body: Buffer.concat([filePart(field, file), end]), variant: 'multipart-wrong-boundary' };
    case 1:
      return { headers: { 'content-type': 'multipart/form-data' }, body: Buffer.concat([filePart(field, file), end]), variant: 'multipart-no-boundary' };
    case 2:
      return { headers: { 'content-type': type }, body: filePart(field, file).subarray(0, 60), variant: 'multipart-truncated' };
    case 3:
      return { headers: { 'content-type': type }, body: Buffer.concat([filePart(field, file), filePart(field, file), end]), variant: 'multipart-two-files' };
    case 4:
      return {
        headers: { 'content-type': type },
        body: Buffer.concat([...Array.from({ length: rng.pick([3, 30]) }, (_, i) => fieldPart(`f${i}`, rng.chance(0.5) ? hostileString(rng, known) : 'v'.repeat(70 * 1024))), filePart(field, file), end]),
        variant: 'multipart-fields',
      };
    case 5:
      return { headers: { 'content-type': type }, body: Buffer.concat([Buffer.from(`--${boundary}${crlf}garbage without headers${crlf}`), end]), variant: 'multipart-garbage' };
    case 6:
      if (rng.chance(0.8)) return { headers: { 'content-type': type }, body: Buffer.concat([fieldPart('a', hostileString(rng, known)), filePart(field, file), end]), variant: `upload-${file.what}` };
      // Just over the 5 MB image limit, sometimes without a token (refused before the body is read).
      return { headers: { 'content-type': type }, body: Buffer.concat([filePart(field, { ...file, bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 0x61) }), end]), variant: 'multipart-oversize' };
    default:
      return { headers: { 'content-type': type }, body: Buffer.concat([filePart(field, file), end]), variant: `upload-${file.what}` };
  }
}
