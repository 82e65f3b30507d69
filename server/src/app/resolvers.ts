import './competitions';
import './webhooks';
import { catalogResolvers } from '../catalog';
import { commentsResolvers } from '../comments';
import { exchangeResolvers } from '../exchange';
import { followsResolvers } from '../follows';
import type { Resolvers } from '../generated/resolvers';
import { invitationsResolvers } from '../invitations';
import { leaderboardsResolvers } from '../leaderboards';
import { leagueResolvers } from '../leagues';
import { matchResolvers } from '../matches';
import { matchReportsResolvers } from '../match-reports';
import { messagesResolvers } from '../messages';
import { moderationResolvers } from '../moderation';
import { notificationsResolvers } from '../notifications';
import { organizersResolvers } from '../organizers';
import { pagesResolvers } from '../pages';
import { schedulingResolvers } from '../scheduling';
import { searchResolvers } from '../search';
import { teamsResolvers } from '../teams';
import { tournamentResolvers } from '../tournaments';
import { usersResolvers } from '../users';
import { apiTokensResolvers } from '../api-tokens';
import { webhooksResolvers } from '../webhooks';

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

/**
 * Every domain's resolvers; each is a thin adapter over its service. A domain may extend another's type with the
 * relations it owns (matches adds League.matches and Team.recentMatches), so the dependencies point one way.
 */
export const allResolvers: Resolvers[] = [
  baseResolvers,
  catalogResolvers,
  usersResolvers,
  teamsResolvers,
  organizersResolvers,
  notificationsResolvers,
  invitationsResolvers,
  followsResolvers,
  commentsResolvers,
  messagesResolvers,
  moderationResolvers,
  leaderboardsResolvers,
  leagueResolvers,
  matchResolvers,
  matchReportsResolvers,
  schedulingResolvers,
  tournamentResolvers,
  exchangeResolvers,
  searchResolvers,
  pagesResolvers,
  apiTokensResolvers,
  webhooksResolvers,
];
