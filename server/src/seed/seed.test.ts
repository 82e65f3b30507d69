import { startTestApp, type TestApp } from '../../test/harness';
import { DEMO_EMAIL, DEMO_PASSWORD } from './demo-world';
import { seed, seedIfEmpty } from './seed';
import { graphql } from '../../test/gql';

let t: TestApp;
const count = async (sql: string) => Number((await t.app.deps.dataSource.query(sql))[0].n);

beforeAll(async () => {
  t = await startTestApp(__filename);
  await seed(t.app.deps.dataSource);
}, 120_000);
afterAll(() => t?.stop());

describe('the demo world', () => {
  it('is as rich as the README promises', async () => {
    expect(await count(`select count(*) n from users`)).toBeGreaterThanOrEqual(50);
    expect(await count(`select count(*) n from teams`)).toBeGreaterThanOrEqual(12);
    expect(await count(`select count(*) n from organizers`)).toBe(3);
    expect(await count(`select count(*) n from leagues`)).toBeGreaterThanOrEqual(4);
    expect(await count(`select count(*) n from matches where status = 'completed'`)).toBeGreaterThan(10);
    expect(await count(`select count(*) n from matches where status = 'scheduled'`)).toBeGreaterThan(10);
    expect(await count(`select count(*) n from bracket_nodes n join tournaments t using (tournament_id) where t.tourney_name = 'Clutch Valorant Cup'`)).toBe(7);
    // Skill ratings as the completed matches would have moved them, with each step kept for the user page's chart.
    expect(await count(`select count(*) n from users where rating <> 0 and rating_mu is not null`)).toBeGreaterThan(20);
    expect(await count(`select count(*) n from rating_history`)).toBeGreaterThan(50);
    expect(await count(`select count(*) n from leaderboard_entries e join users u using (user_id) where e.rating <> u.rating`)).toBe(0);
    expect(await count(`select count(*) n from follows`)).toBeGreaterThan(100);
    expect(await count(`select count(*) n from comments where parent_comment_id is not null`)).toBeGreaterThan(10);
    // Every page owner has a page and a wall.
    expect(await count(`select count(*) n from users u left join users_page p using (user_id) where p.comment_wall_id is null`)).toBe(0);
    expect(await count(`select count(*) n from teams t left join team_page p using (team_id) where p.comment_wall_id is null`)).toBe(0);
  });

  it('has standings that agree with the completed matches', async () => {
    const rows = await t.app.deps.dataSource.query(`
      with results as (
        select m.league_id, me.team_id,
               case when me.total_points > them.total_points then 1 else 0 end as win,
               case when me.total_points < them.total_points then 1 else 0 end as loss,
               case when me.total_points = them.total_points then 1 else 0 end as draw
        from matches m
        join match_participants me on me.match_id = m.match_id
        join match_participants them on them.match_id = m.match_id and them.team_id <> me.team_id
        where m.status = 'completed' and m.league_id is not null)
      select s.team_id, s.points, s.wins, s.losses, s.draws,
             coalesce(sum(r.win), 0)::int as w, coalesce(sum(r.loss), 0)::int as l, coalesce(sum(r.draw), 0)::int as d
      from standings s left join results r on r.league_id = s.league_id and r.team_id = s.team_id
      group by s.standings_id, s.team_id, s.points, s.wins, s.losses, s.draws`);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const row of rows) {
      expect([row.wins, row.losses, row.draws]).toEqual([row.w, row.l, row.d]);
      expect(row.points).toBe(row.w * 3 + row.d);
    }
  });

  it("builds the filtered boards from the same results as the global one (issue 23 item 8: every filter showed nothing)", async () => {
    const db = t.app.deps.dataSource;
    // Every region, genre and game that has completed matches has a players' and a teams' board with entries.
    const missing = await db.query(`
      with played as (select distinct m.region_id, m.genre_id, m.game_id from matches m where m.status = 'completed'),
           wanted as (
             select k.kind, p.region_id, null::uuid as genre_id, null::uuid as game_id from played p, (values ('user'), ('team')) k(kind)
             union select k.kind, null, p.genre_id, null from played p, (values ('user'), ('team')) k(kind)
             union select k.kind, null, null, p.game_id from played p, (values ('user'), ('team')) k(kind)
             union select k.kind, p.region_id, p.genre_id, p.game_id from played p, (values ('user'), ('team')) k(kind))
      select w.* from wanted w
       where not exists (select 1 from leaderboards b join leaderboard_entries e using (leaderboard_id)
                          where b.scope = 'global' and b.kind = w.kind
                            and b.lb_region_id is not distinct from w.region_id and b.lb_genre_id is not distinct from w.genre_id
                            and b.lb_game_id is not distinct from w.game_id)`);
    expect(missing).toEqual([]);
    // A team's line on its game's board counts its completed matches of that game: wins and losses as played.
    const rows = await db.query(`
      with results as (
        select m.game_id, me.team_id,
               case when me.total_points > them.total_points then 1 else 0 end as win,
               case when me.total_points < them.total_points then 1 else 0 end as loss
          from matches m
          join match_participants me on me.match_id = m.match_id
          join match_participants them on them.match_id = m.match_id and them.team_id <> me.team_id
         where m.status = 'completed')
      select e.team_id, e.wins, e.losses, sum(r.win)::int as w, sum(r.loss)::int as l
        from leaderboards b join leaderboard_entries e using (leaderboard_id)
        join results r on r.game_id = b.lb_game_id and r.team_id = e.team_id
       where b.scope = 'global' and b.kind = 'team' and b.lb_game_id is not null and b.lb_region_id is null and b.lb_genre_id is null
       group by e.entry_id, e.team_id, e.wins, e.losses`);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const row of rows) expect([row.wins, row.losses]).toEqual([row.w, row.l]);
  });

  it('gives completed matches per-round scores that add up to the totals', async () => {
    const mismatched = await count(`
      select count(*) n from match_participants p join matches m using (match_id)
      where m.status = 'completed'
        and p.total_points <> (select coalesce(sum(round_points), 0) from match_rounds r where r.match_id = p.match_id and r.team_id = p.team_id)`);
    expect(mismatched).toBe(0);
  });

  it("keeps each row's own columns: the Valorant Open checks in an hour before, as its page says, the Cup has no check-in", async () => {
    const rows: Array<{ tourney_name: string; check_in_minutes: number | null }> = await t.app.deps.dataSource.query(
      `select tourney_name, check_in_minutes from tournaments where tourney_name in ('Clutch Valorant Open', 'Clutch Valorant Cup') order by tourney_name`,
    );
    expect(rows).toEqual([
      { tourney_name: 'Clutch Valorant Cup', check_in_minutes: null },
      { tourney_name: 'Clutch Valorant Open', check_in_minutes: 60 },
    ]);
  });

  it('lets the README demo login sign in and see its own profile', async () => {
    const res = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    const session = await res.json();
    expect(session.user.email).toBe(DEMO_EMAIL);
    const me = await t.gql(graphql(`query SeedUser { user(param: "demo") { id userName } }`), {}, session.access_token);
    expect(me.data?.user).toEqual({ id: session.user.id, userName: 'demo' });
  });

  it("gives the demo player living conversations: direct, team and match chats, some with unread messages", async () => {
    const res = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    const session = await res.json();
    const inbox = await t.gql(
      graphql(`query SeedConversations { unreadMessageCount conversations { id kind unreadCount lastMessage { id text } } }`),
      {},
      session.access_token,
    );
    expect(inbox.errors).toBeUndefined();
    const conversations = inbox.data!.conversations;
    expect(new Set(conversations.map((c) => c.kind))).toEqual(new Set(['DIRECT', 'TEAM', 'MATCH']));
    expect(conversations.length).toBeGreaterThanOrEqual(5);
    expect(conversations.every((c) => c.lastMessage?.text)).toBe(true);
    expect(conversations.filter((c) => c.unreadCount > 0).length).toBeGreaterThanOrEqual(3);
    expect(inbox.data!.unreadMessageCount).toBe(conversations.reduce((sum, c) => sum + c.unreadCount, 0));
  });

  describe('events in stages (issue 27)', () => {
    type Row = { rank: number; group_number: number | null; team_id: string; team_name: string; played: number; wins: number; losses: number; points: number; explanation: string | null };
    type Node = { node_id: string; parent_node_id: string | null; match_id: string | null; round_number: number; node_status: string; participant_1: string | null; participant_2: string | null; winner_uuid: string | null; stage_number: number };
    type Stage = { stage_number: number; kind: string; status: string; advance: number | null; entrant_ids: string[]; bracket_nodes: Node[] };
    const tournamentId = async (name: string) => {
      const [row] = await t.app.deps.dataSource.query(
        `select t.tournament_id, u.user_name, t.status from tournaments t join organizers o using (organizer_id) join users u on u.user_id = o.user_id where t.tourney_name = $1`,
        [name],
      );
      // Run by the organizer the demo account owns, and under way.
      expect(row).toMatchObject({ user_name: 'demo', status: 'in_progress' });
      return String(row.tournament_id);
    };
    const standings = async (id: string, stage: number): Promise<Row[]> => {
      const res = await t.rest('GET', `/api/tourney/get-stage-standings/${id}/${stage}`);
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const stages = async (id: string): Promise<Stage[]> => {
      const res = await t.rest('GET', `/api/tourney/get-bracket-data/${id}`);
      expect(res.status).toBe(200);
      return res.body.stages;
    };
    const matchStatus = async (matchIds: string[]) =>
      new Map<string, { status: string; scheduled_time: Date; tournament_id: string }>(
        (await t.app.deps.dataSource.query(`select match_id, status, scheduled_time, tournament_id from matches where match_id = any($1::uuid[])`, [matchIds])).map((m: { match_id: string }) => [m.match_id, m]),
      );

    it('shows the Rocket League Masters with its groups played, explained, and its playoffs under way', async () => {
      const id = await tournamentId('Clutch Rocket League Masters');
      const rows = await standings(id, 1);
      expect(rows).toHaveLength(8);
      const group = (n: number) => rows.filter((r) => r.group_number === n);
      for (const n of [1, 2]) {
        const table = group(n);
        expect(table.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
        expect(table.every((r) => r.played === 3 && r.wins + r.losses === 3)).toBe(true);
        // Every row but the last says why it sits above the next one.
        expect(table.slice(0, 3).every((r) => !!r.explanation)).toBe(true);
        expect(table[3].explanation).toBeNull();
      }
      // Group 1: two level pairs, each split on head-to-head; group 2: a three-way tie for the cut-off, split on differential.
      expect(group(1).map((r) => r.points)).toEqual([6, 6, 3, 3]);
      expect(group(1)[0].explanation).toBe(`above ${group(1)[1].team_name} on head-to-head, 1–0`);
      expect(group(1)[2].explanation).toBe(`above ${group(1)[3].team_name} on head-to-head, 1–0`);
      expect(group(2).map((r) => r.points)).toEqual([9, 3, 3, 3]);
      expect(group(2)[1].explanation).toBe(`above ${group(2)[2].team_name} on differential, +2 to -5`);

      const [groupStage, playoffs] = await stages(id);
      expect(groupStage).toMatchObject({ stage_number: 1, kind: 'round_robin', status: 'completed', advance: 2 });
      expect(groupStage.bracket_nodes).toHaveLength(12);
      expect(groupStage.bracket_nodes.every((n) => n.node_status === 'completed' && n.match_id)).toBe(true);
      // The top two of each group, seeded across the groups: A1 v B2 and B1 v A2.
      const [a1, a2, b1, b2] = [group(1)[0], group(1)[1], group(2)[0], group(2)[1]].map((r) => r.team_id);
      expect(playoffs).toMatchObject({ stage_number: 2, kind: 'single_elimination', status: 'in_progress', entrant_ids: [a1, b1, a2, b2] });
      const semis = playoffs.bracket_nodes.filter((n) => n.round_number === 1);
      const final = playoffs.bracket_nodes.filter((n) => n.round_number === 2);
      expect(semis.map((n) => [n.participant_1, n.participant_2].sort().join()).sort()).toEqual([[a1, b2].sort().join(), [b1, a2].sort().join()].sort());
      expect(final).toHaveLength(1);
      expect(semis.every((n) => n.parent_node_id === final[0].node_id)).toBe(true);
      const matches = await matchStatus(semis.map((n) => n.match_id!));
      const played = semis.find((n) => n.node_status === 'completed')!;
      const next = semis.find((n) => n.node_status === 'ready')!;
      expect(matches.get(played.match_id!)).toMatchObject({ status: 'completed', tournament_id: id });
      expect(matches.get(next.match_id!)).toMatchObject({ status: 'scheduled', tournament_id: id });
      expect(new Date(matches.get(next.match_id!)!.scheduled_time).getTime()).toBeGreaterThan(Date.now());
      // The semi-final's winner waits in the final for the other.
      expect([final[0].participant_1, final[0].participant_2]).toContain(played.winner_uuid);
      expect(final[0]).toMatchObject({ node_status: 'pending', match_id: null });
    });

    it("plays on from the seeded state: the demo organizer finalizes the other semi-final and the final is set", async () => {
      const login = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
      });
      const token = (await login.json()).access_token;
      const id = await tournamentId('Clutch Rocket League Masters');
      const next = (await stages(id))[1].bracket_nodes.find((n) => n.round_number === 1 && n.node_status === 'ready')!;
      const scores = [
        { teamId: next.participant_1, rounds: [{ round: 1, metrics: { Goals: 2, Saves: 3, Shots: 7 } }] },
        { teamId: next.participant_2, rounds: [{ round: 1, metrics: { Goals: 4, Saves: 2, Shots: 9 } }] },
      ];
      const report = await t.gql(`mutation SeedReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }`, { m: next.match_id, s: scores }, token);
      expect(report.errors).toBeUndefined();
      const finalize = await t.gql(`mutation SeedFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }`, { m: next.match_id }, token);
      expect(finalize.errors).toBeUndefined();
      const playoffs = (await stages(id))[1];
      const final = playoffs.bracket_nodes.find((n) => n.round_number === 2)!;
      const semis = playoffs.bracket_nodes.filter((n) => n.round_number === 1);
      expect(semis.map((n) => n.node_status)).toEqual(['completed', 'completed']);
      expect([final.participant_1, final.participant_2].sort()).toEqual(semis.map((n) => n.winner_uuid).sort());
      expect(semis.find((n) => n.node_id === next.node_id)!.winner_uuid).toBe(next.participant_2);
      expect(final.node_status).toBe('ready');
      expect((await matchStatus([final.match_id!])).get(final.match_id!)).toMatchObject({ status: 'scheduled', tournament_id: id });
    });

    it('shows the Swiss Open with round 1 played and explained, round 2 paired and its playoff stage to come', async () => {
      const id = await tournamentId('Clutch Swiss Open');
      const rows = await standings(id, 1);
      expect(rows).toHaveLength(8);
      expect(rows.map((r) => r.played)).toEqual(new Array(8).fill(1));
      expect(rows.slice(0, 4).map((r) => r.points)).toEqual([3, 3, 3, 3]);
      expect(rows.slice(4).map((r) => r.points)).toEqual([0, 0, 0, 0]);
      expect(rows.slice(0, 7).every((r) => !!r.explanation)).toBe(true);
      const [swiss, playoffs] = await stages(id);
      expect(swiss).toMatchObject({ stage_number: 1, kind: 'swiss', status: 'in_progress', advance: 4 });
      const round = (n: number) => swiss.bracket_nodes.filter((x) => x.round_number === n);
      expect(round(1).map((n) => n.node_status)).toEqual(['completed', 'completed', 'completed', 'completed']);
      expect(round(2).map((n) => n.node_status)).toEqual(['ready', 'ready', 'ready', 'ready']);
      // Round 2 pairs winners with winners.
      const winners = new Set(round(1).map((n) => n.winner_uuid));
      for (const n of round(2)) expect(winners.has(n.participant_1) === winners.has(n.participant_2)).toBe(true);
      const matches = await matchStatus(round(2).map((n) => n.match_id!));
      expect([...matches.values()].map((m) => m.status)).toEqual(['scheduled', 'scheduled', 'scheduled', 'scheduled']);
      expect(playoffs).toMatchObject({ stage_number: 2, kind: 'double_elimination', status: 'pending', entrant_ids: [], bracket_nodes: [] });
    });
  });

  it('is seeded only once', async () => {
    expect(await seedIfEmpty(t.app.deps.dataSource)).toBe(false);
  });
});
