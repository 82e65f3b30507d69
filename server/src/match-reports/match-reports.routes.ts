import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { bodyOf, contextOf } from '../core/http';
import { scoresFromRest } from '../matches';
import { imageUpload, processImage, uploadedImage } from '../pages';
import type { DisputePost, MatchDispute, MatchReport, ReportedTeamScoreRow } from './match-reports.entities';
import { matchReportsService, type MatchReportsModel } from './match-reports.service';

/** The service's field names as the REST facade spells them, so a refusal names the field the client sent. */
const REST_FIELDS: Record<string, string> = {
  matchId: 'match_id',
  teamId: 'team_id',
  scores: 'all_match_participants',
  chosenTeamId: 'chosen_team_id',
  reportingMode: 'reporting_mode',
  confirmWindowHours: 'confirm_window_hours',
  leagueId: 'league_id',
  tournamentId: 'tourney_id',
  organizerId: 'organizer_id',
  evidencePic: 'evidence_pic',
};

function restError(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([name, message]) => {
      const [head, ...rest] = name.split('.');
      return [[REST_FIELDS[head] ?? head, ...rest].join('.'), message];
    }),
  );
  return new AppError(error.code, error.message, fields);
}

/** A route whose refusals name the REST fields. */
const route = (handler: (req: Request, res: Response) => Promise<void>): RequestHandler => (req: Request, res: Response, next: NextFunction) => {
  handler(req, res).catch((error) => next(restError(error)));
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const toRestScores = (scores: ReportedTeamScoreRow[]) =>
  scores.map((team) => ({
    team_id: team.teamId,
    total_points: team.totalPoints,
    rounds: team.rounds.map((r) => ({ round_number: r.round, metrics: r.metrics, round_points: r.roundPoints })),
  }));

const toRestReport = (report: MatchReport) => ({
  report_id: report.id,
  team_id: report.teamId,
  reported_by: report.reportedById,
  all_match_participants: toRestScores(report.scores),
  created_at: iso(report.createdAt),
  updated_at: iso(report.updatedAt),
});

const toRestPost = (post: DisputePost) => ({
  post_id: post.id,
  author_id: post.authorId,
  team_id: post.teamId,
  image_url: post.imageUrl,
  link: post.link,
  text: post.text,
  created_at: iso(post.createdAt),
});

async function toRestDispute(ctx: RequestContext, dispute: MatchDispute) {
  const [evidence, thread] = await Promise.all([matchReportsService.posts(ctx, dispute, 'evidence'), matchReportsService.posts(ctx, dispute, 'message')]);
  return {
    dispute_id: dispute.id,
    match_id: dispute.matchId,
    opened_at: iso(dispute.openedAt),
    waiting_seconds: matchReportsService.waitingSeconds(dispute),
    evidence: evidence.map(toRestPost),
    thread: thread.map(toRestPost),
    resolution: dispute.resolvedAt
      ? {
          resolved_by: dispute.resolvedById,
          resolved_at: iso(dispute.resolvedAt),
          chosen_team_id: dispute.chosenTeamId,
          all_match_participants: dispute.enteredScores ? toRestScores(dispute.enteredScores) : null,
          reason: dispute.reason,
        }
      : null,
  };
}

/** get-match-reports: both reports, the state (awaiting | confirmed | disputed | resolved), the dispute, the viewer's rights. */
async function toRestReports(ctx: RequestContext, model: MatchReportsModel) {
  return {
    match_id: model.match.id,
    reporting_mode: model.reportingMode,
    status: model.status,
    status_text: model.statusText,
    awaiting_team_id: model.awaitingTeamId,
    confirm_deadline: iso(model.confirmDeadline),
    reports: model.reports.map(toRestReport),
    dispute: model.dispute ? await toRestDispute(ctx, model.dispute) : null,
    viewer_team_id: model.viewerTeamId,
    viewer_can_report: model.viewerCanReport,
    viewer_can_resolve: model.viewerCanResolve,
    viewer_can_post_to_dispute: model.viewerCanPostToDispute,
  };
}

const reportingSettings = (competition: { id: string; reportingMode: string; confirmWindowHours: number }) => ({
  reporting_mode: competition.reportingMode,
  confirm_window_hours: competition.confirmWindowHours,
});

/** The facade of team reports and disputes (issue 26): thin adapters over matchReportsService, as GraphQL. */
export function matchReportsRoutes(): Router {
  const router = Router();
  router.put(
    '/league/update-reporting-mode/:leagueId',
    route(async (req, res) => {
      const body = bodyOf(req);
      const league = await matchReportsService.updateLeagueMode(contextOf(req), req.params.leagueId, body.reporting_mode, body.confirm_window_hours);
      res.json({ data: { league_id: league.id, ...reportingSettings(league) } });
    }),
  );
  router.put(
    '/tourney/update-reporting-mode/:tourneyId',
    route(async (req, res) => {
      const body = bodyOf(req);
      const tournament = await matchReportsService.updateTournamentMode(contextOf(req), req.params.tourneyId, body.reporting_mode, body.confirm_window_hours);
      res.json({ data: { tourney_id: tournament.id, ...reportingSettings(tournament) } });
    }),
  );
  router.post(
    '/league/report-match-result',
    route(async (req, res) => {
      const { match_id: matchId, team_id: teamId, all_match_participants: scores } = bodyOf(req);
      const ctx = contextOf(req);
      const model = await matchReportsService.report(ctx, matchId, teamId, scoresFromRest(scores));
      res.json({ data: await toRestReports(ctx, model) });
    }),
  );
  router.get(
    '/league/get-match-reports/:matchId',
    route(async (req, res) => {
      const ctx = contextOf(req);
      res.json({ data: await toRestReports(ctx, await matchReportsService.get(ctx, req.params.matchId)) });
    }),
  );
  router.post(
    '/league/add-dispute-evidence',
    imageUpload,
    route(async (req, res) => {
      const ctx = contextOf(req);
      const { match_id: matchId, link, text } = bodyOf(req);
      const upload = uploadedImage(req, 'evidence_pic');
      const image = upload.bytes
        ? {
            store: async () => {
              const processed = await processImage({ field: upload.field, bytes: upload.bytes! }, 'evidence');
              return ctx.app.storage.put(`evidence/${processed.hash}.webp`, processed.bytes, 'image/webp');
            },
          }
        : null;
      const model = await matchReportsService.addEvidence(ctx, matchId, { link, text, image });
      res.status(201).json({ data: await toRestReports(ctx, model) });
    }),
  );
  router.post(
    '/league/post-dispute-message',
    route(async (req, res) => {
      const ctx = contextOf(req);
      const { match_id: matchId, text } = bodyOf(req);
      res.status(201).json({ data: await toRestReports(ctx, await matchReportsService.postMessage(ctx, matchId, text)) });
    }),
  );
  router.post(
    '/league/resolve-dispute',
    route(async (req, res) => {
      const ctx = contextOf(req);
      const { match_id: matchId, chosen_team_id: chosenTeamId, all_match_participants: scores, reason } = bodyOf(req);
      const model = await matchReportsService.resolve(ctx, matchId, { chosenTeamId, scores: scores === undefined || scores === null ? scores : scoresFromRest(scores), reason });
      res.json({ data: await toRestReports(ctx, model) });
    }),
  );
  router.get(
    '/organizer/get-disputes/:organizerId',
    route(async (req, res) => {
      const ctx = contextOf(req);
      const disputes = await matchReportsService.organizerDisputes(ctx, req.params.organizerId);
      res.json({ data: await Promise.all(disputes.map((dispute) => toRestDispute(ctx, dispute))) });
    }),
  );
  return router;
}
