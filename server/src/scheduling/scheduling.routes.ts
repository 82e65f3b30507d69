import { Router } from 'express';
import { bodyOf, contextOf } from '../core/http';
import { toRestMatchInfo } from '../matches';
import { rescheduleService, shownStatus, type RescheduleFieldNames } from './reschedule.service';
import type { RescheduleProposal } from './scheduling.entities';
import { schedulingService, type AvailabilityFieldNames, type TeamAvailabilityModel } from './scheduling.service';
import { hhmm } from './zones';

const REST_NAMES: RescheduleFieldNames = { matchId: 'match_id', times: 'times', proposalId: 'proposal_id', acceptedTime: 'accepted_time', scheduledTime: 'scheduled_time' };
const REST_AVAILABILITY_NAMES: AvailabilityFieldNames = { timeZone: 'time_zone', windows: 'windows' };

export const toRestProposal = (p: RescheduleProposal) => ({
  proposal_id: p.id,
  match_id: p.matchId,
  team_id: p.teamId,
  proposed_by: p.proposedById,
  times: p.times.map((t) => t.toISOString()),
  status: shownStatus(p),
  expires_at: p.expiresAt.toISOString(),
  accepted_time: p.acceptedTime?.toISOString() ?? null,
  answered_by: p.answeredById,
  answered_at: p.answeredAt?.toISOString() ?? null,
  created_at: p.createdAt.toISOString(),
});

export const toRestAvailability = (a: TeamAvailabilityModel) => ({
  team_id: a.teamId,
  time_zone: a.timeZone,
  windows: a.windows.map((w) => ({ weekday: w.weekday, start: hhmm(w.start), end: hhmm(w.end) })),
  updated_at: a.updatedAt?.toISOString() ?? null,
});

/** Reschedule by agreement, staff moves, team availability and match-time suggestions (issue 26). */
export function schedulingRoutes(): Router {
  const router = Router();
  router.post('/league/propose-reschedule', async (req, res) => {
    const { match_id: matchId, times } = bodyOf(req);
    res.status(201).json({ data: toRestProposal(await rescheduleService.propose(contextOf(req), matchId, times, REST_NAMES)) });
  });
  router.post('/league/answer-reschedule', async (req, res) => {
    const { proposal_id: proposalId, accepted_time: acceptedTime, decline } = bodyOf(req);
    res.json({ data: toRestProposal(await rescheduleService.answer(contextOf(req), proposalId, acceptedTime, decline, REST_NAMES)) });
  });
  router.get('/league/get-reschedule-proposals/:matchId', async (req, res) => {
    const ctx = contextOf(req);
    const match = await rescheduleService.matchOf(ctx, req.params.matchId);
    res.json({ data: (await rescheduleService.proposalsOf(ctx, match)).map(toRestProposal) });
  });
  router.put('/league/move-match', async (req, res) => {
    const { match_id: matchId, scheduled_time: scheduledTime } = bodyOf(req);
    res.json({ data: toRestMatchInfo(await rescheduleService.move(contextOf(req), matchId, scheduledTime, REST_NAMES)) });
  });
  router.get('/league/suggest-match-times', async (req, res) => {
    const { league_id: leagueId, team_a: teamA, team_b: teamB, first } = req.query;
    const times = await schedulingService.suggest(contextOf(req), leagueId, teamA, teamB, first === undefined ? undefined : Number(first));
    res.json({ data: times.map((at) => at.toISOString()) });
  });
  router.get('/team/get-team-availability/:teamId', async (req, res) => {
    res.json({ data: toRestAvailability(await schedulingService.availability(contextOf(req), req.params.teamId)) });
  });
  router.put('/team/update-team-availability', async (req, res) => {
    const { team_id: teamId, time_zone: timeZone, windows } = bodyOf(req);
    res.json({ data: toRestAvailability(await schedulingService.update(contextOf(req), teamId, timeZone, windows, REST_AVAILABILITY_NAMES)) });
  });
  return router;
}
