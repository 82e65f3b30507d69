import { authEntities } from '../auth/auth.entities';
import { catalogEntities } from '../catalog/catalog.entities';
import { commentsEntities } from '../comments/comments.entities';
import { followsEntities } from '../follows/follows.entities';
import { leaderboardsEntities } from '../leaderboards/leaderboards.entities';
import { organizersEntities } from '../organizers/organizers.entities';
import { teamsEntities } from '../teams/teams.entities';
import { usersEntities } from '../users/users.entities';
import { leagueEntities } from '../leagues/leagues.entities';
import { matchEntities } from '../matches/matches.entities';
import { tournamentEntities } from '../tournaments/tournaments.entities';

/** Every TypeORM entity, by domain. */
export const allEntities = [...authEntities, ...catalogEntities, ...usersEntities, ...teamsEntities, ...organizersEntities, ...followsEntities, ...commentsEntities, ...leaderboardsEntities, ...leagueEntities, ...matchEntities, ...tournamentEntities];
