import { catalogService } from '../catalog';
import { commentsService } from '../comments';
import { assertFuture, canCreateCompetitions, competitionEntries, instantOrThrow, competitionRights, staffWhoMay, type AdmissionLine, type CompetitionRights, type EntryDecision, type JoinState } from '../competitions';
import type { RequestContext } from '../core/context';
import { publishLiveEvent } from '../core/live';
import { AppError } from '../core/errors';
import { assertUuid, isUuid } from '../core/ids';
import { intInRange, normalizeName } from '../core/input';
import { Messages } from '../core/messages';
import { createWithUniqueName, inTransaction } from '../core/transaction';
import { requireViewer } from '../core/viewer';
import type { LadderMetric } from '../leagues';
import { Match, MatchParticipant } from '../matches';
import { organizerManagerService } from '../organizers';
import { teamsService, type Team } from '../teams';
import {
  applyResult,
  bracketSize,
  championOf,
  createBracket,
  placesFromSeeds,
  projectNodes,
  seedAtPlace,
  stageComplete,
  type EngineNode,
  type EngineState,
  type TournamentFormat,
} from './bracket-engine';
import { Bracket, BracketNode, Tournament, TournamentPage, TournamentParticipant, TournamentStage } from './tournaments.entities';
import { lockedStages, parseStages, singleStage, stagesOf, stateOf, writeStage, type StageInput } from './tournaments.stage-store';
import { tournamentTopic, type TournamentEventKind, type TournamentEventPayload } from './tournaments.events';

export const TOURNAMENT_NAME_MAX = 60;
export const MIN_TOURNEY_SIZE = 2;
export const MAX_TOURNEY_SIZE = 256;
const FORMATS: TournamentFormat[] = ['single_elimination', 'double_elimination', 'round_robin', 'swiss'];
export type SeedingMethod = 'ladder_standing' | 'skill_rating' | 'join_order';
/** Staff's answer to a tournament entry: the same decisions as a ladder's. */
export type TournamentDecision = EntryDecision;

/**
 * What the viewer may do on one tournament: the competitions' role matrix (competitions/competition-roles.ts). canManage
 * runs it (seeding, the start, reports, finalizes and corrections): owner, super_admin, or an admin assigned to it;
 * canModerate decides its entries: those, and a mod assigned to it. Any staff of its organizer isStaff and never enters.
 */
export interface TournamentRights extends CompetitionRights {
  canManage: boolean;
}

/** Read through the request's staff loader: a list of tournaments costs one staff query per batch of organizers. */
export async function tournamentRights(ctx: RequestContext, tournament: Tournament): Promise<TournamentRights> {
  const rights = await competitionRights(ctx, tournament);
  return { ...rights, canManage: rights.canSchedule && rights.canReport };
}

async function assertCanManage(ctx: RequestContext, tournament: Tournament) {
  requireViewer(ctx);
  if (!(await tournamentRights(ctx, tournament)).canManage) throw AppError.forbidden(Messages.tournamentRunForbidden);
}

/** Locks a tournament for the rest of the transaction, with its engine state: its writes run one after another. */
export async function lockTournament(tx: RequestContext, tournamentId: unknown): Promise<Tournament> {
  const id = assertUuid(tournamentId, 'tournamentId');
  const tournament = await tx.db
    .getRepository(Tournament)
    .createQueryBuilder('t')
    .addSelect('t.engineState')
    .where('t.id = :id', { id })
    .setLock('pessimistic_write')
    .getOne();
  if (!tournament) throw AppError.notFound('Tournament');
  return tournament;
}

export function publishTournamentEvent(ctx: RequestContext, tournamentId: string, kind: TournamentEventKind, matchId: string | null = null) {
  const payload: Omit<TournamentEventPayload, 'eventId'> = { kind, tournamentId, matchId };
  return publishLiveEvent(ctx, tournamentTopic(tournamentId), payload);
}

/** After a write: the request's loaders read the tournament afresh. */
export function forgetTournament(ctx: RequestContext, tournamentId: string) {
  ctx.loaders.tournamentById.clear(tournamentId);
  ctx.loaders.tournamentParticipantsByTournamentId.clear(tournamentId);
  ctx.loaders.bracketByTournamentId.clear(tournamentId);
  ctx.loaders.tournamentCorrectionsByTournamentId.clear(tournamentId);
  ctx.loaders.tournamentStagesByTournamentId.clear(tournamentId);
  ctx.loaders.tieDecisionsByTournamentId.clear(tournamentId);
  ctx.loaders.stageResultsByTournamentId.clear(tournamentId);
}

/** Whether check-in is open now: within checkInMinutes before the start, while registration lasts. */
export function isCheckInOpen(tournament: Tournament, now = Date.now()): boolean {
  if (tournament.status !== 'registration' || tournament.checkInMinutes == null || !tournament.startTime) return false;
  const start = tournament.startTime.getTime();
  return now >= start - tournament.checkInMinutes * 60_000 && now < start;
}

/** A tournament's ranked flag from input: true when omitted, refused unless a boolean. */
export function rankedInput(raw: unknown): boolean {
  if (raw == null) return true;
  if (typeof raw !== 'boolean') throw AppError.badInput(Messages.tournamentRankedInvalid, { ranked: Messages.tournamentRankedInvalid });
  return raw;
}

export interface CreateTournamentInput {
  organizerId: unknown;
  name: unknown;
  size: unknown;
  gameId: unknown;
  regionId: unknown;
  platformId: unknown;
  format: unknown;
  startTime: unknown;
  thirdPlaceMatch?: unknown;
  checkInMinutes?: unknown;
  matchRounds?: unknown;
  /** Whether its matches count on the global boards (true when omitted). */
  ranked?: unknown;
  /** Ordered stages (groups or Swiss feeding playoffs); omitted: one stage of the format, today's tournament. */
  stages?: StageInput[] | null;
}

export interface BracketSlot {
  slotIndex: unknown;
  participant1Id?: unknown;
  participant2Id?: unknown;
}

/**
 * The tournament manager: tournaments, entries, check-in, seeding, the start, and the bracket's moves when its matches
 * are finalized or corrected. Every rule is checked here for GraphQL and REST alike; writes on one tournament run on
 * its locked row, and engine operations commit with the matches and nodes they move.
 */
export const tournamentManagerService = {
  async create(ctx: RequestContext, input: CreateTournamentInput): Promise<Tournament> {
    const viewer = requireViewer(ctx);
    const organizerId = assertUuid(input.organizerId, 'organizerId');
    if (!(await ctx.loaders.organizerById.load(organizerId))) throw AppError.notFound('Organizer');
    if (!(await canCreateCompetitions(ctx, organizerId))) throw AppError.forbidden(Messages.tournamentCreateForbidden);
    const name = normalizeName(input.name, TOURNAMENT_NAME_MAX, { required: Messages.tournamentNameRequired, tooLong: Messages.tournamentNameTooLong });
    const size = intInRange(input.size, 'size', MIN_TOURNEY_SIZE, MAX_TOURNEY_SIZE, Messages.tournamentSizeInvalid);
    const stages = input.stages == null ? null : parseStages(input.stages, size);
    // With stages the format may be left out: it is the first stage's kind.
    if (stages && input.format == null) input.format = stages[0].kind;
    if (typeof input.format !== 'string' || !FORMATS.includes(input.format as TournamentFormat)) {
      throw AppError.badInput(Messages.tournamentFormatInvalid, { format: Messages.tournamentFormatInvalid });
    }
    const format = input.format as TournamentFormat;
    if (stages && stages[0].kind !== format) throw AppError.badInput(Messages.stageFormatMismatch, { format: Messages.stageFormatMismatch });
    const startTime = instantOrThrow(input.startTime, 'startTime', Messages.tournamentStartInvalid);
    // Its check-in opens before the start: a start in the past could never open it.
    assertFuture(startTime, 'startTime', Messages.tournamentStartInPast);
    const checkInMinutes = input.checkInMinutes == null ? null : intInRange(input.checkInMinutes, 'checkInMinutes', 5, 1440, Messages.tournamentCheckInInvalid);
    const matchRounds = input.matchRounds == null ? 3 : intInRange(input.matchRounds, 'matchRounds', 1, 15, Messages.tournamentRoundsInvalid);
    const ranked = rankedInput(input.ranked);
    const { platformId, gameId, regionId } = await catalogService.platformGameRegion(ctx, input);
    const game = (await catalogService.gameOf(ctx, gameId))!;
    try {
      return await createWithUniqueName(ctx, Messages.tournamentNameTaken, async (tx) => {
        const repo = tx.db.getRepository(Tournament);
        const tournament = await repo.save(
          repo.create({
            name,
            organizerId,
            size,
            gameId,
            regionId,
            platformId,
            genreId: game.genreId,
            format,
            startTime,
            startDate: startTime.toISOString().slice(0, 10),
            thirdPlaceMatch: format === 'single_elimination' && input.thirdPlaceMatch === true,
            checkInMinutes,
            matchRounds,
            ranked,
            createdById: viewer.userId,
          }),
        );
        await tx.db.getRepository(TournamentStage).insert((stages ?? [singleStage(format)]).map((stage) => ({ ...stage, tournamentId: tournament.id, status: 'pending' as const })));
        const commentWallId = await commentsService.createWall(tx, 'tournament', tournament.id);
        await tx.db.getRepository(TournamentPage).insert({ tournamentId: tournament.id, commentWallId });
        // Whoever creates a tournament runs it: an admin's assignment takes it at once.
        await organizerManagerService.assignCreator(tx, organizerId, viewer.userId, tournament.id);
        return repo.findOneByOrFail({ id: tournament.id });
      });
    } finally {
      ctx.loaders.tournamentsByOrganizerId.clear(organizerId);
      organizerManagerService.forgetStaff(ctx, organizerId, viewer.userId);
    }
  },

  /** The Join button's state: the ladder's six states, in the same order (the competitions' entries kernel). */
  joinState: (ctx: RequestContext, tournament: Tournament): Promise<JoinState> => tournamentEntries.joinState(ctx, tournament),

  /** Teams the viewer may enter now: led by them, of the game and region, not entered, registration with room. */
  joinableTeams: (ctx: RequestContext, tournament: Tournament): Promise<Team[]> => tournamentEntries.joinableTeams(ctx, tournament),

  /** The viewer's teams' requests waiting for staff (they may cancel them). */
  viewerPendingEntries: (ctx: RequestContext, tournament: Tournament): Promise<TournamentParticipant[]> => tournamentEntries.viewerPendingEntries(ctx, tournament),

  /** The viewer's approved teams that must still check in while check-in is open. */
  async checkInTeams(ctx: RequestContext, tournament: Tournament): Promise<Team[]> {
    if (!ctx.viewer || !isCheckInOpen(tournament)) return [];
    const [teams, entries] = await Promise.all([teamsService.viewerTeamsWithRole(ctx), ctx.loaders.tournamentParticipantsByTournamentId.load(tournament.id)]);
    const waiting = new Set(entries.filter((e) => e.status === 'approved' && !e.checkedInAt).map((e) => e.teamId));
    return teams.filter(({ team, role }) => (role === 'leader' || role === 'co-leader') && waiting.has(team.id)).map(({ team }) => team);
  },

  /** A leader or co-leader asks to enter their team; staff approve or decline. */
  join(ctx: RequestContext, tournamentId: unknown, teamId: unknown, expected?: { gameId?: unknown; regionId?: unknown }): Promise<TournamentParticipant> {
    return tournamentEntries.join(ctx, tournamentId, teamId, {
      // auto-join names the game and region it expects: a mismatch is the same refusal as a wrong team.
      check(tournament) {
        const gameOk = expected?.gameId == null || expected.gameId === tournament.gameId;
        const regionOk = expected?.regionId == null || expected.regionId === tournament.regionId;
        if (!gameOk || !regionOk) throw AppError.badInput(Messages.tournamentJoinWrongGameRegion);
      },
    });
  },

  /** A leader or co-leader withdraws their team's pending request. */
  cancelEntry: (ctx: RequestContext, tournamentId: unknown, teamId: unknown): Promise<Tournament> => tournamentEntries.cancel(ctx, tournamentId, teamId),

  /**
   * Staff approve or decline a pending team, or remove an approved one, before the start. An approved team takes the
   * best free seed, so it appears in the bracket preview at once (the spec's auto-placement into empty slots).
   */
  decide: (ctx: RequestContext, tournamentId: unknown, teamId: unknown, decision: unknown): Promise<TournamentParticipant> => tournamentEntries.decide(ctx, tournamentId, teamId, decision),

  /** Staff admit imported entrants, all or nothing (the entries kernel's admit): each takes the best free seed in order. */
  admitTeams: (ctx: RequestContext, tournamentId: unknown, teams: Team[], options: { dryRun: boolean }): Promise<AdmissionLine[]> =>
    tournamentEntries.admit(ctx, tournamentId, teams, options),

  /** A leader or co-leader of an approved team confirms it will play, while check-in is open. */
  async checkIn(ctx: RequestContext, tournamentId: unknown, teamId: unknown): Promise<TournamentParticipant> {
    requireViewer(ctx);
    const id = assertUuid(teamId, 'teamId');
    const entry = await inTransaction(ctx, async (tx) => {
      const tournament = await lockTournament(tx, tournamentId);
      await teamsService.assertRegistersTeam(tx, id);
      if (!isCheckInOpen(tournament)) throw AppError.conflict(Messages.tournamentCheckInClosed);
      const repo = tx.db.getRepository(TournamentParticipant);
      const existing = await repo.findOne({ where: { tournamentId: tournament.id, teamId: id } });
      if (existing?.status !== 'approved') throw AppError.badInput(Messages.tournamentCheckInNotApproved);
      if (!existing.checkedInAt) {
        existing.checkedInAt = new Date();
        await repo.update({ tournamentId: tournament.id, teamId: id }, { checkedInAt: existing.checkedInAt });
        await publishTournamentEvent(tx, tournament.id, 'teams');
      }
      return existing;
    });
    forgetTournament(ctx, entry.tournamentId);
    return entry;
  },

  /** Staff give the approved teams seeds 1..n by ladder standing, skill rating or join order. */
  async seed(ctx: RequestContext, tournamentId: unknown, method: unknown): Promise<Tournament> {
    if (method !== 'ladder_standing' && method !== 'skill_rating' && method !== 'join_order') {
      throw AppError.badInput(Messages.tournamentSeedingMethodInvalid, { method: Messages.tournamentSeedingMethodInvalid });
    }
    const tournament = await inTransaction(ctx, async (tx) => {
      const locked = await lockTournament(tx, tournamentId);
      await assertCanManage(tx, locked);
      if (locked.status !== 'registration') throw AppError.conflict(Messages.tournamentNotRegistration);
      const entries = await tx.db.getRepository(TournamentParticipant).find({ where: { tournamentId: locked.id, status: 'approved' }, order: { createdAt: 'ASC', teamId: 'ASC' } });
      const strength = await seedingStrength(tx, locked, entries.map((e) => e.teamId), method);
      // Stable: equal strength keeps the join order.
      const ordered = entries.map((e, i) => ({ e, i })).sort((a, b) => (strength.get(b.e.teamId) ?? 0) - (strength.get(a.e.teamId) ?? 0) || a.i - b.i);
      await writeSeeds(tx, locked.id, ordered.map(({ e }, i) => ({ teamId: e.teamId, seed: i + 1 })));
      await publishTournamentEvent(tx, locked.id, 'seeding');
      return locked;
    });
    forgetTournament(ctx, tournament.id);
    return tournament;
  },

  /**
   * Staff place teams into round-1 slots (save-bracket-data): no team twice, approved teams only, slots inside the
   * bracket. Each place becomes the seed the standard order puts there; approved teams left out take the free seeds.
   */
  async saveSeeding(ctx: RequestContext, tournamentId: unknown, slots: unknown): Promise<Tournament> {
    if (!Array.isArray(slots)) throw AppError.badInput(Messages.tournamentSeedingInvalid, { slots: Messages.tournamentSeedingInvalid });
    const tournament = await inTransaction(ctx, async (tx) => {
      const locked = await lockTournament(tx, tournamentId);
      await assertCanManage(tx, locked);
      if (locked.status !== 'registration') throw AppError.conflict(Messages.tournamentNotRegistration);
      const approved = new Set((await tx.db.getRepository(TournamentParticipant).find({ where: { tournamentId: locked.id, status: 'approved' } })).map((e) => e.teamId));
      const elimination = locked.format === 'single_elimination' || locked.format === 'double_elimination';
      const size = elimination ? bracketSize(locked.size, locked.format) : 2 * Math.ceil(locked.size / 2);
      const seedOf = elimination ? seedAtPlace(size) : Array.from({ length: size }, (_, i) => i + 1);
      const placed = new Map<string, number>();
      const used = new Set<number>();
      const invalid = () => AppError.badInput(Messages.tournamentSeedingInvalid, { slots: Messages.tournamentSeedingInvalid });
      for (const raw of slots as BracketSlot[]) {
        const slot = raw?.slotIndex;
        if (typeof slot !== 'number' || !Number.isInteger(slot) || slot < 0 || slot >= size / 2 || used.has(slot)) throw invalid();
        used.add(slot);
        [raw.participant1Id, raw.participant2Id].forEach((team, side) => {
          if (team == null || team === '') return;
          if (!isUuid(team)) throw invalid();
          const teamId = team.toLowerCase();
          if (!approved.has(teamId) || placed.has(teamId)) throw invalid();
          placed.set(teamId, seedOf[slot * 2 + side]);
        });
      }
      const taken = new Set(placed.values());
      const free = Array.from({ length: size }, (_, i) => i + 1).filter((s) => !taken.has(s));
      const rest = [...approved].filter((t) => !placed.has(t));
      const seeds = [...placed].map(([teamId, seed]) => ({ teamId, seed }));
      rest.forEach((teamId, i) => seeds.push({ teamId, seed: free[i] }));
      await writeSeeds(tx, locked.id, seeds);
      await publishTournamentEvent(tx, locked.id, 'seeding');
      return locked;
    });
    forgetTournament(ctx, tournament.id);
    return tournament;
  },

  /**
   * Staff start the tournament: with check-in on, approved teams that did not check in are dropped ('inactive'); the
   * engine builds the bracket from the seeds (missing places are byes) and the first matches are scheduled.
   */
  async start(ctx: RequestContext, tournamentId: unknown): Promise<Tournament> {
    const tournament = await inTransaction(ctx, async (tx) => {
      const locked = await lockTournament(tx, tournamentId);
      await assertCanManage(tx, locked);
      if (locked.status !== 'registration') throw AppError.conflict(Messages.tournamentNotRegistration);
      const repo = tx.db.getRepository(TournamentParticipant);
      if (locked.checkInMinutes != null) {
        await tx.db.query(`UPDATE tourney_participants SET status = 'inactive', seed = NULL WHERE tournament_id = $1 AND status = 'approved' AND checked_in_at IS NULL`, [locked.id]);
      }
      const entries = await repo.find({ where: { tournamentId: locked.id, status: 'approved' }, order: { createdAt: 'ASC', teamId: 'ASC' } });
      if (entries.length < 2) throw AppError.badInput(Messages.tournamentTooFewTeams);
      const [first] = await lockedStages(tx, locked);
      const state = await createBracket({ format: locked.format, places: placesOf(locked, entries), thirdPlaceMatch: locked.thirdPlaceMatch, groupCount: first.groupCount, rounds: first.rounds });
      const bracket = await tx.db.getRepository(Bracket).save(tx.db.getRepository(Bracket).create({ tournamentId: locked.id }));
      Object.assign(locked, { status: 'in_progress' });
      await tx.db.getRepository(Tournament).update({ id: locked.id }, { status: 'in_progress' });
      await writeStage(tx, locked, first, { status: 'in_progress', engineState: state, entrantIds: seedOrder(entries) });
      await syncBracket(tx, locked, bracket.id, state);
      await publishTournamentEvent(tx, locked.id, 'started');
      return locked;
    });
    forgetTournament(ctx, tournament.id);
    return tournament;
  },

  /**
   * Before the start: the bracket as the current seeds make it, built by the same engine in memory and never stored.
   * Null with fewer than 2 approved teams.
   */
  async previewBracket(ctx: RequestContext, tournament: Tournament): Promise<{ bracket: Bracket; nodes: BracketNode[] } | null> {
    const entries = (await ctx.loaders.tournamentParticipantsByTournamentId.load(tournament.id)).filter((e) => e.status === 'approved');
    if (entries.length < 2) return null;
    const [first] = await stagesOf(ctx, tournament);
    const state = await createBracket({ format: tournament.format, places: placesOf(tournament, entries), thirdPlaceMatch: tournament.thirdPlaceMatch, groupCount: first.groupCount, rounds: first.rounds });
    const projected = await projectNodes(state);
    const bracket = Object.assign(new Bracket(), { id: `preview-${tournament.id}`, tournamentId: tournament.id, createdAt: new Date() });
    const idOf = (ref: string | null) => (ref ? `preview-${tournament.id}-${ref}` : null);
    const nodes = projected.map((n) =>
      Object.assign(new BracketNode(), {
        ...nodeColumns(n),
        id: idOf(n.ref)!,
        bracketId: bracket.id,
        tournamentId: tournament.id,
        parentNodeId: idOf(n.parentRef),
        loserParentNodeId: idOf(n.loserParentRef),
        matchId: null,
        createdAt: bracket.createdAt,
      }),
    );
    return { bracket, nodes: sortNodes(nodes) };
  },
};

/** Approved teams in seed order (unseeded ones last, in join order): the first stage's entrants. */
function seedOrder(entries: TournamentParticipant[]): string[] {
  return [...entries].sort((a, b) => (a.seed ?? Number.MAX_SAFE_INTEGER) - (b.seed ?? Number.MAX_SAFE_INTEGER)).map((e) => e.teamId);
}

/** The engine's seeding from the seeds: elimination places by the standard order (gaps are byes), others in seed order. */
function placesOf(tournament: Tournament, entries: TournamentParticipant[]): Array<string | null> {
  const seeded = [...entries].sort((a, b) => (a.seed ?? Number.MAX_SAFE_INTEGER) - (b.seed ?? Number.MAX_SAFE_INTEGER));
  if (tournament.format !== 'single_elimination' && tournament.format !== 'double_elimination') return seeded.map((e) => e.teamId);
  const size = bracketSize(Math.max(tournament.size, seeded.length), tournament.format);
  const bySeed = new Array<string | null>(size).fill(null);
  const unseeded: string[] = [];
  for (const e of seeded) {
    if (e.seed != null && e.seed <= size && bySeed[e.seed - 1] === null) bySeed[e.seed - 1] = e.teamId;
    else unseeded.push(e.teamId);
  }
  for (const teamId of unseeded) bySeed[bySeed.indexOf(null)] = teamId;
  return placesFromSeeds(bySeed, size);
}

const SIDE_ORDER = ['winners', 'third_place', 'losers', 'grand_final', 'round_robin', 'swiss'];

/** The bracket view's order: side, round, group, slot. */
export function sortNodes(nodes: BracketNode[]): BracketNode[] {
  return [...nodes].sort(
    (a, b) =>
      SIDE_ORDER.indexOf(a.side) - SIDE_ORDER.indexOf(b.side) ||
      a.roundNumber - b.roundNumber ||
      (a.groupNumber ?? 0) - (b.groupNumber ?? 0) ||
      a.slotIndex - b.slotIndex,
  );
}

function nodeColumns(n: EngineNode) {
  return {
    engineRef: n.ref,
    parentRef: n.parentRef,
    loserParentRef: n.loserParentRef,
    side: n.side,
    roundNumber: n.roundNumber,
    groupNumber: n.groupNumber,
    slotIndex: n.slotIndex,
    status: n.status,
    participant1Id: n.participant1,
    participant2Id: n.participant2,
    participant1Score: n.score1,
    participant2Score: n.score2,
    winnerTeamId: n.winner,
  };
}

/**
 * Writes the engine's bracket into the documented nodes (one upsert, one parent update), then schedules a match for
 * every node whose two teams are known and that has none yet, and hands a changed pairing to its unplayed match.
 * Returns the nodes as stored.
 */
export async function syncBracket(tx: RequestContext, tournament: Tournament, bracketId: string, state: EngineState, projected?: EngineNode[], stageNumber = 1): Promise<BracketNode[]> {
  projected ??= await projectNodes(state);
  const rows = projected.map((n) => ({ ...nodeColumns(n), bracketId, tournamentId: tournament.id, stageNumber }));
  await tx.db
    .createQueryBuilder()
    .insert()
    .into(BracketNode)
    .values(rows)
    .orUpdate(
      ['parent_ref', 'loser_parent_ref', 'side', 'round_number', 'group_number', 'slot_index', 'node_status', 'participant_1', 'participant_2', 'participant_1_score', 'participant_2_score', 'winner_uuid'],
      ['bracket_id', 'stage_number', 'engine_ref'],
    )
    .execute();
  await tx.db.query(
    `UPDATE bracket_nodes n SET parent_node_id = p.node_id, loser_parent_node_id = l.node_id
       FROM bracket_nodes n2
       LEFT JOIN bracket_nodes p ON p.bracket_id = n2.bracket_id AND p.stage_number = n2.stage_number AND p.engine_ref = n2.parent_ref
       LEFT JOIN bracket_nodes l ON l.bracket_id = n2.bracket_id AND l.stage_number = n2.stage_number AND l.engine_ref = n2.loser_parent_ref
      WHERE n.node_id = n2.node_id AND n.bracket_id = $1 AND n.stage_number = $2
        AND (n.parent_node_id IS DISTINCT FROM p.node_id OR n.loser_parent_node_id IS DISTINCT FROM l.node_id)`,
    [bracketId, stageNumber],
  );
  const nodes = await tx.db.getRepository(BracketNode).find({ where: { bracketId, stageNumber } });
  const matchIds = nodes.map((n) => n.matchId).filter((id): id is string => id !== null);
  const matches = matchIds.length ? await tx.db.getRepository(Match).createQueryBuilder('m').where('m.id IN (:...ids)', { ids: matchIds }).getMany() : [];
  const matchById = new Map(matches.map((m) => [m.id, m]));
  const participants = matchIds.length ? await tx.db.getRepository(MatchParticipant).createQueryBuilder('p').where('p.matchId IN (:...ids)', { ids: matchIds }).getMany() : [];
  for (const node of nodes) {
    const pairing = [node.participant1Id, node.participant2Id];
    const match = node.matchId ? matchById.get(node.matchId) : undefined;
    if (!match) {
      if (node.status === 'ready' && pairing[0] && pairing[1]) node.matchId = await scheduleNodeMatch(tx, tournament, node);
      continue;
    }
    if (match.status === 'completed') continue;
    const current = participants.filter((p) => p.matchId === match.id).map((p) => p.teamId).sort();
    const wanted = pairing.filter((t): t is string => t !== null).sort();
    if (current.join() === wanted.join()) continue;
    // A correction upstream changed who plays: the unplayed match gets the new pairing (or is cancelled if there is none).
    await tx.db.query(`DELETE FROM match_rounds WHERE match_id = $1`, [match.id]);
    await tx.db.getRepository(MatchParticipant).delete({ matchId: match.id });
    if (wanted.length === 2) {
      await tx.db.getRepository(MatchParticipant).insert(pairing.filter((t): t is string => t !== null).map((teamId, i) => ({ matchId: match.id, teamId, slot: i + 1 })));
      await tx.db.getRepository(Match).update({ id: match.id }, { status: 'scheduled', isScoreUpdated: false });
    } else {
      await tx.db.getRepository(Match).update({ id: match.id }, { status: 'cancelled', isScoreUpdated: false });
      await tx.db.getRepository(BracketNode).update({ id: node.id }, { matchId: null });
      node.matchId = null;
    }
  }
  return nodes;
}

async function scheduleNodeMatch(tx: RequestContext, tournament: Tournament, node: BracketNode): Promise<string> {
  const repo = tx.db.getRepository(Match);
  const start = tournament.startTime && tournament.startTime.getTime() > Date.now() ? tournament.startTime : new Date();
  const match = await repo.save(
    repo.create({
      tournamentId: tournament.id,
      status: 'scheduled',
      scheduledTime: start,
      rounds: tournament.matchRounds,
      gameId: tournament.gameId,
      genreId: tournament.genreId,
      platformId: tournament.platformId,
      regionId: tournament.regionId,
      createdById: tx.viewer?.userId ?? tournament.createdById,
    }),
  );
  const commentWallId = await commentsService.createWall(tx, 'match', match.id);
  await repo.update({ id: match.id }, { commentWallId });
  await tx.db.getRepository(MatchParticipant).insert([node.participant1Id!, node.participant2Id!].map((teamId, i) => ({ matchId: match.id, teamId, slot: i + 1 })));
  await tx.db.getRepository(BracketNode).update({ id: node.id }, { matchId: match.id });
  return match.id;
}

/**
 * A finalized bracket match moves the bracket: the engine takes the result (winner up; in double elimination the loser
 * down), the nodes follow, the next matches are scheduled, and the last result crowns the champion. Runs inside the
 * finalize's transaction, on the locked tournament.
 */
export async function advanceBracket(tx: RequestContext, match: Match, participants: MatchParticipant[]): Promise<void> {
  const tournament = await lockTournament(tx, match.tournamentId);
  const node = await tx.db.getRepository(BracketNode).findOne({ where: { matchId: match.id } });
  const stages = await lockedStages(tx, tournament);
  const stage = stages.find((s) => s.stageNumber === node?.stageNumber);
  const current = stage ? stateOf(tournament, stage) : null;
  if (!node || !stage || !current) throw AppError.conflict(Messages.tournamentNotStarted);
  const state = await applyResult(current, node.engineRef, resultOf(node, participants));
  await storeEngineState(tx, tournament, node.bracketId, state, stage, stages.length);
  await publishTournamentEvent(tx, tournament.id, tournament.status === 'completed' ? 'completed' : 'bracket', match.id);
}

/** The engine's view of a match's result: the node's two teams with their totals; the higher total wins. */
export function resultOf(node: BracketNode, participants: Array<Pick<MatchParticipant, 'teamId' | 'totalPoints'>>) {
  const points = (teamId: string | null) => participants.find((p) => p.teamId === teamId)?.totalPoints ?? 0;
  const team1 = node.participant1Id!;
  const team2 = node.participant2Id!;
  const [score1, score2] = [points(team1), points(team2)];
  return { team1, team2, score1, score2, winner: score1 === score2 ? null : score1 > score2 ? team1 : team2 };
}

/**
 * Stores a stage's new engine state and syncs its nodes; the stage completes when every match is played, and the
 * tournament once its last stage crowns a champion.
 */
export async function storeEngineState(tx: RequestContext, tournament: Tournament, bracketId: string, state: EngineState, stage: TournamentStage, stageCount: number): Promise<BracketNode[]> {
  const projected = await projectNodes(state);
  const nodes = await syncBracket(tx, tournament, bracketId, state, projected, stage.stageNumber);
  await writeStage(tx, tournament, stage, { engineState: state, status: stageComplete(state, projected) ? 'completed' : 'in_progress' });
  const champion = stage.stageNumber === stageCount ? await championOf(state, stage.kind, projected) : null;
  const status = champion ? 'completed' : 'in_progress';
  await tx.db.getRepository(Tournament).update({ id: tournament.id }, { winnerTeamId: champion, status });
  Object.assign(tournament, { winnerTeamId: champion, status });
  return nodes;
}

/** The metrics a bracket match is scored by: its game's, numeric ones weighing 1. */
export async function tournamentMetrics(ctx: RequestContext, match: Match): Promise<LadderMetric[]> {
  const game = await catalogService.gameOf(ctx, match.gameId);
  return (game?.metrics ?? []).map((definition) => {
    const type = definition.type.toLowerCase() === 'number' ? ('number' as const) : ('text' as const);
    return { name: definition.name, type, weight: type === 'number' ? 1 : 0, active: definition.active === 'true' };
  });
}

/** The best seed no approved team holds. */
async function freeSeed(tx: RequestContext, tournament: Tournament): Promise<number> {
  const taken = new Set(
    (await tx.db.getRepository(TournamentParticipant).find({ where: { tournamentId: tournament.id, status: 'approved' } })).map((e) => e.seed).filter((s) => s != null),
  );
  let seed = 1;
  while (taken.has(seed)) seed++;
  return seed;
}

/** Seeds are unique per tournament: clear them, then write the new ones (one statement each). */
async function writeSeeds(tx: RequestContext, tournamentId: string, seeds: Array<{ teamId: string; seed: number }>) {
  await tx.db.query(`UPDATE tourney_participants SET seed = NULL WHERE tournament_id = $1`, [tournamentId]);
  if (seeds.length === 0) return;
  await tx.db.query(
    `UPDATE tourney_participants p SET seed = s.seed FROM unnest($2::uuid[], $3::int[]) AS s(team_id, seed)
      WHERE p.tournament_id = $1 AND p.team_id = s.team_id`,
    [tournamentId, seeds.map((s) => s.teamId), seeds.map((s) => s.seed)],
  );
}

/** Each team's strength for seeding (higher is better), in one query. */
async function seedingStrength(tx: RequestContext, tournament: Tournament, teamIds: string[], method: SeedingMethod): Promise<Map<string, number>> {
  if (method === 'join_order' || teamIds.length === 0) return new Map();
  const rows: Array<{ team_id: string; strength: string | number }> =
    method === 'ladder_standing'
      ? await tx.db.query(
          `SELECT s.team_id, max(s.points) AS strength FROM standings s JOIN leagues l ON l.league_id = s.league_id
            WHERE s.team_id = ANY($1::uuid[]) AND l.game_id IS NOT DISTINCT FROM $2 GROUP BY s.team_id`,
          [teamIds, tournament.gameId],
        )
      : await tx.db.query(
          `SELECT m.team_id, avg(u.rating) AS strength FROM team_members m JOIN users u ON u.user_id = m.user_id
            WHERE m.team_id = ANY($1::uuid[]) AND m.status = 'approved' GROUP BY m.team_id`,
          [teamIds],
        );
  return new Map(rows.map((r) => [r.team_id, Number(r.strength)]));
}

/** Who hears of a join request: the staff who may decide it (owner, super admins, and admins and mods assigned to it). */
function staffIds(ctx: RequestContext, tournament: Tournament): Promise<string[]> {
  return staffWhoMay(ctx, tournament, 'moderate');
}

/** A tournament's side of the competitions' entries (the kernel in competitions/ holds every rule they share). */
const tournamentEntries = competitionEntries<Tournament, TournamentParticipant>({
  entity: TournamentParticipant,
  key: 'tournamentId',
  lock: lockTournament,
  rights: tournamentRights,
  open: (tournament) => tournament.status === 'registration',
  capacity: (tournament) => tournament.size,
  // Every entry waits for staff.
  openEntry: () => false,
  decidesOnlyWhileOpen: true,
  invitations: false,
  messages: {
    staffCannotJoin: Messages.tournamentStaffCannotJoin,
    wrongGameRegion: Messages.tournamentJoinWrongGameRegion,
    closed: Messages.tournamentNotRegistration,
    full: Messages.tournamentFull,
    alreadyIn: Messages.tournamentJoinAlreadyIn,
    alreadyPending: Messages.tournamentJoinAlreadyPending,
    manageForbidden: Messages.tournamentManageForbidden,
    notIn: Messages.tournamentTeamNotIn,
    notPending: Messages.tournamentTeamNotPending,
  },
  about: (tournament) => ({ tournamentId: tournament.id }),
  staffIds,
  async overview(ctx, tournament) {
    const entries = await ctx.loaders.tournamentParticipantsByTournamentId.load(tournament.id);
    const mine = new Set((await teamsService.viewerTeamsWithRole(ctx)).map(({ team }) => team.id));
    return { viewerEntries: entries.filter((e) => mine.has(e.teamId)), approvedCount: entries.filter((e) => e.status === 'approved').length };
  },
  async approved(tx, tournament, entry) {
    entry.seed = await freeSeed(tx, tournament);
  },
  async removed(_tx, _tournament, entry) {
    entry.seed = null;
    entry.checkedInAt = null;
  },
  publish: (tx, tournament) => publishTournamentEvent(tx, tournament.id, 'teams'),
  forget: forgetTournament,
});
