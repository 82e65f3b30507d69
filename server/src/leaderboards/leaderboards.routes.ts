import { Router } from 'express';
import { bodyOf, contextOf } from '../core/http';
import type { Leaderboard } from './leaderboards.entities';
import { leaderboardsService, type RankedLeaderboardEntry } from './leaderboards.service';

export const toRestBoard = (board: Leaderboard) => ({
  leaderboard_id: board.id,
  kind: board.kind,
  scope: board.scope,
  title: board.title,
  lb_region_id: board.regionId,
  lb_genre_id: board.genreId,
  lb_game_id: board.gameId,
});

const toRestEntry = (entry: RankedLeaderboardEntry) => ({
  ...(entry.userId ? { user_id: entry.userId } : { team_id: entry.teamId }),
  current_score: entry.score,
  wins: entry.wins,
  losses: entry.losses,
  rank: entry.rank,
});

/** /api/leaderboard/* and /api/comp/get-db-leaderboards (same services as GraphQL). */
export function leaderboardsRoutes(): Router {
  const router = Router();
  router.get('/comp/get-db-leaderboards', async (req, res) => {
    res.json({ data: (await leaderboardsService.list(contextOf(req), {})).map(toRestBoard) });
  });
  router.get('/leaderboard/get-leaderboards', async (req, res) => {
    const boards = await leaderboardsService.withTopEntries(contextOf(req), 100);
    const rest = boards.map(({ board, entries }) => ({ ...toRestBoard(board), entries: entries.map(toRestEntry) }));
    res.json({ user_leaderboards: rest.filter((b) => b.kind === 'user'), team_leaderboards: rest.filter((b) => b.kind === 'team') });
  });
  router.post('/leaderboard/get-user-team-names', async (req, res) => {
    const { _user_ids: userIds, _team_ids: teamIds } = bodyOf(req);
    const { users, teams } = await leaderboardsService.names(contextOf(req), userIds, teamIds);
    res.json({
      data: {
        users: users.map(({ user, page }) => ({ user_id: user.id, user_name: user.userName, display_name: user.displayName, user_profile_pic: page?.profilePicture ?? null })),
        teams: teams.map(({ team, page }) => ({ team_id: team.id, team_name: team.name, team_profile_pic: page?.profilePicture ?? null })),
      },
    });
  });
  return router;
}
