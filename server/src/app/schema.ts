import type { GraphQLSchema } from 'graphql';
import { buildSchema } from '../graphql/schema';
import { allResolvers } from './resolvers';

/** The executable schema of the whole app (the SDL of schema/ with every domain's resolvers). */
export function buildAppSchema(): GraphQLSchema {
  return buildSchema(allResolvers);
}
