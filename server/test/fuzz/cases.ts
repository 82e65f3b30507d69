import type { Router } from 'express';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { jsonBody, malformedBody, multipartBody, type WireBody } from './bodies';
import type { Rng } from './prng';
import { hostileAny, hostileDate, hostileId, hostileNumber, hostileString, longString, type KnownValues } from './values';

export type Door = 'rest' | 'auth' | 'graphql' | 'media';

/** One request of the run. */
export interface FuzzCase {
  door: Door;
  /** The route (`PUT /api/user/update-profile/:id`) or operation (`mutation postComment`). */
  target: string;
  /** What was hostile about it (json, broken-json, charset, multipart-..., literal, ...). */
  variant: string;
  method: string;
  /** Path and query string, as sent (already percent-encoded or deliberately not). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Whether an accepted answer may have written rows (then its batch cannot prove "refused changes nothing"). */
  mayWrite: boolean;
}

/** Who sends the request: nobody, a forged or broken token, a fresh user, or the seeded owner of much of the world. */
export interface Tokens {
  user: string;
  owner: string;
}

const JUNK_AUTH = [
  'Bearer',
  'Bearer ',
  'Bearer a.b.c',
  'Basic Zm9vOmJhcg==',
  'Bearer ' + 'x'.repeat(8000),
  // alg "none", sub of nobody.
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAiLCJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.',
  "Bearer ' OR '1'='1",
  'bearer  \t token',
];

function authHeader(rng: Rng, tokens: Tokens): Record<string, string> {
  const roll = rng.next();
  if (roll < 0.3) return {};
  if (roll < 0.4) {
    const junk = rng.chance(0.3) ? `Bearer ${tokens.owner.slice(0, -2)}${tokens.owner.endsWith('A') ? 'BB' : 'AA'}` : rng.pick(JUNK_AUTH);
    return { authorization: junk };
  }
  return { authorization: `Bearer ${rng.chance(0.5) ? tokens.user : tokens.owner}` };
}

/** Extra headers now and then: what a hostile client adds to confuse proxies, throttles and content negotiation. */
function oddHeaders(rng: Rng): Record<string, string> {
  if (!rng.chance(0.15)) return {};
  return rng.pick<Record<string, string>>([
    { 'x-forwarded-for': "1.2.3.4, ' OR 1=1, ::ffff:127.0.0.1" },
    { accept: 'text/html' },
    { accept: 'application/xml;q=1, */*;q=0' },
    { 'accept-charset': 'utf-7' },
    { 'x-supabase-api-version': rng.pick(['2024-01-01', '9999-99-99', 'x', '2024-01-01\t']) },
    { 'x-http-method-override': 'DELETE' },
    { origin: 'https://evil.example' },
    { 'content-language': '../../etc' },
  ]);
}

// ---- REST, auth and media: routes read from the routers' own stacks ----------------------------------------------

/** A route as Express knows it, with the body and query keys its handlers read. */
export interface RouteInfo {
  door: Door;
  method: string;
  /** Mount prefix + route path with :params. */
  path: string;
  bodyKeys: string[];
  queryKeys: string[];
  /** Multipart file field names when the route takes an upload. */
  fileFields?: string[];
}

/** Keys a handler reads, from its source: bodyOf(req).x, body.x, helpers(body, 'x'), destructuring and req.query.x. */
export function keysRead(source: string): { body: string[]; query: string[] } {
  const body = new Set<string>();
  const query = new Set<string>();
  for (const m of source.matchAll(/(?:bodyOf\(req\)|\bbody|req\.body)\.([A-Za-z_]\w*)/g)) body.add(m[1]);
  for (const m of source.matchAll(/\w+\(body, '([A-Za-z_]\w*)'/g)) body.add(m[1]);
  for (const m of source.matchAll(/\{([^{}]*)\}\s*=\s*(?:\{[^{}]*)?bodyOf\(req\)/g)) {
    for (const part of m[1].split(',')) {
      const key = part.split(':')[0].trim();
      if (/^[A-Za-z_]\w*$/.test(key)) body.add(key);
    }
  }
  for (const m of source.matchAll(/req\.query\.([A-Za-z_]\w*)/g)) query.add(m[1]);
  for (const m of source.matchAll(/queryString\(req, '([A-Za-z_]\w*)'\)/g)) query.add(m[1]);
  return { body: [...body], query: [...query] };
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack: Array<{ handle: (...args: unknown[]) => unknown }> };
}

/**
 * Every route of a router (Express 5 keeps them on router.stack), with the keys its handlers read. `describe` adds
 * what the source cannot show (keys read by a shared service method, the upload fields of a generated route).
 */
export function routesOf(
  door: Door,
  mount: string,
  router: Router,
  describe: (method: string, path: string, handlers: Array<(...args: unknown[]) => unknown>) => Partial<RouteInfo> = () => ({}),
): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const layer of (router as unknown as { stack: Layer[] }).stack) {
    if (!layer.route) continue;
    const handlers = layer.route.stack.map((l) => l.handle);
    const keys = keysRead(handlers.map((h) => h.toString()).join('\n'));
    for (const method of Object.keys(layer.route.methods)) {
      const extra = describe(method, layer.route.path, handlers);
      routes.push({
        door,
        method: method.toUpperCase(),
        path: mount + layer.route.path,
        bodyKeys: [...new Set([...keys.body, ...(extra.bodyKeys ?? [])])],
        queryKeys: [...new Set([...keys.query, ...(extra.queryKeys ?? [])])],
        fileFields: extra.fileFields,
      });
    }
  }
  return routes;
}

/** Percent-encoding that also takes lone surrogates (as their WTF-8 bytes, which no UTF-8 decoder accepts). */
export function encodePart(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0xd800 || cp > 0xdfff) out += encodeURIComponent(ch);
    else out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  }
  return out;
}

/** A path parameter: a real id or name, a hostile one percent-encoded, or escapes that do not decode. */
function pathParam(rng: Rng, known: KnownValues): string {
  const roll = rng.next();
  if (roll < 0.35) return encodePart(rng.pick([...known.ids, ...known.names]));
  if (roll < 0.85) return encodePart(rng.chance(0.5) ? hostileId(rng, known) : hostileString(rng, known));
  return rng.pick(['%', '%ZZ', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '%FF%FE', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', '%252e', '%00', 'a%00b', '%uD800', '..', '.', '%20']);
}

function queryString(rng: Rng, known: KnownValues, keys: string[]): string {
  if (!rng.chance(keys.length > 0 ? 0.6 : 0.15)) return '';
  const pairs: string[] = [];
  const vocabulary = keys.length > 0 ? keys : ['first', 'after', 'id', 'q'];
  for (let i = 0, n = 1 + rng.int(3); i < n; i++) {
    const key = rng.chance(0.85) ? rng.pick(vocabulary) : rng.pick(['__proto__[polluted]', 'constructor[prototype][polluted]', 'a[b][c]', 'a[]', '']);
    const value = rng.chance(0.1) ? rng.pick(['%', '%ZZ', '%00', '%ED%A0%80']) : encodePart(String(rng.chance(0.3) ? hostileId(rng, known) : hostileString(rng, known)));
    pairs.push(`${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${value}`);
    if (rng.chance(0.1)) pairs.push(`${encodeURIComponent(key)}=again`);
  }
  return `?${pairs.join('&')}`;
}

/** A JSON object of the keys the route reads, each with a hostile (often wrongly typed) value. */
function hostileObject(rng: Rng, known: KnownValues, keys: string[]): unknown {
  if (rng.chance(0.06)) return hostileAny(rng, known);
  const body: Record<string, unknown> = {};
  for (const key of keys) if (rng.chance(0.8)) body[key] = valueForKey(rng, known, key);
  if (keys.length === 0 || rng.chance(0.15)) body[rng.pick(['id', 'name', 'data', 'user_id', 'toString', 'valueOf'])] = hostileAny(rng, known);
  return rng.chance(0.05) ? { ...body, ...(JSON.parse('{"__proto__":{"polluted":"fuzz"}}') as object) } : body;
}

/** Names hint at the type a field wants: give it that type with hostile content most of the time, anything else otherwise. */
function valueForKey(rng: Rng, known: KnownValues, key: string): unknown {
  if (rng.chance(0.3)) return hostileAny(rng, known);
  if (/(^|_)id$|Id$|^id|uuid/i.test(key)) return hostileId(rng, known);
  if (/time|date|_at$/i.test(key)) return hostileDate(rng);
  if (/size|count|max|min|rounds|first|score|points|seed|sort|pos|rank/i.test(key)) return rng.chance(0.7) ? hostileNumber(rng) : hostileString(rng, known);
  if (/ids$|teams$|metrics|scores|slots|data$/i.test(key)) return Array.from({ length: rng.int(4) }, () => (rng.chance(0.5) ? hostileId(rng, known) : hostileAny(rng, known)));
  return hostileString(rng, known);
}

/** One request to a REST, auth or media route. */
export function routeCase(rng: Rng, known: KnownValues, tokens: Tokens, route: RouteInfo): FuzzCase {
  let path = route.path.replace(/:(\w+)/g, () => pathParam(rng, known));
  if (route.path.endsWith('*') || route.path === '/media') path = `/media/${pathParam(rng, known)}`;
  path += queryString(rng, known, route.queryKeys.length > 0 ? route.queryKeys : route.method === 'GET' ? route.bodyKeys : []);
  const sample = hostileObject(rng, known, route.bodyKeys);
  let wire: WireBody | undefined;
  const roll = rng.next();
  if (route.fileFields && roll < 0.6) wire = multipartBody(rng, known, route.fileFields);
  else if (roll < 0.25) wire = malformedBody(rng, known, sample);
  else if (route.method !== 'GET' || roll < 0.3) wire = jsonBody(sample);
  let method = route.method;
  // Now and then the wrong method on a known path, or one Express routes oddly.
  if (rng.chance(0.03)) method = rng.pick(['PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PUT', 'POST']);
  // Logging out every session of the fuzz users would only turn the rest of the run anonymous.
  const headers = route.path.endsWith('/logout') ? { authorization: rng.pick(JUNK_AUTH) } : authHeader(rng, tokens);
  return {
    door: route.door,
    target: `${route.method} ${route.path}`,
    variant: wire?.variant ?? 'query',
    method,
    path,
    headers: { ...headers, ...oddHeaders(rng), ...(wire?.headers ?? {}) },
    body: method === 'GET' || method === 'HEAD' ? (rng.chance(0.5) ? undefined : wire?.body) : wire?.body,
    mayWrite: route.door === 'auth' || method !== 'GET',
  };
}

// ---- GraphQL: operations built from the schema's Query and Mutation fields ---------------------------------------

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** A value for an input type: usually its type with hostile content, sometimes the wrong type or null. */
function inputValue(rng: Rng, known: KnownValues, type: GraphQLInputType, name: string, depth = 0): unknown {
  if (rng.chance(0.08)) return hostileAny(rng, known);
  if (isNonNullType(type)) return rng.chance(0.03) ? null : inputValue(rng, known, type.ofType, name, depth);
  if (rng.chance(0.04)) return null;
  if (isListType(type)) {
    if (rng.chance(0.1)) return inputValue(rng, known, type.ofType, name, depth + 1);
    const length = rng.chance(0.05) ? 60 : rng.int(4);
    return Array.from({ length }, () => inputValue(rng, known, type.ofType, name, depth + 1));
  }
  if (isEnumType(type)) return rng.chance(0.85) ? rng.pick(type.getValues()).name : rng.pick(['', 'NOPE', 'null', hostileString(rng, known)]);
  if (isInputObjectType(type)) {
    if (depth > 3) return {};
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) ? rng.chance(0.97) : rng.chance(0.7)) value[field.name] = inputValue(rng, known, field.type, field.name, depth + 1);
    }
    if (rng.chance(0.05)) value[rng.pick(['__proto__', 'constructor', 'extra'])] = hostileAny(rng, known);
    return value;
  }
  switch (type.name) {
    case 'ID':
      return hostileId(rng, known);
    case 'Int':
      return rng.chance(0.5) ? rng.pick([0, 1, 2, 3, 5, 20, 100, -1]) : hostileNumber(rng);
    case 'Float':
      return hostileNumber(rng);
    case 'Boolean':
      return rng.chance(0.9) ? rng.chance(0.5) : hostileString(rng, known);
    case 'DateTime':
    case 'Date':
      return hostileDate(rng);
    case 'JSON':
      return hostileAny(rng, known);
    default:
      return /param|name|team|text/i.test(name) && rng.chance(0.3) ? rng.pick(known.names) : hostileString(rng, known);
  }
}

/** The value as a GraphQL literal (enum values bare when they look like names; keys that are not names dropped). */
function literal(value: unknown, type?: GraphQLInputType): string {
  const inner = type && isNonNullType(type) ? type.ofType : type;
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return inner && isEnumType(inner) && NAME.test(value) ? value : JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, inner && isListType(inner) ? inner.ofType : undefined)).join(', ')}]`;
  const fields = inner && isInputObjectType(inner) ? inner.getFields() : {};
  const entries = Object.entries(value as Record<string, unknown>).filter(([key]) => NAME.test(key));
  return `{${entries.map(([key, item]) => `${key}: ${literal(item, fields[key]?.type)}`).join(', ')}}`;
}

/** A selection for the field's type: __typename, some scalars and now and then one nested field with hostile arguments. */
function selection(rng: Rng, known: KnownValues, type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (isUnionType(named) || !(isObjectType(named) || isInterfaceType(named))) return ' { __typename }';
  const parts = ['__typename'];
  const fields = Object.values(named.getFields());
  for (const field of fields) {
    const required = field.args.some((a) => isNonNullType(a.type));
    if (isLeafType(getNamedType(field.type)) && !required && rng.chance(0.6)) parts.push(field.name);
  }
  if (depth === 0) {
    const nested = fields.filter((f) => !isLeafType(getNamedType(f.type)));
    for (let i = 0; i < 2 && nested.length > 0; i++) {
      if (!rng.chance(0.5)) continue;
      const field = rng.pick(nested);
      const args = field.args.filter((a) => isNonNullType(a.type) || rng.chance(0.6)).map((a) => `${a.name}: ${literal(inputValue(rng, known, a.type, a.name), a.type)}`);
      parts.push(`f${i}: ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection(rng, known, field.type, depth + 1)}`);
    }
  }
  return ` { ${parts.join(' ')} }`;
}

/** One operation on a root field, with hostile variables or (now and then) the same values inlined as literals. */
export function operationCase(rng: Rng, known: KnownValues, tokens: Tokens, kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): FuzzCase {
  const inline = rng.chance(0.3);
  const definitions: string[] = [];
  const args: string[] = [];
  const variables: Record<string, unknown> = {};
  for (const arg of field.args) {
    const required = isNonNullType(arg.type);
    if (required ? rng.chance(0.03) : rng.chance(0.35)) continue;
    const value = inputValue(rng, known, arg.type, arg.name);
    if (inline) args.push(`${arg.name}: ${literal(value, arg.type)}`);
    else {
      definitions.push(`$${arg.name}: ${String(arg.type)}`);
      args.push(`${arg.name}: $${arg.name}`);
      if (value !== undefined) variables[arg.name] = value;
    }
  }
  const name = `Fuzz_${field.name}`;
  const query = `${kind} ${name}${definitions.length ? `(${definitions.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection(rng, known, field.type)} }`;
  const payload: Record<string, unknown> = { query, operationName: name };
  if (!inline || rng.chance(0.2)) payload.variables = inline ? { unused: hostileAny(rng, known) } : variables;
  const roll = rng.next();
  let wire: WireBody = jsonBody(payload);
  if (roll < 0.12) wire = malformedBody(rng, known, payload);
  else if (roll < 0.2) {
    // Cut short anywhere: the parser, not a resolver, must answer.
    const cut = { ...payload, query: query.slice(0, 1 + rng.int(query.length - 1)) };
    wire = { ...jsonBody(cut), variant: 'truncated' };
  }
  const useGet = kind === 'query' && rng.chance(0.05);
  const path = useGet ? `/graphql?query=${encodePart(query)}&variables=${encodePart(JSON.stringify(variables))}` : '/graphql';
  return {
    door: 'graphql',
    target: `${kind} ${field.name}`,
    variant: useGet ? 'get' : wire.variant === 'json' ? (inline ? 'literals' : 'variables') : wire.variant,
    method: useGet ? 'GET' : 'POST',
    path,
    headers: { ...authHeader(rng, tokens), ...oddHeaders(rng), ...(useGet ? { 'apollo-require-preflight': 'true' } : wire.headers) },
    body: useGet ? undefined : wire.body,
    mayWrite: kind === 'mutation',
  };
}

/** `levels` fragments on Query, each spreading the one before it as `spread` says: 2^levels copies of `innermost`. */
export function fragmentBomb(levels: number, innermost: string, spread: (previous: string) => string): string {
  const fragments = [`fragment F0 on Query { ${innermost} }`];
  for (let i = 1; i <= levels; i++) fragments.push(`fragment F${i} on Query { ${spread(`F${i - 1}`)} }`);
  return `query Bomb { ...F${levels} } ${fragments.join(' ')}`;
}

/** Documents and envelopes no resolver should ever see: syntax, limits, batching, wrong shapes, subscriptions over HTTP. */
export function documentCase(rng: Rng, known: KnownValues, tokens: Tokens): FuzzCase {
  const nest = (depth: number) => '{ __schema { types { fields { type ' + '{ ofType '.repeat(depth) + '{ name }' + ' }'.repeat(depth) + ' } } } }';
  const documents: Array<[string, unknown]> = [
    ['syntax', { query: '{ user(param: "x" }' }],
    ['syntax', { query: 'query {' }],
    ['syntax', { query: '}}}' }],
    ['syntax', { query: '{ ok } garbage' }],
    ['syntax', { query: '{ search(text: "\\uD800") { __typename } }' }],
    ['syntax', { query: '{ search(text: "a\\u0000b") { __typename } }' }],
    ['unknown-field', { query: '{ nope }' }],
    ['unknown-field', { query: '{ user(param: "demo") { nope password email } }' }],
    ['unknown-type', { query: 'query($x: Nope) { ok }', variables: { x: 1 } }],
    ['variable-type', { query: 'query($id: Int!) { match(id: $id) { __typename } }', variables: { id: 1 } }],
    ['depth', { query: nest(30) }],
    ['aliases', { query: `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: search(text: "a", first: 20) { __typename }`).join(' ')} }` }],
    ['tokens', { query: `{ ${'ok '.repeat(1500)}}` }],
    ['directives', { query: `{ ok ${'@skip(if: false) '.repeat(60)}}` }],
    ['fragment-cycle', { query: 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }],
    ['multi-op', { query: 'query A { ok } query B { ok }' }],
    ['multi-op', { query: 'query A { ok }', operationName: 'B' }],
    ['multi-op', { query: 'query A { ok }', operationName: { x: 1 } }],
    ['subscription', { query: 'subscription { heartbeat }' }],
    ['subscription', { query: 'subscription($id: ID!) { commentWallEvents(wallId: $id) { __typename } }', variables: { id: hostileId(rng, known) } }],
    ['variables-shape', { query: 'query($t: String!) { search(text: $t) { __typename } }', variables: '{"t":"x"}' }],
    ['variables-shape', { query: 'query($t: String!) { search(text: $t) { __typename } }', variables: [1, 2] }],
    ['variables-shape', { query: 'query($t: String!) { search(text: $t) { __typename } }', variables: { t: { $gt: '' } } }],
    ['variables-shape', { query: 'query($t: String!) { search(text: $t) { __typename } }', variables: JSON.parse('{"__proto__":{"t":"x"}}') }],
    ['query-shape', { query: 5 }],
    ['query-shape', { query: null }],
    ['query-shape', { query: ['{ ok }'] }],
    ['query-shape', {}],
    ['query-shape', { query: longString(rng) }],
    ['batch', [{ query: '{ ok }' }, { query: '{ ok }' }]],
    ['persisted', { extensions: { persistedQuery: { version: 1, sha256Hash: 'x'.repeat(64) } } }],
    ['persisted', { query: '{ ok }', extensions: { persistedQuery: { version: 'x', sha256Hash: 1 } } }],
    ['extensions', { query: '{ ok }', extensions: JSON.parse('{"__proto__":{"polluted":"fuzz"}}') }],
    ['introspection', { query: '{ __schema { queryType { name } types { name kind } } }' }],
    // Exponential documents (issue 24): fragments spreading the previous one twice or thrice, 2^40 selections in 1 KB.
    ['fragment-bomb', { query: fragmentBomb(40, '__typename', (f) => `...${f} ...${f}`) }],
    ['fragment-bomb', { query: fragmentBomb(24, 'ok', (f) => `...${f} ...${f}`) }],
    ['fragment-bomb', { query: fragmentBomb(30, 'a: __typename b: ok', (f) => `x: ok ...${f} @include(if: true) ... on Query { ...${f} }`) }],
    ['fragment-bomb', { query: fragmentBomb(25, 'ok', (f) => `...${f} ...${f} ...${f}`), variables: { unused: hostileAny(rng, known) } }],
    ['mutation-over-get', null],
  ];
  const [variant, payload] = rng.pick(documents);
  const auth = authHeader(rng, tokens);
  if (variant === 'mutation-over-get') {
    return { door: 'graphql', target: 'document', variant, method: 'GET', path: `/graphql?query=${encodeURIComponent('mutation { ping }')}`, headers: { ...auth, 'apollo-require-preflight': 'true' }, mayWrite: false };
  }
  const wire = rng.chance(0.1) ? malformedBody(rng, known, payload) : jsonBody(payload);
  return { door: 'graphql', target: 'document', variant: wire.variant === 'json' ? variant : wire.variant, method: 'POST', path: '/graphql', headers: { ...auth, ...wire.headers }, body: wire.body, mayWrite: false };
}

/** The root fields of the schema, queries and mutations (subscriptions run over WebSocket: a separate suite). */
export function rootFields(schema: GraphQLSchema): Array<{ kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }> {
  const fields: Array<{ kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }> = [];
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) fields.push({ kind: 'query', field });
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) fields.push({ kind: 'mutation', field });
  return fields;
}
