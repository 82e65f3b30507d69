import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { JoinButton, STAFF_CANNOT_JOIN_TOURNAMENT, type JoinTarget } from '../../src/components/join/JoinButton';
import { reportMetrics } from '../../src/components/ladder/ReportScoreModal';
import { changeLine, changesSummary, correctionScores, resetLine, resetSummary } from '../../src/components/tournament/CorrectResultModal';
import {
  JoinTournamentDocument,
  TournamentBracketDocument,
  TournamentPageDocument,
  TournamentManageDocument,
  TournamentParticipantsDocument,
  TournamentStagesDocument,
  UpdateTournamentSettingsDocument,
  type ReportScoreMatchQuery,
} from '../../src/gql/graphql';
import * as toast from '../../src/lib/toast';
import { createTournamentSchema, TOURNAMENT_MESSAGES, type CreateTournamentValues } from '../../src/pages/org-dashboard/CreateTournamentModal';
import { duplicatePlacements, firstRoundSlots, RANKED_OFF, TournamentManageModal } from '../../src/pages/org-dashboard/TournamentManageModal';
import { WS_RECONNECTED_EVENT } from '../../src/apollo/createApolloClient';
import TournamentPage from '../../src/pages/tournament/TournamentPage';
import { rankedLabel } from '../../src/pages/tournament/tournamentText';
import type { Mock } from '../support/dashboards';
import { renderWithClient } from '../support/renderWithClient';
import { click } from '../support/forms';


describe('Create Tournament rules', () => {
  const valid: CreateTournamentValues = {
    name: 'Spring Cup',
    size: '8',
    gameId: 'g1',
    regionId: 'r1',
    platformId: 'p1',
    format: 'SINGLE_ELIMINATION',
    startTime: {} as never,
    thirdPlaceMatch: false,
    checkIn: false,
    checkInMinutes: '30',
    matchRounds: '3',
    ranked: true,
    stagePlan: 'single',
    groupCount: '4',
    groupAdvance: '2',
    swissRounds: '4',
    swissAdvance: '8',
    playoffFormat: 'SINGLE_ELIMINATION',
  };
  const errorsOf = async (values: Partial<CreateTournamentValues>) => {
    try {
      await createTournamentSchema().validate({ ...valid, ...values }, { abortEarly: false });
      return [];
    } catch (e) {
      return (e as { errors: string[] }).errors;
    }
  };

  it('accepts a complete tournament', async () => {
    expect(await errorsOf({})).toEqual([]);
  });
  it('refuses sizes outside 2..256, missing picks and a missing start', async () => {
    expect(await errorsOf({ size: '1' })).toEqual([TOURNAMENT_MESSAGES.size]);
    expect(await errorsOf({ size: '300' })).toEqual([TOURNAMENT_MESSAGES.size]);
    expect(await errorsOf({ gameId: '', regionId: '', platformId: '', startTime: null })).toEqual(
      expect.arrayContaining([TOURNAMENT_MESSAGES.game, TOURNAMENT_MESSAGES.region, TOURNAMENT_MESSAGES.platform, TOURNAMENT_MESSAGES.startTime]),
    );
    expect(await errorsOf({ name: '!!!' })).toEqual([TOURNAMENT_MESSAGES.name]);
  });
  it('checks the check-in minutes only when check-in is on', async () => {
    expect(await errorsOf({ checkIn: false, checkInMinutes: '1' })).toEqual([]);
    expect(await errorsOf({ checkIn: true, checkInMinutes: '1' })).toEqual([TOURNAMENT_MESSAGES.checkInMinutes]);
    expect(await errorsOf({ matchRounds: '16' })).toEqual([TOURNAMENT_MESSAGES.matchRounds]);
  });
});

describe('manual seeding', () => {
  const team = (id: string) => ({ id, name: id.toUpperCase() });
  it('edits the first side’s first round, by group then slot', () => {
    const slots = firstRoundSlots([
      { id: 'b', roundNumber: 1, groupNumber: 1, slotIndex: 1, status: 'PENDING', side: 'WINNERS', participant1: team('t3'), participant2: null },
      { id: 'a', roundNumber: 1, groupNumber: 1, slotIndex: 0, status: 'PENDING', side: 'WINNERS', participant1: team('t1'), participant2: team('t2') },
      { id: 'c', roundNumber: 2, groupNumber: null, slotIndex: 0, status: 'PENDING', side: 'WINNERS' },
      { id: 'l', roundNumber: 1, groupNumber: null, slotIndex: 0, status: 'PENDING', side: 'LOSERS' },
    ]);
    expect(slots).toEqual([
      { slotIndex: 0, groupNumber: 1, p1: 't1', p2: 't2' },
      { slotIndex: 1, groupNumber: 1, p1: 't3', p2: '' },
    ]);
  });
  it('finds a team placed twice (empty places are byes, never duplicates)', () => {
    expect(duplicatePlacements([{ slotIndex: 0, groupNumber: null, p1: 't1', p2: '' }, { slotIndex: 1, groupNumber: null, p1: '', p2: 't1' }])).toEqual(['t1']);
    expect(duplicatePlacements([{ slotIndex: 0, groupNumber: null, p1: '', p2: '' }, { slotIndex: 1, groupNumber: null, p1: 't1', p2: 't2' }])).toEqual([]);
  });
});

describe('Join button on a tournament', () => {
  const target = (state: JoinTarget['viewerJoinState']): JoinTarget => ({
    id: 'cup1',
    name: 'Spring Cup',
    viewerJoinState: state,
    viewerJoinableTeams: [{ id: 't1', name: 'Wolves' }],
    game: { id: 'g1', title: 'Valorant' },
    region: { id: 'r1', title: 'Europe' },
  });

  it('USER_STAFF: staff cannot join tournaments', async () => {
    const error = jest.spyOn(toast.notify, 'error').mockImplementation(() => 1);
    renderWithClient(<JoinButton target={target('USER_STAFF')} kind="tournament" />);
    await click(screen.getByRole('button', { name: 'Join' }));
    expect(error).toHaveBeenCalledWith(STAFF_CANNOT_JOIN_TOURNAMENT);
  });

  it('CAN_JOIN: joins through joinTournament; a request waiting for staff says so', async () => {
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    const mock: Mock = {
      request: { query: JoinTournamentDocument, variables: { tournamentId: 'cup1', teamId: 't1' } },
      result: {
        data: {
          joinTournament: {
            __typename: 'TournamentParticipant',
            teamId: 't1',
            status: 'PENDING',
            tournament: { __typename: 'Tournament', id: 'cup1', viewerJoinState: 'DEFAULT', viewerJoinableTeams: [] },
          },
        },
      },
    };
    renderWithClient(<JoinButton target={target('CAN_JOIN')} kind="tournament" />, { mocks: [mock] });
    await click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Request sent: waiting for approval'));
  });

  it('NEED_TEAM: the Join Tournament Requirement modal', async () => {
    renderWithClient(<JoinButton target={target('NEED_TEAM')} kind="tournament" />);
    await click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByRole('dialog', { name: 'Join Tournament Requirement' })).toBeTruthy();
  });
});

describe('bracket match scoring and corrections', () => {
  it("a tournament match (no ladder) is reported in its game's active metrics", () => {
    const match = {
      id: 'm1',
      status: 'SCHEDULED',
      rounds: 3,
      isScoreUpdated: false,
      league: null,
      game: { id: 'g1', metrics: [{ name: 'Goals', type: 'Number', active: 'true' }, { name: 'MVP', type: 'text', active: 'false' }] },
    } as unknown as ReportScoreMatchQuery['match'];
    expect(reportMetrics(match).map((m) => m.name)).toEqual(['Goals']);
  });

  it('a correction sends every round of both teams, empty numbers as 0', () => {
    const metrics = [
      { name: 'Goals', type: 'Number' },
      { name: 'Note', type: 'text' },
    ];
    expect(correctionScores({ t1: { 1: { Goals: '5', Note: 'gg' } } }, metrics, ['t1', 't2'], 2)).toEqual([
      { teamId: 't1', rounds: [{ round: 1, metrics: { Goals: 5, Note: 'gg' } }, { round: 2, metrics: { Goals: 0 } }] },
      { teamId: 't2', rounds: [{ round: 1, metrics: { Goals: 0 } }, { round: 2, metrics: { Goals: 0 } }] },
    ]);
  });

  it("says what a correction resets: 'This resets 2 later matches:'", () => {
    expect(resetSummary(0)).toBe('No later match is reset.');
    expect(resetSummary(0, true)).toBe('No later match of this stage is reset.');
    expect(resetSummary(1, true)).toBe('This resets 1 later match of this stage:');
    expect(resetSummary(1)).toBe('This resets 1 later match:');
    expect(resetSummary(2)).toBe('This resets 2 later matches:');
    expect(resetLine({ id: 'n', roundNumber: 2, side: 'WINNERS', participant1: { id: 't1', name: 'Wolves' }, participant2: null })).toBe('Round 2: Wolves vs TBD');
    expect(resetLine({ id: 'n', roundNumber: 1, side: 'GRAND_FINAL', participant1: null, participant2: null })).toBe('Grand final, Grand Final: TBD vs TBD');
  });

  it('lists what a correction moves on the leaderboards, scores and ratings', () => {
    expect(changesSummary([])).toBe('Nothing changes on the leaderboards, scores or ratings.');
    const team = { team: { id: 't1', name: 'Wolves' }, user: null, points: -3, wins: -1, ratingBefore: null, ratingAfter: null };
    expect(changesSummary([team])).toBe('On the leaderboards, scores and ratings:');
    expect(changeLine(team)).toBe('Wolves: \u22123 points, \u22121 win on its leaderboards');
    expect(changeLine({ team: null, user: { id: 'u1', userName: 'ana' }, points: 3, wins: 1, ratingBefore: 120, ratingAfter: 268 })).toBe('ana: +3 points, +1 win, rating 120 \u2192 268');
    // A player whose later match is rated again: only the rating moves.
    expect(changeLine({ team: null, user: { id: 'u2', userName: 'bo' }, points: 0, wins: 0, ratingBefore: 90, ratingAfter: 85 })).toBe('bo: rating 90 \u2192 85');
    expect(changeLine({ team: { id: 't2', name: 'Owls' }, user: null, points: 1, wins: 0, ratingBefore: null, ratingAfter: null })).toBe('Owls: +1 point on its leaderboards');
  });

  it("says whether a tournament's results count on the leaderboards", () => {
    expect(rankedLabel(true)).toBe('Ranked');
    expect(rankedLabel(false)).toBe('Unranked: results do not count on leaderboards');
  });
});

describe('Tournament page', () => {
  const T = (id: string, name: string) => ({ __typename: 'Team' as const, id, name });
  const page = {
    __typename: 'Tournament',
    id: 'cup1',
    name: 'Spring Cup',
    bio: null,
    banner: null,
    profilePicture: null,
    videoUrl: null,
    status: 'IN_PROGRESS',
    format: 'SINGLE_ELIMINATION',
    size: 4,
    thirdPlaceMatch: false,
    startTime: '2026-12-01T18:00:00.000Z',
    checkInMinutes: null,
    checkInOpen: false,
    matchRounds: 3,
    ranked: true,
    viewerCanEdit: false,
    viewerCanManage: false,
    viewerJoinState: 'TEAM_JOINED',
    viewerJoinableTeams: [],
    viewerCheckInTeams: [],
    game: { __typename: 'Game', id: 'g1', title: 'Rocket League' },
    platform: { __typename: 'Platform', id: 'p1', title: 'PC' },
    region: { __typename: 'Region', id: 'r1', title: 'Oceania' },
    organizer: { __typename: 'Organizer', id: 'o1', name: 'Neon' },
    winner: null,
    commentWall: null,
    stages: [{ __typename: 'TournamentStage', stageNumber: 1, kind: 'SINGLE_ELIMINATION', groupCount: null }],
  };
  const participant = (id: string, name: string, seed: number) => ({
    __typename: 'TournamentParticipant',
    teamId: id,
    status: 'APPROVED',
    seed,
    checkedInAt: null,
    team: { __typename: 'Team', id, name, profilePicture: null },
  });
  const node = (id: string, roundNumber: number, slotIndex: number, p1: ReturnType<typeof T> | null, p2: ReturnType<typeof T> | null, extra: Record<string, unknown> = {}) => ({
    __typename: 'BracketNode',
    id,
    parentNodeId: null,
    loserParentNodeId: null,
    roundNumber,
    groupNumber: roundNumber === 1 ? 1 : null,
    slotIndex,
    status: 'READY',
    side: 'WINNERS',
    participant1Score: null,
    participant2Score: null,
    winnerTeamId: null,
    participant1: p1,
    participant2: p2,
    match: roundNumber === 1 ? { __typename: 'Match', id: `m-${id}` } : null,
    ...extra,
  });
  const bracket = (final: unknown) => ({
    data: {
      tournament: {
        __typename: 'Tournament',
        id: 'cup1',
        bracket: {
          __typename: 'Bracket',
          id: 'b1',
          isPreview: false,
          nodes: [
            node('a', 1, 0, T('t1', 'Wolves'), T('t4', 'Owls'), { status: 'COMPLETED', participant1Score: 3, participant2Score: 1, winnerTeamId: 't1' }),
            node('b', 1, 1, T('t2', 'Bears'), T('t3', 'Foxes')),
            final,
          ],
        },
      },
    },
  });
  const entries = () => [participant('t2', 'Bears', 2), participant('t1', 'Wolves', 1)];
  /** Queries the page sent, by operation name (a live event must send none). */
  let sent: string[] = [];
  const counted = <T,>(name: string, result: T) => () => (sent.push(name), result);
  const pageMocks = (final: unknown, participantsDelay = 0): Mock[] => [
    { request: { query: TournamentPageDocument, variables: { id: 'cup1' } }, result: counted('page', { data: { tournament: page } }) },
    {
      request: { query: TournamentParticipantsDocument, variables: { id: 'cup1' } },
      delay: participantsDelay,
      result: counted('participants', { data: { tournament: { __typename: 'Tournament', id: 'cup1', participants: entries() } } }),
    },
    { request: { query: TournamentBracketDocument, variables: { id: 'cup1' } }, result: counted('bracket', bracket(final)) },
  ];
  // Long enough to see 'Loading participants…' on a busy machine; then, after a reconnect, the page once more.
  const mocks = (): Mock[] => [...pageMocks(node('f', 2, 0, T('t1', 'Wolves'), null), 1_500), ...pageMocks(node('f', 2, 0, T('t1', 'Wolves'), T('t2', 'Bears')))];

  it("shows 'Loading participants…', then the seeded teams and the bracket; a BRACKET event carries the bracket, merged with no refetch; a reconnect refetches", async () => {
    sent = [];
    const { subscriptions } = renderWithClient(
      <Routes>
        <Route path="/tournament/:tournamentId" element={<TournamentPage />} />
      </Routes>,
      { mocks: mocks(), path: '/tournament/cup1' },
    );
    await screen.findByRole('heading', { name: 'Spring Cup', level: 1 });
    expect(screen.getByTestId('tournament-ranked').textContent).toBe('Ranked');
    expect(screen.queryByRole('button', { name: 'Check In' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Joined' })).toBeTruthy();
    // The Teams box is the page's body, drawn once the hero has painted (TournamentBody).
    expect(await screen.findByText('Loading participants…')).toBeTruthy();
    const rows = await screen.findAllByTestId('participant-row', {}, { timeout: 5_000 });
    expect(rows.map((r) => r.textContent)).toEqual(['#1Wolves', '#2Bears']);

    const final = await screen.findByRole('group', { name: 'Wolves vs TBD' });
    expect(final).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Match: Wolves vs Owls' }).getAttribute('href')).toBe('/match/m-a');

    expect(sent.sort()).toEqual(['bracket', 'page', 'participants']);

    // The event carries the page as it is now: Bears won their semifinal and reach the final.
    const won = node('b', 1, 1, T('t2', 'Bears'), T('t3', 'Foxes'), { status: 'COMPLETED', participant1Score: 2, participant2Score: 0, winnerTeamId: 't2' });
    const now = bracket(node('f', 2, 0, T('t1', 'Wolves'), T('t2', 'Bears'))).data.tournament.bracket;
    await act(async () => {
      subscriptions.simulateResult({
        result: {
          data: {
            tournamentEvents: {
              __typename: 'TournamentEvent',
              kind: 'BRACKET',
              tournament: { ...page, participants: entries(), bracket: { ...now, nodes: [now.nodes[0], won, now.nodes[2]] } },
              match: { __typename: 'Match', id: 'm-b' },
            },
          },
        },
      });
    });
    await screen.findByRole('group', { name: 'Wolves vs Bears' });
    expect(sent).toHaveLength(3);

    // Events may have been missed while the socket was down: every part of the page is fetched again.
    await act(async () => {
      window.dispatchEvent(new Event(WS_RECONNECTED_EVENT));
    });
    await waitFor(() => expect(sent.slice(3).sort()).toEqual(['bracket', 'page', 'participants']));

    await click(screen.getByRole('button', { name: 'Rounds' }));
    const rounds = screen.getAllByTestId('bracket-round');
    expect(rounds.map((r) => within(r).getByRole('heading').textContent)).toEqual(['Semifinals', 'Final']);
  });

  it('a tournament in stages fetches its stages and not the single bracket it does not show; in registration, only the bracket', async () => {
    const inStages = (status: string) => ({
      ...page,
      status,
      stages: [
        { __typename: 'TournamentStage', stageNumber: 1, kind: 'ROUND_ROBIN', groupCount: 1 },
        { __typename: 'TournamentStage', stageNumber: 2, kind: 'SINGLE_ELIMINATION', groupCount: null },
      ],
    });
    const stage = (stageNumber: number, kind: string, status: string) => ({
      __typename: 'TournamentStage',
      stageNumber,
      kind,
      status,
      groupCount: stageNumber === 1 ? 1 : null,
      advance: stageNumber === 1 ? 2 : null,
      standings: [],
      nodes: [],
    });
    const stagesResult = {
      data: { tournament: { __typename: 'Tournament', id: 'cup1', viewerCanManage: false, stages: [stage(1, 'ROUND_ROBIN', 'IN_PROGRESS'), stage(2, 'SINGLE_ELIMINATION', 'PENDING')] } },
    };
    const mocksFor = (status: string): Mock[] =>
      [0, 1].flatMap(() => [
        { request: { query: TournamentPageDocument, variables: { id: 'cup1' } }, result: counted('page', { data: { tournament: inStages(status) } }) },
        {
          request: { query: TournamentParticipantsDocument, variables: { id: 'cup1' } },
          result: counted('participants', { data: { tournament: { __typename: 'Tournament', id: 'cup1', participants: entries() } } }),
        },
        { request: { query: TournamentStagesDocument, variables: { id: 'cup1' } }, result: counted('stages', stagesResult) },
        { request: { query: TournamentBracketDocument, variables: { id: 'cup1' } }, result: counted('bracket', bracket(node('f', 2, 0, null, null))) },
      ]);
    const route = (
      <Routes>
        <Route path="/tournament/:tournamentId" element={<TournamentPage />} />
      </Routes>
    );

    sent = [];
    const inProgress = renderWithClient(route, { mocks: mocksFor('IN_PROGRESS'), path: '/tournament/cup1' });
    expect(await screen.findAllByRole('tab', {}, { timeout: 5_000 })).toHaveLength(2);
    await screen.findAllByTestId('participant-row');
    expect(sent.sort()).toEqual(['page', 'participants', 'stages']);
    // After a reconnect, the parts shown: still no bracket.
    await act(async () => {
      window.dispatchEvent(new Event(WS_RECONNECTED_EVENT));
    });
    await waitFor(() => expect(sent.slice(3).sort()).toEqual(['page', 'participants', 'stages']));
    inProgress.unmount();

    // Before the start the bracket panel shows the first stage's preview: the bracket, no stages.
    sent = [];
    renderWithClient(route, { mocks: mocksFor('REGISTRATION'), path: '/tournament/cup1' });
    await screen.findByRole('group', { name: 'TBD vs TBD' }, { timeout: 5_000 });
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(sent.sort()).toEqual(['bracket', 'page', 'participants']);
  });

  it("shows Check In while check-in is open for the viewer's team (its code loads then), none otherwise", async () => {
    const open = { ...page, status: 'REGISTRATION', checkInMinutes: 60, checkInOpen: true, viewerCheckInTeams: [T('t1', 'Wolves')] };
    const mocks: Mock[] = [
      { request: { query: TournamentPageDocument, variables: { id: 'cup1' } }, result: { data: { tournament: open } } },
      {
        request: { query: TournamentParticipantsDocument, variables: { id: 'cup1' } },
        result: { data: { tournament: { __typename: 'Tournament', id: 'cup1', participants: entries() } } },
      },
      { request: { query: TournamentBracketDocument, variables: { id: 'cup1' } }, result: bracket(node('f', 2, 0, null, null)) },
    ];
    renderWithClient(
      <Routes>
        <Route path="/tournament/:tournamentId" element={<TournamentPage />} />
      </Routes>,
      { mocks, path: '/tournament/cup1' },
    );
    expect(await screen.findByRole('button', { name: 'Check In' })).toBeTruthy();
    expect(await screen.findAllByTestId('participant-row')).toHaveLength(2);
  });
});

describe('Manage Tournament: the ranked setting', () => {
  const manage = (ranked: boolean) => ({
    __typename: 'Tournament',
    id: 'cup2',
    name: 'Winter Cup',
    status: 'REGISTRATION',
    format: 'ROUND_ROBIN',
    size: 4,
    checkInMinutes: null,
    stages: [{ __typename: 'TournamentStage', stageNumber: 1, kind: 'ROUND_ROBIN', groupCount: 1 }],
    ranked,
    viewerCanEditSettings: true,
    viewerCanManage: true,
    viewerCanModerate: true,
    viewerCanSchedule: true,
    participants: [],
    bracket: null,
  });

  it('staff turn a tournament unranked before the start: updateTournamentSettings, and the dashboard says Unranked', async () => {
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    const update = jest.fn(() => ({ data: { updateTournamentSettings: { __typename: 'Tournament', id: 'cup2', ranked: false } } }));
    renderWithClient(<TournamentManageModal tournamentId="cup2" name="Winter Cup" onClose={() => {}} />, {
      mocks: [
        { request: { query: TournamentManageDocument, variables: { id: 'cup2' } }, result: { data: { tournament: manage(true) } } },
        { request: { query: UpdateTournamentSettingsDocument, variables: { tournamentId: 'cup2', input: { ranked: false } } }, result: update },
      ],
    });
    const box = (await screen.findByRole('checkbox', { name: 'Ranked' })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(screen.getByText(/4 teams · Ranked$/)).toBeTruthy();
    await click(box);
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Ranked' }) as HTMLInputElement).checked).toBe(false));
    expect(update).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/4 teams · Unranked$/)).toBeTruthy();
    expect(success).toHaveBeenCalledWith(RANKED_OFF);
    success.mockRestore();
  });
});
