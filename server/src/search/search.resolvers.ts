import type { Resolvers } from '../generated/resolvers';
import { searchService } from './search.service';

export const searchResolvers: Resolvers = {
  Query: {
    search: (_, { text, first }, ctx) => searchService.search(ctx, text, first),
  },
};
