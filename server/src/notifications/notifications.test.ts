import { signUp, type Account } from '../../test/accounts';
import { expectGraphQLError } from '../../test/errors';
import { startTestApp, type TestApp } from '../../test/harness';
import { watchSubscription } from '../../test/live';
import { Messages } from '../core/messages';
import type { User } from '../users';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import { graphql } from '../../test/gql';

let t: TestApp;
let f: CommunityFixtures;
let leader: Account;
let player: Account;
let other: Account;
const db = () => t.app.deps.dataSource.manager;
const asUser = (a: Account) => ({ id: a.userId }) as User;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const LIST = graphql(`query NotificationsList($u: String!) { user(param: $u) {
  unreadNotificationCount
  notifications(first: 10) { edges { node { id kind actionable readAt team { id } organizer { id } actor { userName } } } pageInfo { hasNextPage } }
} }`);
const INVITE = graphql(`mutation NotificationsInvite($t: ID!, $u: String!) { inviteToTeam(teamId: $t, userName: $u) { status } }`);

interface Event {
  notification: { kind: string; actionable: boolean; team: { id: string } | null; actor: { userName: string } | null };
  unreadCount: number;
}

/** A live notification list of one user over graphql-ws. */
function watchNotifications(token?: string) {
  const query = `subscription { notificationEvents { unreadCount notification { kind actionable team { id } actor { userName } } } }`;
  return watchSubscription(t.url, { query }, (data: { notificationEvents: Event }) => data.notificationEvents, token);
}

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(db());
  [leader, player, other] = await Promise.all(['leader', 'player', 'other'].map((name) => signUp(t, name)));
});
afterAll(() => t?.stop());

describe('notifications', () => {
  it('an invitation reaches the invited user live, is listed as actionable, and stops being so once answered', async () => {
    const team = await f.team();
    await f.member(team, asUser(leader), { role: 'leader' });
    const watcher = watchNotifications(player.token);
    // graphql-ws does not acknowledge a subscription: invite once it is surely registered, re-inviting if not.
    for (let attempt = 0; attempt < 50 && watcher.events.length === 0; attempt++) {
      await db().query(`DELETE FROM team_members WHERE team_id = $1 AND user_id = $2`, [team.id, player.userId]);
      await t.gql(INVITE, { t: team.id, u: player.userName }, leader.token);
      await sleep(100);
    }
    expect(watcher.errors).toEqual([]);
    expect(watcher.events[0]).toMatchObject({
      notification: { kind: 'TEAM_INVITATION', actionable: true, team: { id: team.id }, actor: { userName: leader.userName } },
      unreadCount: expect.any(Number),
    });
    await watcher.close();

    const listed = await t.gql(LIST, { u: player.userName }, player.token);
    const user = listed.data!.user;
    expect(user.unreadNotificationCount).toBeGreaterThanOrEqual(1);
    expect(user.notifications.edges[0].node).toMatchObject({ kind: 'TEAM_INVITATION', actionable: true, readAt: null, team: { id: team.id } });

    await t.gql(graphql(`mutation NotificationsRespondToTeamInvitation($t: ID!) { respondToTeamInvitation(teamId: $t, accept: true) { status } }`), { t: team.id }, player.token);
    const after = await t.gql(LIST, { u: player.userName }, player.token);
    expect(after.data!.user.notifications.edges[0].node.actionable).toBe(false);
  });

  it('marks notifications read, all or some, and answers the unread count left', async () => {
    const team = await f.team();
    await f.member(team, asUser(leader), { role: 'leader' });
    await t.gql(INVITE, { t: team.id, u: other.userName }, leader.token);
    const list = await t.gql(LIST, { u: other.userName }, other.token);
    const [first] = list.data!.user.notifications.edges;
    const some = await t.gql(graphql(`mutation NotificationsMarkNotificationsRead($ids: [ID!]) { markNotificationsRead(ids: $ids) }`), { ids: [first.node.id] }, other.token);
    expect(some.data).toEqual({ markNotificationsRead: 0 });
    expectGraphQLError(await t.gql(graphql(`mutation NotificationsMarkNotificationsRead2 { markNotificationsRead(ids: ["nope"]) }`), {}, other.token), 'BAD_USER_INPUT', Messages.invalidId);
    expect((await t.gql(graphql(`mutation NotificationsMarkNotificationsRead3 { markNotificationsRead }`), {}, player.token)).data).toEqual({ markNotificationsRead: 0 });
  });

  it('keeps each list to its owner: FORBIDDEN for others, UNAUTHENTICATED anonymous, over HTTP and WebSocket', async () => {
    expectGraphQLError(await t.gql(LIST, { u: player.userName }, other.token), 'FORBIDDEN', Messages.forbidden);
    expectGraphQLError(await t.gql(LIST, { u: player.userName }), 'UNAUTHENTICATED', Messages.unauthenticated);
    const anonymous = watchNotifications();
    for (let i = 0; i < 100 && anonymous.errors.length === 0; i++) await sleep(20);
    expect(anonymous.errors[0]).toMatchObject({ message: Messages.unauthenticated, extensions: { code: 'UNAUTHENTICATED' } });
    await anonymous.close();
  });

  it('costs a bounded number of statements whatever the list size', async () => {
    const notify = async () => {
      const [team, actor] = await Promise.all([f.team(), f.user()]);
      await db().query(`INSERT INTO notifications (user_id, kind, team_id, actor_id) VALUES ($1, 'team_invitation', $2, $3)`, [other.userId, team.id, actor.id]);
    };
    const count = () => t.countStatements(() => t.gql(LIST, { u: other.userName }, other.token));
    await notify();
    const few = await count();
    for (let i = 0; i < 8; i++) await notify();
    expect(await count()).toBe(few);
  });
});
