import type { Resolvers } from '../generated/resolvers';
import { PAGE_KINDS } from './pages.kinds';
import { pagesService } from './pages.service';

/** viewerCanEdit and the page-row fields of every page kind, generated from the page table. */
function pageTypeResolvers(): Resolvers {
  const resolvers: Record<string, Record<string, unknown>> = {};
  for (const spec of Object.values(PAGE_KINDS)) {
    const fields: Record<string, unknown> = {
      viewerCanEdit: (owner: object, _: unknown, ctx: Parameters<typeof pagesService.canEdit>[0]) => pagesService.canEdit(ctx, spec.kind, owner),
    };
    for (const [field, column] of Object.entries(spec.readFromPage)) {
      fields[field] = (owner: object, _: unknown, ctx: Parameters<typeof pagesService.pageField>[0]) =>
        pagesService.pageField(ctx, spec.kind, owner, column);
    }
    resolvers[spec.graphqlType] = fields;
  }
  return resolvers as Resolvers;
}

export const pagesResolvers: Resolvers = {
  ...pageTypeResolvers(),
  Mutation: {
    updateUserProfile: (_, { userId, input }, ctx) => pagesService.update(ctx, 'user', userId, input) as never,
    updateTeamProfile: (_, { teamId, input }, ctx) => pagesService.update(ctx, 'team', teamId, input) as never,
    updateOrganizerProfile: (_, { organizerId, input }, ctx) => pagesService.update(ctx, 'organizer', organizerId, input) as never,
    updateLeagueProfile: (_, { leagueId, input }, ctx) => pagesService.update(ctx, 'league', leagueId, input) as never,
    updateTournamentProfile: (_, { tournamentId, input }, ctx) => pagesService.update(ctx, 'tournament', tournamentId, input) as never,
    updateMatchPage: (_, { matchId, input }, ctx) => pagesService.update(ctx, 'match', matchId, input) as never,
  },
};
