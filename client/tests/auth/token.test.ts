import { decodeJwtPayload, isTokenExpired } from '../../src/auth/token';
import { makeJwt } from '../support/auth';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const nowSec = NOW / 1000;

describe('decodeJwtPayload', () => {
  it('decodes a base64url payload, including UTF-8 text and url-safe characters', () => {
    const token = makeJwt({ sub: 'u1', name: 'Zoë ⚡', exp: nowSec + 60, note: '??>>' });
    expect(decodeJwtPayload(token)).toEqual({ sub: 'u1', name: 'Zoë ⚡', exp: nowSec + 60, note: '??>>' });
  });

  it.each([
    ['not a jwt', 'hello'],
    ['two parts', 'a.b'],
    ['payload not base64 json', 'aaa.@@@.ccc'],
    ['json that is not an object', `x.${Buffer.from('[1,2]').toString('base64url')}.y`],
    ['empty payload', 'a..c'],
  ])('returns null for %s', (_label, token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });
});

describe('isTokenExpired', () => {
  it('is false while exp is in the future', () => {
    expect(isTokenExpired(makeJwt({ exp: nowSec + 1 }), NOW)).toBe(false);
  });

  it('is true once exp is reached or past', () => {
    expect(isTokenExpired(makeJwt({ exp: nowSec }), NOW)).toBe(true);
    expect(isTokenExpired(makeJwt({ exp: nowSec - 3600 }), NOW)).toBe(true);
  });

  it('counts a missing or non-numeric exp claim as expired', () => {
    expect(isTokenExpired(makeJwt({ sub: 'u1' }), NOW)).toBe(true);
    expect(isTokenExpired(makeJwt({ exp: String(nowSec + 3600) }), NOW)).toBe(true);
  });

  it('counts an undecodable or absent token as expired', () => {
    expect(isTokenExpired('garbage', NOW)).toBe(true);
    expect(isTokenExpired('', NOW)).toBe(true);
    expect(isTokenExpired(null, NOW)).toBe(true);
    expect(isTokenExpired(undefined, NOW)).toBe(true);
  });

  it('uses the current time by default', () => {
    const fresh = makeJwt({ exp: Math.floor(Date.now() / 1000) + 600 });
    const stale = makeJwt({ exp: Math.floor(Date.now() / 1000) - 1 });
    expect(isTokenExpired(fresh)).toBe(false);
    expect(isTokenExpired(stale)).toBe(true);
  });
});
