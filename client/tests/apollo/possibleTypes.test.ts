import { createCache } from '../../src/apollo/cache';
import { competitionHeroFragment } from '../../src/components/competition/CompetitionHero';

describe("the cache's interfaces", () => {
  it('matches a fragment on Competition to a League written under another query, as the league page reads its hero', () => {
    const cache = createCache();
    const league = {
      __typename: 'League',
      id: 'l1',
      name: 'Valorant NA Ladder',
      bio: null,
      banner: null,
      profilePicture: null,
      videoUrl: null,
      viewerCanEdit: false,
      viewerIsFollowing: true,
      followerCount: 3,
      game: null,
      platform: null,
      region: null,
      organizer: { __typename: 'Organizer', id: 'o1', name: 'Clutch Org' },
    };
    cache.writeFragment({ id: 'League:l1', fragment: competitionHeroFragment, data: league });
    expect(cache.readFragment({ id: 'League:l1', fragment: competitionHeroFragment })).toEqual(league);
    expect(cache.policies.fragmentMatches(competitionHeroFragment.definitions[0] as never, 'Tournament')).toBe(true);
    expect(cache.policies.fragmentMatches(competitionHeroFragment.definitions[0] as never, 'Team')).toBe(false);
  });
});
