import type { Rng } from './prng';

/** Real ids and names of the seeded world, so some cases get past "not found" into validation and permissions. */
export interface KnownValues {
  ids: string[];
  names: string[];
}

/** JSON that sets an own `__proto__` key (an object literal would set the prototype instead). */
const protoPollution = () => JSON.parse('{"__proto__":{"polluted":"fuzz"},"constructor":{"prototype":{"polluted":"fuzz"}}}') as object;

/** Strings an attacker tries first: injections, traversal, template and format strings, odd Unicode, control characters. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '   \t\n',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "'",
  '"',
  '`',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1) OR (1=1",
  "admin'--",
  "1'; SELECT pg_sleep(5); --",
  "' UNION SELECT null, current_user --",
  '%',
  '_',
  '%_%',
  '\\',
  '\\%',
  '$1',
  '?',
  ':id',
  '*',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '#{7*7}',
  '%s%s%s%n%x',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows\\win.ini',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  'https://www.youtube.com/watch?v=<script>',
  '\r\nSet-Cookie: fuzz=1',
  '(a+)+$',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFF',
  '\uDC00\uD800',
  'ok\uDBFF',
  '\u202Eevil',
  '\uFEFFbom',
  'zero\u200Bwidth',
  '\u0001\u001F\u007F\u0085',
  'Ω≈ç√∫˜µ≤≥÷',
  '𝓤𝓷𝓲𝓬𝓸𝓭𝓮 😀👩‍👩‍👧‍👦',
  'ＡＢＣ１２３',
  'İıẞß',
  'e\u0301\u0301\u0301\u0301',
  '\t\n\v\f\r',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
];

const MALFORMED_IDS = (rng: Rng): string[] => {
  const id = rng.uuid();
  return [
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    id.toUpperCase(),
    ` ${id}`,
    `${id} `,
    id.replace(/-/g, ''),
    `{${id}}`,
    id.slice(0, 35),
    `${id}0`,
    id.replace(/.$/, 'g'),
    `${id}' OR '1'='1`,
    `${id},${id}`,
    'xyz',
    '1',
    '0',
    '-1',
    '1.5',
    '9'.repeat(40),
    '0x10',
  ];
};

const NUMBERS: readonly number[] = [0, -0, 1, -1, 1.5, -0.5, 2147483647, 2147483648, -2147483649, 2 ** 53 + 2, 1e21, 1e308, -1e308, 5e-324];

const DATES: readonly string[] = [
  '2026-02-30T12:00:00Z',
  '2020-13-45',
  'not a date',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '275760-09-13T00:00:00.001Z',
  '1970-01-01',
  '2026-11-22T18:30:00+25:00',
  '-000001-01-01T00:00:00Z',
];

/** A long string: oversize for every text column and limit (up to 100 KB), sometimes all multi-byte. */
export function longString(rng: Rng): string {
  const size = rng.pick([300, 2_001, 10_001, 100_000]);
  const unit = rng.pick(['a', 'é', '😀', '<', "'", '%']);
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

/** Random printable-and-not text, 0 to 40 code units. */
export function randomText(rng: Rng): string {
  const alphabet = "abcXYZ019 _-.'\"<>&%$#@!?/\\:;,|{}[]()*+=~`^éß中😀\u200B\u202E\t\n";
  let text = '';
  const length = rng.int(40);
  for (let i = 0; i < length; i++) text += [...alphabet][rng.int([...alphabet].length)];
  return text;
}

export function hostileString(rng: Rng, known?: KnownValues): string {
  const roll = rng.next();
  if (roll < 0.5) return rng.pick(HOSTILE_STRINGS);
  if (roll < 0.62) return longString(rng);
  if (roll < 0.75) return randomText(rng);
  if (roll < 0.88 && known) return rng.pick([...known.names, ...known.ids]);
  // A real value with something hostile glued on.
  const base = known ? rng.pick(known.names) : 'x';
  return rng.pick([`${base}\u0000`, `${base}'`, `${base}%`, `${base} `, base.toUpperCase(), `${base}\uD800`]);
}

export function hostileId(rng: Rng, known: KnownValues): string {
  const roll = rng.next();
  if (roll < 0.4) return rng.pick(known.ids);
  if (roll < 0.55) return rng.uuid();
  if (roll < 0.85) return rng.pick(MALFORMED_IDS(rng));
  return hostileString(rng, known);
}

export function hostileNumber(rng: Rng): number {
  return rng.chance(0.7) ? rng.pick(NUMBERS) : Math.round((rng.next() - 0.5) * 10 ** rng.int(12));
}

export function hostileDate(rng: Rng): string {
  return rng.chance(0.3) ? new Date(Date.now() + (rng.next() - 0.5) * 1e11).toISOString() : rng.pick(DATES);
}

/** A value of any JSON type: the wrong type for most fields, and shapes meant to trip up a reader. */
export function hostileAny(rng: Rng, known: KnownValues, depth = 0): unknown {
  const roll = rng.int(12);
  switch (roll) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return hostileNumber(rng);
    case 3:
    case 4:
      return hostileString(rng, known);
    case 5:
      return hostileId(rng, known);
    case 6:
      return depth > 2 ? [] : Array.from({ length: rng.int(4) }, () => hostileAny(rng, known, depth + 1));
    case 7:
      return depth > 2 ? {} : { [rng.pick(['a', 'id', 'value', 'toString', '$gt', '$where'])]: hostileAny(rng, known, depth + 1) };
    case 8:
      return protoPollution();
    case 9:
      return rng.pick([[], {}, [null], [[[]]], { length: 1e9 }, { 0: 'a', length: 1 }, { $gt: '' }, { $ne: null }]);
    case 10:
      // Nesting deeper than any reader expects (the boundary caps it at 64).
      return rng.chance(0.5) ? JSON.parse('['.repeat(80) + ']'.repeat(80)) : JSON.parse('{"a":'.repeat(80) + '1' + '}'.repeat(80));
    default:
      return hostileDate(rng);
  }
}

/** The property a polluted prototype would show: checked on the server's own process after the run. */
export const POLLUTION_MARKER = 'polluted';
