import { screen, within } from '@testing-library/react';
import { TournamentStages } from '../../src/components/tournament/TournamentStages';
import type { TournamentStagesQuery } from '../../src/gql/graphql';
import { createTournamentSchema, stagesOf, TOURNAMENT_MESSAGES, type CreateTournamentValues } from '../../src/pages/org-dashboard/CreateTournamentModal';
import { renderWithClient } from '../support/renderWithClient';
import { click } from '../support/forms';

const base: CreateTournamentValues = {
  name: 'Spring Cup',
  size: '16',
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
  stagePlan: 'groups',
  groupCount: '4',
  groupAdvance: '2',
  swissRounds: '4',
  swissAdvance: '8',
  playoffFormat: 'SINGLE_ELIMINATION',
};
const errorsOf = async (values: Partial<CreateTournamentValues>) => {
  try {
    await createTournamentSchema().validate({ ...base, ...values }, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
};

describe('Create Tournament stages', () => {
  it('sends groups feeding playoffs, or Swiss feeding playoffs, and nothing for a single stage', () => {
    expect(stagesOf(base)).toEqual([
      { kind: 'ROUND_ROBIN', groupCount: 4, groupSize: 4, advance: 2, seeding: 'CROSS_GROUP' },
      { kind: 'SINGLE_ELIMINATION' },
    ]);
    expect(stagesOf({ ...base, size: '12', stagePlan: 'swiss', playoffFormat: 'DOUBLE_ELIMINATION' })).toEqual([
      { kind: 'SWISS', rounds: 4, advance: 8, seeding: 'STANDING' },
      { kind: 'DOUBLE_ELIMINATION' },
    ]);
    expect(stagesOf({ ...base, stagePlan: 'single' })).toBeNull();
  });

  it('refuses groups that do not split the teams, and advancing counts a stage cannot give', async () => {
    expect(await errorsOf({})).toEqual([]);
    expect(await errorsOf({ groupCount: '3' })).toEqual(expect.arrayContaining([TOURNAMENT_MESSAGES.groupCount]));
    expect(await errorsOf({ groupAdvance: '4' })).toEqual([TOURNAMENT_MESSAGES.groupAdvance]);
    expect(await errorsOf({ stagePlan: 'swiss', size: '12', swissRounds: '12' })).toEqual([TOURNAMENT_MESSAGES.swissRounds]);
    expect(await errorsOf({ stagePlan: 'swiss', size: '12', swissAdvance: '12' })).toEqual([TOURNAMENT_MESSAGES.swissAdvance]);
    // A single stage ignores the stage fields.
    expect(await errorsOf({ stagePlan: 'single', groupCount: '3', swissRounds: '99' })).toEqual([]);
  });
});

type Stage = TournamentStagesQuery['tournament']['stages'][number];
const team = (id: string) => ({ id, name: id.toUpperCase() });
const row = (rank: number, id: string, points: number, explanation: string | null): Stage['standings'][number] => ({
  rank,
  groupNumber: 1,
  team: team(id),
  played: 3,
  wins: points / 3,
  losses: 3 - points / 3,
  draws: 0,
  points,
  differential: 0,
  explanation,
  unresolvedWith: [],
});
const stages = (playoffs: 'PENDING' | 'IN_PROGRESS'): TournamentStagesQuery['tournament'] => ({
  id: 't1',
  viewerCanManage: true,
  stages: [
    {
      stageNumber: 1,
      kind: 'ROUND_ROBIN',
      status: 'COMPLETED',
      groupCount: 1,
      advance: 2,
      standings: [row(1, 'owls', 9, 'above OTTERS on points, 9–3'), row(2, 'otters', 3, 'above BEARS on head-to-head, 1–0'), row(3, 'bears', 3, null)],
      nodes: [],
    },
    { stageNumber: 2, kind: 'SINGLE_ELIMINATION', status: playoffs, groupCount: null, advance: null, standings: [], nodes: [] },
  ],
});

describe('the stages tabs', () => {
  it('shows each stage as a tab, groups as tables whose rows say why they sit there', async () => {
    renderWithClient(<TournamentStages tournament={stages('IN_PROGRESS')} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Stage 1: Groups', 'Stage 2: Playoffs']);
    // The stage being played is open first.
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
    await click(tabs[0]);
    const table = screen.getByRole('table', { name: 'Group 1' });
    const rows = within(table).getAllByTestId('standing-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['OWLSabove OTTERS on points, 9–3', 'OTTERSabove BEARS on head-to-head, 1–0', 'BEARS']);
    // The playoffs have started: no advance panel.
    expect(screen.queryByTestId('advance-panel')).toBeNull();
  });

  it("tells players which rows wait for the organizer's decision on a tie no tiebreaker separates", () => {
    const tied = stages('PENDING');
    const group = tied.stages[0];
    tied.viewerCanManage = false;
    tied.stages[0] = {
      ...group,
      standings: [
        row(1, 'owls', 9, 'above OTTERS on points, 9–3'),
        { ...row(2, 'otters', 3, 'level with BEARS on every tiebreaker: staff decide'), unresolvedWith: [{ id: 'bears' }] },
        { ...row(3, 'bears', 3, null), unresolvedWith: [{ id: 'otters' }] },
      ],
    };
    renderWithClient(<TournamentStages tournament={tied} />);
    // The tie is said once, in the players' words, not also in the server's 'staff decide'.
    expect(screen.queryByText(/staff decide/)).toBeNull();
    const rows = within(screen.getByRole('table', { name: 'Group 1' })).getAllByTestId('standing-row');
    expect(rows.map((r) => within(r).queryByTestId('awaiting-decision')?.textContent ?? null)).toEqual([
      null,
      "Level with BEARS on every tiebreaker: awaiting the organizer's decision",
      "Level with OTTERS on every tiebreaker: awaiting the organizer's decision",
    ]);
    // Players get no staff controls.
    expect(screen.queryByTestId('advance-panel')).toBeNull();
  });

  it('says nothing of a decision for a tie below the cut-off: it changes who goes on not at all', () => {
    const tied = stages('PENDING');
    tied.viewerCanManage = false;
    tied.stages[0] = {
      ...tied.stages[0],
      advance: 1,
      standings: [
        row(1, 'owls', 9, 'above OTTERS on points, 9–3'),
        { ...row(2, 'otters', 3, null), unresolvedWith: [{ id: 'bears' }] },
        { ...row(3, 'bears', 3, null), unresolvedWith: [{ id: 'otters' }] },
      ],
    };
    renderWithClient(<TournamentStages tournament={tied} />);
    expect(screen.queryAllByTestId('awaiting-decision')).toEqual([]);
  });

  it('offers staff the preview and start of the next stage once the current one is complete', () => {
    renderWithClient(<TournamentStages tournament={stages('PENDING')} />);
    expect(screen.getByTestId('advance-panel').textContent).toContain('Stage 1 is complete. Check who goes on, then start Stage 2: Playoffs.');
    expect((screen.getByRole('button', { name: 'Preview next stage' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
