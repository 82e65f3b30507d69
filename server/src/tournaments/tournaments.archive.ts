import { commentsService } from '../comments';
import { canCreateCompetitions } from '../competitions';
import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { assertUuid } from '../core/ids';
import { normalizeName } from '../core/input';
import { Messages } from '../core/messages';
import { createWithUniqueName } from '../core/transaction';
import { requireViewer } from '../core/viewer';
import { Match, MatchParticipant, MatchRound } from '../matches';
import { organizerManagerService } from '../organizers';
import type { BracketSide, TournamentFormat } from './bracket-engine';
import { Bracket, BracketNode, Tournament, TournamentPage, TournamentParticipant, TournamentStage } from './tournaments.entities';
import { MAX_TOURNEY_SIZE, MIN_TOURNEY_SIZE, TOURNAMENT_NAME_MAX } from './tournaments.manager';
import { singleStage } from './tournaments.stage-store';

/** One set of an archived bracket, as the importer read it (teams already matched to Clutch teams). */
export interface ArchivedSet {
  /** The set's id in the file: the node's engine reference, so next-set links resolve. */
  ref: string;
  side: BracketSide;
  roundNumber: number;
  groupNumber: number | null;
  slotIndex: number;
  completed: boolean;
  participant1Id: string | null;
  participant2Id: string | null;
  /** null: a draw (or not played). */
  winnerTeamId: string | null;
  participant1Score: number | null;
  participant2Score: number | null;
  /** Where the winner and the loser went next (refs of other sets), when the file says. */
  parentRef: string | null;
  loserParentRef: string | null;
  /** Each game's points for both teams, in order. */
  games: Array<{ participant1Points: number; participant2Points: number }>;
}

export interface ArchivedTournamentInput {
  organizerId: unknown;
  name: unknown;
  format: TournamentFormat;
  /** YYYY-MM-DD, when the file gives the event's date. */
  startDate: string | null;
  gameId: string | null;
  genreId: string | null;
  regionId: string | null;
  entrants: Array<{ teamId: string; seed: number | null }>;
  sets: ArchivedSet[];
  winnerTeamId: string | null;
}

/**
 * Archives of results played elsewhere: a finished bracket becomes a completed, unranked tournament of the organizer
 * with its entrants, nodes and matches as the file gives them, in one transaction. Nothing moves on any leaderboard,
 * score or rating, and the archive is read-only (`archivedFrom`): no report, finalize or correction reaches it.
 */
export const tournamentArchiveService = {
  async importArchived(ctx: RequestContext, input: ArchivedTournamentInput): Promise<Tournament> {
    const viewer = requireViewer(ctx);
    const organizerId = assertUuid(input.organizerId, 'organizer_id');
    if (!(await ctx.loaders.organizerById.load(organizerId))) throw AppError.notFound('Organizer');
    if (!(await canCreateCompetitions(ctx, organizerId))) throw AppError.forbidden(Messages.tournamentCreateForbidden);
    const name = normalizeName(input.name, TOURNAMENT_NAME_MAX, { required: Messages.tournamentNameRequired, tooLong: Messages.tournamentNameTooLong });
    if (input.entrants.length < MIN_TOURNEY_SIZE || input.entrants.length > MAX_TOURNEY_SIZE) {
      throw AppError.badInput(Messages.tournamentSizeInvalid, { obf: Messages.tournamentSizeInvalid });
    }
    const startTime = input.startDate ? new Date(`${input.startDate}T00:00:00Z`) : new Date();
    const rounds = Math.min(15, Math.max(1, ...input.sets.map((set) => set.games.length)));
    try {
      return await createWithUniqueName(ctx, Messages.tournamentNameTaken, async (tx) => {
        const repo = tx.db.getRepository(Tournament);
        const tournament = await repo.save(
          repo.create({
            name,
            organizerId,
            size: input.entrants.length,
            gameId: input.gameId,
            genreId: input.genreId,
            regionId: input.regionId,
            platformId: null,
            format: input.format,
            status: 'completed',
            startTime,
            startDate: startTime.toISOString().slice(0, 10),
            matchRounds: rounds,
            ranked: false,
            winnerTeamId: input.winnerTeamId,
            archivedFrom: 'obf',
            createdById: viewer.userId,
          }),
        );
        const entrantIds = [...input.entrants].sort((a, b) => (a.seed ?? Infinity) - (b.seed ?? Infinity)).map((e) => e.teamId);
        await tx.db.getRepository(TournamentStage).insert({ ...singleStage(input.format), tournamentId: tournament.id, status: 'completed', entrantIds });
        const commentWallId = await commentsService.createWall(tx, 'tournament', tournament.id);
        await tx.db.getRepository(TournamentPage).insert({ tournamentId: tournament.id, commentWallId });
        await organizerManagerService.assignCreator(tx, organizerId, viewer.userId, tournament.id);
        await tx.db
          .getRepository(TournamentParticipant)
          .insert(input.entrants.map((e) => ({ tournamentId: tournament.id, teamId: e.teamId, status: 'approved' as const, seed: e.seed })));
        const bracket = await tx.db.getRepository(Bracket).save({ tournamentId: tournament.id });

        // Matches first (a node points at its match), then the nodes, then the links between nodes by ref.
        const played = input.sets.filter((set) => set.completed && set.participant1Id && set.participant2Id);
        const matchIds = new Map<string, string>();
        if (played.length > 0) {
          const matches = await tx.db.getRepository(Match).save(
            played.map((set) =>
              tx.db.getRepository(Match).create({
                tournamentId: tournament.id,
                status: 'completed',
                scheduledTime: startTime,
                finalizedAt: startTime,
                rounds: Math.min(15, Math.max(1, set.games.length)),
                isScoreUpdated: true,
                gameId: input.gameId,
                genreId: input.genreId,
                regionId: input.regionId,
                createdById: viewer.userId,
              }),
            ),
          );
          played.forEach((set, i) => matchIds.set(set.ref, matches[i].id));
          const placement = (set: ArchivedSet, team: string) => (set.winnerTeamId === null ? 1 : set.winnerTeamId === team ? 1 : 2);
          await tx.db.getRepository(MatchParticipant).insert(
            played.flatMap((set) => [
              { matchId: matchIds.get(set.ref)!, teamId: set.participant1Id!, totalPoints: set.participant1Score ?? 0, placement: placement(set, set.participant1Id!), slot: 0 },
              { matchId: matchIds.get(set.ref)!, teamId: set.participant2Id!, totalPoints: set.participant2Score ?? 0, placement: placement(set, set.participant2Id!), slot: 1 },
            ]),
          );
          const roundRows = played.flatMap((set) =>
            set.games.flatMap((game, i) => [
              { matchId: matchIds.get(set.ref)!, teamId: set.participant1Id!, matchRound: i + 1, metrics: {}, roundPoints: game.participant1Points },
              { matchId: matchIds.get(set.ref)!, teamId: set.participant2Id!, matchRound: i + 1, metrics: {}, roundPoints: game.participant2Points },
            ]),
          );
          if (roundRows.length > 0) await tx.db.getRepository(MatchRound).insert(roundRows);
        }
        const nodes = await tx.db.getRepository(BracketNode).save(
          input.sets.map((set) =>
            tx.db.getRepository(BracketNode).create({
              bracketId: bracket.id,
              tournamentId: tournament.id,
              stageNumber: 1,
              engineRef: set.ref,
              parentRef: set.parentRef,
              loserParentRef: set.loserParentRef,
              matchId: matchIds.get(set.ref) ?? null,
              roundNumber: set.roundNumber,
              groupNumber: set.groupNumber,
              slotIndex: set.slotIndex,
              side: set.side,
              status: set.completed ? 'completed' : 'pending',
              participant1Id: set.participant1Id,
              participant2Id: set.participant2Id,
              winnerTeamId: set.completed ? set.winnerTeamId : null,
              participant1Score: set.participant1Score,
              participant2Score: set.participant2Score,
            }),
          ),
        );
        const idOfRef = new Map(nodes.map((node) => [node.engineRef, node.id]));
        for (const node of nodes) {
          const parentNodeId = node.parentRef ? (idOfRef.get(node.parentRef) ?? null) : null;
          const loserParentNodeId = node.loserParentRef ? (idOfRef.get(node.loserParentRef) ?? null) : null;
          if (parentNodeId || loserParentNodeId) await tx.db.getRepository(BracketNode).update({ id: node.id }, { parentNodeId, loserParentNodeId });
        }
        return repo.findOneByOrFail({ id: tournament.id });
      });
    } finally {
      ctx.loaders.tournamentsByOrganizerId.clear(organizerId);
      organizerManagerService.forgetStaff(ctx, organizerId, viewer.userId);
    }
  },
};
