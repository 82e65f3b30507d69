/**
 * The current year in the viewer's time zone (the footer's copyright line). Its own module, on Intl alone: the footer
 * is on every first paint, and importing it from lib/dates would bring date-fns and date-fns-tz into the entry chunk.
 */
export function currentYear(now: Date = new Date()): string {
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';
    return new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(now);
  } catch {
    return String(now.getFullYear());
  }
}
