import { act, screen, waitFor, within } from '@testing-library/react';
import { WS_RECONNECTED_EVENT } from '../../src/apollo/createApolloClient';
import { LeagueScheduleDocument, LeagueStandingsDocument, LeagueTeamsDocument, type LeaguePageQuery } from '../../src/gql/graphql';
import LeagueBody, { STANDINGS_PAGE_SIZE, TEAMS_BOX_SIZE } from '../../src/pages/league/LeagueBody';
import type { Mock } from '../support/dashboards';
import { click } from '../support/forms';
import { renderWithClient } from '../support/renderWithClient';

/**
 * Issue 30: a league event carries what changed (the standings rows, the match), merged into the cache: no viewer
 * fetches the standings again on an event; a reconnect (events may have been missed) fetches every part again.
 */
describe('live league page', () => {
  const league = {
    __typename: 'League',
    id: 'l1',
    name: 'Spring Ladder',
    bio: null,
    banner: null,
    profilePicture: null,
    videoUrl: null,
    viewerCanEdit: false,
    viewerIsFollowing: false,
    followerCount: 0,
    game: { __typename: 'Game', id: 'g1', title: 'Valorant' },
    platform: { __typename: 'Platform', id: 'p1', title: 'PC' },
    region: { __typename: 'Region', id: 'r1', title: 'Europe' },
    organizer: { __typename: 'Organizer', id: 'o1', name: 'Neon' },
    rules: null,
    prize: null,
    settings: null,
    status: 'ACTIVE',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    teamCount: 2,
    maxTeams: 12,
    openEntry: true,
    winPoints: 3,
    drawPoints: 1,
    lossPoints: 0,
    viewerCanSchedule: false,
    viewerCanReport: false,
    viewerCanModerate: false,
    viewerIsStaff: false,
    viewerJoinState: 'DEFAULT',
    viewerJoinableTeams: [],
    viewerPendingEntries: [],
    announcementWall: null,
  } as unknown as LeaguePageQuery['league'];

  const row = (team: string, rank: number, points: number) => ({
    __typename: 'StandingsEntry',
    id: `l1:${team}`,
    rank,
    teamId: team,
    points,
    wins: points / 3,
    losses: 0,
    draws: 0,
    played: 1,
    tiebreak: null,
    team: { __typename: 'Team', id: team, name: team === 't1' ? 'Wolves' : 'Bears', profilePicture: null },
  });
  const standingsPage = (rows: ReturnType<typeof row>[]) => ({
    __typename: 'StandingsConnection',
    edges: rows.map((node) => ({ __typename: 'StandingsEdge', cursor: `c-${node.teamId}`, node })),
    pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
  });
  let sent: string[] = [];
  const counted = <T,>(name: string, result: T) => () => (sent.push(name), result);
  const pageMocks = (rows: ReturnType<typeof row>[], standingsVariables: Record<string, unknown> = {}): Mock[] => [
    {
      request: { query: LeagueStandingsDocument, variables: { id: 'l1', first: STANDINGS_PAGE_SIZE, ...standingsVariables } },
      result: counted('standings', { data: { league: { __typename: 'League', id: 'l1', standingsPage: standingsPage(rows) } } }),
    },
    {
      request: { query: LeagueTeamsDocument, variables: { id: 'l1', first: TEAMS_BOX_SIZE } },
      result: counted('teams', {
        data: {
          league: {
            __typename: 'League',
            id: 'l1',
            participants: ['t1', 't2'].map((id) => ({ __typename: 'LeagueParticipant', teamId: id, status: 'APPROVED', team: row(id, 1, 0).team })),
          },
        },
      }),
    },
  ];
  const shownRows = () => screen.getAllByTestId('standings-row').map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

  it('a STANDINGS event reorders the rows from its own payload (no query sent); a reconnect fetches every part again', async () => {
    sent = [];
    const refetchPage = jest.fn(() => Promise.resolve());
    const before = [row('t2', 1, 0), row('t1', 1, 0)];
    const after = [row('t1', 1, 3), row('t2', 2, 0)];
    const { subscriptions } = renderWithClient(<LeagueBody league={league} refetchPage={refetchPage} />, {
      // A reconnect re-reads the rows shown from the top (after: null).
      mocks: [...pageMocks(before), ...pageMocks(after, { after: null })],
    });
    await waitFor(() => expect(screen.getAllByTestId('standings-row')).toHaveLength(2));
    expect(shownRows().map((cells) => cells[1])).toEqual(['Bears', 'Wolves']);
    await waitFor(() => expect(sent.sort()).toEqual(['standings', 'teams']));

    await act(async () => {
      subscriptions.simulateResult({
        result: {
          data: {
            leagueEvents: {
              __typename: 'LeagueEvent',
              kind: 'STANDINGS',
              league: { __typename: 'League', id: 'l1' },
              match: null,
              standingsPage: standingsPage(after),
              page: null,
            },
          },
        },
      });
    });
    await waitFor(() => expect(shownRows().map((cells) => cells[1])).toEqual(['Wolves', 'Bears']));
    expect(shownRows()[0]).toContain('3');
    expect(sent).toHaveLength(2);
    expect(refetchPage).not.toHaveBeenCalled();

    await act(async () => {
      window.dispatchEvent(new Event(WS_RECONNECTED_EVENT));
    });
    await waitFor(() => expect(sent.slice(2).sort()).toEqual(['standings', 'teams']));
    expect(refetchPage).toHaveBeenCalledTimes(1);
  });

  const match = (id: string, scheduledTime: string) => ({
    __typename: 'Match',
    id,
    status: 'PENDING',
    scheduledTime,
    rounds: 1,
    isScoreUpdated: false,
    winner: null,
    participants: ['t1', 't2'].map((teamId) => ({ __typename: 'MatchParticipant', teamId, totalPoints: 0, team: row(teamId, 1, 0).team })),
  });

  it('a SCHEDULE event for a new match lists it in the schedule in its place (no query sent)', async () => {
    sent = [];
    const listed = match('m1', '2026-05-01T18:00:00.000Z');
    const { subscriptions } = renderWithClient(<LeagueBody league={league} refetchPage={() => Promise.resolve()} />, {
      mocks: [
        ...pageMocks([row('t1', 1, 0), row('t2', 1, 0)]),
        {
          request: { query: LeagueScheduleDocument, variables: { id: 'l1' } },
          result: counted('schedule', { data: { league: { __typename: 'League', id: 'l1', matches: { __typename: 'MatchConnection', edges: [{ __typename: 'MatchEdge', node: listed }] } } } }),
        },
      ],
    });
    await click(await screen.findByRole('tab', { name: 'Schedule' }));
    await waitFor(() => expect(screen.getAllByTestId('schedule-match')).toHaveLength(1));
    const queries = sent.length;
    const scheduled = match('m2', '2026-06-01T18:00:00.000Z');
    await act(async () => {
      subscriptions.simulateResult({
        result: {
          data: {
            leagueEvents: { __typename: 'LeagueEvent', kind: 'SCHEDULE', league: { __typename: 'League', id: 'l1' }, match: scheduled, standingsPage: null, page: null },
          },
        },
      });
    });
    // Newest scheduled first: June's match above May's.
    await waitFor(() => expect(screen.getAllByTestId('schedule-day').map((day) => day.getAttribute('aria-label'))).toHaveLength(2));
    const days = screen.getAllByTestId('schedule-day').map((day) => day.getAttribute('aria-label') ?? '');
    expect(days[0]).toMatch(/Jun 1/);
    expect(days[1]).toMatch(/May 1/);
    expect(sent).toHaveLength(queries);
  });
});
