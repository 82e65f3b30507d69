import type { ApolloCache, Reference, StoreObject } from '@apollo/client';

/**
 * Puts `entity` into the list `field` of the cached `owner` unless it is there already: at the end, or first
 * (`first: true`) in a newest-first list. What a create or an invitation does to the lists that show it.
 */
export function addToCachedList(cache: ApolloCache, owner: StoreObject, field: string, entity: StoreObject, { first = false } = {}): void {
  const ref = cache.identify(entity);
  cache.modify({
    id: cache.identify(owner),
    fields: {
      [field]: (existing: readonly Reference[] = [], { toReference }: { toReference: (ref: string) => Reference | undefined }) => {
        if (existing.some((r) => r.__ref === ref)) return existing;
        const added = toReference(ref!)!;
        return first ? [added, ...existing] : [...existing, added];
      },
    },
  });
}

/** A cache.modify field function that drops the entity `ref` (a cache id) from a list. */
export const withoutRef =
  (ref: string | undefined) =>
  (existing: readonly Reference[] = []): readonly Reference[] =>
    existing.filter((r) => r.__ref !== ref);
