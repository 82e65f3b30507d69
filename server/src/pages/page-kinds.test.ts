import { signUp, type Account } from '../../test/accounts';
import { expectGraphQLError, expectRestError } from '../../test/errors';
import { startTestApp, type TestApp } from '../../test/harness';
import { Messages } from '../core/messages';
import type { Match } from '../matches';
import { Tournament, type Tournament as TournamentRow } from '../tournaments';
import type { User } from '../users';
import { pageFixtures } from '../../test/factories/pages';
import { graphql } from '../../test/gql';

// The page table's newer rows: the tournament page (a row in the table, no code of its own) and the match page's
// GraphQL edit, through both doors, with the same permissions as the league pages.
let t: TestApp;
let owner: Account;
let superAdmin: Account;
let stranger: Account;
let cup: TournamentRow;
let match: Match;
const db = () => t.app.deps.dataSource.manager;
const asUser = (a: Account) => ({ id: a.userId }) as User;

const UPDATE_TOURNAMENT = graphql(`mutation PageKindsUpdateTournament($id: ID!, $input: UpdatePageProfileInput!) {
  updateTournamentProfile(tournamentId: $id, input: $input) { id bio videoUrl viewerCanEdit }
}`);
const UPDATE_MATCH = graphql(`mutation PageKindsUpdateMatch($id: ID!, $input: UpdateMatchPageInput!) {
  updateMatchPage(matchId: $id, input: $input) { id videoUrl viewerCanEdit }
}`);

beforeAll(async () => {
  t = await startTestApp(__filename);
  const f = pageFixtures(db());
  [owner, superAdmin, stranger] = await Promise.all(['owner', 'superadmin', 'stranger'].map((name) => signUp(t, name)));
  const organizer = await f.organizer(asUser(owner), { name: 'Clutch Cup' });
  await f.staff(organizer, asUser(superAdmin), { role: 'super_admin' });
  cup = await db().getRepository(Tournament).save({ name: 'Winter Cup', organizerId: organizer.id, size: 8 });
  const league = await f.league(organizer, { name: 'Spring Ladder' });
  match = await f.match(league, [await f.team(), await f.team()], { status: 'scheduled' });
});
afterAll(() => t?.stop());

describe('failing-edit: tournament and match pages', () => {
  it('refuses anonymous and stranger edits and changes nothing', async () => {
    const before = await db().query(`SELECT * FROM tournament_page`);
    expectGraphQLError(await t.gql(UPDATE_TOURNAMENT, { id: cup.id, input: { bio: 'x' } }), 'UNAUTHENTICATED', Messages.unauthenticated);
    expectGraphQLError(
      await t.gql(UPDATE_TOURNAMENT, { id: cup.id, input: { bio: 'x' } }, stranger.token),
      'FORBIDDEN',
      Messages.editTournamentForbidden,
    );
    expectRestError(await t.rest('PUT', `/api/tourney/update-profile/${cup.id}`, { tourney_bio: 'x' }, stranger.token), 403, 'FORBIDDEN', Messages.editTournamentForbidden);
    expectGraphQLError(await t.gql(UPDATE_MATCH, { id: match.id, input: { videoUrl: 'https://v.example/x' } }, stranger.token), 'FORBIDDEN', Messages.editMatchForbidden);
    expect(await db().query(`SELECT * FROM tournament_page`)).toEqual(before);
  });

  it('validates like every other page', async () => {
    expectGraphQLError(
      await t.gql(UPDATE_TOURNAMENT, { id: cup.id, input: { videoUrl: 'ftp://nope' } }, owner.token),
      'BAD_USER_INPUT',
      Messages.videoUrlInvalid,
    );
  });
});

describe('successful-edit: tournament and match pages', () => {
  it('lets the owner and a super admin edit a tournament page through GraphQL and the REST family, creating its page row', async () => {
    const res = await t.gql(UPDATE_TOURNAMENT, { id: cup.id, input: { bio: 'Cold and fast.' } }, owner.token);
    expect(res.data!.updateTournamentProfile).toEqual({ id: cup.id, bio: 'Cold and fast.', videoUrl: null, viewerCanEdit: true });
    const rest = await t.rest('PUT', `/api/tourney/update-tourney-video-url/${cup.id}`, { tourney_video_data: 'https://v.example/cup' }, superAdmin.token);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ tournament_id: cup.id, tourney_bio: 'Cold and fast.', tourney_video_data: 'https://v.example/cup' });
    const read = await t.gql(graphql(`query PageKindsTournament($id: ID!) { tournament(id: $id) { bio videoUrl viewerCanEdit } }`), { id: cup.id }, stranger.token);
    expect(read.data!.tournament).toEqual({ bio: 'Cold and fast.', videoUrl: 'https://v.example/cup', viewerCanEdit: false });
  });

  it('lets the owner edit a match video through GraphQL', async () => {
    const res = await t.gql(UPDATE_MATCH, { id: match.id, input: { videoUrl: 'https://v.example/final' } }, owner.token);
    expect(res.data!.updateMatchPage).toEqual({ id: match.id, videoUrl: 'https://v.example/final', viewerCanEdit: true });
  });
});
