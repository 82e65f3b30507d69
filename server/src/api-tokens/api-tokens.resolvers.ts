import type { Resolvers } from '../generated/resolvers';
import { requireViewer } from '../core/viewer';
import { apiTokensService, type ApiTokenModel } from './api-tokens.service';

export const apiTokensResolvers: Resolvers = {
  Query: {
    myApiTokens: (_, __, ctx) => apiTokensService.list(ctx, requireViewer(ctx).userId),
  },
  Mutation: {
    createApiToken: (_, { input }, ctx) => apiTokensService.create(ctx, input),
    revokeApiToken: (_, { id }, ctx) => apiTokensService.revoke(ctx, id),
  },
  ApiToken: {
    expiresAt: (token) => token.expiresAt.toISOString(),
    createdAt: (token) => token.createdAt.toISOString(),
    lastUsedAt: (token) => token.lastUsedAt?.toISOString() ?? null,
    expired: (token: ApiTokenModel) => token.expiresAt.getTime() <= Date.now(),
  },
  ApiTokenScope: { READ: 'read', WRITE_MATCHES: 'write:matches', WRITE_TEAMS: 'write:teams', ADMIN_ORGANIZER: 'admin:organizer' },
};
