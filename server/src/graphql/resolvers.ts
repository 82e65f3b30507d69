import { catalogResolvers } from '../catalog/catalog.resolvers';
import type { Resolvers } from '../generated/resolvers';

const baseResolvers: Resolvers = {
  Query: { ok: () => true },
};

/** Every domain's resolvers; each is a thin adapter over its service. */
export const allResolvers: Resolvers[] = [baseResolvers, catalogResolvers];
