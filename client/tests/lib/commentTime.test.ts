import { isValid, parseISO } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';
import { COMMENT_TIME_FORMAT } from '../../src/lib/dates';
import { formatCommentTime } from '../../src/lib/commentTime';

/** lib/commentTime.ts writes a comment's time with plain UTC arithmetic: the very text date-fns-tz writes for it. */
describe('formatCommentTime without date-fns', () => {
  const viaDateFns = (iso: string) => {
    const date = parseISO(iso);
    return isValid(date) ? formatInTimeZone(date, 'UTC', COMMENT_TIME_FORMAT) : '';
  };

  it('equals date-fns-tz on server times, offsets, a year turn, dates alone and a century of random instants', () => {
    const fixed = [
      '2026-11-21T01:00:00.000Z',
      '2027-01-05T09:07:59.999Z',
      '2026-12-31T22:30:00-05:00',
      '2026-12-31T23:59:59.999Z',
      '2027-01-01T00:00:00+14:00',
      '2000-02-29T12:00:00Z',
      '2099-07-04T23:59:00.000Z',
      '2026-06-15T12:05:00',
      '2026-06-15',
    ];
    // Seeded: the same instants on every run (a linear congruential generator over 1970-2099).
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const instants = Array.from({ length: 500 }, () => new Date(Math.floor(random() * Date.UTC(2099, 11, 31))).toISOString());
    for (const iso of [...fixed, ...instants]) expect({ iso, text: formatCommentTime(iso) }).toEqual({ iso, text: viaDateFns(iso) });
  });

  it('says nothing of an unreadable time', () => {
    for (const bad of ['', 'soon', '2026-13-45T10:00:00Z', '2026-11-23T25:00:00Z', 'not a date']) expect(formatCommentTime(bad)).toBe('');
  });
});
