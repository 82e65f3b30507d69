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
    expect(await count(`select count(*) n from bracket_nodes`)).toBe(7);
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

  it('is seeded only once', async () => {
    expect(await seedIfEmpty(t.app.deps.dataSource)).toBe(false);
  });
});
