/**
 * The Schedule tab's rules (doc 01, League page): All / Pending / Completed, search by team or
 * date, grouped by calendar day in the viewer's time zone, newest day first.
 */
import type { MatchStatus } from '../../gql/graphql';
import { dateKeyInZone, searchableDateTexts } from '../../lib/dates';

export type ScheduleFilter = 'all' | 'pending' | 'completed';

export interface ScheduleMatchLike {
  id: string;
  status: MatchStatus;
  scheduledTime: string;
  participants: ReadonlyArray<{ team: { name: string } }>;
}

/** Match status is compared case-insensitively in the spec; scheduled and pending both count as pending. */
export const isCompleted = (status: string) => status.toUpperCase() === 'COMPLETED';
export const isPending = (status: string) => ['PENDING', 'SCHEDULED'].includes(status.toUpperCase());

export function filterMatches<M extends ScheduleMatchLike>(matches: readonly M[], filter: ScheduleFilter, search: string, timeZone: string): M[] {
  const needle = search.trim().toLowerCase();
  return matches.filter((match) => {
    if (filter === 'pending' && !isPending(match.status)) return false;
    if (filter === 'completed' && !isCompleted(match.status)) return false;
    if (!needle) return true;
    const texts = [...match.participants.map((p) => p.team.name), ...searchableDateTexts(match.scheduledTime, timeZone)];
    return texts.some((text) => text.toLowerCase().includes(needle));
  });
}

/** Groups by calendar day in `timeZone`, newest day first; within a day, latest first. */
export function groupByDate<M extends ScheduleMatchLike>(matches: readonly M[], timeZone: string): Array<{ key: string; matches: M[] }> {
  const groups = new Map<string, M[]>();
  const sorted = [...matches].sort((a, b) => Date.parse(b.scheduledTime) - Date.parse(a.scheduledTime));
  for (const match of sorted) {
    const key = dateKeyInZone(match.scheduledTime, timeZone);
    const list = groups.get(key);
    if (list) list.push(match);
    else groups.set(key, [match]);
  }
  return [...groups.entries()].sort((a, b) => (a[0] < b[0] ? 1 : a[0] > b[0] ? -1 : 0)).map(([key, list]) => ({ key, matches: list }));
}
