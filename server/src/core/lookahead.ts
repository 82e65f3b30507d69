import { getArgumentValues, getNamedType, isObjectType, Kind, type FieldNode, type GraphQLField, type GraphQLNamedType, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * GraphQL lookahead: the arguments (variables applied) of the first selection of `field` on the object the current
 * resolver returns, through fragments; undefined when the operation does not select it. A resolver passes this to its
 * service, which can then read the child's data in its own statement (one round trip instead of two). Arguments that
 * do not coerce are left out: the child's own resolver reports them. @skip/@include are not evaluated, so a skipped
 * child costs a wasted read at worst, never a wrong answer (its resolver still runs through the loaders).
 */
export function selectedFieldArgs<Args = Record<string, unknown>>(info: GraphQLResolveInfo, field: string): Args | undefined {
  return selectedFieldArgsAt<Args>(info, [field]);
}

/**
 * selectedFieldArgs down a path of fields (`['commentWall', 'comments']`: the arguments of `comments` selected under
 * `commentWall` on the object the current resolver returns), each step through fragments; undefined when any step is
 * not selected.
 */
export function selectedFieldArgsAt<Args = Record<string, unknown>>(info: GraphQLResolveInfo, path: string[]): Args | undefined {
  let type: GraphQLNamedType = getNamedType(info.returnType);
  let sets: Array<SelectionSetNode | undefined> = info.fieldNodes.map((node) => node.selectionSet);
  let args: Args | undefined;
  for (const field of path) {
    const definition: GraphQLField<unknown, unknown> | undefined = isObjectType(type) ? type.getFields()[field] : undefined;
    if (!definition) return undefined;
    const nodes = sets.flatMap((set) => fieldNodesNamed(info, set, field));
    if (nodes.length === 0) return undefined;
    try {
      args = getArgumentValues(definition, nodes[0], info.variableValues) as Args;
    } catch {
      return undefined;
    }
    type = getNamedType(definition.type) as GraphQLNamedType;
    sets = nodes.map((node) => node.selectionSet);
  }
  return args;
}

/** The selections of `field` in `set`, through inline fragments and fragment spreads. */
function fieldNodesNamed(info: GraphQLResolveInfo, set: SelectionSetNode | undefined, field: string): FieldNode[] {
  const found: FieldNode[] = [];
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === field) found.push(selection);
      continue;
    }
    const nested = selection.kind === Kind.INLINE_FRAGMENT ? selection.selectionSet : info.fragments[selection.name.value]?.selectionSet;
    found.push(...fieldNodesNamed(info, nested, field));
  }
  return found;
}
