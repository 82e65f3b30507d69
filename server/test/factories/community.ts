import { randomUUID } from 'node:crypto';
import type { DeepPartial, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { Game, Region } from '../../src/catalog/entities';
import { Comment, CommentWall, type CommentWallOwnerType } from '../../src/comments/entities';
import { Follow, TopEntry, type FollowEntityType } from '../../src/follows/entities';
import { Leaderboard, LeaderboardEntry } from '../../src/leaderboards/entities';
import { Organizer, OrganizerPage, OrganizerStaff } from '../../src/organizers/entities';
import { Team, TeamMember, TeamPage } from '../../src/teams/entities';
import { User, UserPage } from '../../src/users/entities';

/**
 * Row factories for the community tables, for tests and the demo seed: each creates the rows it needs
 * (a user gets an auth account, a page and a wall; a team gets a game and a region unless given) and takes overrides.
 * Rows go in through the entity repositories, so the entity mappings are exercised too.
 */
export function communityFixtures(db: EntityManager) {
  let counter = 0;
  const next = () => ++counter;
  let defaultGame: Promise<Game> | undefined;
  let defaultRegion: Promise<Region> | undefined;
  let hasAuthAccounts: Promise<boolean> | undefined;

  /** users.user_id is the auth account id: create the account first when the auth tables are there. */
  async function account(id: string) {
    hasAuthAccounts ??= db
      .query(`SELECT to_regclass('public.auth_users') IS NOT NULL AS present`)
      .then((rows: Array<{ present: boolean }>) => rows[0].present);
    if (await hasAuthAccounts) await db.query(`INSERT INTO auth_users (id) VALUES ($1)`, [id]);
  }

  /** A plain INSERT (never save()'s update-if-exists), returning the entity with its generated columns. */
  async function insert<E extends ObjectLiteral>(entity: EntityTarget<E>, values: DeepPartial<NoInfer<E>>): Promise<E> {
    const repo = db.getRepository(entity);
    const row = repo.create(values);
    await repo.insert(row);
    return row;
  }

  const f = {
    game(overrides: Partial<Game> = {}) {
      return insert(Game, { title: `Game ${randomUUID().slice(0, 8)}`, metrics: [], ...overrides });
    },
    region(overrides: Partial<Region> = {}) {
      return insert(Region, { title: `Region ${randomUUID().slice(0, 8)}`, ...overrides });
    },
    wall(ownerType: CommentWallOwnerType, ownerId: string) {
      return insert(CommentWall, { ownerType, ownerId });
    },
    /** A user with a page and a comment wall; `page: false` leaves the page out. */
    async user(overrides: Partial<User> = {}, page: Partial<UserPage> | false = {}) {
      const id = overrides.id ?? randomUUID();
      await account(id);
      const user = await insert(User, { id, userName: `player${next()}`, ...overrides });
      if (page !== false) {
        const wall = await f.wall('user', user.id);
        await insert(UserPage, { userId: user.id, commentWallId: wall.id, ...page });
      }
      return user;
    },
    /** A team with a page and a wall, in the fixtures' default game and region unless given. */
    async team(overrides: Partial<Team> = {}, page: Partial<TeamPage> = {}) {
      defaultGame ??= f.game();
      defaultRegion ??= f.region();
      const team = await insert(Team, {
        name: `Team ${next()}`,
        gameId: overrides.gameId ?? (await defaultGame).id,
        regionId: overrides.regionId ?? (await defaultRegion).id,
        ...overrides,
      });
      const wall = await f.wall('team', team.id);
      await insert(TeamPage, { teamId: team.id, commentWallId: wall.id, ...page });
      return team;
    },
    member(team: Team, user: User, overrides: Partial<TeamMember> = {}) {
      return insert(TeamMember, { teamId: team.id, userId: user.id, role: 'member', status: 'approved', ...overrides });
    },
    /** An organizer with a page, an announcement wall and its owner as approved owner staff. */
    async organizer(owner: User, overrides: Partial<Organizer> = {}, page: Partial<OrganizerPage> = {}) {
      const organizer = await insert(Organizer, { name: `Organizer ${next()}`, ownerId: owner.id, ...overrides });
      const wall = await f.wall('organizer', organizer.id);
      await insert(OrganizerPage, { organizerId: organizer.id, announcementWallId: wall.id, ...page });
      await f.staff(organizer, owner, { role: 'owner', status: 'approved' });
      return organizer;
    },
    staff(organizer: Organizer, user: User, overrides: Partial<OrganizerStaff> = {}) {
      return insert(OrganizerStaff, {
        organizerId: organizer.id,
        userId: user.id,
        role: 'mod',
        status: 'approved',
        assignment: [],
        ...overrides,
      });
    },
    follow(follower: User, entityType: FollowEntityType, followedId: string, overrides: Partial<Follow> = {}) {
      return insert(Follow, { followerId: follower.id, followedId, entityType, isActive: true, ...overrides });
    },
    async topEntry(user: User, position: number, entityType: FollowEntityType, entityId: string) {
      const page = await db.getRepository(UserPage).findOneByOrFail({ userId: user.id });
      return insert(TopEntry, { pageId: page.id, position, entityType, entityId });
    },
    comment(wall: CommentWall, author: User | null, overrides: Partial<Comment> = {}) {
      return insert(Comment, { wallId: wall.id, userId: author?.id ?? null, text: `Comment ${next()}`, ...overrides });
    },
    leaderboard(overrides: Partial<Leaderboard> = {}) {
      return insert(Leaderboard, { kind: 'user', scope: 'global', ...overrides });
    },
    entry(board: Leaderboard, overrides: Partial<LeaderboardEntry>) {
      return insert(LeaderboardEntry, { leaderboardId: board.id, ...overrides });
    },
  };
  return f;
}

export type CommunityFixtures = ReturnType<typeof communityFixtures>;
