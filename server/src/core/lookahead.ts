import { getArgumentValues, getNamedType, isObjectType, Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * GraphQL lookahead: the arguments (variables applied) of the first selection of `field` on the object the current
 * resolver returns, through fragments; undefined when the operation does not select it. A resolver passes this to its
 * service, which can then read the child's data in its own statement (one round trip instead of two). Arguments that
 * do not coerce are left out: the child's own resolver reports them. @skip/@include are not evaluated, so a skipped
 * child costs a wasted read at worst, never a wrong answer (its resolver still runs through the loaders).
 */
export function selectedFieldArgs<Args = Record<string, unknown>>(info: GraphQLResolveInfo, field: string): Args | undefined {
  const type = getNamedType(info.returnType);
  const definition = isObjectType(type) ? type.getFields()[field] : undefined;
  if (!definition) return undefined;
  const find = (set: SelectionSetNode | undefined): Args | undefined => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== field) continue;
        try {
          return getArgumentValues(definition, selection, info.variableValues) as Args;
        } catch {
          return undefined;
        }
      }
      const nested = find(selection.kind === Kind.INLINE_FRAGMENT ? selection.selectionSet : info.fragments[selection.name.value]?.selectionSet);
      if (nested) return nested;
    }
    return undefined;
  };
  for (const node of info.fieldNodes) {
    const args = find(node.selectionSet);
    if (args) return args;
  }
  return undefined;
}
