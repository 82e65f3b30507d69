import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  validate,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  Kind,
  valueFromASTUntyped,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLOutputType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * The bounds every GraphQL operation must fit, over HTTP and WebSocket alike: a hostile query costs us a clear 400,
 * never a stalled server. Every operation the client ships fits (server/test/limits.test.ts checks).
 */
export const LIMITS = {
  /**
   * Fields nested in one another, leaves included (`{ a { b } }` is 2); fragments add no level. The comment wall,
   * the deepest page, is 8: commentWall › comments › edges › node › replies › nodes › author › id (deeper replies
   * load on demand, one level per query). Introspection (`__schema`) is not counted, so Apollo Sandbox works.
   */
  depth: 8,
  aliases: 15,
  directives: 50,
  tokens: 1000,
  /**
   * Bytes of an HTTP request body on /graphql (JSON: the document and its variables), as on the auth API. The largest
   * client operation sends a few kilobytes, the longest text field (a ladder's rules, 5,000 characters) at most 20 KB;
   * a longer body is refused with 413 from its Content-Length (or as its bytes pass the limit) before any of it is
   * parsed. At 1 MB, a body of deeply nested or 170,000-item variables cost some 150 ms of parsing and walking, and
   * blocked the server (and /healthz) as long.
   */
  bodyBytes: 64 * 1024,
  /**
   * Selections with every fragment spread replaced by its fragment (fields, `__typename` included, inline fragments
   * and spreads): what compilation and execution walk. 1,000 tokens spell at most about 1,000 of them written out,
   * but 2^40 through fragments (40 fragments, each spreading the previous one twice). The largest client operation
   * has 71 (OrgDashboardOrganizer), Apollo Sandbox's introspection 239.
   */
  selections: 1_000,
  /**
   * Cost: how many fields an operation can answer at most, counting every selected field once per object it is
   * selected on, so a list multiplies everything below it (`first` × children; see operationCost). 15,000 is 1.4×
   * the largest client operation, the comment wall (15 comments with up to 50 replies each: 10,822), and refuses what
   * depth alone lets through: two nested pages of 100 (`leagues(first: 100) › matches(first: 100) › id` is 20,302),
   * or the wall asked twice under aliases.
   */
  cost: 15_000,
} as const;

/** How list sizes are priced by the cost limit. */
export const COST_SIZES = {
  /**
   * The largest page any field serves (pageSize() refuses more): a page argument sent as a variable whose value is
   * unknown counts as this, and a larger value counts as this too.
   */
  maxPage: 100,
  /** A page argument left out where the schema declares no default: our pages default to at most 20. */
  defaultPage: 20,
  /** A list without a page argument (members, standings, participants, catalogue lists): an estimate. */
  unpagedList: 10,
} as const;

/** Arguments that size a page. */
const PAGE_ARGUMENTS = ['first', 'last', 'limit'];

type Variables = Record<string, unknown> | null | undefined;

function pageSize(node: FieldNode, field: GraphQLField<unknown, unknown>, operation: OperationDefinitionNode | undefined, variables: Variables): number | undefined {
  for (const name of PAGE_ARGUMENTS) {
    const definition = field.args.find((arg) => arg.name === name);
    if (!definition) continue;
    const argument = node.arguments?.find((arg) => arg.name.value === name);
    let value: unknown;
    if (!argument) value = definition.defaultValue ?? COST_SIZES.defaultPage;
    else if (argument.value.kind === Kind.VARIABLE) {
      const variable = argument.value.name.value;
      const declared = operation?.variableDefinitions?.find((d) => d.variable.name.value === variable);
      if (variables && variables[variable] != null) value = variables[variable];
      else if (declared?.defaultValue && !(variables && variables[variable] === null)) value = valueFromASTUntyped(declared.defaultValue);
      // known variables without this one: the argument is as good as left out
      else if (variables) value = definition.defaultValue ?? COST_SIZES.defaultPage;
      else value = COST_SIZES.maxPage;
    } else value = valueFromASTUntyped(argument.value);
    // No field serves more than maxPage (larger sizes get the resolver's BAD_USER_INPUT, which says what is allowed).
    return typeof value === 'number' && Number.isFinite(value) ? Math.min(COST_SIZES.maxPage, Math.max(0, Math.ceil(value))) : COST_SIZES.maxPage;
  }
  return undefined;
}

/**
 * The cost of an operation: every field counts 1 for each object it is selected on. A list field multiplies what it
 * selects by its size: its own page argument, or, for the `edges`/`nodes` list of a connection, the page argument of
 * the connection field; other lists by COST_SIZES.unpagedList. `__typename` and introspection (`__schema`, `__type`)
 * are free, so Apollo Sandbox's introspection always fits.
 *
 * Linear in the document's size, however often fragments spread one another: a selection set's cost is linear in the
 * multiplier it is selected under, so each fragment is priced once at multiplier 1 (per connection page it is spread
 * under) and every spread of it adds that price times its multiplier.
 */
export function operationCost(context: ValidationContext, operation: OperationDefinitionNode, variables?: Variables): number {
  const schema = context.getSchema();
  /** Per fragment and connection page: its cost at multiplier 1. */
  const fragmentCosts = new Map<string, number>();
  const pricing = new Set<string>();
  const cost = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType, connectionPage: number | undefined): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        if (!('getFields' in parent)) continue;
        const field = parent.getFields()[selection.name.value];
        if (!field) continue; // unknown fields are the other rules' business
        total += 1;
        if (!selection.selectionSet) continue;
        const type = getNamedType(field.type as GraphQLOutputType);
        if (!isCompositeType(type)) continue;
        const page = pageSize(selection, field as GraphQLField<unknown, unknown>, operation, variables);
        const list = isListType(getNullableType(field.type));
        if (list) total += (page ?? connectionPage ?? COST_SIZES.unpagedList) * cost(selection.selectionSet, type, undefined);
        else total += cost(selection.selectionSet, type, page);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (type && isCompositeType(type)) total += cost(selection.selectionSet, type, connectionPage);
      } else {
        const name = selection.name.value;
        const key = `${name}/${connectionPage ?? ''}`;
        let price = fragmentCosts.get(key);
        if (price === undefined) {
          if (pricing.has(name)) continue; // a cycle: NoFragmentCyclesRule reports it
          const fragment = context.getFragment(name);
          const type = fragment && schema.getType(fragment.typeCondition.name.value);
          if (!fragment || !type || !isCompositeType(type)) continue;
          pricing.add(name);
          price = cost(fragment.selectionSet, type, connectionPage);
          pricing.delete(name);
          fragmentCosts.set(key, price);
        }
        total += price;
      }
    }
    return total;
  };
  const root = schema.getRootType(operation.operation);
  return root ? cost(operation.selectionSet, root, undefined) : 0;
}

/** A count for a message: exact while it is, else said as a bound (2^1000 selections is Infinity as a double). */
function countText(count: number): string {
  return Number.isSafeInteger(count) ? String(count) : `more than ${Number.MAX_SAFE_INTEGER}`;
}

/**
 * Refuses an operation whose cost (see operationCost) exceeds `max`. With `variables` (the request's; {} when it sent
 * none), a page size given as a variable counts at its value, else at the operation's default for it, else as if the
 * argument were left out. Without (variables unknown), at the operation's default or else the largest page.
 */
export function maxCostRule(max: number, variables?: Variables): ValidationRule {
  return (context): ASTVisitor => ({
    OperationDefinition(operation) {
      const found = operationCost(context, operation, variables);
      if (found > max) context.reportError(new GraphQLError(`Query cost limit of ${max} exceeded, found ${countText(found)}.`, { nodes: [operation] }));
    },
  });
}

/** What the size limits measure in a selection set, its fragments expanded. */
export interface Shape {
  /** Selections (fields, `__typename` included, inline fragments and fragment spreads), fragments expanded. */
  selections: number;
  /** Fields nested in one another (see LIMITS.depth); `__schema` and everything under it count nothing. */
  depth: number;
  /** Aliased fields, `__typename` (by alias or name) excepted. */
  aliases: number;
  /** Directives on the operation, its fields, fragments and spreads. */
  directives: number;
}

const NO_SHAPE: Shape = { selections: 0, depth: 0, aliases: 0, directives: 0 };

/**
 * The shapes of a document's operations, in time linear in the document: each fragment is measured once (then every
 * spread of it adds, or for depth maxes, its measure), so 40 fragments spreading the previous one twice cost 40 steps,
 * not 2^40. A fragment that spreads itself (NoFragmentCyclesRule's business) measures nothing there.
 */
export function shapeMeter(getFragment: (name: string) => FragmentDefinitionNode | null | undefined): (operation: OperationDefinitionNode) => Shape {
  const fragmentShapes = new Map<string, Shape>();
  const measuring = new Set<string>();
  const measure = (selectionSet: SelectionSetNode): Shape => {
    let selections = 0;
    let depth = 0;
    let aliases = 0;
    let directives = 0;
    for (const selection of selectionSet.selections) {
      selections += 1;
      directives += selection.directives?.length ?? 0;
      let inner: Shape;
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (selection.alias && selection.alias.value !== '__typename' && name !== '__typename') aliases += 1;
        // Introspection is deep by nature (Apollo Sandbox's query nests ofType nine times): its depth is not ours to cap.
        const below = selection.selectionSet ? measure(selection.selectionSet) : NO_SHAPE;
        inner = { ...below, depth: name === '__schema' ? -1 : below.depth + 1 };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = measure(selection.selectionSet);
      } else {
        inner = fragmentShape(selection.name.value);
      }
      selections += inner.selections;
      depth = Math.max(depth, inner.depth);
      aliases += inner.aliases;
      directives += inner.directives;
    }
    return { selections, depth, aliases, directives };
  };
  const fragmentShape = (name: string): Shape => {
    const known = fragmentShapes.get(name);
    if (known) return known;
    const fragment = getFragment(name);
    if (!fragment || measuring.has(name)) return NO_SHAPE;
    measuring.add(name);
    const inner = measure(fragment.selectionSet);
    measuring.delete(name);
    const shape = { ...inner, directives: inner.directives + (fragment.directives?.length ?? 0) };
    fragmentShapes.set(name, shape);
    return shape;
  };
  return (operation) => {
    const shape = measure(operation.selectionSet);
    return { ...shape, directives: shape.directives + (operation.directives?.length ?? 0) };
  };
}

/**
 * The size limits (selections, depth, aliases, directives), each refused with its own message. Every measure takes
 * time linear in the document (see shapeMeter), so a refusal costs no more than reading the document.
 */
export function sizeLimitsRule(): ValidationRule {
  return (context): ASTVisitor => {
    const shapeOf = shapeMeter((name) => context.getFragment(name));
    return {
      OperationDefinition(operation) {
        const shape = shapeOf(operation);
        const refuse = (message: string) => context.reportError(new GraphQLError(message, { nodes: [operation] }));
        if (shape.selections > LIMITS.selections) refuse(`Query size limit of ${LIMITS.selections} selections exceeded, found ${countText(shape.selections)}.`);
        // The messages graphql-armor's rules gave (its maxDepth, maxAliases, maxDirectives), which these replace.
        if (shape.depth > LIMITS.depth) refuse(`Syntax Error: Query depth limit of ${LIMITS.depth} exceeded, found ${shape.depth}.`);
        if (shape.aliases > LIMITS.aliases) refuse(`Syntax Error: Aliases limit of ${LIMITS.aliases} exceeded, found ${countText(shape.aliases)}.`);
        if (shape.directives > LIMITS.directives) refuse(`Syntax Error: Directives limit of ${LIMITS.directives} exceeded, found ${countText(shape.directives)}.`);
      },
    };
  };
}

/**
 * The validation rules of the limits. Their rejections are reported, never thrown, so graphql-ws keeps the socket
 * open (stack-notes T22) and HTTP answers 400. The cost limit needs the request's variables: see costRules.
 */
export function limitRules(): ValidationRule[] {
  return [sizeLimitsRule()];
}

/** The cost limit for one request, priced with its variables (run after the other rules passed). */
export function costRules(variables: Variables): ValidationRule[] {
  return [maxCostRule(LIMITS.cost, variables)];
}

/** The names of the variables an operation passes as page sizes: the only ones its cost depends on. */
function pageSizeVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  visit(document, {
    Argument(argument) {
      if (PAGE_ARGUMENTS.includes(argument.name.value) && argument.value.kind === Kind.VARIABLE) names.add(argument.value.name.value);
    },
  });
  return [...names];
}

/** Per parsed document (Apollo keeps one per query text): its page-size variables and the verdicts priced so far. */
const costVerdicts = new WeakMap<DocumentNode, { pageVariables: string[]; byPageSizes: Map<string, GraphQLError | null> }>();
/** Distinct page-size combinations remembered per document. */
const COST_VERDICTS_PER_DOCUMENT = 64;

/**
 * The cost limit over HTTP: Apollo's validationRules see no variables, so the rule runs once the operation is
 * resolved, and a refusal is a 400 GRAPHQL_VALIDATION_FAILED like the other limits'. A document's cost depends only
 * on its text and its page-size variables, so the verdict is remembered per document and page sizes: a validation
 * pass over the whole document cost about 0.2 ms a request.
 */
export function costLimitPlugin(): ApolloServerPlugin {
  const verdict = (schema: GraphQLSchema, document: DocumentNode, variables: Variables) => {
    let known = costVerdicts.get(document);
    if (!known) costVerdicts.set(document, (known = { pageVariables: pageSizeVariables(document), byPageSizes: new Map() }));
    const key = JSON.stringify(known.pageVariables.map((name) => (variables && name in variables ? variables[name] : '(absent)')));
    let error = known.byPageSizes.get(key);
    if (error === undefined) {
      error = validate(schema, document, costRules(variables ?? {}))[0] ?? null;
      if (known.byPageSizes.size >= COST_VERDICTS_PER_DOCUMENT) known.byPageSizes.clear();
      known.byPageSizes.set(key, error);
    }
    return error;
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, request }) {
          const error = verdict(schema, document, request.variables ?? {});
          if (error) throw new GraphQLError(error.message, { nodes: error.nodes, extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
        },
      };
    },
  };
}
