import { parseIsoTime } from './scheduledTime';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A comment timestamp in UTC as MM.DD.YY HH:MM UTC, e.g. 11.21.26 01:00 UTC (lib/dates.ts's COMMENT_TIME_FORMAT as
 * date-fns-tz writes it; a test keeps the two equal). Empty for an unreadable date. Plain UTC arithmetic: every comment
 * wall shows it, and date-fns (about 9 kB gzip) would otherwise load with each page that has one.
 */
export function formatCommentTime(iso: string): string {
  const date = parseIsoTime(iso);
  if (!date) return '';
  const year = two(date.getUTCFullYear() % 100);
  return `${two(date.getUTCMonth() + 1)}.${two(date.getUTCDate())}.${year} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())} UTC`;
}
