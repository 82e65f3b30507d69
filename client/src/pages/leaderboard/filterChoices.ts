/** A global board's key: the region, genre and game it is narrowed to (null: all). */
export interface BoardKey {
  kind: string;
  region?: { id: string } | null;
  genre?: { id: string } | null;
  game?: { id: string } | null;
}

export interface FilterSelection {
  regionId: string;
  genreId: string;
  gameId: string;
}

type Field = keyof FilterSelection;
const FIELDS: Field[] = ['regionId', 'genreId', 'gameId'];
const idOf = (board: BoardKey, field: Field) => (field === 'regionId' ? board.region : field === 'genreId' ? board.genre : board.game)?.id ?? '';

/**
 * The choices of one dropdown that lead to a board, given the other two as chosen: an option is offered only when a
 * board of `kind` exists for it with the others' values (the boards hold every narrower filter of each result, so
 * choosing one never empties another). `undefined` while the boards are unknown (offer everything then).
 */
export function possibleChoices(boards: readonly BoardKey[] | undefined, kind: string, selection: FilterSelection, field: Field): Set<string> | undefined {
  if (!boards) return undefined;
  const others = FIELDS.filter((f) => f !== field);
  const possible = new Set<string>();
  for (const board of boards) {
    if (board.kind !== kind) continue;
    const id = idOf(board, field);
    if (id && others.every((f) => idOf(board, f) === selection[f])) possible.add(id);
  }
  // The current choice stays listed, so the dropdown never shows a value it does not hold.
  if (selection[field]) possible.add(selection[field]);
  return possible;
}

/** The options of a dropdown narrowed to the possible ones (all while unknown). */
export function narrowed<T extends { id: string }>(options: readonly T[] | undefined, possible: Set<string> | undefined): T[] | undefined {
  if (!options) return undefined;
  return possible ? options.filter((option) => possible.has(option.id)) : [...options];
}
