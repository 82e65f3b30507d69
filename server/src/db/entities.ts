import { authEntities } from '../auth/entities';
import { catalogEntities } from '../catalog/entities';
import { commentsEntities } from '../comments/entities';
import { followsEntities } from '../follows/entities';
import { leaderboardsEntities } from '../leaderboards/entities';
import { organizersEntities } from '../organizers/entities';
import { teamsEntities } from '../teams/entities';
import { usersEntities } from '../users/entities';
import { leagueEntities } from '../leagues/entities';
import { matchEntities } from '../matches/entities';
import { matchReportEntities } from '../match-reports/entities';
import { messagesEntities } from '../messages/entities';
import { notificationsEntities } from '../notifications/entities';
import { tournamentEntities } from '../tournaments/entities';
import { schedulingEntities } from '../scheduling/entities';
import { webhooksEntities } from '../webhooks/entities';

/** Every TypeORM entity, by domain. */
export const allEntities = [
  ...authEntities,
  ...catalogEntities,
  ...usersEntities,
  ...teamsEntities,
  ...organizersEntities,
  ...followsEntities,
  ...commentsEntities,
  ...leaderboardsEntities,
  ...leagueEntities,
  ...matchEntities,
  ...matchReportEntities,
  ...tournamentEntities,
  ...notificationsEntities,
  ...schedulingEntities,
  ...webhooksEntities,
  ...messagesEntities,
];
