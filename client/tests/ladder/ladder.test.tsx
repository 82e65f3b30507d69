import { parseDate } from '@internationalized/date';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FinalizeMatchDocument, JoinLadderDocument, ReportMatchScoresDocument, ReportScoreMatchDocument, ReportScoreStatsDocument } from '../../src/gql/graphql';
import { ReportScoreModal } from '../../src/components/ladder/ReportScoreModal';
import * as toast from '../../src/lib/toast';
import { JoinButton, ONLY_LEADERS, STAFF_CANNOT_JOIN, type JoinLeague } from '../../src/components/join/JoinButton';
import { filterMatches, groupByDate } from '../../src/pages/league/schedule';
import { ScheduleTab, type ScheduleMatch } from '../../src/pages/league/ScheduleTab';
import { StandingsTab, type StandingRow } from '../../src/pages/league/StandingsTab';
import { createLadderSchema, LADDER_MESSAGES } from '../../src/pages/org-dashboard/CreateLadderModal';
import type { Mock } from '../support/dashboards';
import { renderWithClient } from '../support/renderWithClient';
import { click } from '../support/forms';


const league = (state: JoinLeague['viewerJoinState'], teams: JoinLeague['viewerJoinableTeams'] = []): JoinLeague => ({
  id: 'l1',
  name: 'Spring Ladder',
  viewerJoinState: state,
  viewerJoinableTeams: teams,
  game: { id: 'g1', title: 'Valorant' },
  region: { id: 'r1', title: 'Europe' },
});

describe('Join button states (viewerJoinState)', () => {
  it('USER_STAFF: a toast says staff cannot join', async () => {
    const error = jest.spyOn(toast.notify, 'error').mockImplementation(() => 1);
    renderWithClient(<JoinButton target={league('USER_STAFF')} />);
    await click(screen.getByRole('button', { name: 'Join' }));
    expect(error).toHaveBeenCalledWith(STAFF_CANNOT_JOIN);
  });

  it('TEAM_JOINED: the green Joined mark, no button', () => {
    renderWithClient(<JoinButton target={league('TEAM_JOINED')} />);
    expect(screen.getByRole('status', { name: 'Joined' }).textContent).toContain('Joined');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("NOT_AUTHORIZED: 'Only leaders and co-leaders can register a team.'", async () => {
    const error = jest.spyOn(toast.notify, 'error').mockImplementation(() => 1);
    renderWithClient(<JoinButton target={league('NOT_AUTHORIZED')} />);
    await click(screen.getByRole('button', { name: 'Join' }));
    expect(error).toHaveBeenCalledWith(ONLY_LEADERS);
  });

  it('DEFAULT: disabled', () => {
    renderWithClient(<JoinButton target={league('DEFAULT')} />);
    expect((screen.getByRole('button', { name: 'Join' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('NEED_TEAM: opens the Join Ladder Requirement modal', async () => {
    renderWithClient(<JoinButton target={league('NEED_TEAM')} />);
    await click(screen.getByRole('button', { name: 'Join' }));
    const dialog = screen.getByRole('dialog', { name: 'Join Ladder Requirement' });
    expect(within(dialog).getByLabelText('Team Name')).toBeTruthy();
    expect(within(dialog).getByText(/Game: Valorant/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Team Name'), { target: { value: 'Bad-Name!' } });
    await click(within(dialog).getByRole('button', { name: /create/i }));
    expect(within(dialog).getByText('Team name must be alphanumeric, have a maximum of 18 characters, and only one space between words.')).toBeTruthy();
  });

  const joinMock = (result: Mock['result'] | undefined, error?: Error): Mock => ({
    request: { query: JoinLadderDocument, variables: { leagueId: 'l1', teamId: 't1' } },
    ...(error ? { error } : { result }),
  });

  it("CAN_JOIN: joins with the viewer's team at once (open entry): 'Successfully joined!'", async () => {
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    const result = {
      data: {
        joinLadder: {
          __typename: 'LeagueParticipant',
          teamId: 't1',
          status: 'APPROVED',
          league: { __typename: 'League', id: 'l1', teamCount: 1, viewerJoinState: 'TEAM_JOINED', viewerJoinableTeams: [] },
        },
      },
    };
    renderWithClient(<JoinButton target={league('CAN_JOIN', [{ id: 't1', name: 'Wolves' }])} />, { mocks: [joinMock(result)] });
    await click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Successfully joined!'));
  });

  it('CAN_JOIN: a refusal shows the server message', async () => {
    const error = jest.spyOn(toast.notify, 'error').mockImplementation(() => 1);
    const result = { errors: [{ message: 'The ladder is full.', extensions: { code: 'CONFLICT' } }] } as unknown as Mock['result'];
    renderWithClient(<JoinButton target={league('CAN_JOIN', [{ id: 't1', name: 'Wolves' }])} />, { mocks: [joinMock(result)] });
    await click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('The ladder is full.'));
  });
});

describe('Standings', () => {
  const row = (id: string, name: string, rank: number, points: number, tiebreak: string | null = null): StandingRow => ({
    id,
    rank,
    points,
    wins: points / 3,
    losses: 0,
    draws: 0,
    played: points / 3,
    tiebreak,
    team: { id: `t-${id}`, name },
  });

  it('points descending, equal points share a rank, the tiebreak on hover', () => {
    render(
      <MemoryRouter>
        <StandingsTab rows={[row('c', 'Cobras', 3, 3), row('a', 'Apes', 1, 6), row('b', 'Bears', 1, 6, 'team name')]} loading={false} />
      </MemoryRouter>,
    );
    const rows = screen.getAllByTestId('standings-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['Apes', 'Bears', 'Cobras']);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent?.replace('*', ''))).toEqual(['1', '1', '3']);
    expect(rows[1].getAttribute('title')).toBe('Tiebreak: team name');
    expect(rows[0].getAttribute('title')).toBeNull();
    expect(within(rows[0]).getByRole('link', { name: 'Apes' }).getAttribute('href')).toBe('/team/Apes');
  });

  it("the tiebreak '*' is tappable: a tap shows why (a phone has no hover), a second tap or Escape hides it (issue 23 item 16)", () => {
    render(
      <MemoryRouter>
        <StandingsTab rows={[row('a', 'Apes', 1, 6), row('b', 'Bears', 1, 6, 'team name')]} loading={false} />
      </MemoryRouter>,
    );
    const mark = screen.getByRole('button', { name: 'Tiebreak: team name' });
    expect(mark.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(mark);
    expect(mark.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Tiebreak: team name');
    fireEvent.keyDown(mark, { key: 'Escape' });
    expect(mark.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(mark);
    fireEvent.click(mark);
    expect(mark.getAttribute('aria-expanded')).toBe('false');
  });

  it('Load More appends the next page while the server has more rows, and says Loading... meanwhile', async () => {
    let finish: () => void = () => {};
    const onLoadMore = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { rerender } = render(
      <MemoryRouter>
        <StandingsTab rows={[row('a', 'Apes', 1, 6)]} loading={false} onLoadMore={onLoadMore} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Loading...' }).hasAttribute('disabled')).toBe(true);
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Load More' }).hasAttribute('disabled')).toBe(false);
    // The last page: no button.
    rerender(
      <MemoryRouter>
        <StandingsTab rows={[row('a', 'Apes', 1, 6), row('b', 'Bears', 2, 3)]} loading={false} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: /Load More|Loading/ })).toBeNull();
    expect(screen.getAllByTestId('standings-row')).toHaveLength(2);
  });

  it("'No Teams Have Joined Yet' and 'Loading Standings...'", () => {
    const { rerender } = render(<StandingsTab rows={undefined} loading />);
    expect(screen.getByText('Loading Standings...')).toBeTruthy();
    rerender(<StandingsTab rows={[]} loading={false} />);
    expect(screen.getByText('No Teams Have Joined Yet')).toBeTruthy();
  });
});

describe('Schedule (America/New_York)', () => {
  const NY = 'America/New_York';
  const match = (id: string, at: string, status: ScheduleMatch['status'], a: string, b: string, winner?: string): ScheduleMatch => ({
    id,
    status,
    scheduledTime: at,
    winner: winner ? { id: winner } : null,
    participants: [
      { teamId: a, totalPoints: 10, team: { id: a, name: a } },
      { teamId: b, totalPoints: 4, team: { id: b, name: b } },
    ],
  });
  // 02:30 UTC on Nov 23 is still Nov 22 in New York.
  const matches = [
    match('m1', '2026-11-23T02:30:00Z', 'COMPLETED', 'Wolves', 'Bears', 'Wolves'),
    match('m2', '2026-11-22T15:00:00Z', 'SCHEDULED', 'Apes', 'Bears'),
    match('m3', '2026-11-24T20:00:00Z', 'PENDING', 'Wolves', 'Apes'),
  ];

  it('groups by New York day, newest first, and filters by status, team and date', () => {
    const groups = groupByDate(matches, NY);
    expect(groups.map((g) => g.key)).toEqual(['2026-11-24', '2026-11-22']);
    expect(groups[1].matches.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(filterMatches(matches, 'pending', '', NY).map((m) => m.id)).toEqual(['m2', 'm3']);
    expect(filterMatches(matches, 'completed', '', NY).map((m) => m.id)).toEqual(['m1']);
    expect(filterMatches(matches, 'all', 'wolv', NY).map((m) => m.id)).toEqual(['m1', 'm3']);
    expect(filterMatches(matches, 'all', 'Nov 22', NY).map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(filterMatches(matches, 'all', '2026-11-24', NY).map((m) => m.id)).toEqual(['m3']);
  });

  it('renders times in New York, the W badge only on a completed winner, staff buttons, and the empty text', async () => {
    const onReport = jest.fn();
    render(
      <MemoryRouter>
        <ScheduleTab matches={matches} loading={false} canSchedule canReport onCreateMatch={() => {}} onReportScore={onReport} timeZone={NY} />
      </MemoryRouter>,
    );
    const days = screen.getAllByTestId('schedule-day');
    expect(within(days[0]).getByRole('heading').textContent).toBe('Tuesday, Nov 24, 2026');
    expect(within(days[1]).getByText('9:30 PM EST')).toBeTruthy();
    expect(screen.getAllByLabelText('Winner')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Report Score' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Create Match' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Watch Match' })[0].getAttribute('href')).toBe('/match/m3');
    await click(screen.getByRole('button', { name: 'Completed' }));
    expect(screen.queryAllByRole('button', { name: 'Report Score' })).toHaveLength(0);
    fireEvent.change(screen.getByPlaceholderText('Search by team or date'), { target: { value: 'Nobody' } });
    expect(screen.getByText('No Matches Found')).toBeTruthy();
  });

  it('hides Create Match and Report Score from viewers who cannot manage', () => {
    render(
      <MemoryRouter>
        <ScheduleTab matches={matches} loading={false} canSchedule={false} canReport={false} onCreateMatch={() => {}} onReportScore={() => {}} timeZone={NY} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Create Match' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report Score' })).toBeNull();
  });
});

describe('Report Score modal', () => {
  const metrics = [
    { __typename: 'LadderMetric', name: 'Kills', type: 'number', weight: 1, active: true },
    { __typename: 'LadderMetric', name: 'MVP', type: 'text', weight: 0, active: true },
    { __typename: 'LadderMetric', name: 'Deaths', type: 'number', weight: 1, active: false },
  ];
  const details = (isScoreUpdated: boolean, status = 'PENDING'): Mock => ({
    request: { query: ReportScoreMatchDocument, variables: { id: 'm1' } },
    result: { data: { match: { __typename: 'Match', id: 'm1', status, rounds: 3, isScoreUpdated, league: { __typename: 'League', id: 'l1', metrics }, game: null } } },
  });
  const participant = (id: string, name: string, totalPoints = 0, rounds: unknown[] = []) => ({
    __typename: 'MatchParticipant',
    teamId: id,
    totalPoints,
    team: { __typename: 'Team', id, name, profilePicture: null },
    rounds,
  });
  const stats = (isScoreUpdated: boolean, status = 'PENDING'): Mock => ({
    request: { query: ReportScoreStatsDocument, variables: { id: 'm1' } },
    result: { data: { match: { __typename: 'Match', id: 'm1', status, isScoreUpdated, participants: [participant('t1', 'Wolves'), participant('t2', 'Bears')] } } },
  });

  it('navigates rounds 1..N with Prev/Next and shows only active metrics', async () => {
    renderWithClient(<ReportScoreModal matchId="m1" onClose={() => {}} />, { mocks: [details(false), stats(false)] });
    expect(screen.getByText('Loading match details...')).toBeTruthy();
    await screen.findByText('Round 1 of 3');
    const prev = screen.getByRole('button', { name: 'Prev' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    await click(next);
    await click(next);
    expect(screen.getByText('Round 3 of 3')).toBeTruthy();
    expect(next.disabled).toBe(true);
    await click(prev);
    expect(screen.getByText('Round 2 of 3')).toBeTruthy();
    expect(screen.getByLabelText('Wolves Kills round 2')).toBeTruthy();
    expect((screen.getByLabelText('Wolves MVP round 2') as HTMLInputElement).type).toBe('text');
    expect(screen.queryByLabelText('Wolves Deaths round 2')).toBeNull();
    // A negative score is kept as typed and refused beside the field (issue 23 item 6), never turned into 0.
    fireEvent.change(screen.getByLabelText('Wolves Kills round 2'), { target: { value: '-4' } });
    expect((screen.getByLabelText('Wolves Kills round 2') as HTMLInputElement).value).toBe('-4');
  });

  it('Finalize is enabled only after Update Scores, and asks "Are you sure?" first', async () => {
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    jest.spyOn(crypto, 'randomUUID').mockReturnValue('00000000-0000-4000-8000-000000000001');
    const report: Mock = {
      request: {
        query: ReportMatchScoresDocument,
        variables: {
          matchId: 'm1',
          idempotencyKey: '00000000-0000-4000-8000-000000000001',
          scores: [
            { teamId: 't1', rounds: [{ round: 1, metrics: { Kills: 7 } }] },
            { teamId: 't2', rounds: [] },
          ],
        },
      },
      result: {
        data: {
          reportMatchScores: {
            __typename: 'Match',
            id: 'm1',
            status: 'PENDING',
            isScoreUpdated: true,
            participants: [
              { ...participant('t1', 'Wolves', 7, [{ __typename: 'MatchRound', matchRound: 1, metrics: { Kills: 7 }, roundPoints: 7 }]), placement: null },
              { ...participant('t2', 'Bears'), placement: null },
            ],
          },
        },
      },
    };
    const finalize: Mock = {
      request: { query: FinalizeMatchDocument, variables: { matchId: 'm1' } },
      result: {
        data: {
          finalizeMatch: {
            __typename: 'Match',
            id: 'm1',
            status: 'COMPLETED',
            isScoreUpdated: true,
            finalizedAt: '2026-11-22T20:00:00Z',
            winner: { __typename: 'Team', id: 't1' },
            participants: [
              { ...participant('t1', 'Wolves', 7, [{ __typename: 'MatchRound', matchRound: 1, metrics: { Kills: 7 }, roundPoints: 7 }]), placement: 1 },
              { ...participant('t2', 'Bears'), placement: 2 },
            ],
          },
        },
      },
    };
    renderWithClient(<ReportScoreModal matchId="m1" onClose={() => {}} />, { mocks: [details(false), stats(false), report, finalize, stats(true, 'COMPLETED')] });
    await screen.findByText('Round 1 of 3');
    const finalizeButton = screen.getByRole('button', { name: 'Finalize Scores' }) as HTMLButtonElement;
    expect(finalizeButton.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Wolves Kills round 1'), { target: { value: '7' } });
    await click(screen.getByRole('button', { name: 'Update Scores' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Scores updated successfully!'));
    await waitFor(() => expect(finalizeButton.disabled).toBe(false));
    await click(finalizeButton);
    const confirm = screen.getByRole('dialog', { name: 'Are you sure?' });
    await click(within(confirm).getByRole('button', { name: 'Yes, Finalize' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Scores finalized successfully!'));
    await waitFor(() => expect(finalizeButton.disabled).toBe(true));
  });

  it("'Error loading match stats' when the stats fail", async () => {
    const failing: Mock = { request: { query: ReportScoreStatsDocument, variables: { id: 'm1' } }, error: new Error('boom') };
    renderWithClient(<ReportScoreModal matchId="m1" onClose={() => {}} />, { mocks: [details(false), failing] });
    expect(await screen.findByText('Error loading match stats')).toBeTruthy();
  });
});

describe('Create Ladder validation', () => {
  const base = {
    name: 'Spring Ladder',
    startDate: parseDate('2026-12-01'),
    endDate: parseDate('2027-02-01'),
    platformId: 'p1',
    gameId: 'g1',
    regionId: 'r1',
    isParent: true,
    parentLeagueId: '',
    openEntry: false,
    maxTeams: 12,
  };

  it('accepts a valid ladder and refuses an end before the start', async () => {
    await expect(createLadderSchema().validate(base)).resolves.toBeTruthy();
    await expect(createLadderSchema().validate({ ...base, endDate: parseDate('2026-11-30') })).rejects.toThrow(LADDER_MESSAGES.endBeforeStart);
    await expect(createLadderSchema().validate({ ...base, endDate: parseDate('2026-12-01') })).resolves.toBeTruthy();
  });

  it('needs a name left after normalising, the dates and the picks, and a parent for a child ladder', async () => {
    const errors = await createLadderSchema()
      .validate({ ...base, name: ' !!! ', startDate: null, platformId: '', isParent: false }, { abortEarly: false })
      .catch((e: { errors: string[] }) => e.errors);
    expect(errors).toEqual(expect.arrayContaining([LADDER_MESSAGES.name, LADDER_MESSAGES.startDate, LADDER_MESSAGES.platform, LADDER_MESSAGES.parent]));
  });
});
