import { GraphQLScalarType, Kind } from 'graphql';
import { calendarDate, isoInstant } from '../core/input';

/** A stored instant as the API shows it. */
function toIso(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 date-time');
  return date.toISOString();
}

const DATE_TIME_INVALID = 'DateTime must be an ISO 8601 date-time on a real calendar day, e.g. 2026-11-22T18:30:00.000Z';
const DATE_INVALID = 'Date must be a real calendar day, YYYY-MM-DD';

/**
 * A DateTime from the client, at the door: an ISO 8601 date-time on a real day and time (see isoInstant), as its ISO
 * string in UTC. 2026-02-30T12:00:00Z was rolled into March by JavaScript; 0000-01-01 or +099999-01-01 reached
 * PostgreSQL, which refused them.
 */
function instantInput(value: unknown): string {
  const at = isoInstant(value);
  if (!at) throw new TypeError(DATE_TIME_INVALID);
  return at.toISOString();
}

export const scalarResolvers = {
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    description: 'An ISO 8601 date-time in UTC, e.g. 2026-11-22T18:30:00.000Z.',
    serialize: toIso,
    parseValue: instantInput,
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING) throw new TypeError('DateTime must be a string');
      return instantInput(ast.value);
    },
  }),
  Date: new GraphQLScalarType({
    name: 'Date',
    description: 'A calendar date, YYYY-MM-DD.',
    serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)),
    // A real calendar day (2026-02-30, 2026-13-01 and 99999-01-01 are refused here, not by the database).
    parseValue: (value) => {
      const date = calendarDate(value);
      if (!date) throw new TypeError(DATE_INVALID);
      return date;
    },
    parseLiteral: (ast) => {
      const date = ast.kind === Kind.STRING ? calendarDate(ast.value) : null;
      if (!date) throw new TypeError(DATE_INVALID);
      return date;
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
