import { CatalogSchema1763800000000 } from './1763800000000-CatalogSchema';
import { CommunitySchema1763800000100 } from './1763800000100-CommunitySchema';
import { CompetitionSchema1763800000200 } from './1763800000200-CompetitionSchema';
import { AuthSchema1763800000300 } from './1763800000300-AuthSchema';
import { TeamManager1763800000400 } from './1763800000400-TeamManager';
import { LadderSeason1763800000500 } from './1763800000500-LadderSeason';
import { LeaderboardRanks1763800000600 } from './1763800000600-LeaderboardRanks';
import { SkillRatings1763800000700 } from './1763800000700-SkillRatings';
import { LadderInvitations1763800000800 } from './1763800000800-LadderInvitations';
import { LeaderboardKeysetIndexes1763800000900 } from './1763800000900-LeaderboardKeysetIndexes';
import { LeaderboardBoardKey1763800001000 } from './1763800001000-LeaderboardBoardKey';
import { AuthReauthentication1763800001100 } from './1763800001100-AuthReauthentication';
import { TournamentBrackets1763800001200 } from './1763800001200-TournamentBrackets';
import { AuthOutboxDelivery1763800001400 } from './1763800001400-AuthOutboxDelivery';
import { PointsLedger1763800001300 } from './1763800001300-PointsLedger';
import { EntriesThroughStaff1763800001600 } from './1763800001600-EntriesThroughStaff';
import { MatchParticipantSlot1763800001700 } from './1763800001700-MatchParticipantSlot';
import { AuthIdentitiesOtp1763800001900 } from './1763800001900-AuthIdentitiesOtp';
import { AuthMfaAdminWeb31763800001950 } from './1763800001950-AuthMfaAdminWeb3';
import { Jobs1763800001750 } from './1763800001750-Jobs';
import { TournamentStages1763800002000 } from './1763800002000-TournamentStages';
import { MatchReports1763800001800 } from './1763800001800-MatchReports';
import { RescheduleAvailability1763800001850 } from './1763800001850-RescheduleAvailability';
import { ApiTokens1763800002100 } from './1763800002100-ApiTokens';
import { Webhooks1763800002050 } from './1763800002050-Webhooks';
import { TournamentArchive1763800002350 } from './1763800002350-TournamentArchive';
import { Messages1763800002500 } from './1763800002500-Messages';
import { ModerationFilters1763800002600 } from './1763800002600-ModerationFilters';
import { ModerationReports1763800002610 } from './1763800002610-ModerationReports';
import { CommentModeration1763800002700 } from './1763800002700-CommentModeration';
import { SiteModerators1763800002800 } from './1763800002800-SiteModerators';
import { ModerationNotifications1763800002810 } from './1763800002810-ModerationNotifications';

/** Every migration, oldest first, one per line (several people add theirs at once). The schema only ever comes from these (never `synchronize`). */
export const allMigrations = [
  CatalogSchema1763800000000,
  CommunitySchema1763800000100,
  CompetitionSchema1763800000200,
  AuthSchema1763800000300,
  TeamManager1763800000400,
  LadderSeason1763800000500,
  LeaderboardRanks1763800000600,
  SkillRatings1763800000700,
  LadderInvitations1763800000800,
  LeaderboardKeysetIndexes1763800000900,
  LeaderboardBoardKey1763800001000,
  AuthReauthentication1763800001100,
  TournamentBrackets1763800001200,
  PointsLedger1763800001300,
  AuthOutboxDelivery1763800001400,
  EntriesThroughStaff1763800001600,
  MatchParticipantSlot1763800001700,
  AuthIdentitiesOtp1763800001900,
  AuthMfaAdminWeb31763800001950,
  Jobs1763800001750,
  TournamentStages1763800002000,
  MatchReports1763800001800,
  RescheduleAvailability1763800001850,
  ApiTokens1763800002100,
  Webhooks1763800002050,
  TournamentArchive1763800002350,
  Messages1763800002500,
  ModerationFilters1763800002600,
  ModerationReports1763800002610,
  CommentModeration1763800002700,
  SiteModerators1763800002800,
  ModerationNotifications1763800002810,
];
