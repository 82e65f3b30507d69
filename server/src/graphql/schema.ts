import fs from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { scalarResolvers } from './scalars';
import type { Resolvers } from '../generated/resolvers';

/** schema/ sits at the repo root; the compiled server is nested deeper (dist/server/src/...), so walk up to find it. */
export function findSchemaDir(from = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'schema');
    if (fs.existsSync(path.join(candidate, 'base.graphql'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error('schema/ folder not found above ' + from);
  }
}

export function loadTypeDefs(): string[] {
  const dir = findSchemaDir();
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

export function buildSchema(resolvers: Resolvers[]): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: [scalarResolvers, ...resolvers] as never });
}
