import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../test/harness';
import { Comment } from '../comments/comments.entities';
import { TopEntry } from '../follows/follows.entities';
import { LeaderboardEntry } from '../leaderboards/leaderboards.entities';
import { Organizer } from '../organizers/organizers.entities';
import { Team, TeamMember } from '../teams/teams.entities';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import { User } from './users.entities';

let t: TestApp;
let f: CommunityFixtures;

/** The SQLSTATE a write fails with (23505 unique, 23514 check, 23503 foreign key). */
async function sqlState(write: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await write();
  } catch (error) {
    return (error as { code?: string }).code ?? (error as { driverError?: { code?: string } }).driverError?.code;
  }
  return undefined;
}

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(t.app.deps.dataSource.manager);
});
afterAll(() => t?.stop());

const db = () => t.app.deps.dataSource.manager;

describe('the community migration', () => {
  it('creates every community table', async () => {
    const rows: Array<{ table_name: string }> = await db().query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name = ANY($1) ORDER BY table_name`,
      [
        [
          'users',
          'users_page',
          'teams',
          'team_page',
          'team_members',
          'organizers',
          'organizer_page',
          'organizer_staff',
          'follows',
          'top_entries',
          'comment_walls',
          'comments',
          'comment_votes',
          'leaderboards',
          'leaderboard_entries',
        ],
      ],
    );
    expect(rows).toHaveLength(15);
  });

  it('keeps user, team and organizer names unique whatever the case', async () => {
    const owner = await f.user({ userName: 'Foo' });
    expect(await sqlState(() => f.user({ userName: 'foo' }))).toBe('23505');
    await f.team({ name: 'Foo' });
    expect(await sqlState(() => f.team({ name: 'foo' }))).toBe('23505');
    expect(await sqlState(() => f.team({ name: 'FOO' }))).toBe('23505');
    await f.organizer(owner, { name: 'Foo Esports' });
    expect(await sqlState(() => db().getRepository(Organizer).save({ name: 'foo esports', ownerId: owner.id }))).toBe('23505');
    expect(await db().getRepository(Team).countBy({ name: 'Foo' })).toBe(1);
  });

  it('refuses team names outside the spec rule (1 to 18 letters, digits, single spaces)', async () => {
    expect(await sqlState(() => f.team({ name: 'Nineteen characters' }))).toBe('23514');
    expect(await sqlState(() => f.team({ name: 'Two  spaces' }))).toBe('23514');
    expect(await sqlState(() => f.team({ name: 'Bang!' }))).toBe('23514');
    expect(await sqlState(() => f.team({ name: '' }))).toBe('23514');
    await expect(f.team({ name: 'Eighteen chars 123' })).resolves.toBeInstanceOf(Team);
  });

  it('allows one approved leader per team, any number of pending ones', async () => {
    const team = await f.team();
    const [a, b, c] = [await f.user(), await f.user(), await f.user()];
    await f.member(team, a, { role: 'leader' });
    expect(await sqlState(() => f.member(team, b, { role: 'leader' }))).toBe('23505');
    await expect(f.member(team, c, { role: 'leader', status: 'pending' })).resolves.toBeInstanceOf(TeamMember);
    expect(await sqlState(() => f.member(team, b, { role: 'boss' as never }))).toBe('23514');
    expect(await sqlState(() => f.member(team, b, { status: 'kicked' as never }))).toBe('23514');
  });

  it('allows one owner per organizer and only the four staff roles', async () => {
    const owner = await f.user();
    const organizer = await f.organizer(owner);
    const other = await f.user();
    expect(await sqlState(() => f.staff(organizer, other, { role: 'owner' }))).toBe('23505');
    expect(await sqlState(() => f.staff(organizer, other, { role: 'captain' as never }))).toBe('23514');
    const staff = await f.staff(organizer, other, { role: 'admin', assignment: [owner.id] });
    expect(staff.assignment).toEqual([owner.id]);
  });

  it('refuses following oneself but not following a team with the same id', async () => {
    const user = await f.user();
    expect(await sqlState(() => f.follow(user, 'user', user.id))).toBe('23514');
    await expect(f.follow(user, 'team', user.id)).resolves.toBeDefined();
    expect(await sqlState(() => f.follow(user, 'guild' as never, user.id))).toBe('23514');
  });

  it('keeps MY TOP 5 to positions 1..5 with each entity once', async () => {
    const [user, a, b] = [await f.user(), await f.user(), await f.user()];
    await f.topEntry(user, 1, 'user', a.id);
    expect(await sqlState(() => f.topEntry(user, 6, 'user', b.id))).toBe('23514');
    expect(await sqlState(() => f.topEntry(user, 0, 'user', b.id))).toBe('23514');
    expect(await sqlState(() => f.topEntry(user, 2, 'user', a.id))).toBe('23505');
    expect(await sqlState(() => f.topEntry(user, 1, 'user', b.id))).toBe('23505');
    expect(await db().getRepository(TopEntry).countBy({ entityId: a.id })).toBe(1);
  });

  it('guards comments: length, blank text, the deleted shape and replies on the same wall', async () => {
    const author = await f.user();
    const wall = await f.wall('league', randomUUID());
    const otherWall = await f.wall('match', randomUUID());
    await expect(f.comment(wall, author, { text: 'x'.repeat(2000) })).resolves.toBeInstanceOf(Comment);
    expect(await sqlState(() => f.comment(wall, author, { text: 'x'.repeat(2001) }))).toBe('23514');
    expect(await sqlState(() => f.comment(wall, author, { text: '   ' }))).toBe('23514');
    // deleted means no text and no author, and only then
    expect(await sqlState(() => f.comment(wall, author, { text: null }))).toBe('23514');
    expect(await sqlState(() => f.comment(wall, author, { text: null, deletedAt: new Date() }))).toBe('23514');
    await expect(f.comment(wall, null, { text: null, deletedAt: new Date() })).resolves.toBeInstanceOf(Comment);
    const parent = await f.comment(wall, author);
    await expect(f.comment(wall, author, { parentId: parent.id })).resolves.toBeInstanceOf(Comment);
    expect(await sqlState(() => f.comment(otherWall, author, { parentId: parent.id }))).toBe('23503');
    expect(await sqlState(() => f.wall('user', author.id))).toBe('23505');
    expect(
      await sqlState(() => db().query(`INSERT INTO comment_votes (comment_id, user_id, value) VALUES ($1, $2, 2)`, [parent.id, author.id])),
    ).toBe('23514');
  });

  it('puts exactly one player or team on a leaderboard line, once per board', async () => {
    const board = await f.leaderboard();
    const [user, other, team] = [await f.user(), await f.user(), await f.team()];
    await f.entry(board, { userId: user.id, score: 10 });
    expect(await sqlState(() => f.entry(board, { userId: user.id }))).toBe('23505');
    expect(await sqlState(() => f.entry(board, {}))).toBe('23514');
    expect(await sqlState(() => f.entry(board, { userId: other.id, teamId: team.id }))).toBe('23514');
    expect(await sqlState(() => f.leaderboard({ kind: 'guild' as never }))).toBe('23514');
    const saved = await db().getRepository(LeaderboardEntry).findOneByOrFail({ leaderboardId: board.id });
    expect({ score: saved.score, wins: saved.wins, losses: saved.losses }).toEqual({ score: 10, wins: 0, losses: 0 });
  });

  it('gives users a score of 0 and no id default (the id is the auth account id)', async () => {
    const rows: Array<{ column_default: string | null }> = await db().query(
      `SELECT column_default FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'user_id'`,
    );
    expect(rows[0].column_default).toBeNull();
    const user = await f.user();
    expect((await db().getRepository(User).findOneByOrFail({ id: user.id })).score).toBe(0);
  });

  it('has a down() that removes every community table (run in a transaction that is rolled back)', async () => {
    const ds = t.app.deps.dataSource;
    const index = ds.migrations.findIndex((m) => m.name === 'CommunitySchema1763800000100');
    expect(index).toBeGreaterThan(0);
    const runner = ds.createQueryRunner();
    const communityTables = async () =>
      (
        (await runner.query(
          `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'
            AND table_name IN ('users', 'users_page', 'teams', 'team_members', 'organizer_staff', 'follows', 'comments', 'leaderboard_entries')`,
        )) as Array<{ n: number }>
      )[0].n;
    try {
      await runner.startTransaction();
      // later migrations reference our tables: undo them first, newest first, as migration:revert would
      for (const later of ds.migrations.slice(index + 1).reverse()) await later.down(runner);
      await ds.migrations[index].down(runner);
      expect(await communityTables()).toBe(0);
      await ds.migrations[index].up(runner);
      expect(await communityTables()).toBe(8);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    expect(await db().getRepository(User).count()).toBeGreaterThan(0);
  });
});
