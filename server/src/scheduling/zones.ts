import type { AvailabilityWindow } from './scheduling.entities';

/**
 * Wall-clock arithmetic in IANA zones with Intl only (the server has no date library): a team's windows are local
 * times, matches are UTC instants.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', weekday: 'short', hour: '2-digit', minute: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows the zone (an IANA name such as Europe/Berlin; offsets and abbreviations are refused). */
export function isTimeZone(raw: unknown): raw is string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(raw)) return false;
  try {
    formatterOf(raw);
    return true;
  } catch {
    return false;
  }
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The ISO weekday and minute of the day an instant has in a zone. */
export function localTime(at: Date, timeZone: string): { weekday: number; minute: number } {
  let weekday = 1;
  let hour = 0;
  let minute = 0;
  for (const part of formatterOf(timeZone).formatToParts(at)) {
    if (part.type === 'weekday') weekday = WEEKDAYS[part.value];
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return { weekday, minute: hour * 60 + minute };
}

/** Whether [at, at + minutes) lies inside one of the windows, read in the zone (both ends on the same local day). */
export function withinWindows(at: Date, minutes: number, timeZone: string, windows: AvailabilityWindow[]): boolean {
  const from = localTime(at, timeZone);
  const last = localTime(new Date(at.getTime() + (minutes - 1) * 60_000), timeZone);
  if (last.weekday !== from.weekday || last.minute < from.minute) return false;
  return windows.some((w) => w.weekday === from.weekday && w.start <= from.minute && last.minute < w.end);
}

/** 'HH:MM' (00:00 to 23:59; 24:00 too when `endOfDay`) to minutes after midnight; null otherwise. */
export function minutesOf(raw: unknown, endOfDay = false): number | null {
  if (typeof raw !== 'string') return null;
  const parts = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(raw);
  if (!parts) return null;
  const minutes = Number(parts[1]) * 60 + Number(parts[2]);
  if (minutes > 1440 || (minutes === 1440 && !endOfDay)) return null;
  return minutes;
}

/** Minutes after midnight to 'HH:MM'. */
export function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
