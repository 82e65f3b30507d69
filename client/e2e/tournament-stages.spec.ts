import type { Page } from 'playwright-core';
import { AUTH_STORAGE_KEY, newAccount, signUpAndSignIn } from './support/auth';
import { baseUrl, openBrowser, screenshot, VIEWPORTS, watchForErrors, type BrowserSession } from './support/browser';
import { newLeaderCreatesTeamAndJoins } from './support/competition';
import { createOrganization, markNoReload, pickOption, stillNoReload } from './support/org';

/**
 * A tournament in stages, from the organizer's desktop browser (A) and a player's phone (B). A creates a 4-team event
 * from the League Manager: one group of 4 (round robin), the top 2 into a single-elimination final. Four leaders join
 * in B; A approves them and starts. The group matches are reported through the API as A; B, on a phone, watches the
 * Stage 1 tab's table fill in live with each row's explanation. A previews the next stage and starts it; B sees the
 * final appear on the Stage 2 tab and, once it is finalized, the champion, all without a reload.
 */
describe('tournament in stages (organizer desktop, player phone)', () => {
  let a: BrowserSession;
  let b: BrowserSession;
  let problemsA: string[];
  let problemsB: string[];
  const stamp = Date.now().toString(36).slice(-6);
  const ORG = `Stage Org ${stamp}`;
  const CUP = `Stage Cup ${stamp}`;
  const TEAMS = [1, 2, 3, 4].map((i) => `Grp${i}${stamp}`);
  let tournamentId = '';

  /** A's bearer token, read from where the app keeps its session. */
  const tokenOf = (page: Page) => page.evaluate((key) => (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? '', AUTH_STORAGE_KEY);
  async function gql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
    const res = await fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOf(page)}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: unknown[] };
    if (body.errors) throw new Error(`e2e: GraphQL failed: ${JSON.stringify(body.errors)}`);
    return body.data!;
  }
  type Node = { status: string; participant1: { id: string; name: string } | null; participant2: { id: string; name: string } | null; match: { id: string; status: string } | null };
  async function stageNodes(stageNumber: number): Promise<Node[]> {
    const data = await gql<{ tournament: { stages: Array<{ stageNumber: number; nodes: Node[] }> } }>(
      a.page,
      `query ($id: ID!) { tournament(id: $id) { stages { stageNumber nodes { status participant1 { id name } participant2 { id name } match { id status } } } } }`,
      { id: tournamentId },
    );
    return data.tournament.stages.find((s) => s.stageNumber === stageNumber)!.nodes;
  }
  /** Reports and finalizes a match as A: the team earlier in TEAMS wins 3–1 (the metric is Rocket League's Goals, 3 rounds). */
  async function play(node: Node) {
    const rank = (name: string) => TEAMS.indexOf(name);
    const firstWins = rank(node.participant1!.name) < rank(node.participant2!.name);
    const rounds = (goals: number) => [1, 2, 3].map((round) => ({ round, metrics: { Goals: round === 1 ? goals : 0 } }));
    const scores = [
      { teamId: node.participant1!.id, rounds: rounds(firstWins ? 3 : 1) },
      { teamId: node.participant2!.id, rounds: rounds(firstWins ? 1 : 3) },
    ];
    await gql(a.page, `mutation ($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }`, { m: node.match!.id, s: scores });
    await gql(a.page, `mutation ($m: ID!) { finalizeMatch(matchId: $m) { status } }`, { m: node.match!.id });
  }

  beforeAll(async () => {
    [a, b] = await Promise.all([openBrowser(VIEWPORTS.desktop), openBrowser(VIEWPORTS.phone)]);
    problemsA = watchForErrors(a.page);
    problemsB = watchForErrors(b.page);
    await signUpAndSignIn(a.page, newAccount('stageorg'));
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('A creates a 4-team event: a group of 4, then the top 2 in a single-elimination final', async () => {
    await createOrganization(a.page, ORG);
    await a.page.getByRole('group', { name: 'Section' }).getByRole('button', { name: 'Tournament' }).click();
    await a.page.getByRole('button', { name: 'Create Tournament' }).click();
    const modal = a.page.getByRole('dialog', { name: 'Create Tournament' });
    await modal.getByLabel('Tournament Name').fill(CUP);
    await modal.getByLabel('Size (teams)').fill('4');
    await pickOption(a.page, 'Create Tournament', 'Select Platform', 'PC');
    await pickOption(a.page, 'Create Tournament', 'Select Game', 'Rocket League');
    await pickOption(a.page, 'Create Tournament', 'Select Region', 'Oceania');
    await modal.getByLabel('Stages').selectOption('groups');
    await modal.getByLabel('Groups', { exact: true }).fill('1');
    await modal.getByLabel('Teams advancing from each group').fill('2');
    expect(await modal.getByLabel('Playoffs').inputValue()).toBe('SINGLE_ELIMINATION');
    await screenshot(a.page, 'tournament-stages-create-form', { fullPage: false });
    await modal.getByRole('button', { name: 'Create Tournament' }).click();
    await a.page.getByText('Tournament created successfully!').waitFor();
    const row = a.page.getByTestId('tournament-row').filter({ hasText: CUP });
    const href = await row.getByRole('link', { name: `View ${CUP}` }).getAttribute('href');
    tournamentId = decodeURIComponent(href!.replace('/tournament/', ''));
    expect(tournamentId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('four leaders join on a phone; A approves them and starts the group stage', async () => {
    for (const [i, team] of TEAMS.entries()) {
      await newLeaderCreatesTeamAndJoins(b.page, { prefix: `grp${i + 1}`, path: `/tournament/${tournamentId}`, heading: CUP, dialog: 'Join Tournament Requirement', team });
    }
    await markNoReload(b.page);
    await a.page.getByRole('button', { name: `Manage ${CUP}` }).click();
    const manage = a.page.getByRole('dialog', { name: `MANAGE: ${CUP}` });
    for (const team of TEAMS) {
      await manage.getByRole('button', { name: `Approve ${team}` }).click();
      await manage.getByRole('button', { name: `Remove ${team}` }).waitFor();
    }
    await manage.getByRole('button', { name: 'Start Tournament' }).click();
    const confirm = a.page.getByRole('dialog', { name: 'Start Tournament?' });
    await confirm.getByRole('button', { name: 'Yes, Start' }).click();
    await a.page.getByText('Tournament started!').waitFor();
    await manage.getByRole('button', { name: 'Close dialog' }).click();

    // B, live on the phone: the stages as tabs, the group's table with its matches.
    await b.page.getByRole('tab', { name: 'Stage 1: Groups' }).waitFor({ timeout: 10_000 });
    await b.page.getByRole('tab', { name: 'Stage 2: Playoffs' }).waitFor();
    await b.page.getByRole('table', { name: 'Group 1' }).waitFor();
    expect(await b.page.getByTestId('standing-row').count()).toBe(4);
  });

  it('the group is played; B sees the table and its explanations live; A previews and starts the final', async () => {
    for (;;) {
      const ready = (await stageNodes(1)).filter((n) => n.status === 'READY' && n.match?.status === 'SCHEDULED');
      if (ready.length === 0) break;
      for (const node of ready) await play(node);
    }
    // TEAMS[0] won all three, TEAMS[1] two, and so on: each row is above the next on points.
    const rows = b.page.getByTestId('standing-row');
    await rows.first().getByText(`above ${TEAMS[1]} on points, 9–6`).waitFor({ timeout: 10_000 });
    await rows.nth(1).getByText(`above ${TEAMS[2]} on points, 6–3`).waitFor();
    // Phone size: nothing spills sideways out of the page.
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(b.page, 'tournament-stages-groups-phone');

    await a.page.goto(`/tournament/${tournamentId}`);
    await a.page.getByRole('button', { name: 'Preview next stage' }).click();
    const seeds = a.page.getByRole('list', { name: 'Next stage seeds' });
    await seeds.getByText(TEAMS[0]).waitFor();
    expect(await seeds.getByRole('listitem').allTextContents()).toEqual([TEAMS[0], TEAMS[1]]);
    await a.page.getByRole('button', { name: 'Start Stage 2' }).click();
    const confirm = a.page.getByRole('dialog', { name: 'Start Stage 2: Playoffs?' });
    await confirm.getByRole('button', { name: 'Start stage' }).click();
    await a.page.getByText('Stage 2: Playoffs started.').waitFor();
    await screenshot(a.page, 'tournament-stages-playoffs-desktop', { fullPage: false });

    // B: the final appears on the Stage 2 tab without a reload.
    await b.page.getByRole('tab', { name: 'Stage 2: Playoffs' }).click();
    await b.page.getByRole('link', { name: `Match: ${TEAMS[0]} vs ${TEAMS[1]}` }).waitFor({ timeout: 10_000 });
  });

  it('the final is played; B sees the champion without a reload', async () => {
    const [final] = (await stageNodes(2)).filter((n) => n.status === 'READY');
    await play(final);
    await b.page.getByTestId('tournament-winner').filter({ hasText: TEAMS[0] }).waitFor({ timeout: 10_000 });
    expect(await stillNoReload(b.page)).toBe(true);
    expect(problemsA).toEqual([]);
    expect(problemsB).toEqual([]);
  });
});
