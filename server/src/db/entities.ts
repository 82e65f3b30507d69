import { authEntities } from '../auth';
import { catalogEntities } from '../catalog';
import { commentsEntities } from '../comments';
import { followsEntities } from '../follows';
import { leaderboardsEntities } from '../leaderboards';
import { organizersEntities } from '../organizers';
import { teamsEntities } from '../teams';
import { usersEntities } from '../users';
import { leagueEntities } from '../leagues';
import { matchEntities } from '../matches';
import { notificationsEntities } from '../notifications';
import { tournamentEntities } from '../tournaments';

/** Every TypeORM entity, by domain. */
export const allEntities = [...authEntities, ...catalogEntities, ...usersEntities, ...teamsEntities, ...organizersEntities, ...followsEntities, ...commentsEntities, ...leaderboardsEntities, ...leagueEntities, ...matchEntities, ...tournamentEntities, ...notificationsEntities];
