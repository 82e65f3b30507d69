import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { Messages } from '../core/messages';
import { pageSize } from '../core/pagination';
import type { FollowEntityType } from '../follows';

export const SEARCH_DEFAULT_HITS = 8;
export const SEARCH_MAX_HITS = 20;
export const SEARCH_TEXT_MAX = 100;

/** One hit of the header search. */
export interface SearchHit {
  entityType: FollowEntityType;
  id: string;
  name: string;
  picture: string | null;
  path: string;
}

/** The text as a literal inside a LIKE pattern: \, % and _ are escaped (the statement says ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The page a hit opens: users and teams by name (team names may hold spaces), organizers, leagues and tournaments by id. */
function pathOf(entityType: FollowEntityType, id: string, name: string): string {
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
  }
}

/**
 * One statement for the four kinds: each branch keeps its own best `limit` (prefix matches first, then shorter and
 * alphabetical names), and the union is ordered the same way and cut to `limit`.
 */
const SEARCH_SQL = `
  WITH q AS (SELECT $1::text AS contains, $2::text AS prefix, $3::int AS n)
  SELECT entity_type, id, name, picture FROM (
    (SELECT 'user' AS entity_type, u.user_id AS id, u.user_name AS name, p.user_profile_pic AS picture,
            u.user_name ILIKE q.prefix ESCAPE '\\' AS is_prefix
       FROM q, users u LEFT JOIN users_page p ON p.user_id = u.user_id
      WHERE u.user_name ILIKE q.contains ESCAPE '\\'
      ORDER BY is_prefix DESC, char_length(u.user_name), lower(u.user_name), u.user_id LIMIT (SELECT n FROM q))
    UNION ALL
    (SELECT 'team', t.team_id, t.team_name, p.team_profile_pic, t.team_name ILIKE q.prefix ESCAPE '\\'
       FROM q, teams t LEFT JOIN team_page p ON p.team_id = t.team_id
      WHERE t.team_name ILIKE q.contains ESCAPE '\\'
      ORDER BY 5 DESC, char_length(t.team_name), lower(t.team_name), t.team_id LIMIT (SELECT n FROM q))
    UNION ALL
    (SELECT 'organizer', o.organizer_id, o.org_name, p.organizer_profile_pic, o.org_name ILIKE q.prefix ESCAPE '\\'
       FROM q, organizers o LEFT JOIN organizer_page p ON p.organizer_id = o.organizer_id
      WHERE o.org_name ILIKE q.contains ESCAPE '\\'
      ORDER BY 5 DESC, char_length(o.org_name), lower(o.org_name), o.organizer_id LIMIT (SELECT n FROM q))
    UNION ALL
    (SELECT 'league', l.league_id, l.league_name, p.league_profile_pic, l.league_name ILIKE q.prefix ESCAPE '\\'
       FROM q, leagues l LEFT JOIN league_page p ON p.league_id = l.league_id
      WHERE l.league_name ILIKE q.contains ESCAPE '\\'
      ORDER BY 5 DESC, char_length(l.league_name), lower(l.league_name), l.league_id LIMIT (SELECT n FROM q))
  ) hits
  ORDER BY is_prefix DESC, char_length(name), lower(name), entity_type, id
  LIMIT (SELECT n FROM q)`;

/** The header search over users, teams, organizers and leagues by name. Public. */
export const searchService = {
  /** Names containing the text, case-insensitive, prefix matches first; 1..20 hits in one SQL statement. */
  async search(ctx: RequestContext, text: unknown, first: number | null | undefined): Promise<SearchHit[]> {
    const query = typeof text === 'string' ? text.trim() : '';
    if (query === '') throw AppError.badInput(Messages.searchTextRequired, { text: Messages.searchTextRequired });
    if (query.length > SEARCH_TEXT_MAX) throw AppError.badInput(Messages.searchTextTooLong, { text: Messages.searchTextTooLong });
    const limit = pageSize({ first }, SEARCH_DEFAULT_HITS, SEARCH_MAX_HITS);
    const literal = escapeLike(query);
    const rows: Array<{ entity_type: FollowEntityType; id: string; name: string; picture: string | null }> = await ctx.db.query(
      SEARCH_SQL,
      [`%${literal}%`, `${literal}%`, limit],
    );
    return rows.map((row) => ({
      entityType: row.entity_type,
      id: row.id,
      name: row.name,
      picture: row.picture,
      path: pathOf(row.entity_type, row.id, row.name),
    }));
  },
};
