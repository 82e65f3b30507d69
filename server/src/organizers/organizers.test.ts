import { startTestApp, type TestApp } from '../../test/harness';
import { pageFixtures } from '../../test/factories/pages';
import { communityFixtures, type CommunityFixtures } from '../../test/factories/community';
import type { User } from '../users/users.entities';
import type { Organizer } from './organizers.entities';
import { describeFailingIdOrNameReads } from '../../test/errors';
import { graphql } from '../../test/gql';
import { expectEveryParamFinds } from '../../test/reads';

let t: TestApp;
let f: CommunityFixtures;
let owner: User;
let cup: Organizer;
let leagueId: string;

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = communityFixtures(t.app.deps.dataSource.manager);
  owner = await f.user({ userName: 'boss' });
  cup = await f.organizer(
    owner,
    { name: 'Clutch Cup' },
    { bio: 'Weekly cups.', profilePicture: '/media/cup.png', banner: '/media/cup-banner.png', videoUrl: 'https://video.example/cup' },
  );
  leagueId = (await pageFixtures(t.app.deps.dataSource.manager).league(cup)).id;
  await f.staff(cup, await f.user({ userName: 'moddy' }), { role: 'mod', assignment: [leagueId] });
  await f.staff(cup, await f.user({ userName: 'superadmin' }), { role: 'super_admin' });
  await f.staff(cup, await f.user({ userName: 'admin1' }), { role: 'admin', assignment: [leagueId] });
  await f.staff(cup, await f.user({ userName: 'invitee' }), { role: 'admin', status: 'pending' });
  await f.staff(cup, await f.user({ userName: 'nope' }), { role: 'admin', status: 'declined' });
});
afterAll(() => t?.stop());

const ORGANIZER = graphql(`query OrganizersOrganizer2($param: String!) {
  organizer(param: $param) {
    id name bio profilePicture banner videoUrl
    owner { userName }
    announcementWall { ownerType ownerId }
    staff { role status assignedLeagueIds user { userName } organizer { name } }
  }
}`);

describe('successful organizer reads', () => {
  it('finds an organizer by id and by name whatever the case', async () => {
    const read = (param: string) => t.gql(graphql(`query OrganizersOrganizer($param: String!) { organizer(param: $param) { id name } }`), { param });
    await expectEveryParamFinds(read, [cup.id, 'clutch cup', 'CLUTCH CUP'], { organizer: { id: cup.id, name: 'Clutch Cup' } });
  });

  it('serves the organizer page with its owner, announcement wall and approved staff, highest role first', async () => {
    const res = await t.gql(ORGANIZER, { param: cup.id });
    expect(res.errors).toBeUndefined();
    const organizer = res.data!.organizer;
    expect(organizer).toMatchObject({
      bio: 'Weekly cups.',
      profilePicture: '/media/cup.png',
      banner: '/media/cup-banner.png',
      videoUrl: 'https://video.example/cup',
      owner: { userName: 'boss' },
      announcementWall: { ownerType: 'ORGANIZER', ownerId: cup.id },
    });
    expect(organizer.staff).toEqual([
      { role: 'OWNER', status: 'APPROVED', assignedLeagueIds: [], user: { userName: 'boss' }, organizer: { name: 'Clutch Cup' } },
      {
        role: 'SUPER_ADMIN',
        status: 'APPROVED',
        assignedLeagueIds: [],
        user: { userName: 'superadmin' },
        organizer: { name: 'Clutch Cup' },
      },
      { role: 'ADMIN', status: 'APPROVED', assignedLeagueIds: [leagueId], user: { userName: 'admin1' }, organizer: { name: 'Clutch Cup' } },
      { role: 'MOD', status: 'APPROVED', assignedLeagueIds: [leagueId], user: { userName: 'moddy' }, organizer: { name: 'Clutch Cup' } },
    ]);
  });

  it('costs the same number of statements whatever the staff size', async () => {
    const small = await f.organizer(await f.user(), { name: 'Small Org' });
    const big = await f.organizer(await f.user(), { name: 'Big Org' });
    await f.staff(small, await f.user());
    for (let i = 0; i < 7; i++) await f.staff(big, await f.user());
    const cost = (param: string) => t.countStatements(() => t.gql(ORGANIZER, { param }));
    // organizer, page, owner, staff, staff users, wall: the owner's user row is read before the staff list exists
    expect(await cost(small.id)).toBe(6);
    expect(await cost(big.id)).toBe(6);
  });
});

describeFailingIdOrNameReads('organizer', {
  read: (param) => t.gql(graphql(`query OrganizersOrganizer3($param: String!) { organizer(param: $param) { id } }`), { param }),
  readBlank: () => t.gql(graphql(`query OrganizersOrganizer4 { organizer(param: " ") { id } }`)),
  unknownName: 'No Such Org',
  notFound: 'Organizer not found',
  required: 'An organizer id or name is required.',
});
