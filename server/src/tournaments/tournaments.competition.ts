import type { MatchCompetition, MatchOutcome } from '../matches';
import { stagesOf } from './tournaments.stage-store';
import { advanceBracket, lockTournament, publishTournamentEvent, tournamentMetrics, tournamentRights } from './tournaments.manager';

/** What a bracket match earns on the global boards and in universal scores: a ladder's default points. */
export const TOURNAMENT_POINTS: Record<MatchOutcome, number> = { win: 3, draw: 1, loss: 0 };

/**
 * A bracket match's rules for the matches domain: the tournament's staff report and finalize; its game's metrics
 * score; only round robin and Swiss allow a draw; a report shows on the bracket live, a finalize advances it and, when the
 * tournament is ranked, counts on the global boards, universal scores and ratings.
 */
export const tournamentCompetition: MatchCompetition = {
  async lock(tx, match) {
    await lockTournament(tx, match.tournamentId);
  },
  async canManage(ctx, match) {
    const tournament = match.tournamentId ? await ctx.loaders.tournamentById.load(match.tournamentId) : null;
    return tournament ? (await tournamentRights(ctx, tournament)).canManage : false;
  },
  metrics: (ctx, match) => tournamentMetrics(ctx, match),
  async allowsDraw(ctx, match) {
    // The match's own stage decides: a group stage's match may be drawn, its playoff's may not.
    const [tournament, node] = await Promise.all([ctx.loaders.tournamentById.load(match.tournamentId!), ctx.loaders.bracketNodeByMatchId.load(match.id)]);
    if (!tournament) return false;
    const kind = (await stagesOf(ctx, tournament)).find((s) => s.stageNumber === (node?.stageNumber ?? 1))?.kind ?? tournament.format;
    return kind === 'round_robin' || kind === 'swiss';
  },
  async reported(tx, match) {
    // The node shows the running totals while the match is played.
    await tx.db.query(
      `UPDATE bracket_nodes n SET participant_1_score = (SELECT total_points FROM match_participants p WHERE p.match_id = n.match_id AND p.team_id = n.participant_1),
              participant_2_score = (SELECT total_points FROM match_participants p WHERE p.match_id = n.match_id AND p.team_id = n.participant_2)
        WHERE n.match_id = $1`,
      [match.id],
    );
    await publishTournamentEvent(tx, match.tournamentId!, 'bracket', match.id);
  },
  async counting(tx, match) {
    const tournament = await tx.loaders.tournamentById.load(match.tournamentId!);
    return tournament?.ranked ? { points: (outcome) => TOURNAMENT_POINTS[outcome], boardId: tournament.leaderboardId } : null;
  },
  // The bracket moves (and its page hears of it) whether or not the tournament is ranked.
  place: (tx, match, participants) => advanceBracket(tx, match, participants),
  finalized: async () => {},
};
