import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import type { Rng } from './prng';

/**
 * Random GraphQL documents of the shapes that make validation and execution expensive: fragments spreading earlier
 * fragments (several times each, nested under fields and inline fragments), inline fragments on the type and its
 * abstract types, aliases drawn from a small pool (so overlapping-field checks find look-alike fields with different
 * arguments), @include/@skip directives, list and connection fields with page sizes. Mostly valid against the schema,
 * sometimes not (an unknown field, a fragment on the wrong type): validation must be fast either way.
 * Every document is at most `maxTokens` tokens long (the parser's limit): fragments are added while they fit.
 */
export function randomDocument(rng: Rng, schema: GraphQLSchema, maxTokens: number): string {
  const query = schema.getQueryType()!;
  /** Fragments written so far: name, type, tokens. */
  const fragments: Array<{ name: string; type: GraphQLCompositeType; text: string; spreads: Set<string> }> = [];
  /** The fragments the selection set being written spreads. */
  let spreads = new Set<string>();
  let tokens = 0;
  const ALIASES = ['a', 'b', 'c'];
  // Tame documents (no aliases, rare directives, no unknown fields, one spread of a fragment at a time) mostly pass
  // the rules and reach compilation; doubling ones are tame but spread fragments twice (`__typename` bombs: nothing but
  // their size refuses them); wild ones go all out.
  const mode = rng.pick(['wild', 'wild', 'doubling', 'tame'] as const);
  const wild = mode === 'wild';
  const odds = wild
    ? { alias: 0.2, directive: 0.1, invalid: 0.02, spreads: 3, spread: 0.6 }
    : { alias: 0, directive: 0.02, invalid: 0, spreads: mode === 'doubling' ? 2 : 1, spread: mode === 'doubling' ? 0.5 : 0.35 };

  const argumentsOf = (field: GraphQLField<unknown, unknown>): string | null => {
    const parts: string[] = [];
    for (const arg of field.args) {
      const type = getNamedType(arg.type);
      const required = isNonNullType(arg.type) && arg.defaultValue === undefined;
      if (!required && !(wild && rng.chance(0.3))) continue;
      // Tame documents give a field the same arguments everywhere (else the same field merges with different ones).
      const choose = <T>(items: readonly T[]): T => (wild ? rng.pick(items) : items[0]);
      if (['first', 'last', 'limit'].includes(arg.name)) parts.push(`${arg.name}: ${choose([2, 1, 5, 20, 100])}`);
      else if (isScalarType(type) && (type.name === 'ID' || type.name === 'String')) parts.push(`${arg.name}: "${choose(['00000000-0000-4000-8000-000000000000', 'x'])}"`);
      else if (isScalarType(type) && type.name === 'Int') parts.push(`${arg.name}: ${choose([1, 0, 2])}`);
      else if (isScalarType(type) && type.name === 'Boolean') parts.push(`${arg.name}: ${choose([true, false])}`);
      else if (isEnumType(type)) parts.push(`${arg.name}: ${choose(type.getValues()).name}`);
      else if (required) return null; // an input object we do not build: not this field
    }
    return parts.length > 0 ? `(${parts.join(', ')})` : '';
  };

  /** A selection set on `type`, `depth` levels of fields at most below. */
  const selectionSet = (type: GraphQLCompositeType, depth: number): string => {
    const picks: string[] = [];
    const count = 1 + rng.int(4);
    const fields = isObjectType(type) || isInterfaceType(type) ? Object.values(type.getFields()) : [];
    const usable = fragments.filter((f) => f.type === type || (isUnionType(f.type) || isInterfaceType(f.type) ? schema.isSubType(f.type, type as never) || f.type === type : false));
    for (let i = 0; i < count; i++) {
      const roll = rng.next();
      if (roll < odds.spread && usable.length > 0) {
        // Spread the most recent fragments most often: that is what nests them deepest.
        const fragment = usable[usable.length - 1 - Math.min(usable.length - 1, rng.int(3))];
        const times = 1 + rng.int(odds.spreads);
        spreads.add(fragment.name);
        for (let k = 0; k < times; k++) picks.push(`...${fragment.name}${rng.chance(odds.directive) ? ' @include(if: true)' : ''}`);
      } else if (roll < odds.spread + 0.1 && depth > 0) {
        const on = isUnionType(type) ? rng.pick(type.getTypes()) : type;
        picks.push(`... on ${on.name}${rng.chance(odds.directive) ? ' @skip(if: false)' : ''} { ${selectionSet(on, depth - 1)} }`);
      } else if (roll < odds.spread + 0.15) {
        picks.push(rng.chance(1 - odds.alias) ? '__typename' : `${rng.pick(ALIASES)}: __typename`);
      } else if (roll < odds.spread + 0.15 + odds.invalid) {
        picks.push('notAField'); // invalid on purpose
      } else if (fields.length > 0) {
        const field = rng.pick(fields);
        const args = argumentsOf(field as GraphQLField<unknown, unknown>);
        if (args === null) continue;
        const alias = rng.chance(odds.alias) ? `${rng.pick(ALIASES)}: ` : '';
        const named = getNamedType(field.type);
        if (isCompositeType(named)) {
          if (depth <= 0) continue;
          picks.push(`${alias}${field.name}${args} { ${selectionSet(named, depth - 1)} }`);
        } else picks.push(`${alias}${field.name}${args}`);
      }
    }
    return picks.length > 0 ? picks.join(' ') : '__typename';
  };

  const count = (text: string) => text.match(/\.\.\.|[A-Za-z_][\w]*|"[^"]*"|-?\d+|[{}():@!$=[\]]/g)?.length ?? 0;
  const typesWithFragments = [query, ...Object.values(query.getFields()).map((f) => getNamedType(f.type)).filter(isCompositeType)];
  for (let i = 0; ; i++) {
    const type = i % (wild ? 2 : 3) === 0 || fragments.length < 2 ? query : rng.pick(typesWithFragments);
    const name = `F${i}`;
    spreads = new Set();
    const text = `fragment ${name} on ${type.name} { ${selectionSet(type, 1 + rng.int(3))} }`;
    const size = count(text);
    if (tokens + size > maxTokens - 60 || i > 200) break;
    fragments.push({ name, type, text, spreads });
    tokens += size;
  }
  // The operation spreads the last fragments on Query (the deepest nests; tame documents: every one no other spreads),
  // with a field beside them; only the fragments it reaches are written (NoUnusedFragments would refuse the rest).
  const onQuery = fragments.filter((f) => f.type === query);
  const roots = wild ? onQuery.slice(-2) : onQuery.filter((f) => !fragments.some((other) => other.spreads.has(f.name))).slice(-10);
  const operation = `query Q { ${roots.map((f) => (wild ? `...${f.name} ...${f.name}` : `...${f.name}`)).join(' ')} ok }`;
  const reached = new Set(roots.map((f) => f.name));
  for (let i = fragments.length - 1; i >= 0; i--) if (reached.has(fragments[i].name)) for (const spread of fragments[i].spreads) reached.add(spread);
  return [operation, ...fragments.filter((f) => reached.has(f.name)).map((f) => f.text)].join('\n');
}
