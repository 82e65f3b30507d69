import { GraphQLScalarType, Kind } from 'graphql';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function toIso(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 date-time');
  return date.toISOString();
}

export const scalarResolvers = {
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    description: 'An ISO 8601 date-time in UTC, e.g. 2026-11-22T18:30:00.000Z.',
    serialize: toIso,
    parseValue: toIso,
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING) throw new TypeError('DateTime must be a string');
      return toIso(ast.value);
    },
  }),
  Date: new GraphQLScalarType({
    name: 'Date',
    description: 'A calendar date, YYYY-MM-DD.',
    serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)),
    parseValue: (value) => {
      if (typeof value !== 'string' || !DATE.test(value)) throw new TypeError('Date must be YYYY-MM-DD');
      return value;
    },
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING || !DATE.test(ast.value)) throw new TypeError('Date must be YYYY-MM-DD');
      return ast.value;
    },
  }),
  JSON: new GraphQLScalarType({
    name: 'JSON',
    description: 'Free-form JSON (metric maps, league settings).',
    serialize: (value) => value,
    parseValue: (value) => value,
    parseLiteral: function parse(ast): unknown {
      switch (ast.kind) {
        case Kind.STRING:
        case Kind.BOOLEAN:
          return ast.value;
        case Kind.INT:
        case Kind.FLOAT:
          return Number(ast.value);
        case Kind.NULL:
          return null;
        case Kind.LIST:
          return ast.values.map((v) => parse(v));
        case Kind.OBJECT:
          return Object.fromEntries(ast.fields.map((f) => [f.name.value, parse(f.value)]));
        default:
          throw new TypeError('Unsupported JSON literal');
      }
    },
  }),
};
