/**
 * possible-types: a graphql-codegen plugin of our own that emits, for each interface and union of the schema, the
 * object types that can stand for it, as Apollo Client's InMemoryCache `possibleTypes` option wants them.
 *
 * Why: a fragment on an interface (`fragment CompetitionHero_competition on Competition`) only matches a League or a
 * Tournament in the cache when the cache knows they implement it; without the map, Apollo writes and reads nothing of
 * such a fragment. @graphql-codegen/fragment-matcher does the same; this is the few lines of it we need.
 */
'use strict';

const { isInterfaceType, isUnionType } = require('graphql');

module.exports = {
  plugin(schema) {
    const possibleTypes = {};
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (isInterfaceType(type) || isUnionType(type)) {
        possibleTypes[type.name] = schema
          .getPossibleTypes(type)
          .map((member) => member.name)
          .sort();
      }
    }
    return `export const possibleTypes: Record<string, string[]> = ${JSON.stringify(possibleTypes, null, 2)};\n`;
  },
};
