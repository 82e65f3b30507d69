import { ordinal, rate, rating } from 'openskill';
import type { RequestContext } from '../core/context';
import type { MatchBoards } from './leaderboards.service';

/** One side of a finalized match as it counts: its team, the players rostered then, and what it earned. */
export interface CountedSide {
  teamId: string;
  /** The approved players of the team when the match was finalized. */
  memberIds: string[];
  points: number;
  outcome: 'win' | 'draw' | 'loss';
  /** 1 for the winner (both in a draw), 2 for the loser: the rating's ranks. */
  placement: number;
}

/** A side's new result in a correction: its players and boards are the ones the match counted on before. */
export type RecountedSide = Omit<CountedSide, 'memberIds'>;

/** What a correction moves for one team (on each of its boards) or one player (universal score and rating). */
export interface LedgerChange {
  teamId: string | null;
  userId: string | null;
  points: number;
  wins: number;
  ratingBefore: number | null;
  ratingAfter: number | null;
}

type Skill = { mu: number; sigma: number } | null;

interface LedgerRow {
  ledger_id: string;
  match_id: string;
  kind: 'board' | 'score' | 'rating';
  leaderboard_id: string | null;
  user_id: string | null;
  team_id: string | null;
  placement: number | null;
  points: number;
  wins: number;
  losses: number;
  mu_before: number | null;
  sigma_before: number | null;
  mu_after: number | null;
  sigma_after: number | null;
  rating_before: number | null;
  rating_after: number | null;
  count_seq: string;
}

/** The displayed rating of a skill (ordinal x 100; 0 for a player never rated). */
const shown = (skill: Skill) => (skill ? Math.round(ordinal(rating(skill)) * 100) : 0);

/** OpenSkill (Plackett-Luce) over the sides, ranked by placement (equal placements tie); sides without players sit out. */
function rateSides(sides: Array<{ teamId: string; placement: number; players: Array<{ id: string; skill: Skill }> }>) {
  const playing = sides.filter((s) => s.players.length > 0);
  if (playing.length < 2) return [];
  const rated = rate(
    playing.map((s) => s.players.map((p) => (p.skill ? rating(p.skill) : rating()))),
    { rank: playing.map((s) => s.placement) },
  );
  return playing.flatMap((s, t) => s.players.map((p, i) => ({ userId: p.id, teamId: s.teamId, placement: s.placement, before: p.skill, after: { mu: rated[t][i].mu, sigma: rated[t][i].sigma } })));
}

/** Players on both sides count on neither (they cannot win and lose one match). */
function distinctSides(sides: CountedSide[]): CountedSide[] {
  const seen = new Map<string, number>();
  for (const s of sides) for (const id of new Set(s.memberIds)) seen.set(id, (seen.get(id) ?? 0) + 1);
  return sides.map((s) => ({ ...s, memberIds: [...new Set(s.memberIds)].filter((id) => seen.get(id) === 1) }));
}

/** The transaction lock every count and correction takes first (pg_advisory_xact_lock's key). */
const COUNTING_LOCK = 220_002;

/**
 * Counts run one at a time. Every match counts on the all-games boards, whose entries' per-value rank rows
 * (leaderboard_value_ranks) each count updates over a range of values: two counts moving different players across
 * overlapping ranges in different orders would deadlock. Finalizes are rare next to reads, so one lock, held from
 * here to the commit, costs nothing a shared board did not already serialize.
 */
async function lockCounting(tx: RequestContext) {
  await tx.db.query(`SELECT pg_advisory_xact_lock($1)`, [COUNTING_LOCK]);
}

/**
 * Locks the teams and players a count moves (teams, then players, each by id): two finalizes sharing a team or a
 * player run one after the other, so board entries, scores and ratings move in one order and never deadlock.
 */
async function lockSubjects(tx: RequestContext, teamIds: string[], userIds: string[]) {
  if (teamIds.length) await tx.db.query(`SELECT team_id FROM teams WHERE team_id = ANY($1::uuid[]) ORDER BY team_id FOR NO KEY UPDATE`, [teamIds]);
  if (userIds.length) await tx.db.query(`SELECT user_id FROM users WHERE user_id = ANY($1::uuid[]) ORDER BY user_id FOR NO KEY UPDATE`, [userIds]);
}

async function nextCountSeq(tx: RequestContext): Promise<string> {
  const [row] = await tx.db.query(`SELECT nextval('points_ledger_count_seq')::text AS seq`);
  return row.seq;
}

/** The boards a match counts on: the global boards of its game, region and genre (created when missing) and its competition's. */
async function boardsOf(tx: RequestContext, boards: MatchBoards): Promise<Array<{ leaderboard_id: string; kind: 'user' | 'team' }>> {
  await tx.db.query(
    `INSERT INTO leaderboards (kind, scope, lb_region_id, lb_genre_id, lb_game_id)
     SELECT k.kind, 'global', r.id, g.id, m.id
       FROM (VALUES ('user'), ('team')) AS k(kind)
      CROSS JOIN (SELECT $1::uuid AS id UNION SELECT NULL) r
      CROSS JOIN (SELECT $2::uuid AS id UNION SELECT NULL) g
      CROSS JOIN (SELECT $3::uuid AS id UNION SELECT NULL) m
     ON CONFLICT DO NOTHING`,
    [boards.regionId, boards.genreId, boards.gameId],
  );
  return tx.db.query(
    `SELECT leaderboard_id, kind FROM leaderboards
      WHERE (scope = 'global' AND (lb_game_id IS NULL OR lb_game_id = $1) AND (lb_region_id IS NULL OR lb_region_id = $2)
             AND (lb_genre_id IS NULL OR lb_genre_id = $3))
         OR leaderboard_id = $4
      ORDER BY leaderboard_id`,
    [boards.gameId, boards.regionId, boards.genreId, boards.leagueBoardId],
  );
}

/** Moves one board's entries of some subjects by points, wins and losses (entries created when missing), with their ledger rows. */
async function moveBoard(
  tx: RequestContext,
  matchId: string,
  seq: string,
  board: { leaderboard_id: string; kind: 'user' | 'team' },
  subjects: string[],
  move: { points: number; wins: number; losses: number },
) {
  if (subjects.length === 0) return;
  const column = board.kind === 'team' ? 'team_id' : 'user_id';
  await tx.db.query(
    `INSERT INTO leaderboard_entries (leaderboard_id, ${column}, current_score, wins, losses)
     SELECT $1, subject, $3, $4, $5 FROM unnest($2::uuid[]) AS subject
     ON CONFLICT (leaderboard_id, ${column}) DO UPDATE SET
       current_score = leaderboard_entries.current_score + EXCLUDED.current_score,
       wins = leaderboard_entries.wins + EXCLUDED.wins,
       losses = leaderboard_entries.losses + EXCLUDED.losses,
       updated_at = now()`,
    [board.leaderboard_id, subjects, move.points, move.wins, move.losses],
  );
  await tx.db.query(
    `INSERT INTO points_ledger (match_id, kind, leaderboard_id, ${column}, points, wins, losses, count_seq)
     SELECT $1, 'board', $2, subject, $4, $5, $6, $7 FROM unnest($3::uuid[]) AS subject`,
    [matchId, board.leaderboard_id, subjects, move.points, move.wins, move.losses, seq],
  );
}

/** Adds points to players' universal scores, with a ledger row per player. */
async function moveScores(tx: RequestContext, matchId: string, seq: string, side: { teamId: string; placement: number }, userIds: string[], points: number) {
  if (userIds.length === 0) return;
  if (points !== 0) await tx.db.query(`UPDATE users SET user_score = user_score + $2 WHERE user_id = ANY($1::uuid[])`, [userIds, points]);
  await tx.db.query(
    `INSERT INTO points_ledger (match_id, kind, user_id, team_id, placement, points, count_seq)
     SELECT $1, 'score', id, $3, $4, $5, $6 FROM unnest($2::uuid[]) AS id`,
    [matchId, userIds, side.teamId, side.placement, points, seq],
  );
  for (const id of userIds) tx.loaders.userById.clear(id);
}

type Rated = ReturnType<typeof rateSides>[number];

/** Writes rating ledger rows (and the players' history points) for one match's ratings. */
async function recordRatingRows(tx: RequestContext, matchId: string, seq: string, rated: Rated[], history: 'insert' | 'update') {
  if (rated.length === 0) return;
  await tx.db.query(
    `INSERT INTO points_ledger (match_id, kind, user_id, team_id, placement, mu_before, sigma_before, mu_after, sigma_after, rating_before, rating_after, count_seq)
     SELECT $1, 'rating', x.id, x.team, x.placement, x.mu_b, x.sigma_b, x.mu_a, x.sigma_a, x.r_b, x.r_a, $2
       FROM unnest($3::uuid[], $4::uuid[], $5::int[], $6::float8[], $7::float8[], $8::float8[], $9::float8[], $10::int[], $11::int[])
         AS x(id, team, placement, mu_b, sigma_b, mu_a, sigma_a, r_b, r_a)`,
    [
      matchId,
      seq,
      rated.map((r) => r.userId),
      rated.map((r) => r.teamId),
      rated.map((r) => r.placement),
      rated.map((r) => r.before?.mu ?? null),
      rated.map((r) => r.before?.sigma ?? null),
      rated.map((r) => r.after.mu),
      rated.map((r) => r.after.sigma),
      rated.map((r) => shown(r.before)),
      rated.map((r) => shown(r.after)),
    ],
  );
  const ids = rated.map((r) => r.userId);
  const ratings = rated.map((r) => shown(r.after));
  if (history === 'insert') {
    await tx.db.query(`INSERT INTO rating_history (user_id, match_id, rating) SELECT id, $2, r FROM unnest($1::uuid[], $3::int[]) AS x(id, r)`, [ids, matchId, ratings]);
  } else {
    // A recounted match keeps its place in the history: its points change in place (or are added when missing).
    await tx.db.query(`UPDATE rating_history h SET rating = x.r FROM unnest($1::uuid[], $3::int[]) AS x(id, r) WHERE h.user_id = x.id AND h.match_id = $2`, [ids, matchId, ratings]);
    await tx.db.query(
      `INSERT INTO rating_history (user_id, match_id, rating) SELECT x.id, $2, x.r FROM unnest($1::uuid[], $3::int[]) AS x(id, r)
        WHERE NOT EXISTS (SELECT 1 FROM rating_history h WHERE h.user_id = x.id AND h.match_id = $2)`,
      [ids, matchId, ratings],
    );
  }
}

/** Stores players' current skills: (mu, sigma), the displayed rating, and the rating on every players' board they are on. */
async function storeSkills(tx: RequestContext, skills: Map<string, Skill>) {
  if (skills.size === 0) return;
  const ids = [...skills.keys()];
  const values = [...skills.values()];
  const ratings = values.map(shown);
  await tx.db.query(
    `UPDATE users u SET rating_mu = x.mu, rating_sigma = x.sigma, rating = x.r FROM unnest($1::uuid[], $2::float8[], $3::float8[], $4::int[]) AS x(id, mu, sigma, r)
      WHERE u.user_id = x.id`,
    [ids, values.map((v) => v?.mu ?? null), values.map((v) => v?.sigma ?? null), ratings],
  );
  await tx.db.query(
    `UPDATE leaderboard_entries e SET rating = x.r FROM unnest($1::uuid[], $2::int[]) AS x(id, r) WHERE e.user_id = x.id AND e.rating IS DISTINCT FROM x.r`,
    [ids, ratings],
  );
  for (const id of ids) tx.loaders.userById.clear(id);
}

/** Appends the reversing rows of live rows (a rating row's reversal swaps before and after) and marks them reversed. */
async function reverseRows(tx: RequestContext, ledgerIds: string[]) {
  if (ledgerIds.length === 0) return;
  await tx.db.query(
    `WITH rev AS (
       INSERT INTO points_ledger (match_id, kind, leaderboard_id, user_id, team_id, placement, points, wins, losses,
                                  mu_before, sigma_before, mu_after, sigma_after, rating_before, rating_after, count_seq, reverses)
       SELECT match_id, kind, leaderboard_id, user_id, team_id, placement, -points, -wins, -losses,
              mu_after, sigma_after, mu_before, sigma_before, rating_after, rating_before, count_seq, ledger_id
         FROM points_ledger WHERE ledger_id = ANY($1::bigint[]) AND reversed_by IS NULL AND reverses IS NULL
       RETURNING ledger_id, reverses)
     UPDATE points_ledger l SET reversed_by = rev.ledger_id FROM rev WHERE l.ledger_id = rev.reverses`,
    [ledgerIds],
  );
}

/** Live rows (neither reversing nor reversed) of some matches, in ledger order. */
async function liveRows(tx: RequestContext, matchIds: string[]): Promise<LedgerRow[]> {
  if (matchIds.length === 0) return [];
  return tx.db.query(
    `SELECT * FROM points_ledger WHERE match_id = ANY($1::uuid[]) AND reverses IS NULL AND reversed_by IS NULL ORDER BY ledger_id`,
    [matchIds],
  );
}

const skillBefore = (row: LedgerRow): Skill => (row.mu_before == null || row.sigma_before == null ? null : { mu: row.mu_before, sigma: row.sigma_before });

/**
 * The points ledger: every movement a finalized match makes on the boards, the universal scores and the skill
 * ratings, recorded once, in the finalize's transaction. Board totals equal the sums of their rows.
 */
export const pointsLedger = {
  /**
   * Counts a finalized match, exactly once (the caller holds the match's lock and checked it was not counted): each
   * side's team and players gain its points and a win or a loss (a draw adds neither) on every board the match counts
   * on, its players' universal scores gain the points, and the players' OpenSkill ratings move (with their history).
   */
  async count(tx: RequestContext, matchId: string, boards: MatchBoards, rawSides: CountedSide[]): Promise<void> {
    const sides = distinctSides(rawSides);
    const userIds = [...new Set(sides.flatMap((s) => s.memberIds))];
    await lockCounting(tx);
    await lockSubjects(tx, sides.map((s) => s.teamId), userIds);
    const seq = await nextCountSeq(tx);
    for (const board of await boardsOf(tx, boards)) {
      for (const side of sides) {
        const move = { points: side.points, wins: side.outcome === 'win' ? 1 : 0, losses: side.outcome === 'loss' ? 1 : 0 };
        await moveBoard(tx, matchId, seq, board, board.kind === 'team' ? [side.teamId] : side.memberIds, move);
      }
    }
    for (const side of sides) await moveScores(tx, matchId, seq, side, side.memberIds, side.points);
    const current: Array<{ user_id: string; rating_mu: number | null; rating_sigma: number | null }> = userIds.length
      ? await tx.db.query(`SELECT user_id, rating_mu, rating_sigma FROM users WHERE user_id = ANY($1::uuid[])`, [userIds])
      : [];
    const skill = new Map(current.map((r) => [r.user_id, r.rating_mu == null || r.rating_sigma == null ? null : { mu: r.rating_mu, sigma: r.rating_sigma }]));
    const rated = rateSides(sides.map((s) => ({ teamId: s.teamId, placement: s.placement, players: s.memberIds.map((id) => ({ id, skill: skill.get(id) ?? null })) })));
    await recordRatingRows(tx, matchId, seq, rated, 'insert');
    await storeSkills(tx, new Map(rated.map((r) => [r.userId, r.after])));
  },

  /**
   * A correction, in the caller's transaction: the live rows of the voided matches (results reset) and of the
   * recounted ones are reversed; a recounted match then counts its new result on the same boards for the same players,
   * at its old place in the count order; every later rated match that shares a player with a changed one is rated
   * again in order, so ratings end as a replay of the matches in order would leave them. Matches that never counted
   * (unranked) move nothing. Returns what moved, per team and per player.
   */
  async correct(tx: RequestContext, voided: string[], recounted: Array<{ matchId: string; sides: RecountedSide[] }>): Promise<LedgerChange[]> {
    const touched = [...new Set([...voided, ...recounted.map((r) => r.matchId)])];
    await lockCounting(tx);
    const rows = await liveRows(tx, touched);
    if (rows.length === 0) return [];
    const teamIds = [...new Set(rows.filter((r) => r.team_id).map((r) => r.team_id!))];
    const userIds = [...new Set(rows.filter((r) => r.user_id).map((r) => r.user_id!))];
    await lockSubjects(tx, teamIds, userIds);
    const changes = new Map<string, LedgerChange>();
    const change = (teamId: string | null, userId: string | null) => {
      const key = teamId ?? `u:${userId}`;
      let c = changes.get(key);
      if (!c) changes.set(key, (c = { teamId, userId, points: 0, wins: 0, ratingBefore: null, ratingAfter: null }));
      return c;
    };
    // Points: what the old results moved is taken back. Every board of a subject moves alike: the first one stands for all.
    const boardMoves = new Map<string, Map<string, { points: number; wins: number }>>();
    const noteBoard = (subject: string, leaderboardId: string, points: number, wins: number) => {
      const perBoard = boardMoves.get(subject) ?? new Map<string, { points: number; wins: number }>();
      const move = perBoard.get(leaderboardId) ?? { points: 0, wins: 0 };
      perBoard.set(leaderboardId, { points: move.points + points, wins: move.wins + wins });
      boardMoves.set(subject, perBoard);
    };
    const notePoints = (row: { kind: string; leaderboard_id: string | null; user_id: string | null; team_id: string | null }, points: number, wins: number) => {
      if (row.kind === 'score') change(null, row.user_id).points += points;
      if (row.kind === 'board') noteBoard(row.user_id ? `u:${row.user_id}` : row.team_id!, row.leaderboard_id!, points, wins);
    };
    for (const row of rows.filter((r) => r.kind === 'board')) {
      const column = row.user_id ? 'user_id' : 'team_id';
      await tx.db.query(
        `UPDATE leaderboard_entries SET current_score = current_score - $3, wins = wins - $4, losses = losses - $5, updated_at = now()
          WHERE leaderboard_id = $1 AND ${column} = $2`,
        [row.leaderboard_id, row.user_id ?? row.team_id, row.points, row.wins, row.losses],
      );
      notePoints(row, -row.points, -row.wins);
    }
    for (const row of rows.filter((r) => r.kind === 'score')) {
      if (row.points !== 0) await tx.db.query(`UPDATE users SET user_score = user_score - $2 WHERE user_id = $1`, [row.user_id, row.points]);
      notePoints(row, -row.points, 0);
    }
    await reverseRows(
      tx,
      rows.filter((r) => r.kind !== 'rating').map((r) => r.ledger_id),
    );
    // The new results, on the boards and for the players the match counted before.
    const seqOf = new Map(rows.map((r) => [r.match_id, r.count_seq]));
    const sidePlayers = new Map<string, string[]>();
    for (const row of rows.filter((r) => r.kind === 'score')) sidePlayers.set(`${row.match_id}:${row.team_id}`, [...(sidePlayers.get(`${row.match_id}:${row.team_id}`) ?? []), row.user_id!]);
    const recount = recounted.filter((r) => seqOf.has(r.matchId));
    for (const { matchId, sides } of recount) {
      const seq = seqOf.get(matchId)!;
      const boards = new Map<string, { leaderboard_id: string; kind: 'user' | 'team' }>();
      for (const row of rows.filter((r) => r.match_id === matchId && r.kind === 'board')) boards.set(row.leaderboard_id!, { leaderboard_id: row.leaderboard_id!, kind: row.user_id ? 'user' : 'team' });
      for (const board of [...boards.values()].sort((a, b) => a.leaderboard_id.localeCompare(b.leaderboard_id))) {
        for (const side of sides) {
          const move = { points: side.points, wins: side.outcome === 'win' ? 1 : 0, losses: side.outcome === 'loss' ? 1 : 0 };
          const subjects = board.kind === 'team' ? [side.teamId] : (sidePlayers.get(`${matchId}:${side.teamId}`) ?? []);
          await moveBoard(tx, matchId, seq, board, subjects, move);
          for (const subject of subjects) notePoints({ kind: 'board', leaderboard_id: board.leaderboard_id, user_id: board.kind === 'user' ? subject : null, team_id: board.kind === 'team' ? subject : null }, move.points, move.wins);
        }
      }
      for (const side of sides) {
        const players = sidePlayers.get(`${matchId}:${side.teamId}`) ?? [];
        await moveScores(tx, matchId, seq, side, players, side.points);
        for (const id of players) change(null, id).points += side.points;
      }
    }
    // Ratings: replay from the earliest changed match on, in count order, every match that shares a player with a changed one.
    const ratingRows = rows.filter((r) => r.kind === 'rating');
    if (ratingRows.length > 0) {
      const from = ratingRows.reduce((min, r) => (BigInt(r.count_seq) < BigInt(min) ? r.count_seq : min), ratingRows[0].count_seq);
      const later: LedgerRow[] = await tx.db.query(
        `SELECT * FROM points_ledger WHERE kind = 'rating' AND reverses IS NULL AND reversed_by IS NULL AND count_seq >= $1 ORDER BY count_seq, ledger_id`,
        [from],
      );
      const groups = new Map<string, LedgerRow[]>();
      for (const row of later) groups.set(row.count_seq, [...(groups.get(row.count_seq) ?? []), row]);
      const skills = new Map<string, Skill>();
      const voidedSet = new Set(voided);
      const recountBy = new Map(recount.map((r) => [r.matchId, r]));
      for (const group of groups.values()) {
        const matchId = group[0].match_id;
        const changed = voidedSet.has(matchId) || recountBy.has(matchId);
        if (!changed && !group.some((r) => skills.has(r.user_id!))) continue;
        const others = group.filter((r) => !skills.has(r.user_id!));
        if (others.length) await lockSubjects(tx, [], others.map((r) => r.user_id!));
        for (const row of others) {
          skills.set(row.user_id!, skillBefore(row));
        }
        await reverseRows(tx, group.map((r) => r.ledger_id));
        if (voidedSet.has(matchId) && !recountBy.has(matchId)) {
          await tx.db.query(`DELETE FROM rating_history WHERE match_id = $1 AND user_id = ANY($2::uuid[])`, [matchId, group.map((r) => r.user_id)]);
          continue;
        }
        const placements = recountBy.get(matchId) ? new Map(recountBy.get(matchId)!.sides.map((s) => [s.teamId, s.placement])) : null;
        const sides = new Map<string, { teamId: string; placement: number; players: Array<{ id: string; skill: Skill }> }>();
        for (const row of group) {
          const side = sides.get(row.team_id!) ?? { teamId: row.team_id!, placement: placements?.get(row.team_id!) ?? row.placement!, players: [] };
          side.players.push({ id: row.user_id!, skill: skills.get(row.user_id!) ?? null });
          sides.set(row.team_id!, side);
        }
        const rated = rateSides([...sides.values()]);
        for (const r of rated) skills.set(r.userId, r.after);
        await recordRatingRows(tx, matchId, group[0].count_seq, rated, 'update');
      }
      const shownBefore: Array<{ user_id: string; rating: number }> = skills.size
        ? await tx.db.query(`SELECT user_id, rating FROM users WHERE user_id = ANY($1::uuid[])`, [[...skills.keys()]])
        : [];
      for (const row of shownBefore) change(null, row.user_id).ratingBefore = row.rating;
      await storeSkills(tx, skills);
      for (const [userId, skill] of skills) change(null, userId).ratingAfter = shown(skill);
    }
    for (const [subject, perBoard] of boardMoves) {
      const [first] = [...perBoard.keys()].sort();
      const move = perBoard.get(first)!;
      const c = subject.startsWith('u:') ? change(null, subject.slice(2)) : change(subject, null);
      c.wins += move.wins;
      if (!subject.startsWith('u:')) c.points += move.points;
    }
    return [...changes.values()].filter((c) => c.points !== 0 || c.wins !== 0 || (c.ratingBefore !== null && c.ratingBefore !== c.ratingAfter));
  },
};
