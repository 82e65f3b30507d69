const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date (YYYY-MM-DD, or an ISO time's date part) as "Oct 13, 2026", without shifting it through a time
 * zone; the value as it is when it is no such date. Plain arithmetic, no Intl or date-fns: a page's hero shows it, and
 * the first Intl date format (and date-fns) would cost its first paint.
 */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return value;
  return `${MONTHS[month - 1]} ${day}, ${match[1]}`;
}
