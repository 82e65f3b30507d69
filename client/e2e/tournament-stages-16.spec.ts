import type { Page } from 'playwright-core';
import { AUTH_STORAGE_KEY, newAccount, signUpAndSignIn } from './support/auth';
import { baseUrl, openBrowser, screenshot, VIEWPORTS, watchForErrors, type BrowserSession } from './support/browser';
import { markNoReload, stillNoReload } from './support/org';

/**
 * The first event: 16 teams in 4 groups of 4 (round robin), the top 2 of each into an 8-team single
 * elimination, played to a champion. Setup (accounts, teams, entries, results) goes through the API to stay fast;
 * the browsers do what matters: the organizer sees the four group tables, previews the next stage's seeds and starts
 * it; a player (the leader of the top seed) watches the standings and their explanations fill in, then the playoff
 * bracket and the champion appear, all live. Run twice: organizer on desktop with the player on a phone, and the
 * other way round.
 */
const LAYOUTS = [
  { label: 'organizer desktop, player phone', organizer: VIEWPORTS.desktop, player: VIEWPORTS.phone },
  { label: 'organizer phone, player desktop', organizer: VIEWPORTS.phone, player: VIEWPORTS.desktop },
];

type Session = { access_token: string };
async function gqlAs<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(`e2e: GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data!;
}
/** A fresh account through the auth API, without a browser: its bearer token. */
async function apiAccount(prefix: string): Promise<string> {
  const account = newAccount(prefix);
  const res = await fetch(`${baseUrl()}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, data: { user_name: account.userName } }),
  });
  const body = (await res.json()) as Partial<Session>;
  if (!res.ok || !body.access_token) throw new Error(`e2e: sign-up failed (HTTP ${res.status}): ${JSON.stringify(body)}`);
  return body.access_token;
}
const tokenOf = (page: Page) =>
  page.evaluate((key) => (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? '', AUTH_STORAGE_KEY);

describe.each(LAYOUTS)('16-team event in stages ($label)', ({ label, organizer, player }) => {
  let a: BrowserSession;
  let b: BrowserSession;
  let problemsA: string[];
  let problemsB: string[];
  let organizerToken = '';
  const stamp = `${Date.now().toString(36).slice(-5)}${label.startsWith('organizer desktop') ? 'd' : 'p'}`;
  const CUP = `Sixteen Cup ${stamp}`;
  /** Strength order: in every match the team earlier in this list wins. */
  const TEAMS = Array.from({ length: 16 }, (_, i) => `T${String(i + 1).padStart(2, '0')} ${stamp}`);
  const shot = (name: string) => `tournament-stages-16-${name}-${label.startsWith('organizer desktop') ? 'a' : 'b'}`;
  let tournamentId = '';

  type Node = { status: string; groupNumber: number | null; participant1: { id: string; name: string } | null; participant2: { id: string; name: string } | null; match: { id: string; status: string } | null };
  async function stageNodes(stageNumber: number): Promise<Node[]> {
    const data = await gqlAs<{ tournament: { stages: Array<{ stageNumber: number; nodes: Node[] }> } }>(
      organizerToken,
      `query ($id: ID!) { tournament(id: $id) { stages { stageNumber nodes { status groupNumber participant1 { id name } participant2 { id name } match { id status } } } } }`,
      { id: tournamentId },
    );
    return data.tournament.stages.find((s) => s.stageNumber === stageNumber)!.nodes;
  }
  /** Reports and finalizes a match as the organizer: the stronger team wins 3–1 (Rocket League's Goals). */
  async function play(node: Node) {
    const rank = (name: string) => TEAMS.indexOf(name);
    const firstWins = rank(node.participant1!.name) < rank(node.participant2!.name);
    const rounds = (goals: number) => [1, 2, 3].map((round) => ({ round, metrics: { Goals: round === 1 ? goals : 0 } }));
    const scores = [
      { teamId: node.participant1!.id, rounds: rounds(firstWins ? 3 : 1) },
      { teamId: node.participant2!.id, rounds: rounds(firstWins ? 1 : 3) },
    ];
    await gqlAs(organizerToken, `mutation ($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }`, { m: node.match!.id, s: scores });
    await gqlAs(organizerToken, `mutation ($m: ID!) { finalizeMatch(matchId: $m) { status } }`, { m: node.match!.id });
  }
  /** Plays every ready match of the stage (or of those of its groups), round after round, until none is left. */
  async function playStage(stageNumber: number, groups?: number[]) {
    for (;;) {
      const ready = (await stageNodes(stageNumber)).filter(
        (n) => n.status === 'READY' && n.match?.status === 'SCHEDULED' && (!groups || groups.includes(n.groupNumber ?? 1)),
      );
      if (ready.length === 0) return;
      await Promise.all(ready.map(play));
    }
  }

  beforeAll(async () => {
    [a, b] = await Promise.all([openBrowser(organizer), openBrowser(player)]);
    problemsA = watchForErrors(a.page);
    problemsB = watchForErrors(b.page);
    await Promise.all([signUpAndSignIn(a.page, newAccount('sixorg')), signUpAndSignIn(b.page, newAccount('sixlead'))]);
    organizerToken = await tokenOf(a.page);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('16 teams enter a 4×4 groups -> top 2 -> 8-team single elimination event (through the API)', async () => {
    const catalog = await gqlAs<{ games: Array<{ id: string; title: string }>; regions: Array<{ id: string; title: string }>; platforms: Array<{ id: string; title: string }> }>(
      organizerToken,
      `{ games { id title } regions { id title } platforms { id title } }`,
    );
    const gameId = catalog.games.find((g) => g.title === 'Rocket League')!.id;
    const regionId = catalog.regions.find((r) => r.title === 'Oceania')!.id;
    const platformId = catalog.platforms.find((p) => p.title === 'PC')!.id;
    const org = await gqlAs<{ createOrganizer: { id: string } }>(organizerToken, `mutation ($n: String!) { createOrganizer(name: $n) { id } }`, { n: `Sixteen Org ${stamp}` });
    const created = await gqlAs<{ createTournament: { id: string } }>(
      organizerToken,
      `mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { id } }`,
      {
        input: {
          organizerId: org.createOrganizer.id,
          name: CUP,
          size: 16,
          gameId,
          regionId,
          platformId,
          format: 'ROUND_ROBIN',
          startTime: new Date(Date.now() + 86_400_000).toISOString(),
          stages: [{ kind: 'ROUND_ROBIN', groupCount: 4, groupSize: 4, advance: 2 }, { kind: 'SINGLE_ELIMINATION' }],
        },
      },
    );
    tournamentId = created.createTournament.id;

    // The player in B leads the strongest team; fifteen more leaders exist only through the API.
    const leaders = [await tokenOf(b.page), ...(await Promise.all(TEAMS.slice(1).map((_, i) => apiAccount(`six${i + 2}`))))];
    const teamIds = await Promise.all(
      TEAMS.map(async (name, i) => {
        const team = await gqlAs<{ createTeam: { id: string } }>(leaders[i], `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id } }`, { input: { name, gameId, regionId } });
        await gqlAs(leaders[i], `mutation ($t: ID!, $team: ID!) { joinTournament(tournamentId: $t, teamId: $team) { status } }`, { t: tournamentId, team: team.createTeam.id });
        return team.createTeam.id;
      }),
    );
    for (const teamId of teamIds) {
      await gqlAs(organizerToken, `mutation ($t: ID!, $team: ID!) { decideTournamentTeam(tournamentId: $t, teamId: $team, decision: APPROVE) { status } }`, { t: tournamentId, team: teamId });
    }
    await gqlAs(organizerToken, `mutation ($t: ID!) { startTournament(tournamentId: $t) { id } }`, { t: tournamentId });
  });

  it('groups 1 and 2 are played; B sees their tables and explanations fill in live', async () => {
    // B opens the event before any result: four empty tables on the Stage 1 tab.
    await b.page.goto(`/tournament/${tournamentId}`);
    await b.page.getByRole('tab', { name: 'Stage 1: Groups' }).waitFor({ timeout: 15_000 });
    await b.page.getByRole('tab', { name: 'Stage 2: Playoffs' }).waitFor();
    for (const group of [1, 2, 3, 4]) await b.page.getByRole('table', { name: `Group ${group}` }).waitFor();
    expect(await b.page.getByTestId('standing-row').count()).toBe(16);
    await markNoReload(b.page);

    // Each finished group's winner (9 points) is explained above its runner-up (6) as the results come in.
    await playStage(1, [1, 2]);
    for (const group of [1, 2]) await b.page.getByRole('table', { name: `Group ${group}` }).getByText(/above .+ on points, 9–6/).waitFor({ timeout: 15_000 });
  });

  it('groups 3 and 4 are played; every group winner is explained above its runner-up, live on B', async () => {
    await playStage(1, [3, 4]);

    // B's team won its three group matches: first in its group, with the reason it is above the runner-up.
    const bRow = b.page.getByTestId('standing-row').filter({ hasText: TEAMS[0] });
    await bRow.getByText(/above .+ on points, 9–6/).waitFor({ timeout: 15_000 });
    // Every group has its winner (9 points) above its runner-up (6), explained.
    await b.page.getByTestId('standing-row').getByText(/on points, 9–6/).nth(3).waitFor();
    expect(await b.page.getByTestId('standing-row').getByText(/on points, 9–6/).count()).toBe(4);
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(b.page, shot('groups-player'));
  });

  it('A sees the four tables, previews the 8 seeds and starts the playoffs; B sees the bracket appear live', async () => {
    // A: the four group tables, then the preview of the 8 seeds, then the start of Stage 2.
    await a.page.goto(`/tournament/${tournamentId}`);
    for (const group of [1, 2, 3, 4]) await a.page.getByRole('table', { name: `Group ${group}` }).waitFor({ timeout: 15_000 });
    expect(await a.page.getByTestId('standing-row').count()).toBe(16);
    expect(await a.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await a.page.getByRole('button', { name: 'Preview next stage' }).click();
    const seeds = a.page.getByRole('list', { name: 'Next stage seeds' });
    await seeds.getByText(TEAMS[0]).waitFor();
    const seeded = await seeds.getByRole('listitem').allTextContents();
    expect(seeded).toHaveLength(8);
    // The two strongest teams of each group go on: with 4 groups of 4, the first two of each group.
    for (const group of [1, 2, 3, 4]) {
      const table = a.page.getByRole('table', { name: `Group ${group}` });
      const names = (await table.getByTestId('standing-row').allTextContents()).map((text) => TEAMS.find((team) => text.includes(team))!);
      expect(names).toEqual([...names].sort((x, y) => TEAMS.indexOf(x) - TEAMS.indexOf(y)));
      for (const qualifier of names.slice(0, 2)) expect(seeded.some((text) => text.includes(qualifier))).toBe(true);
    }
    await screenshot(a.page, shot('preview-organizer'), { fullPage: false });
    await a.page.getByRole('button', { name: 'Start Stage 2' }).click();
    const confirm = a.page.getByRole('dialog', { name: 'Start Stage 2: Playoffs?' });
    await confirm.getByRole('button', { name: 'Start stage' }).click();
    await a.page.getByText('Stage 2: Playoffs started.').waitFor();

    // B: the playoff bracket appears on the Stage 2 tab without a reload, B's team in a quarter-final.
    await b.page.getByRole('tab', { name: 'Stage 2: Playoffs' }).click();
    await b.page.getByRole('link', { name: new RegExp(`^Match: .*${TEAMS[0]}`) }).first().waitFor({ timeout: 15_000 });
    expect(await stillNoReload(b.page)).toBe(true);
    await screenshot(b.page, shot('bracket-player'));
  });

  it('the playoffs are played; B sees the champion without a reload', async () => {
    await playStage(2);
    await b.page.getByTestId('tournament-winner').filter({ hasText: TEAMS[0] }).waitFor({ timeout: 15_000 });
    expect(await stillNoReload(b.page)).toBe(true);
    expect(problemsA).toEqual([]);
    expect(problemsB).toEqual([]);
  });
});
