import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { signUp, TEST_PASSWORD, type Account } from '../../test/accounts';
import { communityFixtures } from '../../test/factories/community';
import { graphql } from '../../test/gql';
import { startTestApp, type TestApp } from '../../test/harness';
import { watchSubscription } from '../../test/live';
import { installContentGate } from '../core/content-gate';
import { createRequestContext } from '../core/request-context';
import type { Team } from '../teams';
import type { User } from '../users';
import { messageModeration } from './messages.service';

const EVENTS = graphql(`subscription MessagesLiveEvents {
  messageEvents {
    kind
    unreadTotal
    readerId
    conversation { id kind unreadCount }
    message { id text state moderationReason mine author { userName } }
  }
}`);
type LiveEvent = ResultOf<typeof EVENTS>['messageEvents'];

const SEND = graphql(`mutation MessagesSend($input: SendMessageInput!) { sendMessage(input: $input) { id text state moderationReason conversationId } }`);
const OPEN = graphql(`mutation MessagesOpen($input: ConversationTargetInput!) { openConversation(input: $input) { id kind } }`);
const MUTE = graphql(`mutation MessagesMute($id: ID!, $muted: Boolean!) { muteConversation(conversationId: $id, muted: $muted) { id muted } }`);
const READ = graphql(`mutation MessagesRead($id: ID!) { markConversationRead(conversationId: $id) { id unreadCount } }`);
const UNREAD = graphql(`query MessagesUnread { unreadMessageCount }`);
const CONVERSATION = graphql(`query MessagesConversation($id: ID!, $first: Int, $before: String) {
  conversation(id: $id) {
    id kind unreadCount muted
    members { user { userName } lastReadAt }
    messages(first: $first, before: $before) { hasOlder olderCursor messages { id text state moderationReason } }
  }
}`);
const LIST = graphql(`query MessagesList {
  conversations {
    id kind unreadCount muted viewerHasBlocked lastMessageAt
    otherUser { id userName }
    team { id name }
    match { id }
    lastMessage { id text mine author { userName } }
  }
}`);
const MATCH_ACCESS = graphql(`query MessagesMatchAccess($id: ID!) { match(id: $id) { id viewerCanMessage } }`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function messageCount(t: TestApp): Promise<number> {
  const [row] = await t.app.deps.dataSource.manager.query(`SELECT count(*)::int AS n FROM messages`);
  return row.n;
}

describe('messages', () => {
  let t: TestApp;
  let leader: Account;
  let second: Account;
  let third: Account;
  let outsider: Account;
  let team: Team;
  const closers: Array<() => Promise<void>> = [];

  /** A live watcher of one user's message events, live once a mute probe (seen only by that user) has come back. */
  async function watch(account: Account, probeConversationId: string, app: TestApp = t) {
    const live = watchSubscription(app.url, { query: print(EVENTS) }, (data: ResultOf<typeof EVENTS>) => data.messageEvents, account.token);
    closers.push(() => live.close());
    const waitFor = async (match: (event: LiveEvent) => boolean, timeoutMs = 5000) => {
      for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(10)) {
        const found = live.events.find(match);
        if (found) return found;
      }
      throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(live.events)}, errors ${JSON.stringify(live.errors)}`);
    };
    for (let attempt = 0; ; attempt++) {
      expect((await app.gql(MUTE, { id: probeConversationId, muted: false }, account.token)).errors).toBeUndefined();
      try {
        await waitFor((event) => event.kind === 'MUTED', 200);
        break;
      } catch (error) {
        if (attempt > 50) throw error;
      }
    }
    return { events: live.events, errors: live.errors, waitFor };
  }

  beforeAll(async () => {
    t = await startTestApp(__filename);
    [leader, second, third, outsider] = await Promise.all([
      signUp(t, 'msgleader'),
      signUp(t, 'msgsecond'),
      signUp(t, 'msgthird'),
      signUp(t, 'msgoutsider'),
    ]);
    const f = communityFixtures(t.app.deps.dataSource.manager);
    team = await f.team({ name: 'Msg Team' });
    await f.member(team, { id: leader.userId } as User, { role: 'leader' });
    await f.member(team, { id: second.userId } as User);
    await f.member(team, { id: third.userId } as User);
  });
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });
  afterAll(() => t?.stop());

  describe('successful-messages', () => {
    it('delivers a team message live to every member, counts it unread, and tells read state live', async () => {
      const opened = await t.gql(OPEN, { input: { teamId: team.id } }, leader.token);
      expect(opened.errors).toBeUndefined();
      const conversationId = opened.data!.openConversation.id;
      const [secondLive, thirdLive] = await Promise.all([watch(second, conversationId), watch(third, conversationId)]);

      const sent = await t.rest('POST', '/api/messages/send', { team_id: team.id, text: 'GG at 8? <b>bold</b> https://clutch.gg' }, leader.token);
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ conversation_id: conversationId, author_id: leader.userId, text: 'GG at 8? <b>bold</b> https://clutch.gg', state: 'visible' });
      for (const live of [secondLive, thirdLive]) {
        expect(await live.waitFor((e) => e.kind === 'CREATED')).toEqual({
          kind: 'CREATED',
          unreadTotal: 1,
          readerId: null,
          conversation: { id: conversationId, kind: 'TEAM', unreadCount: 1 },
          message: { id: sent.body.message_id, text: 'GG at 8? <b>bold</b> https://clutch.gg', state: 'VISIBLE', moderationReason: null, mine: false, author: { userName: 'msgleader' } },
        });
      }
      expect((await t.gql(UNREAD, {}, second.token)).data!.unreadMessageCount).toBe(1);
      expect((await t.gql(UNREAD, {}, leader.token)).data!.unreadMessageCount).toBe(0);

      const list = await t.rest('GET', `/api/messages/get-conversations/${third.userId}`, undefined, third.token);
      expect(list.status).toBe(200);
      expect(list.body).toEqual({
        unread: 1,
        conversations: [expect.objectContaining({ conversation_id: conversationId, kind: 'team', team_id: team.id, unread: 1, muted: false })],
      });

      const read = await t.rest('POST', '/api/messages/mark-read', { conversation_id: conversationId }, second.token);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ conversation_id: conversationId, unread: 0 });
      expect(await thirdLive.waitFor((e) => e.kind === 'READ')).toMatchObject({ readerId: second.userId, unreadTotal: 1 });
      expect(await secondLive.waitFor((e) => e.kind === 'READ')).toMatchObject({ readerId: second.userId, unreadTotal: 0 });
      const members = (await t.gql(CONVERSATION, { id: conversationId }, third.token)).data!.conversation.members;
      expect(members.find((m) => m.user.userName === 'msgsecond')!.lastReadAt).not.toBeNull();
      expect(members.find((m) => m.user.userName === 'msgthird')!.lastReadAt).toBeNull();

      // Muted: still counted in the conversation, no longer in the badge.
      expect((await t.gql(MUTE, { id: conversationId, muted: true }, third.token)).data!.muteConversation.muted).toBe(true);
      expect((await t.gql(UNREAD, {}, third.token)).data!.unreadMessageCount).toBe(0);
      expect((await t.gql(CONVERSATION, { id: conversationId }, third.token)).data!.conversation).toMatchObject({ unreadCount: 1, muted: true });
      await t.gql(MUTE, { id: conversationId, muted: false }, third.token);
      expect((await t.gql(READ, { id: conversationId }, third.token)).data!.markConversationRead.unreadCount).toBe(0);
    });

    it('stops delivering to a member removed from the team at once, and refuses them', async () => {
      const db = t.app.deps.dataSource.manager;
      const conversationId = (await t.gql(OPEN, { input: { teamId: team.id } }, leader.token)).data!.openConversation.id;
      const [secondLive, thirdLive] = await Promise.all([watch(second, conversationId), watch(third, conversationId)]);
      await db.query(`UPDATE team_members SET status = 'left' WHERE team_id = $1 AND user_id = $2`, [team.id, third.userId]);
      const sent = await t.gql(SEND, { input: { teamId: team.id, text: 'roster only' } }, leader.token);
      expect(sent.errors).toBeUndefined();
      await secondLive.waitFor((e) => e.message?.id === sent.data!.sendMessage.id);
      await sleep(300);
      expect(thirdLive.events.filter((e) => e.kind === 'CREATED' && e.message?.text === 'roster only')).toEqual([]);
      const refused = await t.gql(CONVERSATION, { id: conversationId }, third.token);
      expect(refused.errors).toEqual([expect.objectContaining({ message: 'Only the members of this conversation can read or write in it.', extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })]);
      await db.query(`UPDATE team_members SET status = 'approved' WHERE team_id = $1 AND user_id = $2`, [team.id, third.userId]);
    });

    it('pages history newest last with cursors, each message once', async () => {
      const db = t.app.deps.dataSource.manager;
      const conversationId = (await t.gql(OPEN, { input: { userId: third.userId } }, second.token)).data!.openConversation.id;
      // 65 messages a millisecond apart, stored directly: paging is what is under test here.
      await db.query(
        `INSERT INTO messages (conversation_id, author_id, body, created_at)
         SELECT $1, CASE WHEN i % 2 = 0 THEN $2::uuid ELSE $3::uuid END, 'message ' || i, now() - (65 - i) * interval '1 millisecond'
           FROM generate_series(1, 65) AS i`,
        [conversationId, second.userId, third.userId],
      );
      const seen: string[] = [];
      let before: string | null | undefined;
      let pages = 0;
      do {
        const page = (await t.gql(CONVERSATION, { id: conversationId, first: 30, before }, second.token)).data!.conversation.messages;
        seen.unshift(...page.messages.map((m) => m.text!));
        before = page.olderCursor;
        expect(page.hasOlder).toBe(before !== null);
        pages++;
      } while (before);
      expect(pages).toBe(3);
      expect(seen).toEqual(Array.from({ length: 65 }, (_, i) => `message ${i + 1}`));

      const rest = await t.rest('GET', `/api/messages/get-messages/${conversationId}?limit=10`, undefined, third.token);
      expect(rest.status).toBe(200);
      expect(rest.body.messages.map((m: { text: string }) => m.text)).toEqual(Array.from({ length: 10 }, (_, i) => `message ${56 + i}`));
      const older = await t.rest('GET', `/api/messages/get-messages/${conversationId}?limit=10&before=${rest.body.before}`, undefined, third.token);
      expect(older.body.messages[9].text).toBe('message 55');
      const badCursor = await t.rest('GET', `/api/messages/get-messages/${conversationId}?before=nope`, undefined, third.token);
      expect(badCursor.status).toBe(400);
    });

    it('lists conversations in a bounded number of statements (1 vs 20 conversations)', async () => {
      const db = t.app.deps.dataSource.manager;
      const f = communityFixtures(db);
      const reader = await signUp(t, 'msgreader');
      const peers = await Promise.all(Array.from({ length: 20 }, () => f.user()));
      const addConversation = async (peer: User) => {
        const [low, high] = [reader.userId, peer.id].sort();
        const [row] = await db.query(
          `INSERT INTO conversations (kind, user_low_id, user_high_id, last_message_at) VALUES ('direct', $1, $2, now()) RETURNING conversation_id`,
          [low, high],
        );
        await db.query(`INSERT INTO messages (conversation_id, author_id, body) VALUES ($1, $2, 'hello')`, [row.conversation_id, peer.id]);
      };
      await addConversation(peers[0]);
      const one = await t.countStatements(() => t.gql(LIST, {}, reader.token));
      for (const peer of peers.slice(1)) await addConversation(peer);
      let listed = 0;
      const twenty = await t.countStatements(async () => {
        const list = await t.gql(LIST, {}, reader.token);
        listed = list.data!.conversations.length;
        expect(list.data!.conversations.every((c) => c.unreadCount === 1 && c.lastMessage?.text === 'hello' && c.otherUser)).toBe(true);
      });
      expect(listed).toBe(20);
      expect(twenty).toBe(one);
    });

    it('hides a message live for others and shows the author the reason; holds a filtered message', async () => {
      const conversationId = (await t.gql(OPEN, { input: { teamId: team.id } }, leader.token)).data!.openConversation.id;
      const [leaderLive, secondLive] = await Promise.all([watch(leader, conversationId), watch(second, conversationId)]);
      const sent = (await t.gql(SEND, { input: { conversationId, text: 'rude words' } }, leader.token)).data!.sendMessage;
      await secondLive.waitFor((e) => e.message?.id === sent.id);
      const ctx = createRequestContext(t.app.deps, null);
      const loaded = await messageModeration.load(ctx, [sent.id, randomUUID(), 'not-an-id']);
      expect([...loaded.values()]).toEqual([expect.objectContaining({ id: sent.id, authorId: leader.userId, text: 'rude words', conversationId, organizerId: null })]);

      await messageModeration.hide(ctx, sent.id, { reason: 'offensive', byUserId: second.userId });
      expect(await secondLive.waitFor((e) => e.kind === 'HIDDEN')).toMatchObject({ message: { id: sent.id, text: null, state: 'HIDDEN', moderationReason: null } });
      expect(await leaderLive.waitFor((e) => e.kind === 'HIDDEN')).toMatchObject({ message: { id: sent.id, text: 'rude words', state: 'HIDDEN', moderationReason: 'offensive' } });
      const forSecond = (await t.gql(CONVERSATION, { id: conversationId }, second.token)).data!.conversation.messages.messages;
      expect(forSecond.map((m) => m.id)).not.toContain(sent.id);
      const forLeader = (await t.gql(CONVERSATION, { id: conversationId }, leader.token)).data!.conversation.messages.messages;
      expect(forLeader.find((m) => m.id === sent.id)).toMatchObject({ state: 'HIDDEN', moderationReason: 'offensive' });

      await messageModeration.unhide(ctx, sent.id);
      expect(await secondLive.waitFor((e) => e.kind === 'UNHIDDEN')).toMatchObject({ message: { id: sent.id, text: 'rude words', state: 'VISIBLE' } });
      await messageModeration.remove(ctx, sent.id, { reason: 'spam', byUserId: second.userId });
      expect(await leaderLive.waitFor((e) => e.kind === 'REMOVED')).toMatchObject({ message: { text: null, state: 'REMOVED', moderationReason: 'spam' } });

      installContentGate({
        screen: async (_ctx, input) => (input.text.includes('heldword') ? { text: input.text, held: true, heldReason: 'Held for review' } : { text: input.text, held: false }),
        participation: async () => {},
      });
      const unreadBefore = (await t.gql(UNREAD, {}, second.token)).data!.unreadMessageCount;
      const held = (await t.gql(SEND, { input: { conversationId, text: 'a heldword here' } }, leader.token)).data!.sendMessage;
      expect(held).toMatchObject({ state: 'HELD', moderationReason: 'Held for review', text: 'a heldword here' });
      await leaderLive.waitFor((e) => e.kind === 'CREATED' && e.message?.id === held.id);
      await sleep(300);
      expect(secondLive.events.some((e) => e.message?.id === held.id)).toBe(false);
      expect((await t.gql(UNREAD, {}, second.token)).data!.unreadMessageCount).toBe(unreadBefore);
    });

    it('opens a match conversation for both rosters and the staff only', async () => {
      const db = t.app.deps.dataSource.manager;
      const f = communityFixtures(db);
      const owner = await signUp(t, 'msgowner');
      const organizer = await f.organizer({ id: owner.userId } as User);
      const rival = await f.team({ name: 'Msg Rival' });
      const rivalPlayer = await signUp(t, 'msgrival');
      await f.member(rival, { id: rivalPlayer.userId } as User, { role: 'leader' });
      await db.query(`INSERT INTO competition_categories (comp_cat_id, comp_cat_title) VALUES (1, 'Ladder') ON CONFLICT DO NOTHING`);
      const [league] = await db.query(
        `INSERT INTO leagues (league_name, start_date, end_date, organizer_id) VALUES ('Msg Ladder', '2026-01-01', '2026-12-31', $1) RETURNING league_id`,
        [organizer.id],
      );
      const [match] = await db.query(`INSERT INTO matches (league_id, scheduled_time) VALUES ($1, now()) RETURNING match_id`, [league.league_id]);
      await db.query(`INSERT INTO match_participants (match_id, team_id) VALUES ($1, $2), ($1, $3)`, [match.match_id, team.id, rival.id]);

      expect((await t.gql(MATCH_ACCESS, { id: match.match_id }, rivalPlayer.token)).data!.match!.viewerCanMessage).toBe(true);
      expect((await t.gql(MATCH_ACCESS, { id: match.match_id }, outsider.token)).data!.match!.viewerCanMessage).toBe(false);
      const sent = await t.rest('POST', '/api/messages/send', { match_id: match.match_id, text: 'ready?' }, rivalPlayer.token);
      expect(sent.status).toBe(201);
      const conversationId = sent.body.conversation_id;
      for (const account of [owner, leader, second]) {
        const seen = await t.gql(CONVERSATION, { id: conversationId }, account.token);
        expect(seen.data!.conversation.messages.messages.map((m) => m.text)).toEqual(['ready?']);
      }
      const refused = await t.rest('POST', '/api/messages/send', { match_id: match.match_id, text: 'let me in' }, outsider.token);
      expect(refused.status).toBe(403);
    });
  });

  // The in-memory bus is one process by design; with REDIS_URL two instances on one database share the events.
  (process.env.REDIS_URL ? it : it.skip)('delivers a message sent through one process to a member watching another (Redis)', async () => {
    const other = await startTestApp(__filename, {}, { databaseUrl: t.databaseUrl });
    const conversationId = (await t.gql(OPEN, { input: { teamId: team.id } }, leader.token)).data!.openConversation.id;
    // Each test instance signs its own tokens: sign in on the other process for a session it accepts.
    const res = await fetch(`${other.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: second.email, password: TEST_PASSWORD }),
    });
    const remoteSecond = { ...second, token: ((await res.json()) as { access_token: string }).access_token };
    try {
      const remote = await watch(remoteSecond, conversationId, other);
      const sent = await t.gql(SEND, { input: { conversationId, text: 'across processes' } }, leader.token);
      expect(await remote.waitFor((e) => e.message?.id === sent.data!.sendMessage.id)).toMatchObject({ kind: 'CREATED', message: { text: 'across processes' } });
    } finally {
      await Promise.all(closers.splice(0).map((close) => close()));
      await other.stop();
    }
  });

  describe('failing-messages', () => {
    it('refuses non-members, and a refusal changes nothing', async () => {
      const conversationId = (await t.gql(OPEN, { input: { teamId: team.id } }, leader.token)).data!.openConversation.id;
      const before = await messageCount(t);
      const forbidden = { error: { code: 'FORBIDDEN', message: 'Only the members of this conversation can read or write in it.' } };
      expect(await t.rest('POST', '/api/messages/send', { team_id: team.id, text: 'hi' }, outsider.token)).toEqual({ status: 403, body: forbidden });
      expect(await t.rest('POST', '/api/messages/send', { conversation_id: conversationId, text: 'hi' }, outsider.token)).toEqual({ status: 403, body: forbidden });
      expect(await t.rest('GET', `/api/messages/get-messages/${conversationId}`, undefined, outsider.token)).toEqual({ status: 403, body: forbidden });
      expect(await t.rest('POST', '/api/messages/mark-read', { conversation_id: conversationId }, outsider.token)).toEqual({ status: 403, body: forbidden });
      const viaGraphql = await t.gql(MUTE, { id: conversationId, muted: true }, outsider.token);
      expect(viaGraphql.errors).toEqual([expect.objectContaining({ message: forbidden.error.message, extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })]);
      expect(await t.rest('GET', `/api/messages/get-conversations/${leader.userId}`, undefined, outsider.token)).toEqual({
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'You can only list your own conversations.' } },
      });
      expect((await t.rest('POST', '/api/messages/send', { team_id: team.id, text: 'hi' })).status).toBe(401);
      expect(await messageCount(t)).toBe(before);
      const [state] = await t.app.deps.dataSource.manager.query(`SELECT count(*)::int AS n FROM conversation_members_state WHERE user_id = $1`, [outsider.userId]);
      expect(state.n).toBe(0);
    });

    it('refuses a blocked user in a direct conversation both ways', async () => {
      const blocker = await signUp(t, 'msgblocker');
      const blocked = await signUp(t, 'msgblocked');
      const first = await t.rest('POST', '/api/messages/send', { user_id: blocker.userId, text: 'hey' }, blocked.token);
      expect(first.status).toBe(201);
      expect(await t.rest('POST', '/api/messages/block-user', { user_id: blocked.userId }, blocker.token)).toEqual({
        status: 200,
        body: { blocked: true, user_id: blocked.userId },
      });
      const before = await messageCount(t);
      const refusal = { status: 403, body: { error: { code: 'FORBIDDEN', message: 'This user does not accept your messages.' } } };
      expect(await t.rest('POST', '/api/messages/send', { user_id: blocker.userId, text: 'again' }, blocked.token)).toEqual(refusal);
      expect(await t.rest('POST', '/api/messages/send', { conversation_id: first.body.conversation_id, text: 'again' }, blocked.token)).toEqual(refusal);
      expect(await t.rest('POST', '/api/messages/send', { user_id: blocked.userId, text: 'hi' }, blocker.token)).toEqual({
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'You blocked this user: unblock them to message them.' } },
      });
      expect(await messageCount(t)).toBe(before);
    });

    it('refuses bad input naming the field, before the database', async () => {
      const before = await messageCount(t);
      const send = (body: unknown) => t.rest('POST', '/api/messages/send', body, leader.token);
      expect(await send({ team_id: team.id, text: '   ' })).toEqual({ status: 400, body: { error: expect.objectContaining({ code: 'BAD_USER_INPUT', message: 'Messages cannot be empty.' }) } });
      const tooLong = await send({ team_id: team.id, text: 'x'.repeat(2001) });
      expect(tooLong).toMatchObject({ status: 400, body: { error: { code: 'BAD_USER_INPUT', message: 'Messages can be at most 2000 characters.' } } });
      expect((await send({ team_id: team.id, text: '😀'.repeat(2000) })).status).toBe(201);
      expect((await send({ text: 'nowhere' })).body.error.message).toBe(
        'Say where the message goes: exactly one of user_id, team_id, match_id or conversation_id.',
      );
      expect((await send({ team_id: team.id, user_id: second.userId, text: 'two places' })).status).toBe(400);
      expect((await send({ team_id: 'not-a-uuid', text: 'x' })).status).toBe(400);
      expect((await send({ user_id: leader.userId, text: 'me' })).body.error.message).toBe('You cannot message yourself.');
      const graphqlTooLong = await t.gql(SEND, { input: { teamId: team.id, text: 'y'.repeat(2001) } }, leader.token);
      expect(graphqlTooLong.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', fields: { text: 'Messages can be at most 2000 characters.' } }) })]);
      expect(await messageCount(t)).toBe(before + 1);
    });
  });
});
