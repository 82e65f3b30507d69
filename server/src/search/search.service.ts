import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { Messages } from '../core/messages';
import { pageSize } from '../core/pagination';
import { CARD_SOURCES, type FollowEntityType } from '../follows';

export const SEARCH_DEFAULT_HITS = 8;
export const SEARCH_MAX_HITS = 20;
export const SEARCH_TEXT_MAX = 100;

/** What a hit opens: a followable kind, or a game (the Games page on that game). */
export type SearchHitKind = 'USER' | 'TEAM' | 'ORGANIZER' | 'LEAGUE' | 'TOURNAMENT' | 'GAME';
type SearchedType = FollowEntityType | 'game';

/** One hit of the header search. */
export interface SearchHit {
  kind: SearchHitKind;
  /** Null for a game: games are not followed. */
  entityType: FollowEntityType | null;
  id: string;
  name: string;
  picture: string | null;
  path: string;
}

/** The text as a literal inside a LIKE pattern: \, % and _ are escaped (the statement says ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The page a hit opens: users and teams by name (team names may hold spaces), organizers, leagues and tournaments by id, a game as the Games page on it. */
function pathOf(entityType: SearchedType, id: string, name: string): string {
  switch (entityType) {
    case 'user':
      return `/user/${encodeURIComponent(name)}`;
    case 'team':
      return `/team/${encodeURIComponent(name)}`;
    case 'organizer':
      return `/organizer/${id}`;
    case 'league':
      return `/league/${id}`;
    case 'tournament':
      return `/tournament/${id}`;
    case 'game':
      return `/games?game=${id}`;
  }
}

/** The kinds the header search finds, by name. */
const SEARCHED: FollowEntityType[] = ['user', 'team', 'organizer', 'league', 'tournament'];

/** Games by title, their picture the game image (games have no page row). */
const GAME_SOURCE = `(SELECT 'game' AS entity_type, o.game_id AS id, o.game_title AS name, o.game_image AS picture,
            o.game_title ILIKE q.prefix ESCAPE '\\' AS is_prefix
       FROM q, games o
      WHERE o.game_title ILIKE q.contains ESCAPE '\\'
      ORDER BY is_prefix DESC, char_length(o.game_title), lower(o.game_title), o.game_id LIMIT (SELECT n FROM q))`;

/**
 * One statement for the searched kinds: each branch keeps its own best `limit` (prefix matches first, then shorter and
 * alphabetical names), and the union is ordered the same way and cut to `limit`.
 */
const SEARCH_SQL = `
  WITH q AS (SELECT $1::text AS contains, $2::text AS prefix, $3::int AS n)
  SELECT entity_type, id, name, picture FROM (
    ${SEARCHED.map((type) => {
      const { table, id, name, page, picture } = CARD_SOURCES[type];
      return `(SELECT '${type}' AS entity_type, o.${id} AS id, o.${name} AS name, p.${picture} AS picture,
            o.${name} ILIKE q.prefix ESCAPE '\\' AS is_prefix
       FROM q, ${table} o LEFT JOIN ${page} p ON p.${id} = o.${id}
      WHERE o.${name} ILIKE q.contains ESCAPE '\\'
      ORDER BY is_prefix DESC, char_length(o.${name}), lower(o.${name}), o.${id} LIMIT (SELECT n FROM q))`;
    }).concat(GAME_SOURCE).join('\n    UNION ALL\n    ')}
  ) hits
  ORDER BY is_prefix DESC, char_length(name), lower(name), entity_type, id
  LIMIT (SELECT n FROM q)`;

/** The header search over users, teams, organizers, leagues, tournaments and games by name. Public. */
export const searchService = {
  /** Names containing the text, case-insensitive, prefix matches first; 1..20 hits in one SQL statement. */
  async search(ctx: RequestContext, text: unknown, first: number | null | undefined): Promise<SearchHit[]> {
    const query = typeof text === 'string' ? text.trim() : '';
    if (query === '') throw AppError.badInput(Messages.searchTextRequired, { text: Messages.searchTextRequired });
    if (query.length > SEARCH_TEXT_MAX) throw AppError.badInput(Messages.searchTextTooLong, { text: Messages.searchTextTooLong });
    const limit = pageSize({ first }, SEARCH_DEFAULT_HITS, SEARCH_MAX_HITS);
    const literal = escapeLike(query);
    const rows: Array<{ entity_type: SearchedType; id: string; name: string; picture: string | null }> = await ctx.db.query(
      SEARCH_SQL,
      [`%${literal}%`, `${literal}%`, limit],
    );
    return rows.map((row) => ({
      kind: row.entity_type.toUpperCase() as SearchHitKind,
      entityType: row.entity_type === 'game' ? null : row.entity_type,
      id: row.id,
      name: row.name,
      picture: row.picture,
      path: pathOf(row.entity_type, row.id, row.name),
    }));
  },
};
