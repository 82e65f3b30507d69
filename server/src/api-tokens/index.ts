/** The api-tokens domain's public surface: personal API tokens (issue 28). */
export { apiTokensService, createApiTokenResolver, hashApiToken, type ApiTokenModel } from './api-tokens.service';
export { apiTokensResolvers } from './api-tokens.resolvers';
export { apiTokensRoutes, toRestApiToken } from './api-tokens.routes';
