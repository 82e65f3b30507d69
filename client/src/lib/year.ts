/**
 * The current year in the viewer's time zone (the footer's copyright line). A Date's own year is in the browser's
 * time zone, the one Intl reports (ECMA-402 always names one, so no America/New_York default is ever needed here),
 * and costs no Intl formatter: building the first one (ICU's zone and locale data) took a phone ~60 ms of every
 * page's first render. Its own module, without date-fns: the footer is on every first paint.
 */
export function currentYear(now: Date = new Date()): string {
  return String(now.getFullYear());
}
