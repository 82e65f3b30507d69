import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { signUp, uploadFile, type Account } from '../../test/accounts';
import { expectRestError } from '../../test/errors';
import { startTestApp, type TestApp } from '../../test/harness';
import { Messages } from '../core/messages';
import type { League } from '../leagues/leagues.entities';
import type { Match } from '../matches/matches.entities';
import type { Organizer } from '../organizers/organizers.entities';
import type { Team } from '../teams/teams.entities';
import type { User } from '../users/users.entities';
import { pageFixtures, type PageFixtures } from '../../test/factories/pages';
import { graphql } from '../../test/gql';

let t: TestApp;
let f: PageFixtures;
let alice: Account;
let bob: Account;
let leader: Account;
let owner: Account;
let superAdmin: Account;
let team: Team;
let organizer: Organizer;
let league: League;
let match: Match;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const db = () => t.app.deps.dataSource.manager;
const asUser = (a: Account) => ({ id: a.userId }) as User;

/** A real image of the given size and format, drawn by sharp. */
async function image(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif') {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();
  return { bytes, name: `picture.${format === 'jpeg' ? 'jpg' : format}`, type: `image/${format}` };
}
const textAsPng = { bytes: Buffer.from('definitely not an image\n'), name: 'fake.png', type: 'image/png' };
const svg = {
  bytes: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64"/></svg>',
  ),
  name: 'logo.png',
  type: 'image/png',
};

/** Every stored media file, to show that a refused upload stored nothing. */
function mediaFiles(): string[] {
  const root = path.join(t.app.deps.config.dataDir, 'media');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(root, p)).isFile()).sort();
}
const snapshot = async () => ({
  files: mediaFiles(),
  rows: await Promise.all([
    db().query(`SELECT * FROM users_page ORDER BY user_id`),
    db().query(`SELECT * FROM team_page ORDER BY team_id`),
    db().query(`SELECT * FROM organizer_page ORDER BY organizer_id`),
    db().query(`SELECT * FROM league_page ORDER BY league_id`),
    db().query(`SELECT match_id, match_banner FROM matches ORDER BY match_id`),
  ]),
});

/** Fetches a stored image through /media and reads its format and size back. */
async function served(url: string) {
  expect(url).toMatch(/^\/media\/[a-z]+\/(picture|banner)\/[0-9a-f]{64}\.webp$/);
  const res = await fetch(t.url + url);
  expect(res.status).toBe(200);
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

/** A successful upload's step: PUTs an image drawn at `[width, height, format]` as the multipart `field` of `route`. */
async function putImage(route: string, field: string, drawn: Parameters<typeof image>, token: string) {
  return uploadFile(t, 'PUT', route, field, await image(...drawn), token);
}

/** What `served` reads back from a stored image: every upload is stored as WebP. */
const webp = (width: number, height: number) => ({ format: 'webp', width, height });

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = pageFixtures(db());
  [alice, bob, leader, owner, superAdmin] = await Promise.all(
    ['alice', 'bob', 'leader', 'owner', 'superadmin'].map((name) => signUp(t, name)),
  );
  team = await f.team({ name: 'Night Owls' });
  await f.member(team, asUser(leader), { role: 'leader' });
  organizer = await f.organizer(asUser(owner), { name: 'Clutch Cup' });
  await f.staff(organizer, asUser(superAdmin), { role: 'super_admin' });
  league = await f.league(organizer, { name: 'Spring Ladder' }, false);
  match = await f.match(league, [team, await f.team()]);
});
afterAll(() => t?.stop());

describe('failing-upload', () => {
  it('refuses anonymous uploads (401), other people (403), unknown pages (404) and malformed ids (400), storing nothing', async () => {
    const before = await snapshot();
    const png = await image(600, 600, 'png');
    expectRestError(
      await uploadFile(t, 'PUT', `/api/user/update-user-profile-pic/${alice.userId}`, 'user_profile_pic', png),
      401,
      'UNAUTHENTICATED',
      Messages.unauthenticated,
    );
    // authentication comes before the body is read: an anonymous oversize upload is 401, not 413
    const huge = { bytes: Buffer.alloc(6 * 1024 * 1024, 7), name: 'huge.png', type: 'image/png' };
    expectRestError(
      await uploadFile(t, 'PUT', `/api/user/update-user-profile-pic/${alice.userId}`, 'user_profile_pic', huge),
      401,
      'UNAUTHENTICATED',
      Messages.unauthenticated,
    );
    expectRestError(
      await uploadFile(t, 'PUT', `/api/user/update-user-banner/${alice.userId}`, 'user_banner_pic', png, bob.token),
      403,
      'FORBIDDEN',
      Messages.editUserForbidden,
    );
    expectRestError(
      await uploadFile(t, 'PUT', `/api/team/update-team-banner/${team.id}`, 'team_banner_pic', png, bob.token),
      403,
      'FORBIDDEN',
      Messages.editTeamForbidden,
    );
    expectRestError(
      await uploadFile(
        t,
        'PUT',
        `/api/organizer/update-organizer-profile-pic/${organizer.id}`,
        'organizer_profile_pic',
        png,
        superAdmin.token,
      ),
      403,
      'FORBIDDEN',
      Messages.editOrganizerForbidden,
    );
    expectRestError(
      await uploadFile(t, 'PUT', `/api/league/update-league-banner/${league.id}`, 'league_banner_pic', png, leader.token),
      403,
      'FORBIDDEN',
      Messages.editLeagueForbidden,
    );
    expectRestError(
      await uploadFile(t, 'PUT', `/api/league/update-match-banner/${match.id}`, 'league_match_banner', png, leader.token),
      403,
      'FORBIDDEN',
      Messages.editMatchForbidden,
    );
    expectRestError(
      await uploadFile(t, 'PUT', `/api/team/update-team-profile-pic/${UNKNOWN}`, 'team_profile_pic', png, leader.token),
      404,
      'NOT_FOUND',
      'Team not found',
    );
    expectRestError(
      await uploadFile(t, 'PUT', `/api/league/update-match-banner/${UNKNOWN}`, 'league_match_banner', png, owner.token),
      404,
      'NOT_FOUND',
      'Match not found',
    );
    expectRestError(
      await uploadFile(t, 'PUT', `/api/league/update-league-pic/not-a-league`, 'league_profile_pic', png, owner.token),
      400,
      'BAD_USER_INPUT',
      Messages.invalidId,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a text file named .png, an SVG, a missing file and an oversize file, storing nothing', async () => {
    const before = await snapshot();
    const route = `/api/user/update-user-profile-pic/${alice.userId}`;
    expectRestError(
      await uploadFile(t, 'PUT', route, 'user_profile_pic', textAsPng, alice.token),
      400,
      'BAD_USER_INPUT',
      Messages.imageInvalid,
    );
    expectRestError(await uploadFile(t, 'PUT', route, 'user_profile_pic', svg, alice.token), 400, 'BAD_USER_INPUT', Messages.imageInvalid);
    const tiff = await image(40, 40, 'png').then(async (png) => ({ ...png, bytes: await sharp(png.bytes).tiff().toBuffer() }));
    expectRestError(await uploadFile(t, 'PUT', route, 'user_profile_pic', tiff, alice.token), 400, 'BAD_USER_INPUT', Messages.imageInvalid);
    // the right image in the wrong field
    expectRestError(
      await uploadFile(t, 'PUT', route, 'avatar', await image(64, 64, 'png'), alice.token),
      400,
      'BAD_USER_INPUT',
      Messages.imageRequired.replace('{field}', 'user_profile_pic'),
    );
    // no multipart body at all
    expectRestError(
      await t.rest('PUT', route, { user_profile_pic: 'x' }, alice.token),
      400,
      'BAD_USER_INPUT',
      Messages.imageRequired.replace('{field}', 'user_profile_pic'),
    );
    const huge = { bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 7), name: 'huge.png', type: 'image/png' };
    expectRestError(
      await uploadFile(t, 'PUT', route, 'user_profile_pic', huge, alice.token),
      413,
      'PAYLOAD_TOO_LARGE',
      Messages.imageTooLarge,
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('media headers', () => {
  it('serves stored media with X-Content-Type-Options: nosniff, and a missing file as JSON 404 with nosniff', async () => {
    const res = await putImage(`/api/user/update-user-profile-pic/${alice.userId}`, 'user_profile_pic', [64, 64, 'png'], alice.token);
    expect(res.status).toBe(200);
    const stored = await fetch(t.url + res.body.users_page[0].user_profile_pic);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await fetch(`${t.url}/media/user/picture/${'0'.repeat(64)}.webp`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('successful-upload', () => {
  it('stores a user picture cropped square to 512x512 WebP under a content hash, and saves its URL', async () => {
    const res = await putImage(`/api/user/update-user-profile-pic/${alice.userId}`, 'user_profile_pic', [1200, 900, 'png'], alice.token);
    expect(res.status).toBe(200);
    const url = res.body.users_page[0].user_profile_pic;
    expect(await served(url)).toEqual(webp(512, 512));
    const graph = await t.gql(graphql(`query UploadsUser { user(param: "alice") { profilePicture banner } }`));
    expect(graph.data!.user).toEqual({ profilePicture: url, banner: null });
    // the same image again is the same file
    const again = await putImage(`/api/user/update-user-profile-pic/${alice.userId}`, 'user_profile_pic', [1200, 900, 'png'], alice.token);
    expect(again.body.users_page[0].user_profile_pic).toBe(url);
  });

  it('fits banners inside 1600x400 and never enlarges small images', async () => {
    const big = await putImage(`/api/user/update-user-banner/${alice.userId}`, 'user_banner_pic', [3200, 1000, 'jpeg'], alice.token);
    expect(await served(big.body.users_page[0].user_banner)).toEqual(webp(1280, 400));
    const small = await putImage(`/api/team/update-team-banner/${team.id}`, 'team_banner_pic', [800, 200, 'webp'], leader.token);
    expect(small.body.team_banner).toBe(
      (await db().query(`SELECT team_banner FROM team_page WHERE team_id = $1`, [team.id]))[0].team_banner,
    );
    expect(await served(small.body.team_banner)).toEqual(webp(800, 200));
    const tiny = await putImage(`/api/team/update-team-profile-pic/${team.id}`, 'team_profile_pic', [300, 100, 'gif'], leader.token);
    expect(await served(tiny.body.team_profile_pic)).toEqual(webp(100, 100));
  });

  it('accepts AVIF, WebP and JPEG for organizer and league pages (owner and super admin), creating a missing league page', async () => {
    const org = await putImage(`/api/organizer/update-organizer-profile-pic/${organizer.id}`, 'organizer_profile_pic', [700, 700, 'avif'], owner.token);
    expect(await served(org.body.organizer_profile_pic)).toEqual(webp(512, 512));
    const orgBanner = await putImage(`/api/organizer/update-organizer-banner/${organizer.id}`, 'organizer_banner_pic', [2000, 400, 'webp'], owner.token);
    expect(await served(orgBanner.body.organizer_banner)).toEqual(webp(1600, 320));

    const pic = await putImage(`/api/league/update-league-pic/${league.id}`, 'league_profile_pic', [256, 256, 'jpeg'], superAdmin.token);
    expect(pic.body).toMatchObject({ league_id: league.id, league_page_id: expect.any(String), league_banner: null });
    expect(await served(pic.body.league_profile_pic)).toEqual(webp(256, 256));
    const pic2 = await putImage(`/api/league/update-league-profile-pic/${league.id}`, 'league_profile_pic', [900, 600, 'png'], owner.token);
    expect(await served(pic2.body.league_profile_pic)).toEqual(webp(512, 512));
    const banner = await putImage(`/api/league/update-league-banner/${league.id}`, 'league_banner_pic', [1600, 1600, 'png'], owner.token);
    expect(await served(banner.body.league_banner)).toEqual(webp(400, 400));
    const graph = await t.gql(graphql(`query UploadsLeague($id: String!) { league(param: $id) { profilePicture banner } }`), { id: league.id });
    expect(graph.data!.league).toEqual({ profilePicture: pic2.body.league_profile_pic, banner: banner.body.league_banner });
  });

  it('stores a match banner on the match named in the path', async () => {
    const res = await putImage(`/api/league/update-match-banner/${match.id}`, 'league_match_banner', [2400, 600, 'jpeg'], superAdmin.token);
    expect(res.body).toMatchObject({ match_id: match.id, league_id: league.id });
    expect(await served(res.body.match_banner)).toEqual(webp(1600, 400));
    const graph = await t.gql(graphql(`query UploadsMatch($id: ID!) { match(id: $id) { banner } }`), { id: match.id });
    expect(graph.data!.match.banner).toBe(res.body.match_banner);
  });
});
