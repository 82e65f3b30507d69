import { catalogResolvers } from '../catalog/catalog.resolvers';
import { commentsResolvers } from '../comments/comments.resolvers';
import { followsResolvers } from '../follows/follows.resolvers';
import { leaderboardsResolvers } from '../leaderboards/leaderboards.resolvers';
import { organizersResolvers } from '../organizers/organizers.resolvers';
import { teamsResolvers } from '../teams/teams.resolvers';
import { usersResolvers } from '../users/users.resolvers';
import { leagueResolvers } from '../leagues/leagues.resolvers';
import { matchResolvers } from '../matches/matches.resolvers';
import { tournamentResolvers } from '../tournaments/tournaments.resolvers';
import { searchResolvers } from '../search/search.resolvers';
import { profilesResolvers } from '../profiles/profiles.resolvers';
import type { Resolvers } from '../generated/resolvers';

const baseResolvers: Resolvers = {
  Query: { ok: () => true },
  Mutation: { ping: () => true },
  Subscription: {
    heartbeat: {
      subscribe: async function* () {
        for (let beat = 0; beat < 3; beat++) {
          if (beat > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
          yield { heartbeat: new Date().toISOString() };
        }
      },
    },
  },
};

/** Every domain's resolvers; each is a thin adapter over its service. */
export const allResolvers: Resolvers[] = [baseResolvers, catalogResolvers, usersResolvers, teamsResolvers, organizersResolvers, followsResolvers, commentsResolvers, leaderboardsResolvers, leagueResolvers, matchResolvers, tournamentResolvers, searchResolvers, profilesResolvers];
