/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A moderator's action on an open report. */
export type ActOnReportInput = {
  /** What is done (not UNHIDE: that is releaseContent; not UPDATE_FILTERS: that is updateModerationFilters). */
  action: ModerationAction;
  /** For TIMEOUT: 1 to 525600. */
  durationMinutes?: number | null | undefined;
  /** Required: shown in the audit and, for hide, warn, time-out and ban, to the user concerned. */
  reason: string;
  /** The report acted on. */
  reportId: string | number;
};

/**
 * What a personal API token may do, on top of its user's own permissions. Reads (queries, subscriptions, GET calls) need
 * READ; each write needs the scope its area names; account settings (tokens, password, profile) need a signed-in session.
 */
export type ApiTokenScope =
  /** Manage organizers, their staff, ladders, tournaments and webhooks. */
  | 'ADMIN_ORGANIZER'
  /** Queries, subscriptions and GET calls. */
  | 'READ'
  /** Schedule, report, finalize and correct matches. */
  | 'WRITE_MATCHES'
  /** Create and manage teams, and enter them in ladders and tournaments. */
  | 'WRITE_TEAMS';

/** One weekly window as the availability editor sends it. */
export type AvailabilityWindowInput = {
  /** End, 'HH:MM' in the team's zone (24:00 for midnight); after the start. */
  end: string;
  /** Start, 'HH:MM' in the team's zone. */
  start: string;
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  weekday: number;
};

/** A bracket node's state. */
export type BracketNodeStatus =
  /** One side is empty: the other participant advances. */
  | 'BYE'
  /** Played; the winner moved up. */
  | 'COMPLETED'
  /** Waiting for its participants. */
  | 'PENDING'
  /** Both participants known; ready to play. */
  | 'READY';

/** The part of a bracket a node belongs to. */
export type BracketSide =
  /** The grand final of a double elimination (a second node is the reset). */
  | 'GRAND_FINAL'
  /** The losers bracket of a double elimination. */
  | 'LOSERS'
  /** A round-robin round. */
  | 'ROUND_ROBIN'
  /** A Swiss round. */
  | 'SWISS'
  /** The match for third place of a single elimination. */
  | 'THIRD_PLACE'
  /** The main (winners) bracket of an elimination tournament. */
  | 'WINNERS';

/** One round-1 pairing of a seeding: the two teams placed in it (null leaves the place empty: a bye). */
export type BracketSlotInput = {
  /** The team in the first place. */
  participant1Id?: string | number | null | undefined;
  /** The team in the second place. */
  participant2Id?: string | number | null | undefined;
  /** Position in round 1, from 0. */
  slotIndex: number;
};

/** What happened to a comment on a live wall. */
export type CommentEventKind =
  /** A new comment or reply was posted. */
  | 'CREATED'
  /** A comment was deleted by its author; it stays in place as 'Deleted Comment' by 'Deleted User'. */
  | 'DELETED'
  /** A comment's text was edited by its author. */
  | 'EDITED'
  /** A moderator hid a comment: it leaves others' walls; its author still sees it with the reason. */
  | 'HIDDEN'
  /** A hidden or held comment was released: everyone sees it again. */
  | 'UNHIDDEN'
  /** A comment's score changed after a vote. */
  | 'VOTED';

/** Which kind of conversation: between two users, a team's, or a match's. */
export type ConversationKind =
  /** Two users. */
  | 'DIRECT'
  /** A match's two rosters and its competition's staff. */
  | 'MATCH'
  /** A team's approved roster. */
  | 'TEAM';

/** Where a message goes or which conversation to open: exactly one of the four. */
export type ConversationTargetInput = {
  /** An existing conversation. */
  conversationId?: string | number | null | undefined;
  /** A match whose conversation the signed-in user belongs to. */
  matchId?: string | number | null | undefined;
  /** A team the signed-in user is an approved member of. */
  teamId?: string | number | null | undefined;
  /** A user, for the direct conversation with them. */
  userId?: string | number | null | undefined;
};

/** A new personal API token. */
export type CreateApiTokenInput = {
  /** In the future, at most a year ahead. */
  expiresAt: string;
  /** 1 to 60 characters. */
  name: string;
  /** At least one. */
  scopes: Array<ApiTokenScope>;
};

/** A new ladder of an organizer. comp category is always 1 (ladder). */
export type CreateLadderInput = {
  /** Last day (YYYY-MM-DD), not before the first. */
  endDate: string;
  /** The game played. */
  gameId: string | number;
  /** A parent league (true by default) has no parent. */
  isParent?: boolean | null | undefined;
  /** How many teams may be approved (2 to 1024, 12 by default). */
  maxTeams?: number | null | undefined;
  /** Name: non-alphanumerics removed, whitespace collapsed; unique whatever the case. */
  name: string;
  /** Teams join at once instead of waiting for approval. */
  openEntry?: boolean | null | undefined;
  /** The organizer running it. */
  organizerId: string | number;
  /** The parent league, for a child ladder (isParent false). */
  parentLeagueId?: string | number | null | undefined;
  /** The platform played on. */
  platformId: string | number;
  /** The region played in. */
  regionId: string | number;
  /** First day (YYYY-MM-DD). */
  startDate: string;
};

/** A new team. The creator becomes its leader. */
export type CreateTeamInput = {
  /** The game the team plays (a listed game). */
  gameId: string | number;
  /** Team name: trimmed, inner whitespace collapsed; 1 to 18 letters, digits or single spaces; unique whatever the case. */
  name: string;
  /** The region the team plays in (a listed region). */
  regionId: string | number;
};

/** A new tournament of an organizer. */
export type CreateTournamentInput = {
  /** Minutes of check-in before the start (5 to 1440); null leaves check-in off. */
  checkInMinutes?: number | null | undefined;
  /** How it is played. */
  format: TournamentFormat;
  /** The game played. */
  gameId: string | number;
  /** Rounds of each match (1 to 15, 3 by default). */
  matchRounds?: number | null | undefined;
  /** Name: letters, digits and spaces, up to 60; unique whatever the case. */
  name: string;
  /** The organizer running it. */
  organizerId: string | number;
  /** The platform played on. */
  platformId: string | number;
  /** Whether its finalized matches count on the global leaderboards, universal scores and ratings (true by default). */
  ranked?: boolean | null | undefined;
  /** The region played in. */
  regionId: string | number;
  /** Team places (2 to 256). */
  size: number;
  /** Ordered stages (groups or Swiss feeding playoffs); omitted: one stage of the format. The format is the first stage's kind. */
  stages?: Array<StageInput> | null | undefined;
  /** When play starts. */
  startTime: string;
  /** Single elimination: a match for third place. */
  thirdPlaceMatch?: boolean | null | undefined;
};

/** A new endpoint. */
export type CreateWebhookInput = {
  /** What the endpoint is for (at most 200 characters). */
  description?: string | null | undefined;
  /** Event types to receive, or [ALL]. */
  events: Array<WebhookEventType>;
  /** The organizer (its owner or a super admin registers). */
  organizerId: string | number;
  /** http or https URL of a public address. */
  url: string;
};

/**
 * Staff's answer to a team's entry into a ladder or tournament: approve or decline a pending team, or kick an approved
 * one. A decline or kick ends any invitation; the team then re-enters only through staff (its next join is a request).
 */
export type EntryDecision =
  /** Approve a pending team (the competition must have room). */
  | 'APPROVE'
  /** Decline a pending team (a request or an invitation). */
  | 'DECLINE'
  /** Remove an approved team (its played matches stay in history). */
  | 'KICK';

/** What a filter does with a comment or message that matches it. */
export type FilterMode =
  /** Keep the post hidden from others until a moderator acts (its author sees why). */
  | 'HOLD'
  /** Replace the matching words with asterisks and post it. */
  | 'REPLACE';

/** What a follow or a top-5 slot points at. */
export type FollowEntityType =
  /** A league (league). */
  | 'LEAGUE'
  /** An organizer (organizer). */
  | 'ORGANIZER'
  /** A team (team). */
  | 'TEAM'
  /** A tournament (tournament). */
  | 'TOURNAMENT'
  /** A user (user). */
  | 'USER';

/**
 * What the league page's Join button offers the signed-in viewer, in spec order: staff cannot join; a team of theirs is
 * already in; they lead a team of the ladder's game and region; such a team exists but they do not lead it; they need a
 * team; or nothing applies (signed out, ladder closed or full).
 */
export type JoinState =
  /** The viewer leads or co-leads a team of the ladder's game and region that can join. */
  | 'CAN_JOIN'
  /** Joining is not possible (signed out, the ladder is inactive or full, or a request is already pending). */
  | 'DEFAULT'
  /** The viewer has no team of the ladder's game and region (the Join Ladder Requirement modal offers to create one). */
  | 'NEED_TEAM'
  /** A team of the viewer matches the game and region, but the viewer is not its leader or co-leader. */
  | 'NOT_AUTHORIZED'
  /** A team of the viewer is approved in the ladder (the green 'Joined' mark). */
  | 'TEAM_JOINED'
  /** The viewer is staff of the ladder's organizer ('Staff members cannot join leagues.'). */
  | 'USER_STAFF';

/** One metric's setting in SCORE SETTINGS. */
export type LadderMetricInput = {
  /** Whether it counts. */
  active: boolean;
  /** A metric of the ladder's game. */
  name: string;
  /** A text metric's text (up to 200 characters; BAD_USER_INPUT on metrics.<name>.text otherwise); null keeps it. */
  text?: string | null | undefined;
  /**
   * Its weight: a whole number, 0 or more (send 0 for a text metric); BAD_USER_INPUT on metrics.<name>.weight otherwise.
   * A Float so that a fraction such as 0.5 reaches the service and is refused there with the same words as over REST.
   */
  weight: number;
};

/** Ladder settings; omitted fields stay as they are. */
export type LadderSettingsInput = {
  /** Standings points for a draw (0 to 100). */
  drawPoints?: number | null | undefined;
  /** Standings points for a loss (0 to 100). */
  lossPoints?: number | null | undefined;
  /** How many teams may be approved (2 to 1024; not below the teams already approved). */
  maxTeams?: number | null | undefined;
  /** Teams join at once instead of waiting for approval. */
  openEntry?: boolean | null | undefined;
  /** Standings points for a win (0 to 100). */
  winPoints?: number | null | undefined;
};

/** Whether a leaderboard ranks players or teams. */
export type LeaderboardKind =
  /** Ranks teams (team). */
  | 'TEAM'
  /** Ranks players (user). */
  | 'USER';

/** How leaderboard entries are ordered: always descending, ties broken by entry id (descending). */
export type LeaderboardOrder =
  /** By skill rating (players' boards; OpenSkill ordinal x 100, see User.rating). */
  | 'RATING'
  /** By current score (the default). */
  | 'SCORE'
  /** By wins. */
  | 'WINS';

/** What changed on a ladder, pushed live to its league page. */
export type LeagueEventKind =
  /** A match was scheduled or its scores changed. */
  | 'SCHEDULE'
  /** Settings, status or metrics changed. */
  | 'SETTINGS'
  /** A match was finalized: standings moved. */
  | 'STANDINGS'
  /** A team joined, was approved, declined or kicked. */
  | 'TEAMS';

/** Whether a ladder is running (ACTIVE LADDERS) or parked (INACTIVE LADDERS). */
export type LeagueStatus =
  /** Listed under ACTIVE LADDERS; teams can join and play. */
  | 'ACTIVE'
  /** Listed under INACTIVE LADDERS. */
  | 'INACTIVE';

/** What changed on a match, pushed live to its page. */
export type MatchEventKind =
  /** An unanswered report was confirmed after the window and the match finalized. */
  | 'AUTO_CONFIRMED'
  /** The reports differ: the match is disputed. */
  | 'DISPUTED'
  /** Staff resolved the dispute and the match was finalized. */
  | 'DISPUTE_RESOLVED'
  /** Evidence or a message was added to the dispute. */
  | 'DISPUTE_UPDATED'
  /** The match was finalized (completed). */
  | 'FINALIZED'
  /** The two reports agreed and the match was finalized. */
  | 'REPORT_CONFIRMED'
  /** A team filed or amended its report. */
  | 'REPORT_FILED'
  /** The other team accepted a proposed time: the match moved. */
  | 'RESCHEDULE_ACCEPTED'
  /** The other team declined a proposal. */
  | 'RESCHEDULE_DECLINED'
  /** A team proposed new times for the match. */
  | 'RESCHEDULE_PROPOSED'
  /** Scores were reported. */
  | 'SCORES'
  /** The match was scheduled or its details changed. */
  | 'UPDATED';

/** Where a match's team reports stand. */
export type MatchReportStatus =
  /** Waiting for a report (none yet, or one side's answer). */
  | 'AWAITING'
  /** Both reports agreed, or the window passed unanswered: the match was finalized with the reported scores. */
  | 'CONFIRMED'
  /** The two reports differ; staff resolve it. */
  | 'DISPUTED'
  /** Staff resolved the dispute (a report chosen or the result entered). */
  | 'RESOLVED';

/** Where a match is in its life: scheduled, waiting for scores, completed (final) or cancelled. */
export type MatchStatus =
  /** Called off. */
  | 'CANCELLED'
  /** Scores finalized; permanent. */
  | 'COMPLETED'
  /** Scores have been reported (Update Scores) and can be finalized; staff may still correct them. */
  | 'PENDING'
  /** Scheduled, no scores reported yet. Staff may report at any time (early starts, forfeits). */
  | 'SCHEDULED';

/** What happened in one of the signed-in user's conversations. */
export type MessageEventKind =
  /** A message arrived. */
  | 'CREATED'
  /** A message was hidden (it leaves others' screens; its author sees why). */
  | 'HIDDEN'
  /** The user muted or unmuted the conversation. */
  | 'MUTED'
  /** A member read the conversation (read state changed). */
  | 'READ'
  /** A message was removed. */
  | 'REMOVED'
  /** A hidden or held message was released. */
  | 'UNHIDDEN';

/** What others can see of a message. */
export type MessageState =
  /** Held by a filter for review: seen only by its author, with the reason. */
  | 'HELD'
  /** Hidden by a moderator: seen only by its author, with the reason. */
  | 'HIDDEN'
  /** Removed by a moderator: its text is gone for everyone. */
  | 'REMOVED'
  /** Seen by every member. */
  | 'VISIBLE';

/**
 * What a moderator does with a report. HIDE and REMOVE apply to comments and messages; WARN, TIMEOUT and BAN to the
 * user the report concerns (BAN is organizer-scoped in an organizer's queue, an account suspension in the site queue;
 * a TEAM report's BAN keeps the team out of the organizer's competitions).
 */
export type ModerationAction =
  /** The user (or team) is banned: from the organizer's places, or, in the site queue, the account is suspended. */
  | 'BAN'
  /** Nothing to do: the report is closed. */
  | 'DISMISS'
  /** The comment or message is hidden from everyone but its author (who sees the reason). */
  | 'HIDE'
  /** The comment or message's text is removed for everyone. */
  | 'REMOVE'
  /** The user concerned cannot post for durationMinutes. */
  | 'TIMEOUT'
  /** A hidden comment or message is shown to everyone again (no report needed). */
  | 'UNHIDE'
  /** The organizer's word filter was saved (the reason says the mode, the word count and the words added or removed; no report). */
  | 'UPDATE_FILTERS'
  /** The user concerned is warned (notified with the reason). */
  | 'WARN';

/** What a notification tells its user. The catalogue grows with the product (join requests, approvals, match schedules). */
export type NotificationKind =
  /** Someone accepted an invitation the user sent (team or staff). */
  | 'INVITATION_ACCEPTED'
  /** Someone declined an invitation the user sent (team or staff). */
  | 'INVITATION_DECLINED'
  /** The user's team was approved in a ladder. */
  | 'JOIN_APPROVED'
  /** The user's team was declined or removed from a ladder. */
  | 'JOIN_DECLINED'
  /** A team asked to join a ladder the user manages. */
  | 'JOIN_REQUEST'
  /** The ladder's staff invited the user's team to join (its leader or co-leader accepts by joining). */
  | 'LADDER_INVITATION'
  /** An unanswered report was confirmed after its window: the match was finalized. */
  | 'MATCH_AUTO_CONFIRMED'
  /** The teams' reports differ: the match is disputed. */
  | 'MATCH_DISPUTED'
  /** Staff resolved a dispute of the user's match. */
  | 'MATCH_DISPUTE_RESOLVED'
  /** Both teams' reports agreed: the match was finalized. */
  | 'MATCH_REPORT_CONFIRMED'
  /** The other team reported a match of the user's team (answer within the window), or a team reported a match the user runs. */
  | 'MATCH_REPORT_FILED'
  /** A match of the user's team was scheduled. */
  | 'MATCH_SCHEDULED'
  /** A moderator banned the user (from an organizer's places, or the site). */
  | 'MODERATION_BANNED'
  /** A moderator hid the user's comment or message. */
  | 'MODERATION_HIDDEN'
  /** A moderator timed the user out. */
  | 'MODERATION_TIMED_OUT'
  /** A moderator warned the user (moderationMessage says why). */
  | 'MODERATION_WARNED'
  /** The user was removed from a team or staff. */
  | 'REMOVED'
  /** A proposed time was accepted: the match moved. */
  | 'RESCHEDULE_ACCEPTED'
  /** A reschedule proposal was declined. */
  | 'RESCHEDULE_DECLINED'
  /** A team proposed new times for a match of the user's team (or of a competition the user runs). */
  | 'RESCHEDULE_PROPOSED'
  /** The user's role on a team or staff changed. */
  | 'ROLE_CHANGED'
  /** The user was invited to an organizer's staff. */
  | 'STAFF_INVITATION'
  /** The user was invited to a team's roster. */
  | 'TEAM_INVITATION'
  /** One of the organization's webhook endpoints failed for a day and was disabled. */
  | 'WEBHOOK_DISABLED';

/** Where a team stands in a ladder or tournament it asked to join. */
export type ParticipantStatus =
  /** Accepted by staff; plays and appears in the team list. */
  | 'APPROVED'
  /** Turned down by staff. */
  | 'DECLINED'
  /** Dropped from a tournament at its start: it did not check in. */
  | 'INACTIVE'
  /** Asked to join; waiting for staff. */
  | 'PENDING';

/** A new comment, or a reply when parentId is given. */
export type PostCommentInput = {
  /** The comment replied to; it must be on the same wall. Omit for a top-level comment. */
  parentId?: string | number | null | undefined;
  /** The text, trimmed; 1 to 2000 characters after trimming. */
  text: string;
  /** The wall to post on. */
  wallId: string | number;
};

/** A report of a comment, message, user, team or organizer. */
export type ReportContentInput = {
  /** For a USER or TEAM report: the organizer whose moderators should see it (where it happened). Optional. */
  organizerId?: string | number | null | undefined;
  /** Why. */
  reason: ReportReason;
  /** Its id. */
  targetId: string | number;
  /** What is reported. */
  targetType: ReportTarget;
  /** Up to 1000 characters. */
  text?: string | null | undefined;
};

/** Why a user reports something. */
export type ReportReason =
  /** Cheating in competition. */
  | 'CHEATING'
  /** Abuse aimed at someone. */
  | 'HARASSMENT'
  /** Offensive words or content. */
  | 'OFFENSIVE'
  /** Something else (the report's text says what). */
  | 'OTHER'
  /** Unwanted advertising or repeated posts. */
  | 'SPAM';

/** Whether a report still waits for a moderator. */
export type ReportStatus =
  /** Waiting for a moderator. */
  | 'OPEN'
  /** A moderator acted on it. */
  | 'RESOLVED';

/** What a report is about. */
export type ReportTarget =
  /** A comment on a wall. */
  | 'COMMENT'
  /** A message in a conversation. */
  | 'MESSAGE'
  /** An organizer (its name or behaviour). */
  | 'ORGANIZER'
  /** A team (its name or behaviour). */
  | 'TEAM'
  /** A user (their name or behaviour). */
  | 'USER';

/** Who enters a competition's match results: its staff only (the default), or the two teams, staff resolving disputes. */
export type ReportingMode =
  /** Only the competition's staff report and finalize scores. */
  | 'STAFF'
  /** Each team's leader, co-leader or captain reports both teams' scores; agreeing reports finalize the match. */
  | 'TEAMS';

/** Where a reschedule proposal stands. */
export type RescheduleStatus =
  /** The other team accepted one of the times: the match moved to it. */
  | 'ACCEPTED'
  /** The other team declined: the match keeps its time. */
  | 'DECLINED'
  /** Not answered before the match's original time. */
  | 'EXPIRED'
  /** Staff moved the match directly while it was waiting. */
  | 'OVERRIDDEN'
  /** Waiting for the other team's answer. */
  | 'PENDING'
  /** A newer proposal for the same match replaced it. */
  | 'SUPERSEDED';

/** One team's metric values for one round, as Report Score sends them. */
export type RoundScoreInput = {
  /** Metric name to value: numbers (0 or more) for numeric metrics, text for text metrics; only the ladder's metrics. */
  metrics: unknown;
  /** Round number, 1 to the match's rounds. */
  round: number;
};

/** What kind of page a header-search hit opens. */
export type SearchHitKind =
  /** The Games page on that game (its ladders and tournaments). */
  | 'GAME'
  /** A league's (ladder's) page. */
  | 'LEAGUE'
  /** An organizer's page. */
  | 'ORGANIZER'
  /** A team's page. */
  | 'TEAM'
  /** A tournament's page. */
  | 'TOURNAMENT'
  /** A user's page. */
  | 'USER';

/** How seeds are assigned before the start. */
export type SeedingMethod =
  /** In the order the teams were approved. */
  | 'JOIN_ORDER'
  /** By ladder standing: each team's best points in the organizer's ladders of the tournament's game, most first. */
  | 'LADDER_STANDING'
  /** By skill rating: the mean OpenSkill ordinal of each team's players, highest first. */
  | 'SKILL_RATING';

/** A message to send. */
export type SendMessageInput = {
  /** An existing conversation. */
  conversationId?: string | number | null | undefined;
  /** A match whose conversation the signed-in user belongs to. */
  matchId?: string | number | null | undefined;
  /** A team the signed-in user is an approved member of. */
  teamId?: string | number | null | undefined;
  /** The text, 1 to 2000 characters (plain text). */
  text: string;
  /** A user, for the direct conversation with them. */
  userId?: string | number | null | undefined;
};

/** A staff role at an organizer. */
export type StaffRole =
  /** An admin (admin): creates ladders and tournaments, and runs the ones assigned to them (and the ones they created). */
  | 'ADMIN'
  /** A moderator (mod): decides entries and posts announcements on the ladders and tournaments assigned to them; never schedules, reports or finalizes. */
  | 'MOD'
  /** The owner (owner): full edit rights. */
  | 'OWNER'
  /** A super admin (super_admin): full edit rights. */
  | 'SUPER_ADMIN';

/** Where a user stands with an organizer's staff (also the status of the user's organization entry). */
export type StaffStatus =
  /** On the staff (approved). */
  | 'APPROVED'
  /** The invitation was declined (declined). */
  | 'DECLINED'
  /** Invited, not yet answered (pending). */
  | 'PENDING';

/** A stage of a new tournament. */
export type StageInput = {
  /** Every stage but the last: how many of each group (or of the Swiss standings) go on. */
  advance?: number | null | undefined;
  /** Round robin: the number of groups (1 by default). */
  groupCount?: number | null | undefined;
  /** Round robin: teams in each group (group count × size = the stage's teams). */
  groupSize?: number | null | undefined;
  /** How the stage is played. */
  kind: TournamentFormat;
  /** Swiss: the number of rounds (ceil(log2(teams)) by default). */
  rounds?: number | null | undefined;
  /** How they are seeded into the next stage (cross-group for groups, standing otherwise, by default). */
  seeding?: StageSeeding | null | undefined;
  /** The standings' criteria in order (the kind's default when omitted). */
  tiebreakers?: Array<Tiebreaker> | null | undefined;
};

/** How the teams going on from a stage are seeded into the next. */
export type StageSeeding =
  /** Group winners take the top seeds in group order and meet another group's runner-up first (A1 v B2, B1 v A2). */
  | 'CROSS_GROUP'
  /** By overall standing: place in the group, then points, differential, metric totals and seed. */
  | 'STANDING';

/** A stage's shape: the tournament formats (round robin in groups, Swiss, single or double elimination). */
export type StageStatus =
  /** Every match is played. */
  | 'COMPLETED'
  /** Being played. */
  | 'IN_PROGRESS'
  /** Not started: waits for the stage before it (or for the tournament's start). */
  | 'PENDING';

/** Where a user stands with a team. */
export type TeamMemberStatus =
  /** On the roster (approved). */
  | 'APPROVED'
  /** The invitation was declined (declined). */
  | 'DECLINED'
  /** Was on the roster and left or was removed (left). */
  | 'LEFT'
  /** Invited or requested, not yet answered (pending). */
  | 'PENDING';

/** A role on a team, lowest to highest: promote moves one step up, demote one step down. */
export type TeamRole =
  /** A captain (captain). */
  | 'CAPTAIN'
  /** A co-leader (co-leader): may promote, demote, kick, invite and register the team. */
  | 'CO_LEADER'
  /** The one leader (leader): edits the team page and must hand over leadership before leaving. */
  | 'LEADER'
  /** A player on the roster (member). */
  | 'MEMBER';

/** One team's rounds in a score report. */
export type TeamScoreInput = {
  /** Its rounds (any subset; rounds sent replace what was stored for them). */
  rounds: Array<RoundScoreInput>;
  /** A team of the match. */
  teamId: string | number;
};

/** One criterion of a stage's standings, applied in the organizer's order. */
export type Tiebreaker =
  /** Swiss: the sum of the opponents' points. */
  | 'BUCHHOLZ'
  /** Score for minus score against (the matches' totals). */
  | 'DIFFERENTIAL'
  /** Wins in the matches among the teams still level. */
  | 'HEAD_TO_HEAD'
  /** Score for: the total of the game's metrics over the stage. */
  | 'METRIC_TOTALS'
  /** 3 for a win, 1 for a draw (a Swiss bye is a win). */
  | 'POINTS'
  /** The better (lower) seed of the stage. */
  | 'SEED'
  /** Swiss: the points of the opponents beaten, and half of those drawn. */
  | 'SONNEBORN_BERGER';

/** What changed on a tournament, pushed live to its page and bracket. */
export type TournamentEventKind =
  /** A bracket match was reported, finalized or corrected: nodes moved. */
  | 'BRACKET'
  /** The tournament is over. */
  | 'COMPLETED'
  /** Seeds or settings changed (the preview bracket moved). */
  | 'SEEDING'
  /** The tournament started: the bracket exists. */
  | 'STARTED'
  /** A team joined, was approved, declined or checked in. */
  | 'TEAMS';

/** How a tournament is played. */
export type TournamentFormat =
  /** A winners and a losers bracket; the grand final is replayed when the losers-bracket team wins it (reset). */
  | 'DOUBLE_ELIMINATION'
  /** Every team plays every other team once; most points wins. */
  | 'ROUND_ROBIN'
  /** Lose once and you are out; optionally a match for third place. */
  | 'SINGLE_ELIMINATION'
  /** Rounds of pairings between teams with equal records, ceil(log2(teams)) rounds; no team meets another twice. */
  | 'SWISS';

/** A tournament's settings; omitted fields stay as they are. */
export type TournamentSettingsInput = {
  /** Whether its matches count on the global leaderboards, universal scores and ratings; only before the start. */
  ranked?: boolean | null | undefined;
};

/** Where a tournament is in its life. */
export type TournamentStatus =
  /** A winner is known. */
  | 'COMPLETED'
  /** The bracket is being played. */
  | 'IN_PROGRESS'
  /** Teams may join. */
  | 'REGISTRATION';

/** Text fields of a league page; omitted fields are left as they are. */
export type UpdateLeagueProfileInput = {
  /** Bio, at most 1000 characters; empty clears it. */
  bio?: string | null | undefined;
  /** Prizes, at most 2000 characters. */
  prize?: string | null | undefined;
  /** Rules, one per line, at most 5000 characters. */
  rules?: string | null | undefined;
  /** Settings, at most 2000 characters. */
  settings?: string | null | undefined;
  /** Video URL (http or https); empty clears it. */
  videoUrl?: string | null | undefined;
};

/** Fields of a match page edit; omitted fields stay as they are. The banner is uploaded through the REST facade (multipart). */
export type UpdateMatchPageInput = {
  /** Video link (http or https, at most 2048 characters); null or blank clears it. */
  videoUrl?: string | null | undefined;
};

/** An organizer's whole word filter, replacing the previous one. */
export type UpdateModerationFiltersInput = {
  /** What a match does. */
  mode: FilterMode;
  /** The organizer. */
  organizerId: string | number;
  /** Up to 500 words or `*` patterns (letters and digits, `*` for any letters; up to 64 characters each). */
  words: Array<string>;
};

/** Text fields of a team or organizer page; omitted fields are left as they are. */
export type UpdatePageProfileInput = {
  /** Bio, at most 1000 characters; empty clears it. */
  bio?: string | null | undefined;
  /** Video URL (http or https); empty clears it. */
  videoUrl?: string | null | undefined;
};

/** Text fields of a user page; omitted fields are left as they are. */
export type UpdateUserProfileInput = {
  /** Bio, at most 1000 characters; empty clears it. */
  bio?: string | null | undefined;
  /** Display name, 1 to 50 characters (the sign-up limit). */
  displayName?: string | null | undefined;
  /** Video URL (http or https); empty clears it. */
  videoUrl?: string | null | undefined;
};

/** A vote on a comment: up, down, or taking one's vote back. */
export type VoteDirection =
  /** Counts -1. */
  | 'DOWN'
  /** Removes the viewer's vote. */
  | 'NONE'
  /** Counts +1. */
  | 'UP';

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** Given up after 24 hours of failures, or the endpoint was disabled. */
  | 'FAILED'
  /** Waiting for its first attempt or its next retry. */
  | 'PENDING'
  /** An attempt is in flight. */
  | 'SENDING'
  /** The endpoint answered 2xx. */
  | 'SUCCEEDED';

/**
 * The webhook event catalogue (issue 28): the events the subscriptions carry, as webhook types. An endpoint subscribes
 * to a list of them, or to ALL (`*`). Every delivery is a POST with a JSON body `{ "type", "timestamp", "data" }`
 * (`type` is the dotted name below; `data` carries the same ids and fields as the GraphQL event), signed per the
 * Standard Webhooks specification: headers `webhook-id` (the same for every attempt of one event: dedupe on it),
 * `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; two
 * signatures, space-separated, while a rotated secret overlaps). Failed deliveries are retried with exponential
 * back-off (30 s, 1 min, 2 min, ... at most an hour apart) for 24 hours; an endpoint failing for a day is disabled and
 * the organization's owner notified.
 */
export type WebhookEventType =
  /** `*`: every event type, present and future. */
  | 'ALL'
  /** `bracket.progressed`: a tournament's bracket advanced after a result. data: kind, tournamentId, matchId. */
  | 'BRACKET_PROGRESSED'
  /** `comment.created`: a comment was posted on one of the organization's walls (its own, its ladders', tournaments' or their matches'). data: kind, comment { id, wallId, parentId, userId, text, ... }. */
  | 'COMMENT_CREATED'
  /** `entry.approved`: a team entered a ladder or tournament. data: leagueId or tournamentId, teamId, status. */
  | 'ENTRY_APPROVED'
  /** `entry.declined`: a team's entry was declined, or the team removed. data: leagueId or tournamentId, teamId, status, decision. */
  | 'ENTRY_DECLINED'
  /** `entry.requested`: a team asked to join a ladder or tournament. data: leagueId or tournamentId, teamId, status. */
  | 'ENTRY_REQUESTED'
  /** `match.disputed`: a reported result was disputed (match-day reporting). data: matchId and the dispute's ids. */
  | 'MATCH_DISPUTED'
  /** `match.dispute_resolved`: staff resolved a dispute. data: matchId and the dispute's ids. */
  | 'MATCH_DISPUTE_RESOLVED'
  /** `match.finalized`: a match's result is final (placements set). data: as match.scheduled. */
  | 'MATCH_FINALIZED'
  /** `match.scheduled`: a ladder match was scheduled. data: matchId, leagueId, tournamentId, status, scheduledTime, finalizedAt, teams [{ teamId, totalPoints, placement }]. */
  | 'MATCH_SCHEDULED'
  /** `match.score_updated`: a match's scores were saved (Update Scores). data: as match.scheduled. */
  | 'MATCH_SCORE_UPDATED'
  /** `standings.changed`: a ladder's standings moved after a finalized match. data: kind, leagueId, matchId. */
  | 'STANDINGS_CHANGED'
  /** `tournament.finished`: a tournament's last match was finalized. data: kind, tournamentId, matchId. */
  | 'TOURNAMENT_FINISHED'
  /** `tournament.started`: a tournament's bracket was drawn. data: kind, tournamentId, matchId (null). */
  | 'TOURNAMENT_STARTED';

export type BracketView_NodeFragment = {
  id: string;
  parentNodeId: string | null;
  loserParentNodeId: string | null;
  roundNumber: number;
  groupNumber: number | null;
  slotIndex: number;
  status: BracketNodeStatus;
  side: BracketSide;
  participant1Score: number | null;
  participant2Score: number | null;
  winnerTeamId: string | null;
  participant1: { id: string; name: string } | null;
  participant2: { id: string; name: string } | null;
  match: { id: string } | null;
};

export type CommentThread_CommentFragment = {
  id: string;
  wallId: string;
  parentId: string | null;
  text: string | null;
  edited: boolean;
  deleted: boolean;
  hidden: boolean;
  moderationNote: string | null;
  score: number;
  viewerVote: number | null;
  replyCount: number;
  createdAt: string;
  author: { id: string; userName: string; profilePicture: string | null } | null;
};

export type PostCommentMutationVariables = Exact<{
  input: PostCommentInput;
}>;

export type PostCommentMutation = {
  postComment: {
    id: string;
    wallId: string;
    parentId: string | null;
    text: string | null;
    edited: boolean;
    deleted: boolean;
    hidden: boolean;
    moderationNote: string | null;
    score: number;
    viewerVote: number | null;
    replyCount: number;
    createdAt: string;
    author: { id: string; userName: string; profilePicture: string | null } | null;
  };
};

export type EditCommentMutationVariables = Exact<{
  id: string | number;
  text: string;
}>;

export type EditCommentMutation = {
  editComment: {
    id: string;
    wallId: string;
    parentId: string | null;
    text: string | null;
    edited: boolean;
    deleted: boolean;
    hidden: boolean;
    moderationNote: string | null;
    score: number;
    viewerVote: number | null;
    replyCount: number;
    createdAt: string;
    author: { id: string; userName: string; profilePicture: string | null } | null;
  };
};

export type DeleteCommentMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteCommentMutation = {
  deleteComment: {
    id: string;
    wallId: string;
    parentId: string | null;
    text: string | null;
    edited: boolean;
    deleted: boolean;
    hidden: boolean;
    moderationNote: string | null;
    score: number;
    viewerVote: number | null;
    replyCount: number;
    createdAt: string;
    author: { id: string; userName: string; profilePicture: string | null } | null;
  };
};

export type VoteCommentMutationVariables = Exact<{
  id: string | number;
  direction: VoteDirection;
}>;

export type VoteCommentMutation = { voteComment: { id: string; score: number; viewerVote: number | null } };

export type CommentRepliesQueryVariables = Exact<{
  id: string | number;
  first: number;
  after?: string | null | undefined;
}>;

export type CommentRepliesQuery = {
  comment: {
    id: string;
    replies: {
      nodes: Array<{
        id: string;
        wallId: string;
        parentId: string | null;
        text: string | null;
        edited: boolean;
        deleted: boolean;
        hidden: boolean;
        moderationNote: string | null;
        score: number;
        viewerVote: number | null;
        replyCount: number;
        createdAt: string;
        author: { id: string; userName: string; profilePicture: string | null } | null;
      }>;
      pageInfo: { endCursor: string | null; hasNextPage: boolean };
    };
  };
};

export type CommentWallQueryVariables = Exact<{
  wallId: string | number;
  first: number;
  after?: string | null | undefined;
  replies?: number | null | undefined;
}>;

export type CommentWallQuery = {
  commentWall: {
    id: string;
    comments: {
      edges: Array<{
        cursor: string;
        node: {
          id: string;
          wallId: string;
          parentId: string | null;
          text: string | null;
          edited: boolean;
          deleted: boolean;
          hidden: boolean;
          moderationNote: string | null;
          score: number;
          viewerVote: number | null;
          replyCount: number;
          createdAt: string;
          replies: {
            nodes: Array<{
              id: string;
              wallId: string;
              parentId: string | null;
              text: string | null;
              edited: boolean;
              deleted: boolean;
              hidden: boolean;
              moderationNote: string | null;
              score: number;
              viewerVote: number | null;
              replyCount: number;
              createdAt: string;
              author: { id: string; userName: string; profilePicture: string | null } | null;
            }>;
            pageInfo: { endCursor: string | null; hasNextPage: boolean };
          };
          author: { id: string; userName: string; profilePicture: string | null } | null;
        };
      }>;
      pageInfo: { endCursor: string | null; hasNextPage: boolean };
    };
  };
};

export type CommentWallEventsSubscriptionVariables = Exact<{
  wallId: string | number;
}>;

export type CommentWallEventsSubscription = {
  commentWallEvents: {
    kind: CommentEventKind;
    comment: {
      id: string;
      wallId: string;
      parentId: string | null;
      text: string | null;
      edited: boolean;
      deleted: boolean;
      hidden: boolean;
      moderationNote: string | null;
      score: number;
      viewerVote: number | null;
      replyCount: number;
      createdAt: string;
      author: { id: string; userName: string; profilePicture: string | null } | null;
    };
  };
};

export type CommentCache_IdFragment = { id: string };

export type CommentCache_RepliesFragment = {
  id: string;
  replies: {
    nodes: Array<{
      id: string;
      wallId: string;
      parentId: string | null;
      text: string | null;
      edited: boolean;
      deleted: boolean;
      hidden: boolean;
      moderationNote: string | null;
      score: number;
      viewerVote: number | null;
      replyCount: number;
      createdAt: string;
      author: { id: string; userName: string; profilePicture: string | null } | null;
    }>;
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
  };
};

export type CommentCache_ReplyPageFragment = {
  nodes: Array<{
    id: string;
    wallId: string;
    parentId: string | null;
    text: string | null;
    edited: boolean;
    deleted: boolean;
    hidden: boolean;
    moderationNote: string | null;
    score: number;
    viewerVote: number | null;
    replyCount: number;
    createdAt: string;
    author: { id: string; userName: string; profilePicture: string | null } | null;
  }>;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
};

type CompetitionHero_Competition_League_Fragment = {
  id: string;
  name: string;
  bio: string | null;
  banner: string | null;
  profilePicture: string | null;
  videoUrl: string | null;
  viewerCanEdit: boolean;
  viewerIsFollowing: boolean;
  followerCount: number;
  game: { id: string; title: string } | null;
  platform: { id: string; title: string } | null;
  region: { id: string; title: string } | null;
  organizer: { id: string; name: string };
};

type CompetitionHero_Competition_Tournament_Fragment = {
  id: string;
  name: string;
  bio: string | null;
  banner: string | null;
  profilePicture: string | null;
  videoUrl: string | null;
  viewerCanEdit: boolean;
  viewerIsFollowing: boolean;
  followerCount: number;
  game: { id: string; title: string } | null;
  platform: { id: string; title: string } | null;
  region: { id: string; title: string } | null;
  organizer: { id: string; name: string };
};

export type CompetitionHero_CompetitionFragment =
  CompetitionHero_Competition_League_Fragment | CompetitionHero_Competition_Tournament_Fragment;

export type FollowingListQueryVariables = Exact<{ [key: string]: never }>;

export type FollowingListQuery = {
  viewer: {
    id: string;
    followedProfiles: Array<{ entityType: FollowEntityType; id: string; name: string; picture: string | null }>;
  } | null;
};

export type UseFollowToggle_StatusFragment = {
  entityType: FollowEntityType;
  followedId: string;
  isFollowing: boolean;
  followerCount: number;
};

export type FollowMutationVariables = Exact<{
  entityType: FollowEntityType;
  followedId: string | number;
}>;

export type FollowMutation = { follow: { entityType: FollowEntityType; followedId: string; isFollowing: boolean; followerCount: number } };

export type UnfollowMutationVariables = Exact<{
  entityType: FollowEntityType;
  followedId: string | number;
}>;

export type UnfollowMutation = {
  unfollow: { entityType: FollowEntityType; followedId: string; isFollowing: boolean; followerCount: number };
};

export type ReportScoreMatchQueryVariables = Exact<{
  id: string | number;
}>;

export type ReportScoreMatchQuery = {
  match: {
    id: string;
    status: MatchStatus;
    rounds: number;
    isScoreUpdated: boolean;
    league: { id: string; metrics: Array<{ name: string; type: string; weight: number; active: boolean }> } | null;
    game: { id: string; metrics: Array<{ name: string; type: string; active: string }> } | null;
  };
};

export type ReportScoreStatsQueryVariables = Exact<{
  id: string | number;
}>;

export type ReportScoreStatsQuery = {
  match: {
    id: string;
    status: MatchStatus;
    isScoreUpdated: boolean;
    participants: Array<{
      teamId: string;
      totalPoints: number;
      team: { id: string; name: string };
      rounds: Array<{ matchRound: number; metrics: unknown; roundPoints: number }>;
    }>;
  };
};

export type CreateLadderMutationVariables = Exact<{
  input: CreateLadderInput;
}>;

export type CreateLadderMutation = {
  createLadder: {
    id: string;
    name: string;
    status: LeagueStatus;
    isParent: boolean;
    teamCount: number;
    pendingTeamCount: number | null;
    maxTeams: number;
    openEntry: boolean;
    winPoints: number;
    drawPoints: number;
    lossPoints: number;
    viewerCanModerate: boolean;
    viewerCanEditSettings: boolean;
    viewerCanEditScoreSettings: boolean;
    reportingMode: ReportingMode;
    confirmWindowHours: number;
    organizer: { id: string };
    game: { id: string; title: string } | null;
  };
};

export type ToggleLadderStatusMutationVariables = Exact<{
  leagueId: string | number;
}>;

export type ToggleLadderStatusMutation = { toggleLadderStatus: { id: string; status: LeagueStatus } };

export type UpdateLadderSettingsMutationVariables = Exact<{
  leagueId: string | number;
  input: LadderSettingsInput;
}>;

export type UpdateLadderSettingsMutation = {
  updateLadderSettings: { id: string; maxTeams: number; openEntry: boolean; winPoints: number; drawPoints: number; lossPoints: number };
};

export type UpdateLadderMetricsMutationVariables = Exact<{
  leagueId: string | number;
  metrics: Array<LadderMetricInput> | LadderMetricInput;
}>;

export type UpdateLadderMetricsMutation = {
  updateLadderMetrics: { id: string; metrics: Array<{ name: string; type: string; weight: number; active: boolean; text: string | null }> };
};

export type JoinLadderMutationVariables = Exact<{
  leagueId: string | number;
  teamId: string | number;
}>;

export type JoinLadderMutation = {
  joinLadder: {
    teamId: string;
    status: ParticipantStatus;
    league: {
      id: string;
      teamCount: number;
      viewerJoinState: JoinState;
      viewerJoinableTeams: Array<{ id: string; name: string }>;
      viewerPendingEntries: Array<{ teamId: string; team: { id: string; name: string }; invitedBy: { id: string } | null }>;
    };
  };
};

export type InviteTeamToLadderMutationVariables = Exact<{
  leagueId: string | number;
  team: string;
}>;

export type InviteTeamToLadderMutation = { inviteTeamToLadder: { teamId: string; status: ParticipantStatus } };

export type DecideLadderTeamMutationVariables = Exact<{
  leagueId: string | number;
  teamId: string | number;
  decision: EntryDecision;
}>;

export type DecideLadderTeamMutation = {
  decideLadderTeam: {
    teamId: string;
    status: ParticipantStatus;
    league: { id: string; teamCount: number; pendingTeamCount: number | null };
  };
};

export type ScheduleMatchMutationVariables = Exact<{
  leagueId: string | number;
  teamIds: Array<string | number> | string | number;
  scheduledTime: string;
}>;

export type ScheduleMatchMutation = { scheduleMatch: { id: string; status: MatchStatus; scheduledTime: string } };

export type ReportMatchScoresMutationVariables = Exact<{
  matchId: string | number;
  scores: Array<TeamScoreInput> | TeamScoreInput;
  idempotencyKey?: string | null | undefined;
}>;

export type ReportMatchScoresMutation = {
  reportMatchScores: {
    id: string;
    status: MatchStatus;
    isScoreUpdated: boolean;
    participants: Array<{
      teamId: string;
      totalPoints: number;
      placement: number | null;
      team: { id: string; name: string; profilePicture: string | null };
      rounds: Array<{ matchRound: number; metrics: unknown; roundPoints: number }>;
    }>;
  };
};

export type FinalizeMatchMutationVariables = Exact<{
  matchId: string | number;
}>;

export type FinalizeMatchMutation = {
  finalizeMatch: {
    id: string;
    status: MatchStatus;
    isScoreUpdated: boolean;
    finalizedAt: string | null;
    winner: { id: string } | null;
    participants: Array<{
      teamId: string;
      totalPoints: number;
      placement: number | null;
      team: { id: string; name: string; profilePicture: string | null };
      rounds: Array<{ matchRound: number; metrics: unknown; roundPoints: number }>;
    }>;
  };
};

export type CancelLadderEntryMutationVariables = Exact<{
  leagueId: string | number;
  teamId: string | number;
}>;

export type CancelLadderEntryMutation = {
  cancelLadderEntry: {
    id: string;
    teamCount: number;
    viewerJoinState: JoinState;
    viewerJoinableTeams: Array<{ id: string; name: string }>;
    viewerPendingEntries: Array<{ teamId: string; team: { id: string; name: string }; invitedBy: { id: string } | null }>;
  };
};

export type Podium_EntryFragment = {
  id: string;
  rank: number;
  score: number;
  wins: number;
  rating: number;
  user: { id: string; userName: string; displayName: string | null; profilePicture: string | null } | null;
  team: { id: string; name: string; profilePicture: string | null } | null;
};

export type LeagueCard_LeagueFragment = {
  id: string;
  name: string;
  banner: string | null;
  startDate: string;
  endDate: string;
  game: { id: string; title: string; image: string | null } | null;
  platform: { id: string; title: string; picture: string | null } | null;
  region: { id: string; title: string } | null;
  organizer: { id: string; name: string; profilePicture: string | null };
};

export type OrganizerDisputesQueryVariables = Exact<{
  organizerId: string | number;
}>;

export type OrganizerDisputesQuery = {
  organizerDisputes: Array<{
    id: string;
    matchId: string;
    openedAt: string;
    waitingSeconds: number;
    match: {
      id: string;
      league: { id: string; name: string } | null;
      tournament: { id: string; name: string } | null;
      participants: Array<{ teamId: string; team: { id: string; name: string } }>;
    };
  }>;
};

export type MatchReportsPanel_ReportsFragment = {
  matchId: string;
  reportingMode: ReportingMode;
  status: MatchReportStatus;
  statusText: string;
  confirmDeadline: string | null;
  viewerTeamId: string | null;
  viewerCanReport: boolean;
  viewerCanResolve: boolean;
  viewerCanPostToDispute: boolean;
  reports: Array<{
    id: string;
    teamId: string;
    updatedAt: string;
    team: { id: string; name: string } | null;
    scores: Array<{
      teamId: string;
      totalPoints: number;
      team: { id: string; name: string } | null;
      rounds: Array<{ round: number; metrics: unknown; roundPoints: number }>;
    }>;
  }>;
  dispute: {
    id: string;
    openedAt: string;
    evidence: Array<{
      id: string;
      imageUrl: string | null;
      link: string | null;
      text: string;
      createdAt: string;
      author: { id: string; userName: string } | null;
    }>;
    thread: Array<{ id: string; text: string; createdAt: string; author: { id: string; userName: string } | null }>;
    resolution: {
      reason: string;
      resolvedAt: string;
      chosenTeam: { id: string; name: string } | null;
      resolvedBy: { id: string; userName: string } | null;
    } | null;
  } | null;
};

export type ReportMatchResultMutationVariables = Exact<{
  matchId: string | number;
  teamId: string | number;
  scores: Array<TeamScoreInput> | TeamScoreInput;
}>;

export type ReportMatchResultMutation = {
  reportMatchResult: {
    matchId: string;
    reportingMode: ReportingMode;
    status: MatchReportStatus;
    statusText: string;
    confirmDeadline: string | null;
    viewerTeamId: string | null;
    viewerCanReport: boolean;
    viewerCanResolve: boolean;
    viewerCanPostToDispute: boolean;
    reports: Array<{
      id: string;
      teamId: string;
      updatedAt: string;
      team: { id: string; name: string } | null;
      scores: Array<{
        teamId: string;
        totalPoints: number;
        team: { id: string; name: string } | null;
        rounds: Array<{ round: number; metrics: unknown; roundPoints: number }>;
      }>;
    }>;
    dispute: {
      id: string;
      openedAt: string;
      evidence: Array<{
        id: string;
        imageUrl: string | null;
        link: string | null;
        text: string;
        createdAt: string;
        author: { id: string; userName: string } | null;
      }>;
      thread: Array<{ id: string; text: string; createdAt: string; author: { id: string; userName: string } | null }>;
      resolution: {
        reason: string;
        resolvedAt: string;
        chosenTeam: { id: string; name: string } | null;
        resolvedBy: { id: string; userName: string } | null;
      } | null;
    } | null;
  };
};

export type AddDisputeEvidenceMutationVariables = Exact<{
  matchId: string | number;
  link: string;
  text: string;
}>;

export type AddDisputeEvidenceMutation = {
  addDisputeEvidence: {
    matchId: string;
    reportingMode: ReportingMode;
    status: MatchReportStatus;
    statusText: string;
    confirmDeadline: string | null;
    viewerTeamId: string | null;
    viewerCanReport: boolean;
    viewerCanResolve: boolean;
    viewerCanPostToDispute: boolean;
    reports: Array<{
      id: string;
      teamId: string;
      updatedAt: string;
      team: { id: string; name: string } | null;
      scores: Array<{
        teamId: string;
        totalPoints: number;
        team: { id: string; name: string } | null;
        rounds: Array<{ round: number; metrics: unknown; roundPoints: number }>;
      }>;
    }>;
    dispute: {
      id: string;
      openedAt: string;
      evidence: Array<{
        id: string;
        imageUrl: string | null;
        link: string | null;
        text: string;
        createdAt: string;
        author: { id: string; userName: string } | null;
      }>;
      thread: Array<{ id: string; text: string; createdAt: string; author: { id: string; userName: string } | null }>;
      resolution: {
        reason: string;
        resolvedAt: string;
        chosenTeam: { id: string; name: string } | null;
        resolvedBy: { id: string; userName: string } | null;
      } | null;
    } | null;
  };
};

export type PostDisputeMessageMutationVariables = Exact<{
  matchId: string | number;
  text: string;
}>;

export type PostDisputeMessageMutation = {
  postDisputeMessage: {
    matchId: string;
    reportingMode: ReportingMode;
    status: MatchReportStatus;
    statusText: string;
    confirmDeadline: string | null;
    viewerTeamId: string | null;
    viewerCanReport: boolean;
    viewerCanResolve: boolean;
    viewerCanPostToDispute: boolean;
    reports: Array<{
      id: string;
      teamId: string;
      updatedAt: string;
      team: { id: string; name: string } | null;
      scores: Array<{
        teamId: string;
        totalPoints: number;
        team: { id: string; name: string } | null;
        rounds: Array<{ round: number; metrics: unknown; roundPoints: number }>;
      }>;
    }>;
    dispute: {
      id: string;
      openedAt: string;
      evidence: Array<{
        id: string;
        imageUrl: string | null;
        link: string | null;
        text: string;
        createdAt: string;
        author: { id: string; userName: string } | null;
      }>;
      thread: Array<{ id: string; text: string; createdAt: string; author: { id: string; userName: string } | null }>;
      resolution: {
        reason: string;
        resolvedAt: string;
        chosenTeam: { id: string; name: string } | null;
        resolvedBy: { id: string; userName: string } | null;
      } | null;
    } | null;
  };
};

export type ResolveDisputeMutationVariables = Exact<{
  matchId: string | number;
  chosenTeamId?: string | number | null | undefined;
  scores?: Array<TeamScoreInput> | TeamScoreInput | null | undefined;
  reason: string;
}>;

export type ResolveDisputeMutation = {
  resolveDispute: {
    matchId: string;
    reportingMode: ReportingMode;
    status: MatchReportStatus;
    statusText: string;
    confirmDeadline: string | null;
    viewerTeamId: string | null;
    viewerCanReport: boolean;
    viewerCanResolve: boolean;
    viewerCanPostToDispute: boolean;
    reports: Array<{
      id: string;
      teamId: string;
      updatedAt: string;
      team: { id: string; name: string } | null;
      scores: Array<{
        teamId: string;
        totalPoints: number;
        team: { id: string; name: string } | null;
        rounds: Array<{ round: number; metrics: unknown; roundPoints: number }>;
      }>;
    }>;
    dispute: {
      id: string;
      openedAt: string;
      evidence: Array<{
        id: string;
        imageUrl: string | null;
        link: string | null;
        text: string;
        createdAt: string;
        author: { id: string; userName: string } | null;
      }>;
      thread: Array<{ id: string; text: string; createdAt: string; author: { id: string; userName: string } | null }>;
      resolution: {
        reason: string;
        resolvedAt: string;
        chosenTeam: { id: string; name: string } | null;
        resolvedBy: { id: string; userName: string } | null;
      } | null;
    } | null;
  };
};

export type UpdateLeagueReportingModeMutationVariables = Exact<{
  leagueId: string | number;
  reportingMode: ReportingMode;
  confirmWindowHours?: number | null | undefined;
}>;

export type UpdateLeagueReportingModeMutation = {
  updateLeagueReportingMode: { id: string; reportingMode: ReportingMode; confirmWindowHours: number };
};

export type UpdateTournamentReportingModeMutationVariables = Exact<{
  tournamentId: string | number;
  reportingMode: ReportingMode;
  confirmWindowHours?: number | null | undefined;
}>;

export type UpdateTournamentReportingModeMutation = {
  updateTournamentReportingMode: { id: string; reportingMode: ReportingMode; confirmWindowHours: number };
};

export type ReportingSettingsModal_LadderFragment = { id: string; name: string; reportingMode: ReportingMode; confirmWindowHours: number };

export type ReportingSettingsModal_TournamentFragment = {
  id: string;
  name: string;
  reportingMode: ReportingMode;
  confirmWindowHours: number;
};

export type MessagesConversationsQueryVariables = Exact<{
  viewerId: string;
}>;

export type MessagesConversationsQuery = {
  conversations: Array<{
    id: string;
    kind: ConversationKind;
    unreadCount: number;
    muted: boolean;
    lastMessageAt: string | null;
    otherUser: { id: string; userName: string } | null;
    team: { id: string; name: string } | null;
    match: { id: string; participants: Array<{ teamId: string; team: { id: string; name: string } }> } | null;
    lastMessage: { id: string; text: string | null; mine: boolean } | null;
  }>;
  user: { id: string; teams: Array<{ id: string; name: string }> };
};

export type MessagesFindUserQueryVariables = Exact<{
  param: string;
}>;

export type MessagesFindUserQuery = { user: { id: string; userName: string } };

export type OpenConversationMutationVariables = Exact<{
  input: ConversationTargetInput;
}>;

export type OpenConversationMutation = { openConversation: { id: string } };

export type SendMessageMutationVariables = Exact<{
  input: SendMessageInput;
}>;

export type SendMessageMutation = {
  sendMessage: {
    id: string;
    conversationId: string;
    text: string | null;
    state: MessageState;
    moderationReason: string | null;
    mine: boolean;
    createdAt: string;
    author: { id: string; userName: string } | null;
  };
};

export type MarkConversationReadMutationVariables = Exact<{
  id: string | number;
}>;

export type MarkConversationReadMutation = { markConversationRead: { id: string; unreadCount: number } };

export type MuteConversationMutationVariables = Exact<{
  id: string | number;
  muted: boolean;
}>;

export type MuteConversationMutation = { muteConversation: { id: string; muted: boolean } };

export type BlockUserMutationVariables = Exact<{
  userId: string | number;
}>;

export type BlockUserMutation = { blockUser: boolean };

export type UnblockUserMutationVariables = Exact<{
  userId: string | number;
}>;

export type UnblockUserMutation = { unblockUser: boolean };

export type BlockedUsersQueryVariables = Exact<{ [key: string]: never }>;

export type BlockedUsersQuery = { blockedUsers: Array<{ id: string; userName: string }> };

export type MessagesCache_MessageFragment = {
  id: string;
  conversationId: string;
  text: string | null;
  state: MessageState;
  moderationReason: string | null;
  mine: boolean;
  createdAt: string;
  author: { id: string; userName: string } | null;
};

export type MessagesBadgeQueryVariables = Exact<{ [key: string]: never }>;

export type MessagesBadgeQuery = { unreadMessageCount: number };

export type ConversationThreadQueryVariables = Exact<{
  id: string | number;
  first: number;
  before?: string | null | undefined;
}>;

export type ConversationThreadQuery = {
  conversation: {
    id: string;
    kind: ConversationKind;
    muted: boolean;
    unreadCount: number;
    viewerHasBlocked: boolean;
    otherUser: { id: string; userName: string } | null;
    team: { id: string; name: string } | null;
    match: { id: string; participants: Array<{ teamId: string; team: { id: string; name: string } }> } | null;
    messages: {
      hasOlder: boolean;
      olderCursor: string | null;
      messages: Array<{
        id: string;
        conversationId: string;
        text: string | null;
        state: MessageState;
        moderationReason: string | null;
        mine: boolean;
        createdAt: string;
        author: { id: string; userName: string } | null;
      }>;
    };
  };
};

export type MessageEventsSubscriptionVariables = Exact<{ [key: string]: never }>;

export type MessageEventsSubscription = {
  messageEvents: {
    kind: MessageEventKind;
    unreadTotal: number;
    readerId: string | null;
    conversation: { id: string; unreadCount: number; muted: boolean; lastMessageAt: string | null };
    message: {
      id: string;
      conversationId: string;
      text: string | null;
      state: MessageState;
      moderationReason: string | null;
      mine: boolean;
      createdAt: string;
      author: { id: string; userName: string } | null;
    } | null;
  };
};

export type AuditList_EntryFragment = {
  id: string;
  action: ModerationAction;
  reason: string;
  reportId: string | null;
  durationMinutes: number | null;
  createdAt: string;
  targetType: ReportTarget;
  targetId: string;
  moderator: { id: string; userName: string } | null;
};

export type ModerationQueue_ReportFragment = {
  id: string;
  targetType: ReportTarget;
  targetId: string;
  reason: ReportReason;
  text: string;
  content: string | null;
  contextPath: string | null;
  contextLabel: string | null;
  status: ReportStatus;
  createdAt: string;
  reporter: { id: string; userName: string } | null;
  subject: { id: string; userName: string } | null;
  organizer: { id: string; name: string } | null;
};

export type ReportContentMutationVariables = Exact<{
  input: ReportContentInput;
}>;

export type ReportContentMutation = { reportContent: { id: string; status: ReportStatus } };

export type ModerationScopeQueryVariables = Exact<{ [key: string]: never }>;

export type ModerationScopeQuery = { moderationScope: { siteModerator: boolean; organizers: Array<{ id: string; name: string }> } };

export type ModerationQueueQueryVariables = Exact<{
  organizerId?: string | number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type ModerationQueueQuery = {
  moderationQueue: {
    edges: Array<{
      cursor: string;
      node: {
        id: string;
        targetType: ReportTarget;
        targetId: string;
        reason: ReportReason;
        text: string;
        content: string | null;
        contextPath: string | null;
        contextLabel: string | null;
        status: ReportStatus;
        createdAt: string;
        reporter: { id: string; userName: string } | null;
        subject: { id: string; userName: string } | null;
        organizer: { id: string; name: string } | null;
      };
    }>;
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
  };
};

export type ModerationQueueChangedSubscriptionVariables = Exact<{
  organizerId?: string | number | null | undefined;
}>;

export type ModerationQueueChangedSubscription = {
  moderationQueueChanged: {
    kind: string;
    report: {
      id: string;
      targetType: ReportTarget;
      targetId: string;
      reason: ReportReason;
      text: string;
      content: string | null;
      contextPath: string | null;
      contextLabel: string | null;
      status: ReportStatus;
      createdAt: string;
      reporter: { id: string; userName: string } | null;
      subject: { id: string; userName: string } | null;
      organizer: { id: string; name: string } | null;
    };
  };
};

export type ActOnReportMutationVariables = Exact<{
  input: ActOnReportInput;
}>;

export type ActOnReportMutation = {
  actOnReport: {
    id: string;
    action: ModerationAction;
    reason: string;
    reportId: string | null;
    durationMinutes: number | null;
    createdAt: string;
    targetType: ReportTarget;
    targetId: string;
    moderator: { id: string; userName: string } | null;
  };
};

export type ModerationAuditQueryVariables = Exact<{
  organizerId?: string | number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type ModerationAuditQuery = {
  moderationAudit: {
    edges: Array<{
      cursor: string;
      node: {
        id: string;
        action: ModerationAction;
        reason: string;
        reportId: string | null;
        durationMinutes: number | null;
        createdAt: string;
        targetType: ReportTarget;
        targetId: string;
        moderator: { id: string; userName: string } | null;
      };
    }>;
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
  };
};

export type ModerationFiltersQueryVariables = Exact<{
  organizerId: string | number;
}>;

export type ModerationFiltersQuery = { moderationFilters: { organizerId: string; words: Array<string>; mode: FilterMode } };

export type UpdateModerationFiltersMutationVariables = Exact<{
  input: UpdateModerationFiltersInput;
}>;

export type UpdateModerationFiltersMutation = { updateModerationFilters: { organizerId: string; words: Array<string>; mode: FilterMode } };

export type NotificationBell_NotificationFragment = {
  id: string;
  kind: NotificationKind;
  actionable: boolean;
  createdAt: string;
  readAt: string | null;
  moderationMessage: string | null;
  team: { id: string; name: string } | null;
  organizer: { id: string; name: string } | null;
  league: { id: string; name: string } | null;
  match: { id: string; scheduledTime: string } | null;
  actor: { id: string; userName: string } | null;
};

export type NotificationBadgeQueryVariables = Exact<{ [key: string]: never }>;

export type NotificationBadgeQuery = { viewer: { id: string; unreadNotificationCount: number } | null };

export type NotificationEventsSubscriptionVariables = Exact<{ [key: string]: never }>;

export type NotificationEventsSubscription = {
  notificationEvents: {
    unreadCount: number;
    notification: {
      id: string;
      kind: NotificationKind;
      actionable: boolean;
      createdAt: string;
      readAt: string | null;
      moderationMessage: string | null;
      team: { id: string; name: string } | null;
      organizer: { id: string; name: string } | null;
      league: { id: string; name: string } | null;
      match: { id: string; scheduledTime: string } | null;
      actor: { id: string; userName: string } | null;
    };
  };
};

export type NotificationListQueryVariables = Exact<{
  first: number;
}>;

export type NotificationListQuery = {
  viewer: {
    id: string;
    unreadNotificationCount: number;
    notifications: {
      edges: Array<{
        cursor: string;
        node: {
          id: string;
          kind: NotificationKind;
          actionable: boolean;
          createdAt: string;
          readAt: string | null;
          moderationMessage: string | null;
          team: { id: string; name: string } | null;
          organizer: { id: string; name: string } | null;
          league: { id: string; name: string } | null;
          match: { id: string; scheduledTime: string } | null;
          actor: { id: string; userName: string } | null;
        };
      }>;
      pageInfo: { endCursor: string | null; hasNextPage: boolean };
    };
  } | null;
};

export type MarkNotificationsReadMutationVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
}>;

export type MarkNotificationsReadMutation = { markNotificationsRead: number };

export type UpdateUserProfileMutationVariables = Exact<{
  userId: string | number;
  input: UpdateUserProfileInput;
}>;

export type UpdateUserProfileMutation = {
  updateUserProfile: { id: string; displayName: string | null; bio: string | null; videoUrl: string | null };
};

export type UpdateTeamProfileMutationVariables = Exact<{
  teamId: string | number;
  input: UpdatePageProfileInput;
}>;

export type UpdateTeamProfileMutation = { updateTeamProfile: { id: string; bio: string | null; videoUrl: string | null } };

export type UpdateOrganizerProfileMutationVariables = Exact<{
  organizerId: string | number;
  input: UpdatePageProfileInput;
}>;

export type UpdateOrganizerProfileMutation = { updateOrganizerProfile: { id: string; bio: string | null; videoUrl: string | null } };

export type UpdateLeagueProfileMutationVariables = Exact<{
  leagueId: string | number;
  input: UpdateLeagueProfileInput;
}>;

export type UpdateLeagueProfileMutation = {
  updateLeagueProfile: {
    id: string;
    bio: string | null;
    videoUrl: string | null;
    rules: string | null;
    prize: string | null;
    settings: string | null;
  };
};

export type UpdateTournamentProfileMutationVariables = Exact<{
  tournamentId: string | number;
  input: UpdatePageProfileInput;
}>;

export type UpdateTournamentProfileMutation = { updateTournamentProfile: { id: string; bio: string | null; videoUrl: string | null } };

type EditableProfileHero_Page_League_Fragment = {
  id: string;
  bio: string | null;
  profilePicture: string | null;
  banner: string | null;
  videoUrl: string | null;
  viewerCanEdit: boolean;
  viewerIsFollowing: boolean;
  followerCount: number;
};

type EditableProfileHero_Page_Organizer_Fragment = {
  id: string;
  bio: string | null;
  profilePicture: string | null;
  banner: string | null;
  videoUrl: string | null;
  viewerCanEdit: boolean;
  viewerIsFollowing: boolean;
  followerCount: number;
};

type EditableProfileHero_Page_Team_Fragment = {
  id: string;
  bio: string | null;
  profilePicture: string | null;
  banner: string | null;
  videoUrl: string | null;
  viewerCanEdit: boolean;
  viewerIsFollowing: boolean;
  followerCount: number;
};

type EditableProfileHero_Page_Tournament_Fragment = {
  id: string;
  bio: string | null;
  profilePicture: string | null;
  banner: string | null;
  videoUrl: string | null;
  viewerCanEdit: boolean;
  viewerIsFollowing: boolean;
  followerCount: number;
};

type EditableProfileHero_Page_User_Fragment = {
  id: string;
  bio: string | null;
  profilePicture: string | null;
  banner: string | null;
  videoUrl: string | null;
  viewerCanEdit: boolean;
  viewerIsFollowing: boolean;
  followerCount: number;
};

export type EditableProfileHero_PageFragment =
  | EditableProfileHero_Page_League_Fragment
  | EditableProfileHero_Page_Organizer_Fragment
  | EditableProfileHero_Page_Team_Fragment
  | EditableProfileHero_Page_Tournament_Fragment
  | EditableProfileHero_Page_User_Fragment;

export type TeamListItem_TeamFragment = { id: string; name: string; profilePicture: string | null };

export type TeamAvailabilityEditorQueryVariables = Exact<{
  teamId: string | number;
}>;

export type TeamAvailabilityEditorQuery = {
  teamAvailability: {
    teamId: string;
    timeZone: string | null;
    viewerCanEdit: boolean;
    windows: Array<{ weekday: number; start: string; end: string }>;
  };
};

export type UpdateTeamAvailabilityMutationVariables = Exact<{
  teamId: string | number;
  timeZone: string;
  windows: Array<AvailabilityWindowInput> | AvailabilityWindowInput;
}>;

export type UpdateTeamAvailabilityMutation = {
  updateTeamAvailability: {
    teamId: string;
    timeZone: string | null;
    viewerCanEdit: boolean;
    windows: Array<{ weekday: number; start: string; end: string }>;
  };
};

export type ProposeRescheduleMutationVariables = Exact<{
  matchId: string | number;
  times: Array<string> | string;
}>;

export type ProposeRescheduleMutation = { proposeReschedule: { id: string } };

export type MoveMatchMutationVariables = Exact<{
  matchId: string | number;
  scheduledTime: string;
}>;

export type MoveMatchMutation = { moveMatch: { id: string; scheduledTime: string } };

export type ReschedulePanel_MatchFragment = {
  id: string;
  status: MatchStatus;
  scheduledTime: string;
  viewerCanProposeReschedule: boolean;
  viewerCanReport: boolean;
  league: { id: string } | null;
  rescheduleProposals: Array<{
    id: string;
    status: RescheduleStatus;
    times: Array<string>;
    expiresAt: string;
    acceptedTime: string | null;
    viewerCanAnswer: boolean;
    team: { id: string; name: string };
  }>;
};

export type AnswerRescheduleMutationVariables = Exact<{
  proposalId: string | number;
  acceptedTime?: string | null | undefined;
  decline?: boolean | null | undefined;
}>;

export type AnswerRescheduleMutation = { answerReschedule: { id: string; status: RescheduleStatus } };

export type SuggestMatchTimesQueryVariables = Exact<{
  leagueId: string | number;
  teamA: string | number;
  teamB: string | number;
}>;

export type SuggestMatchTimesQuery = { suggestMatchTimes: Array<string> };

export type HeaderSearchQueryVariables = Exact<{
  text: string;
  first?: number | null | undefined;
}>;

export type HeaderSearchQuery = { search: Array<{ kind: SearchHitKind; id: string; name: string; picture: string | null; path: string }> };

export type StaffSection_MemberFragment = {
  id: string;
  role: StaffRole;
  status: StaffStatus;
  assignedLeagueIds: Array<string>;
  assignedTournamentIds: Array<string>;
  user: { id: string; userName: string; profilePicture: string | null };
};

export type StaffSection_StaffFragment = {
  id: string;
  name: string;
  profilePicture: string | null;
  viewerStaff: {
    id: string;
    role: StaffRole;
    status: StaffStatus;
    assignedLeagueIds: Array<string>;
    assignedTournamentIds: Array<string>;
    user: { id: string; userName: string; profilePicture: string | null };
  } | null;
  staff: Array<{
    id: string;
    role: StaffRole;
    status: StaffStatus;
    assignedLeagueIds: Array<string>;
    assignedTournamentIds: Array<string>;
    user: { id: string; userName: string; profilePicture: string | null };
  }>;
};

export type StaffSection_OrganizerFragment = {
  id: string;
  name: string;
  profilePicture: string | null;
  pendingStaff: Array<{
    id: string;
    role: StaffRole;
    status: StaffStatus;
    assignedLeagueIds: Array<string>;
    assignedTournamentIds: Array<string>;
    user: { id: string; userName: string; profilePicture: string | null };
  }>;
  leagues: Array<{ id: string; name: string; status: LeagueStatus }>;
  tournaments: Array<{ id: string; name: string }>;
  viewerStaff: {
    id: string;
    role: StaffRole;
    status: StaffStatus;
    assignedLeagueIds: Array<string>;
    assignedTournamentIds: Array<string>;
    user: { id: string; userName: string; profilePicture: string | null };
  } | null;
  staff: Array<{
    id: string;
    role: StaffRole;
    status: StaffStatus;
    assignedLeagueIds: Array<string>;
    assignedTournamentIds: Array<string>;
    user: { id: string; userName: string; profilePicture: string | null };
  }>;
};

export type CreateOrganizerMutationVariables = Exact<{
  name: string;
}>;

export type CreateOrganizerMutation = {
  createOrganizer: {
    id: string;
    name: string;
    profilePicture: string | null;
    viewerStaff: {
      id: string;
      role: StaffRole;
      status: StaffStatus;
      assignedLeagueIds: Array<string>;
      assignedTournamentIds: Array<string>;
      organizer: { id: string; name: string; profilePicture: string | null };
      user: { id: string; userName: string; profilePicture: string | null };
    } | null;
    pendingStaff: Array<{
      id: string;
      role: StaffRole;
      status: StaffStatus;
      assignedLeagueIds: Array<string>;
      assignedTournamentIds: Array<string>;
      user: { id: string; userName: string; profilePicture: string | null };
    }>;
    leagues: Array<{ id: string; name: string; status: LeagueStatus }>;
    tournaments: Array<{ id: string; name: string }>;
    staff: Array<{
      id: string;
      role: StaffRole;
      status: StaffStatus;
      assignedLeagueIds: Array<string>;
      assignedTournamentIds: Array<string>;
      user: { id: string; userName: string; profilePicture: string | null };
    }>;
  };
};

export type InviteStaffMutationVariables = Exact<{
  organizerId: string | number;
  userName: string;
  role?: StaffRole | null | undefined;
  assignedLeagueIds?: Array<string | number> | string | number | null | undefined;
}>;

export type InviteStaffMutation = {
  inviteStaff: {
    id: string;
    role: StaffRole;
    status: StaffStatus;
    assignedLeagueIds: Array<string>;
    assignedTournamentIds: Array<string>;
    organizer: { id: string };
    user: { id: string; userName: string; profilePicture: string | null };
  };
};

export type RespondToStaffInvitationMutationVariables = Exact<{
  organizerId: string | number;
  accept: boolean;
}>;

export type RespondToStaffInvitationMutation = {
  respondToStaffInvitation: {
    id: string;
    role: StaffRole;
    status: StaffStatus;
    assignedLeagueIds: Array<string>;
    assignedTournamentIds: Array<string>;
    organizer: {
      id: string;
      name: string;
      profilePicture: string | null;
      viewerStaff: {
        id: string;
        role: StaffRole;
        status: StaffStatus;
        assignedLeagueIds: Array<string>;
        assignedTournamentIds: Array<string>;
        user: { id: string; userName: string; profilePicture: string | null };
      } | null;
      staff: Array<{
        id: string;
        role: StaffRole;
        status: StaffStatus;
        assignedLeagueIds: Array<string>;
        assignedTournamentIds: Array<string>;
        user: { id: string; userName: string; profilePicture: string | null };
      }>;
    };
    user: { id: string; userName: string; profilePicture: string | null };
  };
};

export type PromoteStaffMutationVariables = Exact<{
  organizerId: string | number;
  userId: string | number;
}>;

export type PromoteStaffMutation = {
  promoteStaff: {
    id: string;
    role: StaffRole;
    status: StaffStatus;
    assignedLeagueIds: Array<string>;
    assignedTournamentIds: Array<string>;
    user: { id: string; userName: string; profilePicture: string | null };
  };
};

export type DemoteStaffMutationVariables = Exact<{
  organizerId: string | number;
  userId: string | number;
}>;

export type DemoteStaffMutation = {
  demoteStaff: {
    id: string;
    role: StaffRole;
    status: StaffStatus;
    assignedLeagueIds: Array<string>;
    assignedTournamentIds: Array<string>;
    user: { id: string; userName: string; profilePicture: string | null };
  };
};

export type RemoveStaffMutationVariables = Exact<{
  organizerId: string | number;
  userId: string | number;
}>;

export type RemoveStaffMutation = { removeStaff: { id: string; status: StaffStatus } };

export type LeaveStaffMutationVariables = Exact<{
  organizerId: string | number;
}>;

export type LeaveStaffMutation = { leaveStaff: { id: string; status: StaffStatus } };

export type SetStaffAssignmentMutationVariables = Exact<{
  organizerId: string | number;
  userId: string | number;
  leagueIds: Array<string | number> | string | number;
  tournamentIds?: Array<string | number> | string | number | null | undefined;
}>;

export type SetStaffAssignmentMutation = {
  setStaffAssignment: {
    id: string;
    role: StaffRole;
    status: StaffStatus;
    assignedLeagueIds: Array<string>;
    assignedTournamentIds: Array<string>;
    user: { id: string; userName: string; profilePicture: string | null };
  };
};

export type TransferOrganizerOwnershipMutationVariables = Exact<{
  organizerId: string | number;
  userId: string | number;
}>;

export type TransferOrganizerOwnershipMutation = {
  transferOrganizerOwnership: {
    id: string;
    name: string;
    profilePicture: string | null;
    pendingStaff: Array<{
      id: string;
      role: StaffRole;
      status: StaffStatus;
      assignedLeagueIds: Array<string>;
      assignedTournamentIds: Array<string>;
      user: { id: string; userName: string; profilePicture: string | null };
    }>;
    leagues: Array<{ id: string; name: string; status: LeagueStatus }>;
    tournaments: Array<{ id: string; name: string }>;
    viewerStaff: {
      id: string;
      role: StaffRole;
      status: StaffStatus;
      assignedLeagueIds: Array<string>;
      assignedTournamentIds: Array<string>;
      user: { id: string; userName: string; profilePicture: string | null };
    } | null;
    staff: Array<{
      id: string;
      role: StaffRole;
      status: StaffStatus;
      assignedLeagueIds: Array<string>;
      assignedTournamentIds: Array<string>;
      user: { id: string; userName: string; profilePicture: string | null };
    }>;
  };
};

export type CreateTeamOptionsQueryVariables = Exact<{ [key: string]: never }>;

export type CreateTeamOptionsQuery = { games: Array<{ id: string; title: string }>; regions: Array<{ id: string; title: string }> };

export type TeamRoster_TeamFragment = {
  id: string;
  name: string;
  profilePicture: string | null;
  archivedAt: string | null;
  game: { id: string; title: string };
  region: { id: string; title: string };
  viewerMembership: { id: string; role: TeamRole; status: TeamMemberStatus } | null;
  members: Array<{
    id: string;
    role: TeamRole;
    status: TeamMemberStatus;
    user: { id: string; userName: string; profilePicture: string | null };
  }>;
  pendingInvitations: Array<{
    id: string;
    role: TeamRole;
    status: TeamMemberStatus;
    user: { id: string; userName: string; profilePicture: string | null };
  }>;
};

export type CreateTeamMutationVariables = Exact<{
  input: CreateTeamInput;
}>;

export type CreateTeamMutation = {
  createTeam: {
    id: string;
    name: string;
    profilePicture: string | null;
    archivedAt: string | null;
    viewerMembership: {
      id: string;
      role: TeamRole;
      status: TeamMemberStatus;
      invitedBy: { id: string; userName: string } | null;
      team: { id: string };
    } | null;
    game: { id: string; title: string };
    region: { id: string; title: string };
    members: Array<{
      id: string;
      role: TeamRole;
      status: TeamMemberStatus;
      user: { id: string; userName: string; profilePicture: string | null };
    }>;
    pendingInvitations: Array<{
      id: string;
      role: TeamRole;
      status: TeamMemberStatus;
      user: { id: string; userName: string; profilePicture: string | null };
    }>;
  };
};

export type InviteToTeamMutationVariables = Exact<{
  teamId: string | number;
  userName: string;
}>;

export type InviteToTeamMutation = {
  inviteToTeam: {
    id: string;
    role: TeamRole;
    status: TeamMemberStatus;
    user: { id: string; userName: string; profilePicture: string | null };
    team: { id: string };
  };
};

export type RespondToTeamInvitationMutationVariables = Exact<{
  teamId: string | number;
  accept: boolean;
}>;

export type RespondToTeamInvitationMutation = {
  respondToTeamInvitation: {
    id: string;
    role: TeamRole;
    status: TeamMemberStatus;
    invitedBy: { id: string; userName: string } | null;
    team: {
      id: string;
      name: string;
      profilePicture: string | null;
      archivedAt: string | null;
      game: { id: string; title: string };
      region: { id: string; title: string };
      viewerMembership: { id: string; role: TeamRole; status: TeamMemberStatus } | null;
      members: Array<{
        id: string;
        role: TeamRole;
        status: TeamMemberStatus;
        user: { id: string; userName: string; profilePicture: string | null };
      }>;
      pendingInvitations: Array<{
        id: string;
        role: TeamRole;
        status: TeamMemberStatus;
        user: { id: string; userName: string; profilePicture: string | null };
      }>;
    };
  };
};

export type PromoteTeamMemberMutationVariables = Exact<{
  teamId: string | number;
  userId: string | number;
}>;

export type PromoteTeamMemberMutation = { promoteTeamMember: { id: string; role: TeamRole; status: TeamMemberStatus } };

export type DemoteTeamMemberMutationVariables = Exact<{
  teamId: string | number;
  userId: string | number;
}>;

export type DemoteTeamMemberMutation = { demoteTeamMember: { id: string; role: TeamRole; status: TeamMemberStatus } };

export type RemoveTeamMemberMutationVariables = Exact<{
  teamId: string | number;
  userId: string | number;
}>;

export type RemoveTeamMemberMutation = { removeTeamMember: { id: string; role: TeamRole; status: TeamMemberStatus } };

export type LeaveTeamMutationVariables = Exact<{
  teamId: string | number;
}>;

export type LeaveTeamMutation = { leaveTeam: { id: string; role: TeamRole; status: TeamMemberStatus } };

export type TransferTeamLeadershipMutationVariables = Exact<{
  teamId: string | number;
  userId: string | number;
}>;

export type TransferTeamLeadershipMutation = {
  transferTeamLeadership: {
    id: string;
    name: string;
    profilePicture: string | null;
    archivedAt: string | null;
    game: { id: string; title: string };
    region: { id: string; title: string };
    viewerMembership: { id: string; role: TeamRole; status: TeamMemberStatus } | null;
    members: Array<{
      id: string;
      role: TeamRole;
      status: TeamMemberStatus;
      user: { id: string; userName: string; profilePicture: string | null };
    }>;
    pendingInvitations: Array<{
      id: string;
      role: TeamRole;
      status: TeamMemberStatus;
      user: { id: string; userName: string; profilePicture: string | null };
    }>;
  };
};

export type TournamentCard_TournamentFragment = {
  id: string;
  name: string;
  status: TournamentStatus;
  size: number;
  startTime: string | null;
  banner: string | null;
  game: { id: string; title: string; image: string | null } | null;
  platform: { id: string; title: string; picture: string | null } | null;
  region: { id: string; title: string } | null;
  organizer: { id: string; name: string; profilePicture: string | null };
};

export type TournamentStages_TournamentFragment = {
  id: string;
  viewerCanManage: boolean;
  stages: Array<{
    stageNumber: number;
    kind: TournamentFormat;
    status: StageStatus;
    groupCount: number | null;
    advance: number | null;
    standings: Array<{
      rank: number;
      groupNumber: number | null;
      played: number;
      wins: number;
      losses: number;
      draws: number;
      points: number;
      differential: number;
      explanation: string | null;
      team: { id: string; name: string };
      unresolvedWith: Array<{ id: string }>;
    }>;
    nodes: Array<{
      id: string;
      parentNodeId: string | null;
      loserParentNodeId: string | null;
      roundNumber: number;
      groupNumber: number | null;
      slotIndex: number;
      status: BracketNodeStatus;
      side: BracketSide;
      participant1Score: number | null;
      participant2Score: number | null;
      winnerTeamId: string | null;
      participant1: { id: string; name: string } | null;
      participant2: { id: string; name: string } | null;
      match: { id: string } | null;
    }>;
  }>;
};

export type TournamentStagesQueryVariables = Exact<{
  id: string | number;
}>;

export type TournamentStagesQuery = {
  tournament: {
    id: string;
    viewerCanManage: boolean;
    stages: Array<{
      stageNumber: number;
      kind: TournamentFormat;
      status: StageStatus;
      groupCount: number | null;
      advance: number | null;
      standings: Array<{
        rank: number;
        groupNumber: number | null;
        played: number;
        wins: number;
        losses: number;
        draws: number;
        points: number;
        differential: number;
        explanation: string | null;
        team: { id: string; name: string };
        unresolvedWith: Array<{ id: string }>;
      }>;
      nodes: Array<{
        id: string;
        parentNodeId: string | null;
        loserParentNodeId: string | null;
        roundNumber: number;
        groupNumber: number | null;
        slotIndex: number;
        status: BracketNodeStatus;
        side: BracketSide;
        participant1Score: number | null;
        participant2Score: number | null;
        winnerTeamId: string | null;
        participant1: { id: string; name: string } | null;
        participant2: { id: string; name: string } | null;
        match: { id: string } | null;
      }>;
    }>;
  };
};

export type TournamentNextStagePreviewQueryVariables = Exact<{
  id: string | number;
}>;

export type TournamentNextStagePreviewQuery = {
  previewNextStage: {
    currentComplete: boolean;
    next: { stageNumber: number; kind: TournamentFormat };
    entrants: Array<{ id: string; name: string }>;
    undecidedTies: Array<{ groupNumber: number | null; teams: Array<{ id: string; name: string }> }>;
  };
};

export type DecideStageTieMutationVariables = Exact<{
  id: string | number;
  stageNumber: number;
  teamIds: Array<string | number> | string | number;
}>;

export type DecideStageTieMutation = { decideStageTie: { stageNumber: number; status: StageStatus } };

export type AdvanceTournamentStageMutationVariables = Exact<{
  id: string | number;
}>;

export type AdvanceTournamentStageMutation = { advanceStage: { id: string; status: TournamentStatus } };

export type CreateTournamentMutationVariables = Exact<{
  input: CreateTournamentInput;
}>;

export type CreateTournamentMutation = {
  createTournament: {
    id: string;
    name: string;
    status: TournamentStatus;
    format: TournamentFormat;
    size: number;
    startTime: string | null;
    viewerCanModerate: boolean;
    viewerCanSchedule: boolean;
    viewerCanEditSettings: boolean;
    reportingMode: ReportingMode;
    confirmWindowHours: number;
    organizer: { id: string };
    stages: Array<{ stageNumber: number; kind: TournamentFormat; groupCount: number | null }>;
    game: { id: string; title: string } | null;
  };
};

export type JoinTournamentMutationVariables = Exact<{
  tournamentId: string | number;
  teamId: string | number;
}>;

export type JoinTournamentMutation = {
  joinTournament: {
    teamId: string;
    status: ParticipantStatus;
    tournament: {
      id: string;
      viewerJoinState: JoinState;
      viewerJoinableTeams: Array<{ id: string; name: string }>;
      viewerPendingEntries: Array<{ teamId: string; team: { id: string; name: string } }>;
    };
  };
};

export type DecideTournamentTeamMutationVariables = Exact<{
  tournamentId: string | number;
  teamId: string | number;
  decision: EntryDecision;
}>;

export type DecideTournamentTeamMutation = { decideTournamentTeam: { teamId: string; status: ParticipantStatus; seed: number | null } };

export type CheckInTournamentMutationVariables = Exact<{
  tournamentId: string | number;
  teamId: string | number;
}>;

export type CheckInTournamentMutation = {
  checkInTournament: {
    teamId: string;
    status: ParticipantStatus;
    checkedInAt: string | null;
    tournament: { id: string; viewerCheckInTeams: Array<{ id: string; name: string }> };
  };
};

export type SeedTournamentMutationVariables = Exact<{
  tournamentId: string | number;
  method: SeedingMethod;
}>;

export type SeedTournamentMutation = { seedTournament: { id: string } };

export type SaveTournamentSeedingMutationVariables = Exact<{
  tournamentId: string | number;
  slots: Array<BracketSlotInput> | BracketSlotInput;
}>;

export type SaveTournamentSeedingMutation = { saveTournamentSeeding: { id: string } };

export type StartTournamentMutationVariables = Exact<{
  tournamentId: string | number;
}>;

export type StartTournamentMutation = { startTournament: { id: string; status: TournamentStatus; checkInOpen: boolean } };

export type UpdateTournamentSettingsMutationVariables = Exact<{
  tournamentId: string | number;
  input: TournamentSettingsInput;
}>;

export type UpdateTournamentSettingsMutation = { updateTournamentSettings: { id: string; ranked: boolean } };

export type PreviewResultCorrectionMutationVariables = Exact<{
  matchId: string | number;
  scores: Array<TeamScoreInput> | TeamScoreInput;
}>;

export type PreviewResultCorrectionMutation = {
  previewResultCorrection: {
    winnerChanges: boolean;
    laterStagesStarted: boolean;
    laterStageResets: Array<{
      id: string;
      roundNumber: number;
      side: BracketSide;
      participant1: { id: string; name: string } | null;
      participant2: { id: string; name: string } | null;
    }>;
    winner: { id: string; name: string } | null;
    resetNodes: Array<{
      id: string;
      roundNumber: number;
      side: BracketSide;
      participant1: { id: string; name: string } | null;
      participant2: { id: string; name: string } | null;
    }>;
    changes: Array<{
      points: number;
      wins: number;
      ratingBefore: number | null;
      ratingAfter: number | null;
      team: { id: string; name: string } | null;
      user: { id: string; userName: string } | null;
    }>;
  };
};

export type CorrectMatchResultMutationVariables = Exact<{
  matchId: string | number;
  scores: Array<TeamScoreInput> | TeamScoreInput;
  confirmLaterStages?: boolean | null | undefined;
}>;

export type CorrectMatchResultMutation = {
  correctMatchResult: {
    id: string;
    resetNodeIds: Array<string>;
    match: {
      id: string;
      status: MatchStatus;
      isScoreUpdated: boolean;
      winner: { id: string } | null;
      participants: Array<{
        teamId: string;
        totalPoints: number;
        placement: number | null;
        team: { id: string; name: string; profilePicture: string | null };
        rounds: Array<{ matchRound: number; metrics: unknown; roundPoints: number }>;
      }>;
    };
  };
};

export type CancelTournamentEntryMutationVariables = Exact<{
  tournamentId: string | number;
  teamId: string | number;
}>;

export type CancelTournamentEntryMutation = {
  cancelTournamentEntry: {
    id: string;
    viewerJoinState: JoinState;
    viewerJoinableTeams: Array<{ id: string; name: string }>;
    viewerPendingEntries: Array<{ teamId: string; team: { id: string; name: string } }>;
  };
};

export type UseShellProfile_UserFragment = {
  id: string;
  userName: string;
  displayName: string | null;
  score: number;
  profilePicture: string | null;
};

export type ShellViewerQueryVariables = Exact<{ [key: string]: never }>;

export type ShellViewerQuery = {
  viewer: { id: string; userName: string; displayName: string | null; score: number; profilePicture: string | null } | null;
};

export type GamesPageCatalogQueryVariables = Exact<{ [key: string]: never }>;

export type GamesPageCatalogQuery = {
  games: Array<{ id: string; title: string; image: string | null }>;
  platforms: Array<{ id: string; title: string }>;
  regions: Array<{ id: string; title: string }>;
};

export type GamesPageLaddersQueryVariables = Exact<{
  gameId: string | number;
}>;

export type GamesPageLaddersQuery = {
  leagues: {
    edges: Array<{
      node: {
        id: string;
        name: string;
        banner: string | null;
        startDate: string;
        endDate: string;
        game: { id: string; title: string; image: string | null } | null;
        platform: { id: string; title: string; picture: string | null } | null;
        region: { id: string; title: string } | null;
        organizer: { id: string; name: string; profilePicture: string | null };
      };
    }>;
  };
};

export type GamesPageCompetitionsQueryVariables = Exact<{ [key: string]: never }>;

export type GamesPageCompetitionsQuery = {
  leagues: { edges: Array<{ node: { id: string; game: { id: string } | null } }> };
  tournaments: Array<{ id: string; game: { id: string } | null }>;
};

export type GamesPageTournamentsQueryVariables = Exact<{
  gameId: string | number;
}>;

export type GamesPageTournamentsQuery = {
  tournaments: Array<{
    id: string;
    name: string;
    status: TournamentStatus;
    size: number;
    startTime: string | null;
    banner: string | null;
    game: { id: string; title: string; image: string | null } | null;
    platform: { id: string; title: string; picture: string | null } | null;
    region: { id: string; title: string } | null;
    organizer: { id: string; name: string; profilePicture: string | null };
  }>;
};

export type FeaturedGamesQueryVariables = Exact<{ [key: string]: never }>;

export type FeaturedGamesQuery = { games: Array<{ id: string; title: string; image: string | null }> };

export type HomeMatches_MatchFragment = {
  id: string;
  status: MatchStatus;
  scheduledTime: string;
  league: { id: string; name: string } | null;
  game: { id: string; title: string } | null;
  participants: Array<{ teamId: string; totalPoints: number; team: { id: string; name: string; profilePicture: string | null } }>;
};

export type HomeMatchesQueryVariables = Exact<{ [key: string]: never }>;

export type HomeMatchesQuery = {
  viewer: {
    id: string;
    teams: Array<{ id: string; game: { id: string; title: string } }>;
    upcomingMatches: Array<{
      id: string;
      status: MatchStatus;
      scheduledTime: string;
      league: { id: string; name: string } | null;
      game: { id: string; title: string } | null;
      participants: Array<{ teamId: string; totalPoints: number; team: { id: string; name: string; profilePicture: string | null } }>;
    }>;
  } | null;
  liveMatches: Array<{
    id: string;
    status: MatchStatus;
    scheduledTime: string;
    league: { id: string; name: string } | null;
    game: { id: string; title: string } | null;
    participants: Array<{ teamId: string; totalPoints: number; team: { id: string; name: string; profilePicture: string | null } }>;
  }>;
};

export type HomePodiumQueryVariables = Exact<{ [key: string]: never }>;

export type HomePodiumQuery = {
  leaderboard: {
    id: string;
    entries: {
      edges: Array<{
        node: {
          id: string;
          rank: number;
          score: number;
          wins: number;
          rating: number;
          user: { id: string; userName: string; displayName: string | null; profilePicture: string | null } | null;
          team: { id: string; name: string; profilePicture: string | null } | null;
        };
      }>;
    };
  } | null;
};

export type HomeTournamentsQueryVariables = Exact<{ [key: string]: never }>;

export type HomeTournamentsQuery = {
  openTournaments: Array<{
    id: string;
    name: string;
    status: TournamentStatus;
    size: number;
    startTime: string | null;
    banner: string | null;
    game: { id: string; title: string; image: string | null } | null;
    platform: { id: string; title: string; picture: string | null } | null;
    region: { id: string; title: string } | null;
    organizer: { id: string; name: string; profilePicture: string | null };
  }>;
  liveTournaments: Array<{
    id: string;
    name: string;
    status: TournamentStatus;
    size: number;
    startTime: string | null;
    banner: string | null;
    game: { id: string; title: string; image: string | null } | null;
    platform: { id: string; title: string; picture: string | null } | null;
    region: { id: string; title: string } | null;
    organizer: { id: string; name: string; profilePicture: string | null };
  }>;
};

export type FeaturedLaddersQueryVariables = Exact<{ [key: string]: never }>;

export type FeaturedLaddersQuery = {
  leagues: {
    edges: Array<{
      node: {
        id: string;
        name: string;
        banner: string | null;
        startDate: string;
        endDate: string;
        game: { id: string; title: string; image: string | null } | null;
        platform: { id: string; title: string; picture: string | null } | null;
        region: { id: string; title: string } | null;
        organizer: { id: string; name: string; profilePicture: string | null };
      };
    }>;
  };
};

export type LeaderboardFiltersQueryVariables = Exact<{ [key: string]: never }>;

export type LeaderboardFiltersQuery = {
  regions: Array<{ id: string; title: string }>;
  genres: Array<{ id: string; title: string }>;
  games: Array<{ id: string; title: string; genre: { id: string } | null }>;
  leaderboards: Array<{
    id: string;
    kind: LeaderboardKind;
    region: { id: string } | null;
    genre: { id: string } | null;
    game: { id: string } | null;
  }>;
};

export type LeaderboardPageQueryVariables = Exact<{
  kind: LeaderboardKind;
  regionId?: string | number | null | undefined;
  genreId?: string | number | null | undefined;
  gameId?: string | number | null | undefined;
  orderBy: LeaderboardOrder;
  search?: string | null | undefined;
  followedOnly?: boolean | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;

export type LeaderboardPageQuery = {
  leaderboard: {
    id: string;
    kind: LeaderboardKind;
    entryCount: number;
    followedEntryCount: number | null;
    entries: {
      edges: Array<{
        cursor: string;
        node: {
          id: string;
          rank: number;
          score: number;
          wins: number;
          rating: number;
          user: { id: string; userName: string; displayName: string | null; profilePicture: string | null } | null;
          team: { id: string; name: string; profilePicture: string | null } | null;
        };
      }>;
      pageInfo: { endCursor: string | null; hasNextPage: boolean };
    };
    viewerEntry: {
      id: string;
      rank: number;
      score: number;
      wins: number;
      rating: number;
      user: { id: string; userName: string; displayName: string | null; profilePicture: string | null } | null;
      team: { id: string; name: string; profilePicture: string | null } | null;
    } | null;
  } | null;
};

export type LeagueBody_StandingsPageFragment = {
  edges: Array<{
    cursor: string;
    node: {
      id: string;
      rank: number;
      teamId: string;
      points: number;
      wins: number;
      losses: number;
      draws: number;
      played: number;
      tiebreak: string | null;
      team: { id: string; name: string; profilePicture: string | null };
    };
  }>;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
};

export type LeagueStandingsQueryVariables = Exact<{
  id: string;
  first: number;
  after?: string | null | undefined;
}>;

export type LeagueStandingsQuery = {
  league: {
    id: string;
    standingsPage: {
      edges: Array<{
        cursor: string;
        node: {
          id: string;
          rank: number;
          teamId: string;
          points: number;
          wins: number;
          losses: number;
          draws: number;
          played: number;
          tiebreak: string | null;
          team: { id: string; name: string; profilePicture: string | null };
        };
      }>;
      pageInfo: { endCursor: string | null; hasNextPage: boolean };
    };
  };
};

export type LeagueBody_MatchFragment = {
  id: string;
  status: MatchStatus;
  scheduledTime: string;
  rounds: number;
  isScoreUpdated: boolean;
  winner: { id: string } | null;
  participants: Array<{ teamId: string; totalPoints: number; team: { id: string; name: string } }>;
};

export type LeagueScheduleQueryVariables = Exact<{
  id: string;
}>;

export type LeagueScheduleQuery = {
  league: {
    id: string;
    matches: {
      edges: Array<{
        node: {
          id: string;
          status: MatchStatus;
          scheduledTime: string;
          rounds: number;
          isScoreUpdated: boolean;
          winner: { id: string } | null;
          participants: Array<{ teamId: string; totalPoints: number; team: { id: string; name: string } }>;
        };
      }>;
    };
  };
};

export type LeagueTeamsQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
}>;

export type LeagueTeamsQuery = {
  league: {
    id: string;
    participants: Array<{ teamId: string; status: ParticipantStatus; team: { id: string; name: string; profilePicture: string | null } }>;
  };
};

export type LeagueEventsSubscriptionVariables = Exact<{
  leagueId: string | number;
  standingsFirst: number;
  teamsFirst: number;
}>;

export type LeagueEventsSubscription = {
  leagueEvents: {
    kind: LeagueEventKind;
    league: { id: string };
    match: {
      id: string;
      status: MatchStatus;
      scheduledTime: string;
      rounds: number;
      isScoreUpdated: boolean;
      winner: { id: string } | null;
      participants: Array<{ teamId: string; totalPoints: number; team: { id: string; name: string } }>;
    } | null;
    standingsPage: {
      edges: Array<{
        cursor: string;
        node: {
          id: string;
          rank: number;
          teamId: string;
          points: number;
          wins: number;
          losses: number;
          draws: number;
          played: number;
          tiebreak: string | null;
          team: { id: string; name: string; profilePicture: string | null };
        };
      }>;
      pageInfo: { endCursor: string | null; hasNextPage: boolean };
    } | null;
    page: {
      rules: string | null;
      prize: string | null;
      settings: string | null;
      status: LeagueStatus;
      startDate: string;
      endDate: string;
      teamCount: number;
      maxTeams: number;
      openEntry: boolean;
      winPoints: number;
      drawPoints: number;
      lossPoints: number;
      viewerCanSchedule: boolean;
      viewerCanReport: boolean;
      viewerCanModerate: boolean;
      viewerIsStaff: boolean;
      viewerJoinState: JoinState;
      id: string;
      name: string;
      bio: string | null;
      banner: string | null;
      profilePicture: string | null;
      videoUrl: string | null;
      viewerCanEdit: boolean;
      viewerIsFollowing: boolean;
      followerCount: number;
      participants: Array<{ teamId: string; status: ParticipantStatus; team: { id: string; name: string; profilePicture: string | null } }>;
      viewerJoinableTeams: Array<{ id: string; name: string }>;
      viewerPendingEntries: Array<{ teamId: string; team: { id: string; name: string }; invitedBy: { id: string } | null }>;
      announcementWall: { id: string } | null;
      game: { id: string; title: string } | null;
      platform: { id: string; title: string } | null;
      region: { id: string; title: string } | null;
      organizer: { id: string; name: string };
    } | null;
  };
};

export type LeaguePage_LeagueFragment = {
  rules: string | null;
  prize: string | null;
  settings: string | null;
  status: LeagueStatus;
  startDate: string;
  endDate: string;
  teamCount: number;
  maxTeams: number;
  openEntry: boolean;
  winPoints: number;
  drawPoints: number;
  lossPoints: number;
  viewerCanSchedule: boolean;
  viewerCanReport: boolean;
  viewerCanModerate: boolean;
  viewerIsStaff: boolean;
  viewerJoinState: JoinState;
  id: string;
  name: string;
  bio: string | null;
  banner: string | null;
  profilePicture: string | null;
  videoUrl: string | null;
  viewerCanEdit: boolean;
  viewerIsFollowing: boolean;
  followerCount: number;
  viewerJoinableTeams: Array<{ id: string; name: string }>;
  viewerPendingEntries: Array<{ teamId: string; team: { id: string; name: string }; invitedBy: { id: string } | null }>;
  announcementWall: { id: string } | null;
  game: { id: string; title: string } | null;
  platform: { id: string; title: string } | null;
  region: { id: string; title: string } | null;
  organizer: { id: string; name: string };
};

export type LeaguePageQueryVariables = Exact<{
  param: string;
}>;

export type LeaguePageQuery = {
  league: {
    rules: string | null;
    prize: string | null;
    settings: string | null;
    status: LeagueStatus;
    startDate: string;
    endDate: string;
    teamCount: number;
    maxTeams: number;
    openEntry: boolean;
    winPoints: number;
    drawPoints: number;
    lossPoints: number;
    viewerCanSchedule: boolean;
    viewerCanReport: boolean;
    viewerCanModerate: boolean;
    viewerIsStaff: boolean;
    viewerJoinState: JoinState;
    id: string;
    name: string;
    bio: string | null;
    banner: string | null;
    profilePicture: string | null;
    videoUrl: string | null;
    viewerCanEdit: boolean;
    viewerIsFollowing: boolean;
    followerCount: number;
    viewerJoinableTeams: Array<{ id: string; name: string }>;
    viewerPendingEntries: Array<{ teamId: string; team: { id: string; name: string }; invitedBy: { id: string } | null }>;
    announcementWall: { id: string } | null;
    game: { id: string; title: string } | null;
    platform: { id: string; title: string } | null;
    region: { id: string; title: string } | null;
    organizer: { id: string; name: string };
  };
};

export type UpdateMatchPageMutationVariables = Exact<{
  matchId: string | number;
  input: UpdateMatchPageInput;
}>;

export type UpdateMatchPageMutation = { updateMatchPage: { id: string; videoUrl: string | null; banner: string | null } };

export type MatchPage_ParticipantFragment = {
  teamId: string;
  totalPoints: number;
  placement: number | null;
  team: { id: string; name: string; profilePicture: string | null };
  rounds: Array<{ matchRound: number; metrics: unknown; roundPoints: number }>;
};

export type MatchPage_MatchFragment = {
  id: string;
  status: MatchStatus;
  scheduledTime: string;
  rounds: number;
  isScoreUpdated: boolean;
  finalizedAt: string | null;
  videoUrl: string | null;
  banner: string | null;
  viewerCanReport: boolean;
  viewerCanEdit: boolean;
  viewerCanMessage: boolean;
  viewerCanProposeReschedule: boolean;
  league: { id: string; name: string; metrics: Array<{ name: string; type: string; weight: number; active: boolean }> } | null;
  tournament: { id: string; name: string } | null;
  winner: { id: string } | null;
  commentWall: { id: string } | null;
  participants: Array<{
    teamId: string;
    totalPoints: number;
    placement: number | null;
    team: { id: string; name: string; profilePicture: string | null };
    rounds: Array<{ matchRound: number; metrics: unknown; roundPoints: number }>;
  }>;
  reports: {
    matchId: string;
    reportingMode: ReportingMode;
    status: MatchReportStatus;
    statusText: string;
    confirmDeadline: string | null;
    viewerTeamId: string | null;
    viewerCanReport: boolean;
    viewerCanResolve: boolean;
    viewerCanPostToDispute: boolean;
    reports: Array<{
      id: string;
      teamId: string;
      updatedAt: string;
      team: { id: string; name: string } | null;
      scores: Array<{
        teamId: string;
        totalPoints: number;
        team: { id: string; name: string } | null;
        rounds: Array<{ round: number; metrics: unknown; roundPoints: number }>;
      }>;
    }>;
    dispute: {
      id: string;
      openedAt: string;
      evidence: Array<{
        id: string;
        imageUrl: string | null;
        link: string | null;
        text: string;
        createdAt: string;
        author: { id: string; userName: string } | null;
      }>;
      thread: Array<{ id: string; text: string; createdAt: string; author: { id: string; userName: string } | null }>;
      resolution: {
        reason: string;
        resolvedAt: string;
        chosenTeam: { id: string; name: string } | null;
        resolvedBy: { id: string; userName: string } | null;
      } | null;
    } | null;
  };
  rescheduleProposals: Array<{
    id: string;
    status: RescheduleStatus;
    times: Array<string>;
    expiresAt: string;
    acceptedTime: string | null;
    viewerCanAnswer: boolean;
    team: { id: string; name: string };
  }>;
};

export type MatchPageQueryVariables = Exact<{
  id: string | number;
}>;

export type MatchPageQuery = {
  match: {
    id: string;
    status: MatchStatus;
    scheduledTime: string;
    rounds: number;
    isScoreUpdated: boolean;
    finalizedAt: string | null;
    videoUrl: string | null;
    banner: string | null;
    viewerCanReport: boolean;
    viewerCanEdit: boolean;
    viewerCanMessage: boolean;
    viewerCanProposeReschedule: boolean;
    league: { id: string; name: string; metrics: Array<{ name: string; type: string; weight: number; active: boolean }> } | null;
    tournament: { id: string; name: string } | null;
    winner: { id: string } | null;
    commentWall: { id: string } | null;
    participants: Array<{
      teamId: string;
      totalPoints: number;
      placement: number | null;
      team: { id: string; name: string; profilePicture: string | null };
      rounds: Array<{ matchRound: number; metrics: unknown; roundPoints: number }>;
    }>;
    reports: {
      matchId: string;
      reportingMode: ReportingMode;
      status: MatchReportStatus;
      statusText: string;
      confirmDeadline: string | null;
      viewerTeamId: string | null;
      viewerCanReport: boolean;
      viewerCanResolve: boolean;
      viewerCanPostToDispute: boolean;
      reports: Array<{
        id: string;
        teamId: string;
        updatedAt: string;
        team: { id: string; name: string } | null;
        scores: Array<{
          teamId: string;
          totalPoints: number;
          team: { id: string; name: string } | null;
          rounds: Array<{ round: number; metrics: unknown; roundPoints: number }>;
        }>;
      }>;
      dispute: {
        id: string;
        openedAt: string;
        evidence: Array<{
          id: string;
          imageUrl: string | null;
          link: string | null;
          text: string;
          createdAt: string;
          author: { id: string; userName: string } | null;
        }>;
        thread: Array<{ id: string; text: string; createdAt: string; author: { id: string; userName: string } | null }>;
        resolution: {
          reason: string;
          resolvedAt: string;
          chosenTeam: { id: string; name: string } | null;
          resolvedBy: { id: string; userName: string } | null;
        } | null;
      } | null;
    };
    rescheduleProposals: Array<{
      id: string;
      status: RescheduleStatus;
      times: Array<string>;
      expiresAt: string;
      acceptedTime: string | null;
      viewerCanAnswer: boolean;
      team: { id: string; name: string };
    }>;
  };
};

export type MatchEventsSubscriptionVariables = Exact<{
  matchId: string | number;
}>;

export type MatchEventsSubscription = {
  matchEvents: {
    kind: MatchEventKind;
    match: {
      id: string;
      status: MatchStatus;
      scheduledTime: string;
      rounds: number;
      isScoreUpdated: boolean;
      finalizedAt: string | null;
      videoUrl: string | null;
      banner: string | null;
      viewerCanReport: boolean;
      viewerCanEdit: boolean;
      viewerCanMessage: boolean;
      viewerCanProposeReschedule: boolean;
      league: { id: string; name: string; metrics: Array<{ name: string; type: string; weight: number; active: boolean }> } | null;
      tournament: { id: string; name: string } | null;
      winner: { id: string } | null;
      commentWall: { id: string } | null;
      participants: Array<{
        teamId: string;
        totalPoints: number;
        placement: number | null;
        team: { id: string; name: string; profilePicture: string | null };
        rounds: Array<{ matchRound: number; metrics: unknown; roundPoints: number }>;
      }>;
      reports: {
        matchId: string;
        reportingMode: ReportingMode;
        status: MatchReportStatus;
        statusText: string;
        confirmDeadline: string | null;
        viewerTeamId: string | null;
        viewerCanReport: boolean;
        viewerCanResolve: boolean;
        viewerCanPostToDispute: boolean;
        reports: Array<{
          id: string;
          teamId: string;
          updatedAt: string;
          team: { id: string; name: string } | null;
          scores: Array<{
            teamId: string;
            totalPoints: number;
            team: { id: string; name: string } | null;
            rounds: Array<{ round: number; metrics: unknown; roundPoints: number }>;
          }>;
        }>;
        dispute: {
          id: string;
          openedAt: string;
          evidence: Array<{
            id: string;
            imageUrl: string | null;
            link: string | null;
            text: string;
            createdAt: string;
            author: { id: string; userName: string } | null;
          }>;
          thread: Array<{ id: string; text: string; createdAt: string; author: { id: string; userName: string } | null }>;
          resolution: {
            reason: string;
            resolvedAt: string;
            chosenTeam: { id: string; name: string } | null;
            resolvedBy: { id: string; userName: string } | null;
          } | null;
        } | null;
      };
      rescheduleProposals: Array<{
        id: string;
        status: RescheduleStatus;
        times: Array<string>;
        expiresAt: string;
        acceptedTime: string | null;
        viewerCanAnswer: boolean;
        team: { id: string; name: string };
      }>;
    };
  };
};

export type CreateLadderOptionsQueryVariables = Exact<{ [key: string]: never }>;

export type CreateLadderOptionsQuery = {
  games: Array<{ id: string; title: string }>;
  platforms: Array<{ id: string; title: string }>;
  regions: Array<{ id: string; title: string }>;
};

export type LadderTeamsQueryVariables = Exact<{
  id: string;
}>;

export type LadderTeamsQuery = {
  league: {
    id: string;
    teamCount: number;
    maxTeams: number;
    participants: Array<{ teamId: string; status: ParticipantStatus; team: { id: string; name: string; profilePicture: string | null } }>;
  };
};

export type LadderModals_MetricFragment = { name: string; type: string; weight: number; active: boolean; text: string | null };

export type LadderMetricsQueryVariables = Exact<{
  id: string;
}>;

export type LadderMetricsQuery = {
  league: {
    id: string;
    game: { id: string; title: string } | null;
    metrics: Array<{ name: string; type: string; weight: number; active: boolean; text: string | null }>;
  };
};

export type LadderSection_LadderFragment = {
  id: string;
  name: string;
  status: LeagueStatus;
  isParent: boolean;
  teamCount: number;
  pendingTeamCount: number | null;
  maxTeams: number;
  openEntry: boolean;
  winPoints: number;
  drawPoints: number;
  lossPoints: number;
  viewerCanModerate: boolean;
  viewerCanEditSettings: boolean;
  viewerCanEditScoreSettings: boolean;
  reportingMode: ReportingMode;
  confirmWindowHours: number;
  game: { id: string; title: string } | null;
};

export type LadderSection_OrganizerFragment = {
  id: string;
  leagues: Array<{
    id: string;
    name: string;
    status: LeagueStatus;
    isParent: boolean;
    teamCount: number;
    pendingTeamCount: number | null;
    maxTeams: number;
    openEntry: boolean;
    winPoints: number;
    drawPoints: number;
    lossPoints: number;
    viewerCanModerate: boolean;
    viewerCanEditSettings: boolean;
    viewerCanEditScoreSettings: boolean;
    reportingMode: ReportingMode;
    confirmWindowHours: number;
    game: { id: string; title: string } | null;
  }>;
};

export type OrgDashboardQueryVariables = Exact<{ [key: string]: never }>;

export type OrgDashboardQuery = {
  viewer: {
    id: string;
    organizations: Array<{
      id: string;
      role: StaffRole;
      status: StaffStatus;
      organizer: { id: string; name: string; profilePicture: string | null };
    }>;
  } | null;
};

export type OrgDashboardOrganizerQueryVariables = Exact<{
  param: string;
}>;

export type OrgDashboardOrganizerQuery = {
  organizer: {
    id: string;
    viewerCanCreateCompetitions: boolean;
    viewerCanManageStaff: boolean;
    name: string;
    profilePicture: string | null;
    pendingStaff: Array<{
      id: string;
      role: StaffRole;
      status: StaffStatus;
      assignedLeagueIds: Array<string>;
      assignedTournamentIds: Array<string>;
      user: { id: string; userName: string; profilePicture: string | null };
    }>;
    leagues: Array<{
      id: string;
      name: string;
      status: LeagueStatus;
      isParent: boolean;
      teamCount: number;
      pendingTeamCount: number | null;
      maxTeams: number;
      openEntry: boolean;
      winPoints: number;
      drawPoints: number;
      lossPoints: number;
      viewerCanModerate: boolean;
      viewerCanEditSettings: boolean;
      viewerCanEditScoreSettings: boolean;
      reportingMode: ReportingMode;
      confirmWindowHours: number;
      game: { id: string; title: string } | null;
    }>;
    tournaments: Array<{
      id: string;
      name: string;
      status: TournamentStatus;
      format: TournamentFormat;
      size: number;
      startTime: string | null;
      viewerCanModerate: boolean;
      viewerCanSchedule: boolean;
      viewerCanEditSettings: boolean;
      reportingMode: ReportingMode;
      confirmWindowHours: number;
      stages: Array<{ stageNumber: number; kind: TournamentFormat; groupCount: number | null }>;
      game: { id: string; title: string } | null;
    }>;
    viewerStaff: {
      id: string;
      role: StaffRole;
      status: StaffStatus;
      assignedLeagueIds: Array<string>;
      assignedTournamentIds: Array<string>;
      user: { id: string; userName: string; profilePicture: string | null };
    } | null;
    staff: Array<{
      id: string;
      role: StaffRole;
      status: StaffStatus;
      assignedLeagueIds: Array<string>;
      assignedTournamentIds: Array<string>;
      user: { id: string; userName: string; profilePicture: string | null };
    }>;
  };
};

export type OrganizerLeagueCardsQueryVariables = Exact<{
  param: string;
}>;

export type OrganizerLeagueCardsQuery = {
  organizer: {
    id: string;
    name: string;
    leagues: Array<{
      id: string;
      name: string;
      banner: string | null;
      startDate: string;
      endDate: string;
      game: { id: string; title: string; image: string | null } | null;
      platform: { id: string; title: string; picture: string | null } | null;
      region: { id: string; title: string } | null;
      organizer: { id: string; name: string; profilePicture: string | null };
    }>;
  };
};

export type TournamentManageQueryVariables = Exact<{
  id: string | number;
}>;

export type TournamentManageQuery = {
  tournament: {
    id: string;
    name: string;
    status: TournamentStatus;
    format: TournamentFormat;
    size: number;
    checkInMinutes: number | null;
    ranked: boolean;
    viewerCanEditSettings: boolean;
    viewerCanModerate: boolean;
    viewerCanSchedule: boolean;
    stages: Array<{ stageNumber: number; kind: TournamentFormat; groupCount: number | null }>;
    participants: Array<{
      teamId: string;
      status: ParticipantStatus;
      seed: number | null;
      checkedInAt: string | null;
      team: { id: string; name: string; profilePicture: string | null };
    }>;
    bracket: {
      id: string;
      isPreview: boolean;
      nodes: Array<{
        id: string;
        roundNumber: number;
        groupNumber: number | null;
        slotIndex: number;
        side: BracketSide;
        status: BracketNodeStatus;
        participant1: { id: string; name: string } | null;
        participant2: { id: string; name: string } | null;
      }>;
    } | null;
  };
};

export type TournamentSection_OrganizerFragment = {
  id: string;
  tournaments: Array<{
    id: string;
    name: string;
    status: TournamentStatus;
    format: TournamentFormat;
    size: number;
    startTime: string | null;
    viewerCanModerate: boolean;
    viewerCanSchedule: boolean;
    viewerCanEditSettings: boolean;
    reportingMode: ReportingMode;
    confirmWindowHours: number;
    stages: Array<{ stageNumber: number; kind: TournamentFormat; groupCount: number | null }>;
    game: { id: string; title: string } | null;
  }>;
};

export type TournamentSection_TournamentFragment = {
  id: string;
  name: string;
  status: TournamentStatus;
  format: TournamentFormat;
  size: number;
  startTime: string | null;
  viewerCanModerate: boolean;
  viewerCanSchedule: boolean;
  viewerCanEditSettings: boolean;
  reportingMode: ReportingMode;
  confirmWindowHours: number;
  stages: Array<{ stageNumber: number; kind: TournamentFormat; groupCount: number | null }>;
  game: { id: string; title: string } | null;
};

export type OrgWebhooksQueryVariables = Exact<{
  param: string;
}>;

export type OrgWebhooksQuery = {
  webhookEventTypes: Array<WebhookEventType>;
  organizer: {
    id: string;
    webhooks: Array<{
      id: string;
      url: string;
      description: string;
      events: Array<WebhookEventType>;
      enabled: boolean;
      disabledAt: string | null;
      previousSecretExpiresAt: string | null;
      createdAt: string;
    }>;
  };
};

export type WebhooksSection_WebhookFragment = {
  id: string;
  url: string;
  description: string;
  events: Array<WebhookEventType>;
  enabled: boolean;
  disabledAt: string | null;
  previousSecretExpiresAt: string | null;
  createdAt: string;
};

export type WebhookDeliveriesQueryVariables = Exact<{
  webhookId: string | number;
}>;

export type WebhookDeliveriesQuery = {
  webhookDeliveries: Array<{
    id: string;
    eventType: WebhookEventType;
    status: WebhookDeliveryStatus;
    attempts: number;
    responseStatus: number | null;
    latencyMs: number | null;
    error: string | null;
    lastAttemptAt: string | null;
    nextAttemptAt: string | null;
    createdAt: string;
  }>;
};

export type CreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;

export type CreateWebhookMutation = {
  createWebhook: {
    secret: string;
    webhook: {
      id: string;
      url: string;
      description: string;
      events: Array<WebhookEventType>;
      enabled: boolean;
      disabledAt: string | null;
      previousSecretExpiresAt: string | null;
      createdAt: string;
    };
  };
};

export type RotateWebhookSecretMutationVariables = Exact<{
  webhookId: string | number;
}>;

export type RotateWebhookSecretMutation = {
  rotateWebhookSecret: {
    secret: string;
    webhook: {
      id: string;
      url: string;
      description: string;
      events: Array<WebhookEventType>;
      enabled: boolean;
      disabledAt: string | null;
      previousSecretExpiresAt: string | null;
      createdAt: string;
    };
  };
};

export type DeleteWebhookMutationVariables = Exact<{
  webhookId: string | number;
}>;

export type DeleteWebhookMutation = { deleteWebhook: { id: string } };

export type RedeliverWebhookMutationVariables = Exact<{
  deliveryId: string | number;
}>;

export type RedeliverWebhookMutation = {
  redeliverWebhook: { id: string; status: WebhookDeliveryStatus; attempts: number; nextAttemptAt: string | null };
};

export type OrganizerPageQueryVariables = Exact<{
  param: string;
}>;

export type OrganizerPageQuery = {
  organizer: {
    name: string;
    id: string;
    bio: string | null;
    profilePicture: string | null;
    banner: string | null;
    videoUrl: string | null;
    viewerCanEdit: boolean;
    viewerIsFollowing: boolean;
    followerCount: number;
    owner: { id: string; userName: string };
    leagues: Array<{
      id: string;
      name: string;
      banner: string | null;
      startDate: string;
      endDate: string;
      game: { id: string; title: string; image: string | null } | null;
      platform: { id: string; title: string; picture: string | null } | null;
      region: { id: string; title: string } | null;
      organizer: { id: string; name: string; profilePicture: string | null };
    }>;
    tournaments: Array<{
      id: string;
      name: string;
      status: TournamentStatus;
      size: number;
      startTime: string | null;
      banner: string | null;
      game: { id: string; title: string; image: string | null } | null;
      platform: { id: string; title: string; picture: string | null } | null;
      region: { id: string; title: string } | null;
      organizer: { id: string; name: string; profilePicture: string | null };
    }>;
    announcementWall: { id: string } | null;
  };
};

export type TeamDashboardPage_MembershipFragment = {
  id: string;
  role: TeamRole;
  status: TeamMemberStatus;
  invitedBy: { id: string; userName: string } | null;
  team: {
    id: string;
    name: string;
    profilePicture: string | null;
    archivedAt: string | null;
    game: { id: string; title: string };
    region: { id: string; title: string };
    viewerMembership: { id: string; role: TeamRole; status: TeamMemberStatus } | null;
    members: Array<{
      id: string;
      role: TeamRole;
      status: TeamMemberStatus;
      user: { id: string; userName: string; profilePicture: string | null };
    }>;
    pendingInvitations: Array<{
      id: string;
      role: TeamRole;
      status: TeamMemberStatus;
      user: { id: string; userName: string; profilePicture: string | null };
    }>;
  };
};

export type TeamDashboardQueryVariables = Exact<{ [key: string]: never }>;

export type TeamDashboardQuery = {
  viewer: {
    id: string;
    teamMemberships: Array<{
      id: string;
      role: TeamRole;
      status: TeamMemberStatus;
      invitedBy: { id: string; userName: string } | null;
      team: {
        id: string;
        name: string;
        profilePicture: string | null;
        archivedAt: string | null;
        game: { id: string; title: string };
        region: { id: string; title: string };
        viewerMembership: { id: string; role: TeamRole; status: TeamMemberStatus } | null;
        members: Array<{
          id: string;
          role: TeamRole;
          status: TeamMemberStatus;
          user: { id: string; userName: string; profilePicture: string | null };
        }>;
        pendingInvitations: Array<{
          id: string;
          role: TeamRole;
          status: TeamMemberStatus;
          user: { id: string; userName: string; profilePicture: string | null };
        }>;
      };
    }>;
  } | null;
};

export type MatchesBox_MatchFragment = {
  id: string;
  status: MatchStatus;
  scheduledTime: string;
  participants: Array<{
    teamId: string;
    totalPoints: number;
    placement: number | null;
    team: { id: string; name: string; profilePicture: string | null };
  }>;
};

export type TeamPageQueryVariables = Exact<{
  param: string;
}>;

export type TeamPageQuery = {
  team: {
    name: string;
    id: string;
    bio: string | null;
    profilePicture: string | null;
    banner: string | null;
    videoUrl: string | null;
    viewerCanEdit: boolean;
    viewerIsFollowing: boolean;
    followerCount: number;
    game: { id: string; title: string; image: string | null };
    region: { id: string; title: string };
    members: Array<{ id: string; role: TeamRole; user: { id: string; userName: string; profilePicture: string | null } }>;
    recentMatches: Array<{
      id: string;
      status: MatchStatus;
      scheduledTime: string;
      participants: Array<{
        teamId: string;
        totalPoints: number;
        placement: number | null;
        team: { id: string; name: string; profilePicture: string | null };
      }>;
    }>;
    commentWall: { id: string } | null;
  };
};

export type TournamentPage_TournamentFragment = {
  status: TournamentStatus;
  format: TournamentFormat;
  size: number;
  thirdPlaceMatch: boolean;
  startTime: string | null;
  checkInMinutes: number | null;
  checkInOpen: boolean;
  matchRounds: number;
  ranked: boolean;
  viewerCanManage: boolean;
  viewerJoinState: JoinState;
  id: string;
  name: string;
  bio: string | null;
  banner: string | null;
  profilePicture: string | null;
  videoUrl: string | null;
  viewerCanEdit: boolean;
  viewerIsFollowing: boolean;
  followerCount: number;
  viewerJoinableTeams: Array<{ id: string; name: string }>;
  viewerPendingEntries: Array<{ teamId: string; team: { id: string; name: string } }>;
  viewerCheckInTeams: Array<{ id: string; name: string }>;
  winner: { id: string; name: string } | null;
  commentWall: { id: string } | null;
  stages: Array<{ stageNumber: number; kind: TournamentFormat; groupCount: number | null }>;
  game: { id: string; title: string } | null;
  platform: { id: string; title: string } | null;
  region: { id: string; title: string } | null;
  organizer: { id: string; name: string };
};

export type TournamentPageQueryVariables = Exact<{
  id: string | number;
}>;

export type TournamentPageQuery = {
  tournament: {
    status: TournamentStatus;
    format: TournamentFormat;
    size: number;
    thirdPlaceMatch: boolean;
    startTime: string | null;
    checkInMinutes: number | null;
    checkInOpen: boolean;
    matchRounds: number;
    ranked: boolean;
    viewerCanManage: boolean;
    viewerJoinState: JoinState;
    id: string;
    name: string;
    bio: string | null;
    banner: string | null;
    profilePicture: string | null;
    videoUrl: string | null;
    viewerCanEdit: boolean;
    viewerIsFollowing: boolean;
    followerCount: number;
    viewerJoinableTeams: Array<{ id: string; name: string }>;
    viewerPendingEntries: Array<{ teamId: string; team: { id: string; name: string } }>;
    viewerCheckInTeams: Array<{ id: string; name: string }>;
    winner: { id: string; name: string } | null;
    commentWall: { id: string } | null;
    stages: Array<{ stageNumber: number; kind: TournamentFormat; groupCount: number | null }>;
    game: { id: string; title: string } | null;
    platform: { id: string; title: string } | null;
    region: { id: string; title: string } | null;
    organizer: { id: string; name: string };
  };
};

export type TournamentPage_ParticipantFragment = {
  teamId: string;
  status: ParticipantStatus;
  seed: number | null;
  checkedInAt: string | null;
  team: { id: string; name: string; profilePicture: string | null };
};

export type TournamentParticipantsQueryVariables = Exact<{
  id: string | number;
}>;

export type TournamentParticipantsQuery = {
  tournament: {
    id: string;
    participants: Array<{
      teamId: string;
      status: ParticipantStatus;
      seed: number | null;
      checkedInAt: string | null;
      team: { id: string; name: string; profilePicture: string | null };
    }>;
  };
};

export type TournamentBracketQueryVariables = Exact<{
  id: string | number;
}>;

export type TournamentBracketQuery = {
  tournament: {
    id: string;
    bracket: {
      id: string;
      isPreview: boolean;
      nodes: Array<{
        id: string;
        parentNodeId: string | null;
        loserParentNodeId: string | null;
        roundNumber: number;
        groupNumber: number | null;
        slotIndex: number;
        status: BracketNodeStatus;
        side: BracketSide;
        participant1Score: number | null;
        participant2Score: number | null;
        winnerTeamId: string | null;
        participant1: { id: string; name: string } | null;
        participant2: { id: string; name: string } | null;
        match: { id: string } | null;
      }>;
    } | null;
  };
};

export type TournamentEventsSubscriptionVariables = Exact<{
  tournamentId: string | number;
  withStages: boolean;
}>;

export type TournamentEventsSubscription = {
  tournamentEvents: {
    kind: TournamentEventKind;
    tournament: {
      status: TournamentStatus;
      format: TournamentFormat;
      size: number;
      thirdPlaceMatch: boolean;
      startTime: string | null;
      checkInMinutes: number | null;
      checkInOpen: boolean;
      matchRounds: number;
      ranked: boolean;
      viewerCanManage: boolean;
      viewerJoinState: JoinState;
      id: string;
      name: string;
      bio: string | null;
      banner: string | null;
      profilePicture: string | null;
      videoUrl: string | null;
      viewerCanEdit: boolean;
      viewerIsFollowing: boolean;
      followerCount: number;
      participants: Array<{
        teamId: string;
        status: ParticipantStatus;
        seed: number | null;
        checkedInAt: string | null;
        team: { id: string; name: string; profilePicture: string | null };
      }>;
      bracket: {
        id: string;
        isPreview: boolean;
        nodes: Array<{
          id: string;
          parentNodeId: string | null;
          loserParentNodeId: string | null;
          roundNumber: number;
          groupNumber: number | null;
          slotIndex: number;
          status: BracketNodeStatus;
          side: BracketSide;
          participant1Score: number | null;
          participant2Score: number | null;
          winnerTeamId: string | null;
          participant1: { id: string; name: string } | null;
          participant2: { id: string; name: string } | null;
          match: { id: string } | null;
        }>;
      } | null;
      viewerJoinableTeams: Array<{ id: string; name: string }>;
      viewerPendingEntries: Array<{ teamId: string; team: { id: string; name: string } }>;
      viewerCheckInTeams: Array<{ id: string; name: string }>;
      winner: { id: string; name: string } | null;
      commentWall: { id: string } | null;
      stages: Array<{ stageNumber: number; kind: TournamentFormat; groupCount: number | null }>;
      game: { id: string; title: string } | null;
      platform: { id: string; title: string } | null;
      region: { id: string; title: string } | null;
      organizer: { id: string; name: string };
    } & {
      id?: string;
      viewerCanManage?: boolean;
      stages?: Array<{
        stageNumber: number;
        kind: TournamentFormat;
        status: StageStatus;
        groupCount: number | null;
        advance: number | null;
        standings: Array<{
          rank: number;
          groupNumber: number | null;
          played: number;
          wins: number;
          losses: number;
          draws: number;
          points: number;
          differential: number;
          explanation: string | null;
          team: { id: string; name: string };
          unresolvedWith: Array<{ id: string }>;
        }>;
        nodes: Array<{
          id: string;
          parentNodeId: string | null;
          loserParentNodeId: string | null;
          roundNumber: number;
          groupNumber: number | null;
          slotIndex: number;
          status: BracketNodeStatus;
          side: BracketSide;
          participant1Score: number | null;
          participant2Score: number | null;
          winnerTeamId: string | null;
          participant1: { id: string; name: string } | null;
          participant2: { id: string; name: string } | null;
          match: { id: string } | null;
        }>;
      }>;
    };
    match: { id: string } | null;
  };
};

export type MyApiTokensQueryVariables = Exact<{ [key: string]: never }>;

export type MyApiTokensQuery = {
  myApiTokens: Array<{
    id: string;
    name: string;
    prefix: string;
    scopes: Array<ApiTokenScope>;
    createdAt: string;
    expiresAt: string;
    lastUsedAt: string | null;
    expired: boolean;
  }>;
};

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;

export type CreateApiTokenMutation = { createApiToken: { token: string; apiToken: { id: string; name: string } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string | number;
}>;

export type RevokeApiTokenMutation = { revokeApiToken: { id: string } };

export type MyAccountQueryVariables = Exact<{ [key: string]: never }>;

export type MyAccountQuery = {
  viewer: { id: string; userName: string; displayName: string | null; profilePicture: string | null; banner: string | null } | null;
};

export type TopFive_EntryFragment = {
  id: string;
  position: number;
  entityType: FollowEntityType;
  entityId: string;
  user: { id: string; userName: string; profilePicture: string | null } | null;
  team: { id: string; name: string; profilePicture: string | null } | null;
  organizer: { id: string; name: string; profilePicture: string | null } | null;
};

export type SetTopEntriesMutationVariables = Exact<{
  userIds: Array<string | number> | string | number;
}>;

export type SetTopEntriesMutation = {
  setTopEntries: Array<{
    id: string;
    position: number;
    entityType: FollowEntityType;
    entityId: string;
    user: { id: string; userName: string; profilePicture: string | null } | null;
    team: { id: string; name: string; profilePicture: string | null } | null;
    organizer: { id: string; name: string; profilePicture: string | null } | null;
  }>;
};

export type UserPageQueryVariables = Exact<{
  param: string;
}>;

export type UserPageQuery = {
  user: {
    userName: string;
    displayName: string | null;
    score: number;
    rating: number;
    id: string;
    bio: string | null;
    profilePicture: string | null;
    banner: string | null;
    videoUrl: string | null;
    viewerCanEdit: boolean;
    viewerIsFollowing: boolean;
    followerCount: number;
    ratingHistory: Array<{ rating: number; at: string; match: { id: string } | null }>;
    topEntries: Array<{
      id: string;
      position: number;
      entityType: FollowEntityType;
      entityId: string;
      user: { id: string; userName: string; profilePicture: string | null } | null;
      team: { id: string; name: string; profilePicture: string | null } | null;
      organizer: { id: string; name: string; profilePicture: string | null } | null;
    }>;
    teams: Array<{ id: string; name: string; profilePicture: string | null }>;
    commentWall: { id: string } | null;
  };
};

export const CommentCache_IdFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentCache_id' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Comment' } },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
    },
  ],
} as unknown as DocumentNode<CommentCache_IdFragment, unknown>;
export const CommentThread_CommentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentThread_comment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Comment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wallId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'edited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'moderationNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerVote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommentThread_CommentFragment, unknown>;
export const CommentCache_ReplyPageFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentCache_replyPage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommentConnection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nodes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommentThread_comment' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pageInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentThread_comment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Comment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wallId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'edited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'moderationNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerVote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommentCache_ReplyPageFragment, unknown>;
export const CommentCache_RepliesFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentCache_replies' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Comment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'replies' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommentCache_replyPage' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentThread_comment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Comment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wallId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'edited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'moderationNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerVote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentCache_replyPage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommentConnection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nodes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommentThread_comment' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pageInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommentCache_RepliesFragment, unknown>;
export const UseFollowToggle_StatusFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UseFollowToggle_status' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FollowStatus' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'entityType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followedId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFollowing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followerCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UseFollowToggle_StatusFragment, unknown>;
export const Podium_EntryFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Podium_entry' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LeaderboardEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wins' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<Podium_EntryFragment, unknown>;
export const LeagueCard_LeagueFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LeagueCard_league' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'League' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'picture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LeagueCard_LeagueFragment, unknown>;
export const MessagesCache_MessageFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MessagesCache_message' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Message' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'moderationReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MessagesCache_MessageFragment, unknown>;
export const AuditList_EntryFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuditList_entry' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ModerationAuditEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'action' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reportId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moderator' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuditList_EntryFragment, unknown>;
export const ModerationQueue_ReportFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ModerationQueue_report' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ModerationReport' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contextPath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contextLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reporter' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'subject' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ModerationQueue_ReportFragment, unknown>;
export const NotificationBell_NotificationFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NotificationBell_notification' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Notification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'actionable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'league' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'match' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scheduledTime' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'actor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'moderationMessage' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationBell_NotificationFragment, unknown>;
export const EditableProfileHero_PageFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EditableProfileHero_page' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FollowablePage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEdit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerIsFollowing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followerCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditableProfileHero_PageFragment, unknown>;
export const StaffSection_MemberFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffSection_member' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedLeagueIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedTournamentIds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffSection_MemberFragment, unknown>;
export const StaffSection_StaffFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffSection_staff' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Organizer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerStaff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffSection_member' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedLeagueIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedTournamentIds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffSection_StaffFragment, unknown>;
export const StaffSection_OrganizerFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffSection_organizer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Organizer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_staff' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pendingStaff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leagues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tournaments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffSection_member' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedLeagueIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedTournamentIds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffSection_staff' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Organizer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerStaff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffSection_OrganizerFragment, unknown>;
export const TournamentCard_TournamentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TournamentCard_tournament' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tournament' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'picture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TournamentCard_TournamentFragment, unknown>;
export const BracketView_NodeFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BracketView_node' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BracketNode' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentNodeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'loserParentNodeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roundNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'groupNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slotIndex' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'side' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participant1Score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participant2Score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'winnerTeamId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'participant1' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'participant2' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'match' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BracketView_NodeFragment, unknown>;
export const TournamentStages_TournamentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TournamentStages_tournament' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tournament' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanManage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'stageNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'groupCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'advance' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'standings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'groupNumber' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'team' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'played' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'wins' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'losses' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'draws' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'points' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'differential' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'unresolvedWith' },
                        selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BracketView_node' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BracketView_node' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BracketNode' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentNodeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'loserParentNodeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roundNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'groupNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slotIndex' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'side' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participant1Score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participant2Score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'winnerTeamId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'participant1' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'participant2' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'match' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TournamentStages_TournamentFragment, unknown>;
export const UseShellProfile_UserFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UseShellProfile_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UseShellProfile_UserFragment, unknown>;
export const HomeMatches_MatchFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HomeMatches_match' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Match' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledTime' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'league' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'participants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HomeMatches_MatchFragment, unknown>;
export const LeagueBody_StandingsPageFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LeagueBody_standingsPage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandingsConnection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'edges' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'node' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'points' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'wins' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'losses' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'draws' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'played' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tiebreak' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'team' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pageInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LeagueBody_StandingsPageFragment, unknown>;
export const LeagueBody_MatchFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LeagueBody_match' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Match' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rounds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isScoreUpdated' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'winner' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'participants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LeagueBody_MatchFragment, unknown>;
export const CompetitionHero_CompetitionFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CompetitionHero_competition' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Competition' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEdit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerIsFollowing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followerCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompetitionHero_CompetitionFragment, unknown>;
export const LeaguePage_LeagueFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LeaguePage_league' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'League' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CompetitionHero_competition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rules' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'settings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'teamCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxTeams' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openEntry' } },
          { kind: 'Field', name: { kind: 'Name', value: 'winPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'drawPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lossPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanSchedule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanReport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanModerate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerIsStaff' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerJoinState' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerJoinableTeams' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerPendingEntries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'invitedBy' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'announcementWall' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CompetitionHero_competition' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Competition' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEdit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerIsFollowing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followerCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LeaguePage_LeagueFragment, unknown>;
export const MatchPage_ParticipantFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MatchPage_participant' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchParticipant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rounds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'matchRound' } },
                { kind: 'Field', name: { kind: 'Name', value: 'metrics' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roundPoints' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MatchPage_ParticipantFragment, unknown>;
export const ReschedulePanel_MatchFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReschedulePanel_match' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Match' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanProposeReschedule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanReport' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'league' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rescheduleProposals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'times' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'acceptedTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerCanAnswer' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReschedulePanel_MatchFragment, unknown>;
export const MatchReportsPanel_ReportsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MatchReportsPanel_reports' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchReports' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'matchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reportingMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusText' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmDeadline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerTeamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanReport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanResolve' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanPostToDispute' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reports' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'scores' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'team' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rounds' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'round' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'metrics' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'roundPoints' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dispute' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'evidence' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'author' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'thread' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'author' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'resolution' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'resolvedAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'chosenTeam' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'resolvedBy' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MatchReportsPanel_ReportsFragment, unknown>;
export const MatchPage_MatchFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MatchPage_match' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Match' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rounds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isScoreUpdated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finalizedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanReport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEdit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanMessage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'league' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'metrics' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'active' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tournament' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'winner' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'commentWall' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'participants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MatchPage_participant' } }],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReschedulePanel_match' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reports' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MatchReportsPanel_reports' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MatchPage_participant' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchParticipant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rounds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'matchRound' } },
                { kind: 'Field', name: { kind: 'Name', value: 'metrics' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roundPoints' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReschedulePanel_match' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Match' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanProposeReschedule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanReport' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'league' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rescheduleProposals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'times' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'acceptedTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerCanAnswer' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MatchReportsPanel_reports' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchReports' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'matchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reportingMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusText' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmDeadline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerTeamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanReport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanResolve' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanPostToDispute' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reports' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'scores' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'team' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rounds' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'round' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'metrics' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'roundPoints' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dispute' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'evidence' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'author' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'thread' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'author' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'resolution' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'resolvedAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'chosenTeam' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'resolvedBy' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MatchPage_MatchFragment, unknown>;
export const LadderModals_MetricFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LadderModals_metric' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LadderMetric' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LadderModals_MetricFragment, unknown>;
export const ReportingSettingsModal_LadderFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportingSettingsModal_ladder' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'League' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reportingMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmWindowHours' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportingSettingsModal_LadderFragment, unknown>;
export const LadderSection_LadderFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LadderSection_ladder' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'League' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isParent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'teamCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pendingTeamCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxTeams' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openEntry' } },
          { kind: 'Field', name: { kind: 'Name', value: 'winPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'drawPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lossPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanModerate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEditSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEditScoreSettings' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReportingSettingsModal_ladder' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportingSettingsModal_ladder' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'League' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reportingMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmWindowHours' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LadderSection_LadderFragment, unknown>;
export const LadderSection_OrganizerFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LadderSection_organizer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Organizer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leagues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LadderSection_ladder' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportingSettingsModal_ladder' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'League' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reportingMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmWindowHours' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LadderSection_ladder' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'League' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isParent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'teamCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pendingTeamCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxTeams' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openEntry' } },
          { kind: 'Field', name: { kind: 'Name', value: 'winPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'drawPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lossPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanModerate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEditSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEditScoreSettings' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReportingSettingsModal_ladder' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LadderSection_OrganizerFragment, unknown>;
export const ReportingSettingsModal_TournamentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportingSettingsModal_tournament' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tournament' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reportingMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmWindowHours' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportingSettingsModal_TournamentFragment, unknown>;
export const TournamentSection_TournamentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TournamentSection_tournament' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tournament' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'format' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'stageNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'groupCount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanModerate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanSchedule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEditSettings' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReportingSettingsModal_tournament' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportingSettingsModal_tournament' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tournament' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reportingMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmWindowHours' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TournamentSection_TournamentFragment, unknown>;
export const TournamentSection_OrganizerFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TournamentSection_organizer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Organizer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tournaments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TournamentSection_tournament' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportingSettingsModal_tournament' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tournament' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reportingMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmWindowHours' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TournamentSection_tournament' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tournament' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'format' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'stageNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'groupCount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanModerate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanSchedule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEditSettings' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReportingSettingsModal_tournament' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TournamentSection_OrganizerFragment, unknown>;
export const WebhooksSection_WebhookFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhooksSection_webhook' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Webhook' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'events' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previousSecretExpiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WebhooksSection_WebhookFragment, unknown>;
export const TeamRoster_TeamFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TeamRoster_team' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Team' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'archivedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerMembership' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pendingInvitations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TeamRoster_TeamFragment, unknown>;
export const TeamDashboardPage_MembershipFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TeamDashboardPage_membership' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TeamMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invitedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TeamRoster_team' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TeamRoster_team' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Team' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'archivedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerMembership' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pendingInvitations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TeamDashboardPage_MembershipFragment, unknown>;
export const MatchesBox_MatchFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MatchesBox_match' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Match' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledTime' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'participants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
                { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MatchesBox_MatchFragment, unknown>;
export const TournamentPage_TournamentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TournamentPage_tournament' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tournament' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CompetitionHero_competition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'format' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thirdPlaceMatch' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checkInMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checkInOpen' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchRounds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ranked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanManage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerJoinState' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerJoinableTeams' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerPendingEntries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerCheckInTeams' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'winner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'commentWall' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'stageNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'groupCount' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CompetitionHero_competition' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Competition' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEdit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerIsFollowing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followerCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TournamentPage_TournamentFragment, unknown>;
export const TeamListItem_TeamFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TeamListItem_team' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Team' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TeamListItem_TeamFragment, unknown>;
export const TournamentPage_ParticipantFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TournamentPage_participant' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TournamentParticipant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checkedInAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TeamListItem_team' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TeamListItem_team' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Team' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TournamentPage_ParticipantFragment, unknown>;
export const TopFive_EntryFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TopFive_entry' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TopEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'entityType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'entityId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TopFive_EntryFragment, unknown>;
export const PostCommentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PostComment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'PostCommentInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'postComment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommentThread_comment' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentThread_comment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Comment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wallId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'edited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'moderationNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerVote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PostCommentMutation, PostCommentMutationVariables>;
export const EditCommentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EditComment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'editComment' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'text' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommentThread_comment' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentThread_comment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Comment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wallId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'edited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'moderationNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerVote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditCommentMutation, EditCommentMutationVariables>;
export const DeleteCommentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteComment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteComment' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommentThread_comment' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentThread_comment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Comment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wallId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'edited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'moderationNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerVote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteCommentMutation, DeleteCommentMutationVariables>;
export const VoteCommentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'VoteComment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'direction' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'VoteDirection' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'voteComment' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'direction' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'direction' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerVote' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VoteCommentMutation, VoteCommentMutationVariables>;
export const CommentRepliesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CommentReplies' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'comment' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'replies' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'first' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'after' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommentCache_replyPage' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentThread_comment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Comment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wallId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'edited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'moderationNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerVote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentCache_replyPage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommentConnection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nodes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommentThread_comment' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pageInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommentRepliesQuery, CommentRepliesQueryVariables>;
export const CommentWallDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CommentWall' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'wallId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'replies' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          defaultValue: { kind: 'IntValue', value: '50' },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'commentWall' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'wallId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'comments' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'first' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'after' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'edges' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'node' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommentThread_comment' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'replies' },
                                    arguments: [
                                      {
                                        kind: 'Argument',
                                        name: { kind: 'Name', value: 'first' },
                                        value: { kind: 'Variable', name: { kind: 'Name', value: 'replies' } },
                                      },
                                    ],
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommentCache_replyPage' } }],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'pageInfo' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentThread_comment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Comment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wallId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'edited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'moderationNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerVote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentCache_replyPage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommentConnection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nodes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommentThread_comment' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pageInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommentWallQuery, CommentWallQueryVariables>;
export const CommentWallEventsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'CommentWallEvents' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'wallId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'commentWallEvents' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'wallId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'wallId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'comment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommentThread_comment' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentThread_comment' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Comment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wallId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'edited' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deleted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'moderationNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerVote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommentWallEventsSubscription, CommentWallEventsSubscriptionVariables>;
export const FollowingListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FollowingList' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'followedProfiles' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'entityType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'picture' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FollowingListQuery, FollowingListQueryVariables>;
export const FollowDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Follow' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'entityType' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'FollowEntityType' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'followedId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'follow' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'entityType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'entityType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'followedId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'followedId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UseFollowToggle_status' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UseFollowToggle_status' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FollowStatus' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'entityType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followedId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFollowing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followerCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FollowMutation, FollowMutationVariables>;
export const UnfollowDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Unfollow' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'entityType' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'FollowEntityType' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'followedId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unfollow' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'entityType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'entityType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'followedId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'followedId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UseFollowToggle_status' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UseFollowToggle_status' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FollowStatus' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'entityType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followedId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isFollowing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followerCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnfollowMutation, UnfollowMutationVariables>;
export const ReportScoreMatchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ReportScoreMatch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'match' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rounds' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isScoreUpdated' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'league' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'metrics' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'active' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'game' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'metrics' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'active' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportScoreMatchQuery, ReportScoreMatchQueryVariables>;
export const ReportScoreStatsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ReportScoreStats' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'match' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isScoreUpdated' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'participants' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'team' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rounds' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'matchRound' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'metrics' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'roundPoints' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportScoreStatsQuery, ReportScoreStatsQueryVariables>;
export const CreateLadderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateLadder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateLadderInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createLadder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LadderSection_ladder' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'organizer' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportingSettingsModal_ladder' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'League' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reportingMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmWindowHours' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LadderSection_ladder' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'League' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isParent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'teamCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pendingTeamCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxTeams' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openEntry' } },
          { kind: 'Field', name: { kind: 'Name', value: 'winPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'drawPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lossPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanModerate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEditSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEditScoreSettings' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReportingSettingsModal_ladder' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateLadderMutation, CreateLadderMutationVariables>;
export const ToggleLadderStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ToggleLadderStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toggleLadderStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'leagueId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ToggleLadderStatusMutation, ToggleLadderStatusMutationVariables>;
export const UpdateLadderSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateLadderSettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'LadderSettingsInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateLadderSettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'leagueId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxTeams' } },
                { kind: 'Field', name: { kind: 'Name', value: 'openEntry' } },
                { kind: 'Field', name: { kind: 'Name', value: 'winPoints' } },
                { kind: 'Field', name: { kind: 'Name', value: 'drawPoints' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lossPoints' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateLadderSettingsMutation, UpdateLadderSettingsMutationVariables>;
export const UpdateLadderMetricsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateLadderMetrics' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'metrics' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'LadderMetricInput' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateLadderMetrics' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'leagueId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'metrics' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'metrics' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'metrics' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LadderModals_metric' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LadderModals_metric' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LadderMetric' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateLadderMetricsMutation, UpdateLadderMetricsMutationVariables>;
export const JoinLadderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'JoinLadder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'joinLadder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'leagueId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'league' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'teamCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'viewerJoinState' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'viewerJoinableTeams' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'viewerPendingEntries' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'team' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'invitedBy' },
                              selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JoinLadderMutation, JoinLadderMutationVariables>;
export const InviteTeamToLadderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'InviteTeamToLadder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'team' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inviteTeamToLadder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'leagueId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'team' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'team' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InviteTeamToLadderMutation, InviteTeamToLadderMutationVariables>;
export const DecideLadderTeamDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DecideLadderTeam' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'decision' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'EntryDecision' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'decideLadderTeam' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'leagueId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'decision' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'decision' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'league' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'teamCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pendingTeamCount' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DecideLadderTeamMutation, DecideLadderTeamMutationVariables>;
export const ScheduleMatchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ScheduleMatch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamIds' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scheduledTime' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scheduleMatch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'leagueId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamIds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scheduledTime' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scheduledTime' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scheduledTime' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScheduleMatchMutation, ScheduleMatchMutationVariables>;
export const ReportMatchScoresDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReportMatchScores' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scores' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'TeamScoreInput' } } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reportMatchScores' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matchId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scores' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scores' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'idempotencyKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isScoreUpdated' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'participants' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MatchPage_participant' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MatchPage_participant' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchParticipant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rounds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'matchRound' } },
                { kind: 'Field', name: { kind: 'Name', value: 'metrics' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roundPoints' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportMatchScoresMutation, ReportMatchScoresMutationVariables>;
export const FinalizeMatchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'FinalizeMatch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'finalizeMatch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matchId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isScoreUpdated' } },
                { kind: 'Field', name: { kind: 'Name', value: 'finalizedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'winner' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'participants' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MatchPage_participant' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MatchPage_participant' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchParticipant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rounds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'matchRound' } },
                { kind: 'Field', name: { kind: 'Name', value: 'metrics' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roundPoints' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FinalizeMatchMutation, FinalizeMatchMutationVariables>;
export const CancelLadderEntryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelLadderEntry' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelLadderEntry' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'leagueId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'teamCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerJoinState' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'viewerJoinableTeams' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'viewerPendingEntries' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'team' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'invitedBy' },
                        selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelLadderEntryMutation, CancelLadderEntryMutationVariables>;
export const OrganizerDisputesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrganizerDisputes' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizerDisputes' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'matchId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'waitingSeconds' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'match' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'league' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tournament' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'participants' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'team' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrganizerDisputesQuery, OrganizerDisputesQueryVariables>;
export const ReportMatchResultDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReportMatchResult' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scores' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'TeamScoreInput' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reportMatchResult' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matchId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scores' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scores' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MatchReportsPanel_reports' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MatchReportsPanel_reports' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchReports' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'matchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reportingMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusText' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmDeadline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerTeamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanReport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanResolve' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanPostToDispute' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reports' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'scores' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'team' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rounds' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'round' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'metrics' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'roundPoints' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dispute' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'evidence' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'author' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'thread' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'author' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'resolution' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'resolvedAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'chosenTeam' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'resolvedBy' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportMatchResultMutation, ReportMatchResultMutationVariables>;
export const AddDisputeEvidenceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddDisputeEvidence' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'link' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addDisputeEvidence' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matchId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'link' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'link' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'text' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MatchReportsPanel_reports' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MatchReportsPanel_reports' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchReports' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'matchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reportingMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusText' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmDeadline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerTeamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanReport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanResolve' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanPostToDispute' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reports' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'scores' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'team' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rounds' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'round' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'metrics' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'roundPoints' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dispute' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'evidence' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'author' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'thread' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'author' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'resolution' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'resolvedAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'chosenTeam' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'resolvedBy' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddDisputeEvidenceMutation, AddDisputeEvidenceMutationVariables>;
export const PostDisputeMessageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PostDisputeMessage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'postDisputeMessage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matchId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'text' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MatchReportsPanel_reports' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MatchReportsPanel_reports' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchReports' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'matchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reportingMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusText' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmDeadline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerTeamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanReport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanResolve' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanPostToDispute' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reports' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'scores' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'team' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rounds' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'round' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'metrics' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'roundPoints' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dispute' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'evidence' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'author' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'thread' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'author' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'resolution' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'resolvedAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'chosenTeam' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'resolvedBy' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PostDisputeMessageMutation, PostDisputeMessageMutationVariables>;
export const ResolveDisputeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResolveDispute' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'chosenTeamId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scores' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'TeamScoreInput' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resolveDispute' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matchId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'chosenTeamId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'chosenTeamId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scores' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scores' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MatchReportsPanel_reports' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MatchReportsPanel_reports' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchReports' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'matchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reportingMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusText' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmDeadline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerTeamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanReport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanResolve' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanPostToDispute' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reports' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'scores' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'team' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rounds' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'round' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'metrics' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'roundPoints' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dispute' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'evidence' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'author' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'thread' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'author' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'resolution' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'resolvedAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'chosenTeam' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'resolvedBy' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResolveDisputeMutation, ResolveDisputeMutationVariables>;
export const UpdateLeagueReportingModeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateLeagueReportingMode' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reportingMode' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ReportingMode' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'confirmWindowHours' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateLeagueReportingMode' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'leagueId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reportingMode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reportingMode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'confirmWindowHours' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'confirmWindowHours' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reportingMode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmWindowHours' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateLeagueReportingModeMutation, UpdateLeagueReportingModeMutationVariables>;
export const UpdateTournamentReportingModeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateTournamentReportingMode' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reportingMode' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ReportingMode' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'confirmWindowHours' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateTournamentReportingMode' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tournamentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reportingMode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reportingMode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'confirmWindowHours' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'confirmWindowHours' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reportingMode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmWindowHours' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateTournamentReportingModeMutation, UpdateTournamentReportingModeMutationVariables>;
export const MessagesConversationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MessagesConversations' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewerId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'conversations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unreadCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'muted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastMessageAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'otherUser' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'match' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'participants' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'team' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lastMessage' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'param' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewerId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'teams' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MessagesConversationsQuery, MessagesConversationsQueryVariables>;
export const MessagesFindUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MessagesFindUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'param' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'param' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'param' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MessagesFindUserQuery, MessagesFindUserQueryVariables>;
export const OpenConversationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'OpenConversation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ConversationTargetInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openConversation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OpenConversationMutation, OpenConversationMutationVariables>;
export const SendMessageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendMessage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SendMessageInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendMessage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MessagesCache_message' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MessagesCache_message' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Message' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'moderationReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendMessageMutation, SendMessageMutationVariables>;
export const MarkConversationReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkConversationRead' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'markConversationRead' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'conversationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unreadCount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MarkConversationReadMutation, MarkConversationReadMutationVariables>;
export const MuteConversationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MuteConversation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'muted' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'muteConversation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'conversationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'muted' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'muted' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'muted' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MuteConversationMutation, MuteConversationMutationVariables>;
export const BlockUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BlockUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'blockUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BlockUserMutation, BlockUserMutationVariables>;
export const UnblockUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UnblockUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unblockUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnblockUserMutation, UnblockUserMutationVariables>;
export const BlockedUsersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BlockedUsers' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'blockedUsers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BlockedUsersQuery, BlockedUsersQueryVariables>;
export const MessagesBadgeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MessagesBadge' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'unreadMessageCount' } }] },
    },
  ],
} as unknown as DocumentNode<MessagesBadgeQuery, MessagesBadgeQueryVariables>;
export const ConversationThreadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConversationThread' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'before' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'conversation' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'muted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unreadCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerHasBlocked' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'otherUser' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'match' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'participants' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'team' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'messages' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'first' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'before' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'before' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'hasOlder' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'olderCursor' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'messages' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MessagesCache_message' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MessagesCache_message' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Message' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'moderationReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConversationThreadQuery, ConversationThreadQueryVariables>;
export const MessageEventsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'MessageEvents' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'messageEvents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unreadTotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'readerId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'conversation' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unreadCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'muted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastMessageAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'message' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MessagesCache_message' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MessagesCache_message' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Message' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'moderationReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MessageEventsSubscription, MessageEventsSubscriptionVariables>;
export const ReportContentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReportContent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ReportContentInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reportContent' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportContentMutation, ReportContentMutationVariables>;
export const ModerationScopeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ModerationScope' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moderationScope' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'siteModerator' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'organizers' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ModerationScopeQuery, ModerationScopeQueryVariables>;
export const ModerationQueueDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ModerationQueue' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moderationQueue' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'edges' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'node' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ModerationQueue_report' } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ModerationQueue_report' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ModerationReport' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contextPath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contextLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reporter' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'subject' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ModerationQueueQuery, ModerationQueueQueryVariables>;
export const ModerationQueueChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'ModerationQueueChanged' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moderationQueueChanged' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'report' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ModerationQueue_report' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ModerationQueue_report' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ModerationReport' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contextPath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contextLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reporter' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'subject' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ModerationQueueChangedSubscription, ModerationQueueChangedSubscriptionVariables>;
export const ActOnReportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ActOnReport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ActOnReportInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'actOnReport' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AuditList_entry' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuditList_entry' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ModerationAuditEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'action' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reportId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moderator' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ActOnReportMutation, ActOnReportMutationVariables>;
export const ModerationAuditDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ModerationAudit' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moderationAudit' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'edges' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'node' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AuditList_entry' } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuditList_entry' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ModerationAuditEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'action' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reportId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'targetId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moderator' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ModerationAuditQuery, ModerationAuditQueryVariables>;
export const ModerationFiltersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ModerationFilters' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moderationFilters' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'organizerId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'words' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mode' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ModerationFiltersQuery, ModerationFiltersQueryVariables>;
export const UpdateModerationFiltersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateModerationFilters' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateModerationFiltersInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateModerationFilters' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'organizerId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'words' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mode' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateModerationFiltersMutation, UpdateModerationFiltersMutationVariables>;
export const NotificationBadgeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NotificationBadge' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unreadNotificationCount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationBadgeQuery, NotificationBadgeQueryVariables>;
export const NotificationEventsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'NotificationEvents' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notificationEvents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'unreadCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'notification' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NotificationBell_notification' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NotificationBell_notification' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Notification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'actionable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'league' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'match' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scheduledTime' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'actor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'moderationMessage' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationEventsSubscription, NotificationEventsSubscriptionVariables>;
export const NotificationListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NotificationList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unreadNotificationCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'notifications' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'first' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'edges' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'node' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NotificationBell_notification' } }],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'pageInfo' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NotificationBell_notification' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Notification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'actionable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'league' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'match' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scheduledTime' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'actor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'moderationMessage' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationListQuery, NotificationListQueryVariables>;
export const MarkNotificationsReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkNotificationsRead' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'markNotificationsRead' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const UpdateUserProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateUserProfile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateUserProfileInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateUserProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
                { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateUserProfileMutation, UpdateUserProfileMutationVariables>;
export const UpdateTeamProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateTeamProfile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdatePageProfileInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateTeamProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
                { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateTeamProfileMutation, UpdateTeamProfileMutationVariables>;
export const UpdateOrganizerProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateOrganizerProfile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdatePageProfileInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateOrganizerProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
                { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateOrganizerProfileMutation, UpdateOrganizerProfileMutationVariables>;
export const UpdateLeagueProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateLeagueProfile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateLeagueProfileInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateLeagueProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'leagueId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
                { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rules' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prize' } },
                { kind: 'Field', name: { kind: 'Name', value: 'settings' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateLeagueProfileMutation, UpdateLeagueProfileMutationVariables>;
export const UpdateTournamentProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateTournamentProfile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdatePageProfileInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateTournamentProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tournamentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
                { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateTournamentProfileMutation, UpdateTournamentProfileMutationVariables>;
export const TeamAvailabilityEditorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TeamAvailabilityEditor' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'teamAvailability' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'windows' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'start' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'end' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEdit' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TeamAvailabilityEditorQuery, TeamAvailabilityEditorQueryVariables>;
export const UpdateTeamAvailabilityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateTeamAvailability' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'timeZone' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'windows' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'AvailabilityWindowInput' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateTeamAvailability' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'timeZone' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'timeZone' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'windows' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'windows' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'windows' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'start' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'end' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEdit' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateTeamAvailabilityMutation, UpdateTeamAvailabilityMutationVariables>;
export const ProposeRescheduleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ProposeReschedule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'times' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'proposeReschedule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matchId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'times' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'times' } },
              },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProposeRescheduleMutation, ProposeRescheduleMutationVariables>;
export const MoveMatchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MoveMatch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scheduledTime' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moveMatch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matchId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scheduledTime' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scheduledTime' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scheduledTime' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MoveMatchMutation, MoveMatchMutationVariables>;
export const AnswerRescheduleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AnswerReschedule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'proposalId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'acceptedTime' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'decline' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'answerReschedule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'proposalId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'proposalId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'acceptedTime' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'acceptedTime' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'decline' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'decline' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AnswerRescheduleMutation, AnswerRescheduleMutationVariables>;
export const SuggestMatchTimesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SuggestMatchTimes' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamA' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamB' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'suggestMatchTimes' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'leagueId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamA' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamA' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamB' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamB' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SuggestMatchTimesQuery, SuggestMatchTimesQueryVariables>;
export const HeaderSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HeaderSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'search' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'text' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'picture' } },
                { kind: 'Field', name: { kind: 'Name', value: 'path' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HeaderSearchQuery, HeaderSearchQueryVariables>;
export const CreateOrganizerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateOrganizer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createOrganizer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_organizer' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'viewerStaff' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'organizer' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffSection_member' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedLeagueIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedTournamentIds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffSection_staff' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Organizer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerStaff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffSection_organizer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Organizer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_staff' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pendingStaff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leagues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tournaments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateOrganizerMutation, CreateOrganizerMutationVariables>;
export const InviteStaffDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'InviteStaff' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffRole' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'assignedLeagueIds' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inviteStaff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'role' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'assignedLeagueIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'assignedLeagueIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'organizer' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffSection_member' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedLeagueIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedTournamentIds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InviteStaffMutation, InviteStaffMutationVariables>;
export const RespondToStaffInvitationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RespondToStaffInvitation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'accept' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'respondToStaffInvitation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'accept' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'accept' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'organizer' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_staff' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffSection_member' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedLeagueIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedTournamentIds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffSection_staff' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Organizer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerStaff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RespondToStaffInvitationMutation, RespondToStaffInvitationMutationVariables>;
export const PromoteStaffDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PromoteStaff' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'promoteStaff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffSection_member' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedLeagueIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedTournamentIds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PromoteStaffMutation, PromoteStaffMutationVariables>;
export const DemoteStaffDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DemoteStaff' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'demoteStaff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffSection_member' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedLeagueIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedTournamentIds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DemoteStaffMutation, DemoteStaffMutationVariables>;
export const RemoveStaffDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveStaff' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeStaff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveStaffMutation, RemoveStaffMutationVariables>;
export const LeaveStaffDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LeaveStaff' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leaveStaff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LeaveStaffMutation, LeaveStaffMutationVariables>;
export const SetStaffAssignmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetStaffAssignment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'leagueIds' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentIds' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setStaffAssignment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'leagueIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'leagueIds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tournamentIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffSection_member' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedLeagueIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedTournamentIds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetStaffAssignmentMutation, SetStaffAssignmentMutationVariables>;
export const TransferOrganizerOwnershipDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TransferOrganizerOwnership' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'transferOrganizerOwnership' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizerId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_organizer' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffSection_member' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedLeagueIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedTournamentIds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffSection_staff' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Organizer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerStaff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffSection_organizer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Organizer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_staff' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pendingStaff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leagues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tournaments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TransferOrganizerOwnershipMutation, TransferOrganizerOwnershipMutationVariables>;
export const CreateTeamOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CreateTeamOptions' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'games' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'regions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateTeamOptionsQuery, CreateTeamOptionsQueryVariables>;
export const CreateTeamDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateTeam' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateTeamInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createTeam' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TeamRoster_team' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'viewerMembership' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'invitedBy' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'team' },
                        selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TeamRoster_team' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Team' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'archivedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerMembership' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pendingInvitations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateTeamMutation, CreateTeamMutationVariables>;
export const InviteToTeamDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'InviteToTeam' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inviteToTeam' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InviteToTeamMutation, InviteToTeamMutationVariables>;
export const RespondToTeamInvitationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RespondToTeamInvitation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'accept' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'respondToTeamInvitation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'accept' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'accept' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TeamDashboardPage_membership' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TeamRoster_team' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Team' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'archivedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerMembership' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pendingInvitations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TeamDashboardPage_membership' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TeamMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invitedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TeamRoster_team' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RespondToTeamInvitationMutation, RespondToTeamInvitationMutationVariables>;
export const PromoteTeamMemberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PromoteTeamMember' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'promoteTeamMember' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PromoteTeamMemberMutation, PromoteTeamMemberMutationVariables>;
export const DemoteTeamMemberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DemoteTeamMember' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'demoteTeamMember' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DemoteTeamMemberMutation, DemoteTeamMemberMutationVariables>;
export const RemoveTeamMemberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveTeamMember' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeTeamMember' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveTeamMemberMutation, RemoveTeamMemberMutationVariables>;
export const LeaveTeamDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LeaveTeam' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leaveTeam' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LeaveTeamMutation, LeaveTeamMutationVariables>;
export const TransferTeamLeadershipDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TransferTeamLeadership' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'transferTeamLeadership' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TeamRoster_team' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TeamRoster_team' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Team' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'archivedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerMembership' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pendingInvitations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TransferTeamLeadershipMutation, TransferTeamLeadershipMutationVariables>;
export const TournamentStagesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TournamentStages' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tournament' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TournamentStages_tournament' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BracketView_node' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BracketNode' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentNodeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'loserParentNodeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roundNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'groupNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slotIndex' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'side' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participant1Score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participant2Score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'winnerTeamId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'participant1' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'participant2' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'match' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TournamentStages_tournament' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tournament' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanManage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'stageNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'groupCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'advance' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'standings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'groupNumber' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'team' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'played' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'wins' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'losses' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'draws' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'points' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'differential' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'unresolvedWith' },
                        selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BracketView_node' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TournamentStagesQuery, TournamentStagesQueryVariables>;
export const TournamentNextStagePreviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TournamentNextStagePreview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'previewNextStage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tournamentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'currentComplete' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'next' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'stageNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'entrants' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'undecidedTies' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'groupNumber' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'teams' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TournamentNextStagePreviewQuery, TournamentNextStagePreviewQueryVariables>;
export const DecideStageTieDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DecideStageTie' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'stageNumber' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamIds' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'decideStageTie' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tournamentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'stageNumber' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'stageNumber' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'stageNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DecideStageTieMutation, DecideStageTieMutationVariables>;
export const AdvanceTournamentStageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdvanceTournamentStage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'advanceStage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tournamentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdvanceTournamentStageMutation, AdvanceTournamentStageMutationVariables>;
export const CreateTournamentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateTournament' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateTournamentInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createTournament' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TournamentSection_tournament' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'organizer' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportingSettingsModal_tournament' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tournament' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reportingMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmWindowHours' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TournamentSection_tournament' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tournament' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'format' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'stageNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'groupCount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanModerate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanSchedule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEditSettings' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReportingSettingsModal_tournament' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateTournamentMutation, CreateTournamentMutationVariables>;
export const JoinTournamentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'JoinTournament' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'joinTournament' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tournamentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tournament' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'viewerJoinState' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'viewerJoinableTeams' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'viewerPendingEntries' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'team' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JoinTournamentMutation, JoinTournamentMutationVariables>;
export const DecideTournamentTeamDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DecideTournamentTeam' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'decision' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'EntryDecision' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'decideTournamentTeam' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tournamentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'decision' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'decision' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'seed' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DecideTournamentTeamMutation, DecideTournamentTeamMutationVariables>;
export const CheckInTournamentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CheckInTournament' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'checkInTournament' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tournamentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'checkedInAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tournament' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'viewerCheckInTeams' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CheckInTournamentMutation, CheckInTournamentMutationVariables>;
export const SeedTournamentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SeedTournament' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'method' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SeedingMethod' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seedTournament' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tournamentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'method' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'method' } },
              },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SeedTournamentMutation, SeedTournamentMutationVariables>;
export const SaveTournamentSeedingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveTournamentSeeding' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slots' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'BracketSlotInput' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveTournamentSeeding' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tournamentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slots' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slots' } },
              },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveTournamentSeedingMutation, SaveTournamentSeedingMutationVariables>;
export const StartTournamentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StartTournament' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'startTournament' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tournamentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'checkInOpen' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StartTournamentMutation, StartTournamentMutationVariables>;
export const UpdateTournamentSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateTournamentSettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'TournamentSettingsInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateTournamentSettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tournamentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ranked' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateTournamentSettingsMutation, UpdateTournamentSettingsMutationVariables>;
export const PreviewResultCorrectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PreviewResultCorrection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scores' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'TeamScoreInput' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'previewResultCorrection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matchId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scores' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scores' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'winnerChanges' } },
                { kind: 'Field', name: { kind: 'Name', value: 'laterStagesStarted' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'laterStageResets' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roundNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'side' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'participant1' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'participant2' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'winner' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'resetNodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roundNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'side' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'participant1' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'participant2' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'changes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'team' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'user' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'points' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'wins' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ratingBefore' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ratingAfter' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PreviewResultCorrectionMutation, PreviewResultCorrectionMutationVariables>;
export const CorrectMatchResultDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CorrectMatchResult' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scores' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'TeamScoreInput' } } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'confirmLaterStages' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'correctMatchResult' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matchId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scores' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scores' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'confirmLaterStages' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'confirmLaterStages' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resetNodeIds' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'match' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isScoreUpdated' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'winner' },
                        selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'participants' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MatchPage_participant' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MatchPage_participant' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchParticipant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rounds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'matchRound' } },
                { kind: 'Field', name: { kind: 'Name', value: 'metrics' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roundPoints' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CorrectMatchResultMutation, CorrectMatchResultMutationVariables>;
export const CancelTournamentEntryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelTournamentEntry' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelTournamentEntry' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tournamentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'teamId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'teamId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerJoinState' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'viewerJoinableTeams' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'viewerPendingEntries' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'team' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelTournamentEntryMutation, CancelTournamentEntryMutationVariables>;
export const ShellViewerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ShellViewer' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UseShellProfile_user' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UseShellProfile_user' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShellViewerQuery, ShellViewerQueryVariables>;
export const GamesPageCatalogDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GamesPageCatalog' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'games' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platforms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'regions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GamesPageCatalogQuery, GamesPageCatalogQueryVariables>;
export const GamesPageLaddersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GamesPageLadders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gameId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leagues' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '100' } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gameId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gameId' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'compCatId' }, value: { kind: 'IntValue', value: '1' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'edges' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'node' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LeagueCard_league' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LeagueCard_league' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'League' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'picture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GamesPageLaddersQuery, GamesPageLaddersQueryVariables>;
export const GamesPageCompetitionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GamesPageCompetitions' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leagues' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '100' } },
              { kind: 'Argument', name: { kind: 'Name', value: 'compCatId' }, value: { kind: 'IntValue', value: '1' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'edges' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'node' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'game' },
                              selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tournaments' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '50' } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'game' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GamesPageCompetitionsQuery, GamesPageCompetitionsQueryVariables>;
export const GamesPageTournamentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GamesPageTournaments' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gameId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tournaments' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gameId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gameId' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '50' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TournamentCard_tournament' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TournamentCard_tournament' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tournament' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'picture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GamesPageTournamentsQuery, GamesPageTournamentsQueryVariables>;
export const FeaturedGamesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FeaturedGames' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'games' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FeaturedGamesQuery, FeaturedGamesQueryVariables>;
export const HomeMatchesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HomeMatches' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'teams' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'game' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'upcomingMatches' },
                  arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '3' } }],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HomeMatches_match' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'liveMatches' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '3' } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'HomeMatches_match' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HomeMatches_match' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Match' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledTime' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'league' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'participants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HomeMatchesQuery, HomeMatchesQueryVariables>;
export const HomePodiumDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HomePodium' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leaderboard' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'kind' }, value: { kind: 'EnumValue', value: 'USER' } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'entries' },
                  arguments: [
                    { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '3' } },
                    { kind: 'Argument', name: { kind: 'Name', value: 'orderBy' }, value: { kind: 'EnumValue', value: 'SCORE' } },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'edges' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'node' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Podium_entry' } }],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Podium_entry' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LeaderboardEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wins' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HomePodiumQuery, HomePodiumQueryVariables>;
export const HomeTournamentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HomeTournaments' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'openTournaments' },
            name: { kind: 'Name', value: 'tournaments' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'EnumValue', value: 'REGISTRATION' } },
              { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '6' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TournamentCard_tournament' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'liveTournaments' },
            name: { kind: 'Name', value: 'tournaments' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'EnumValue', value: 'IN_PROGRESS' } },
              { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '6' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TournamentCard_tournament' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TournamentCard_tournament' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tournament' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'picture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HomeTournamentsQuery, HomeTournamentsQueryVariables>;
export const FeaturedLaddersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FeaturedLadders' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leagues' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '12' } },
              { kind: 'Argument', name: { kind: 'Name', value: 'compCatId' }, value: { kind: 'IntValue', value: '1' } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'EnumValue', value: 'ACTIVE' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'edges' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'node' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LeagueCard_league' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LeagueCard_league' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'League' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'picture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FeaturedLaddersQuery, FeaturedLaddersQueryVariables>;
export const LeaderboardFiltersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LeaderboardFilters' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'regions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'genres' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'games' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'genre' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leaderboards' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'scope' }, value: { kind: 'EnumValue', value: 'GLOBAL' } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'region' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'genre' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'game' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LeaderboardFiltersQuery, LeaderboardFiltersQueryVariables>;
export const LeaderboardPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LeaderboardPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'LeaderboardKind' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'regionId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'genreId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gameId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'orderBy' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'LeaderboardOrder' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'followedOnly' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leaderboard' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'kind' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'regionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'regionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'genreId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'genreId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gameId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gameId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'entryCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'followedEntryCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'entries' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'first' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'after' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'orderBy' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'orderBy' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'search' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'followedOnly' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'followedOnly' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'edges' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'node' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Podium_entry' } }],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'pageInfo' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'viewerEntry' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'orderBy' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'orderBy' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'Podium_entry' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Podium_entry' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LeaderboardEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wins' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LeaderboardPageQuery, LeaderboardPageQueryVariables>;
export const LeagueStandingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LeagueStandings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'league' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'param' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'standingsPage' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'first' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'after' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LeagueBody_standingsPage' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LeagueBody_standingsPage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandingsConnection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'edges' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'node' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'points' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'wins' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'losses' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'draws' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'played' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tiebreak' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'team' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pageInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LeagueStandingsQuery, LeagueStandingsQueryVariables>;
export const LeagueScheduleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LeagueSchedule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'league' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'param' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'matches' },
                  arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '100' } }],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'edges' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'node' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LeagueBody_match' } }],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LeagueBody_match' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Match' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rounds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isScoreUpdated' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'winner' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'participants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LeagueScheduleQuery, LeagueScheduleQueryVariables>;
export const LeagueTeamsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LeagueTeams' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'league' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'param' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'participants' },
                  arguments: [
                    { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'EnumValue', value: 'APPROVED' } },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'first' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'team' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TeamListItem_team' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TeamListItem_team' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Team' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LeagueTeamsQuery, LeagueTeamsQueryVariables>;
export const LeagueEventsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'LeagueEvents' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'standingsFirst' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'teamsFirst' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leagueEvents' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'leagueId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'leagueId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'league' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'match' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LeagueBody_match' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'standingsPage' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'first' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'standingsFirst' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LeagueBody_standingsPage' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'page' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LeaguePage_league' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'participants' },
                        arguments: [
                          { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'EnumValue', value: 'APPROVED' } },
                          {
                            kind: 'Argument',
                            name: { kind: 'Name', value: 'first' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'teamsFirst' } },
                          },
                        ],
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'team' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TeamListItem_team' } }],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CompetitionHero_competition' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Competition' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEdit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerIsFollowing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followerCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LeagueBody_match' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Match' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rounds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isScoreUpdated' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'winner' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'participants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LeagueBody_standingsPage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StandingsConnection' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'edges' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'cursor' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'node' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'points' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'wins' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'losses' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'draws' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'played' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tiebreak' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'team' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pageInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LeaguePage_league' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'League' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CompetitionHero_competition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rules' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'settings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'teamCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxTeams' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openEntry' } },
          { kind: 'Field', name: { kind: 'Name', value: 'winPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'drawPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lossPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanSchedule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanReport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanModerate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerIsStaff' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerJoinState' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerJoinableTeams' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerPendingEntries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'invitedBy' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'announcementWall' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TeamListItem_team' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Team' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LeagueEventsSubscription, LeagueEventsSubscriptionVariables>;
export const LeaguePageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LeaguePage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'param' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'league' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'param' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'param' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LeaguePage_league' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CompetitionHero_competition' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Competition' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEdit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerIsFollowing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followerCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LeaguePage_league' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'League' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CompetitionHero_competition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rules' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prize' } },
          { kind: 'Field', name: { kind: 'Name', value: 'settings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'teamCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxTeams' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openEntry' } },
          { kind: 'Field', name: { kind: 'Name', value: 'winPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'drawPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lossPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanSchedule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanReport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanModerate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerIsStaff' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerJoinState' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerJoinableTeams' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerPendingEntries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'invitedBy' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'announcementWall' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LeaguePageQuery, LeaguePageQueryVariables>;
export const UpdateMatchPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateMatchPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateMatchPageInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMatchPage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matchId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateMatchPageMutation, UpdateMatchPageMutationVariables>;
export const MatchPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MatchPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'match' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MatchPage_match' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MatchPage_participant' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchParticipant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rounds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'matchRound' } },
                { kind: 'Field', name: { kind: 'Name', value: 'metrics' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roundPoints' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReschedulePanel_match' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Match' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanProposeReschedule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanReport' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'league' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rescheduleProposals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'times' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'acceptedTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerCanAnswer' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MatchReportsPanel_reports' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchReports' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'matchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reportingMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusText' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmDeadline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerTeamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanReport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanResolve' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanPostToDispute' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reports' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'scores' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'team' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rounds' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'round' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'metrics' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'roundPoints' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dispute' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'evidence' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'author' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'thread' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'author' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'resolution' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'resolvedAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'chosenTeam' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'resolvedBy' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MatchPage_match' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Match' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rounds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isScoreUpdated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finalizedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanReport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEdit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanMessage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'league' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'metrics' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'active' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tournament' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'winner' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'commentWall' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'participants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MatchPage_participant' } }],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReschedulePanel_match' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reports' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MatchReportsPanel_reports' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MatchPageQuery, MatchPageQueryVariables>;
export const MatchEventsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'MatchEvents' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'matchEvents' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'matchId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'matchId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'match' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MatchPage_match' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MatchPage_participant' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchParticipant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rounds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'matchRound' } },
                { kind: 'Field', name: { kind: 'Name', value: 'metrics' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roundPoints' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReschedulePanel_match' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Match' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanProposeReschedule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanReport' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'league' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rescheduleProposals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'times' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'acceptedTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerCanAnswer' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MatchReportsPanel_reports' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MatchReports' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'matchId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reportingMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusText' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmDeadline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerTeamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanReport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanResolve' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanPostToDispute' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reports' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'scores' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'team' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rounds' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'round' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'metrics' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'roundPoints' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dispute' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'openedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'evidence' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'author' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'thread' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'author' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'resolution' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'resolvedAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'chosenTeam' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'resolvedBy' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MatchPage_match' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Match' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rounds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isScoreUpdated' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finalizedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanReport' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEdit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanMessage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'league' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'metrics' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'active' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tournament' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'winner' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'commentWall' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'participants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MatchPage_participant' } }],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReschedulePanel_match' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reports' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MatchReportsPanel_reports' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MatchEventsSubscription, MatchEventsSubscriptionVariables>;
export const CreateLadderOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CreateLadderOptions' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'games' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platforms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'regions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateLadderOptionsQuery, CreateLadderOptionsQueryVariables>;
export const LadderTeamsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LadderTeams' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'league' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'param' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'teamCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxTeams' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'participants' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'team' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LadderTeamsQuery, LadderTeamsQueryVariables>;
export const LadderMetricsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LadderMetrics' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'league' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'param' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'game' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'metrics' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LadderModals_metric' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LadderModals_metric' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LadderMetric' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LadderMetricsQuery, LadderMetricsQueryVariables>;
export const OrgDashboardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrgDashboard' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'organizations' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'organizer' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrgDashboardQuery, OrgDashboardQueryVariables>;
export const OrgDashboardOrganizerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrgDashboardOrganizer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'param' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'param' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'param' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerCanCreateCompetitions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerCanManageStaff' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_organizer' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LadderSection_organizer' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TournamentSection_organizer' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffSection_member' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedLeagueIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'assignedTournamentIds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffSection_staff' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Organizer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerStaff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportingSettingsModal_ladder' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'League' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reportingMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmWindowHours' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LadderSection_ladder' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'League' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isParent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'teamCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pendingTeamCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxTeams' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openEntry' } },
          { kind: 'Field', name: { kind: 'Name', value: 'winPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'drawPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lossPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanModerate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEditSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEditScoreSettings' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReportingSettingsModal_ladder' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReportingSettingsModal_tournament' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tournament' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reportingMode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmWindowHours' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TournamentSection_tournament' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tournament' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'format' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'stageNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'groupCount' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanModerate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanSchedule' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEditSettings' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReportingSettingsModal_tournament' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffSection_organizer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Organizer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_staff' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pendingStaff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffSection_member' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leagues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tournaments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LadderSection_organizer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Organizer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leagues' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LadderSection_ladder' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TournamentSection_organizer' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Organizer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tournaments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TournamentSection_tournament' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrgDashboardOrganizerQuery, OrgDashboardOrganizerQueryVariables>;
export const OrganizerLeagueCardsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrganizerLeagueCards' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'param' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'param' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'param' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'leagues' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LeagueCard_league' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LeagueCard_league' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'League' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'picture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrganizerLeagueCardsQuery, OrganizerLeagueCardsQueryVariables>;
export const TournamentManageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TournamentManage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tournament' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'format' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                { kind: 'Field', name: { kind: 'Name', value: 'checkInMinutes' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stages' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'stageNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'groupCount' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'ranked' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEditSettings' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerCanModerate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerCanSchedule' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'participants' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TournamentPage_participant' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bracket' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isPreview' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'nodes' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'roundNumber' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'groupNumber' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'slotIndex' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'side' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'participant1' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'participant2' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TeamListItem_team' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Team' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TournamentPage_participant' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TournamentParticipant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checkedInAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TeamListItem_team' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TournamentManageQuery, TournamentManageQueryVariables>;
export const OrgWebhooksDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrgWebhooks' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'param' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'webhookEventTypes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'param' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'param' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'webhooks' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WebhooksSection_webhook' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhooksSection_webhook' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Webhook' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'events' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previousSecretExpiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrgWebhooksQuery, OrgWebhooksQueryVariables>;
export const WebhookDeliveriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WebhookDeliveries' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'webhookId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'webhookDeliveries' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'webhookId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'webhookId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'eventType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attempts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'responseStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'latencyMs' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastAttemptAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nextAttemptAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWebhookDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateWebhook' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateWebhookInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createWebhook' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'webhook' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WebhooksSection_webhook' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhooksSection_webhook' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Webhook' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'events' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previousSecretExpiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateWebhookMutation, CreateWebhookMutationVariables>;
export const RotateWebhookSecretDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RotateWebhookSecret' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'webhookId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rotateWebhookSecret' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'webhookId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'webhookId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'webhook' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WebhooksSection_webhook' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhooksSection_webhook' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Webhook' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'events' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previousSecretExpiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const DeleteWebhookDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteWebhook' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'webhookId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteWebhook' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'webhookId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'webhookId' } },
              },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export const RedeliverWebhookDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RedeliverWebhook' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'deliveryId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'redeliverWebhook' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'deliveryId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'deliveryId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attempts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nextAttemptAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
export const OrganizerPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrganizerPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'param' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'param' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'param' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EditableProfileHero_page' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'owner' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'leagues' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'LeagueCard_league' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tournaments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TournamentCard_tournament' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'announcementWall' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EditableProfileHero_page' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FollowablePage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEdit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerIsFollowing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followerCount' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LeagueCard_league' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'League' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'picture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TournamentCard_tournament' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tournament' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'picture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrganizerPageQuery, OrganizerPageQueryVariables>;
export const TeamDashboardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TeamDashboard' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'teamMemberships' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TeamDashboardPage_membership' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TeamRoster_team' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Team' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'archivedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerMembership' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'members' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pendingInvitations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TeamDashboardPage_membership' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TeamMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invitedBy' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TeamRoster_team' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TeamDashboardQuery, TeamDashboardQueryVariables>;
export const TeamPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TeamPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'param' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'param' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'param' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EditableProfileHero_page' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'game' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'region' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'members' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'user' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'recentMatches' },
                  arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '5' } }],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MatchesBox_match' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'commentWall' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EditableProfileHero_page' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FollowablePage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEdit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerIsFollowing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followerCount' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MatchesBox_match' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Match' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scheduledTime' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'participants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalPoints' } },
                { kind: 'Field', name: { kind: 'Name', value: 'placement' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TeamPageQuery, TeamPageQueryVariables>;
export const TournamentPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TournamentPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tournament' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TournamentPage_tournament' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CompetitionHero_competition' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Competition' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEdit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerIsFollowing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followerCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TournamentPage_tournament' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tournament' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CompetitionHero_competition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'format' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thirdPlaceMatch' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checkInMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checkInOpen' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchRounds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ranked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanManage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerJoinState' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerJoinableTeams' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerPendingEntries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerCheckInTeams' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'winner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'commentWall' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'stageNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'groupCount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TournamentPageQuery, TournamentPageQueryVariables>;
export const TournamentParticipantsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TournamentParticipants' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tournament' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'participants' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TournamentPage_participant' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TeamListItem_team' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Team' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TournamentPage_participant' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TournamentParticipant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checkedInAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TeamListItem_team' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TournamentParticipantsQuery, TournamentParticipantsQueryVariables>;
export const TournamentBracketDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TournamentBracket' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tournament' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bracket' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isPreview' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'nodes' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BracketView_node' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BracketView_node' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BracketNode' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentNodeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'loserParentNodeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roundNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'groupNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slotIndex' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'side' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participant1Score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participant2Score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'winnerTeamId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'participant1' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'participant2' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'match' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TournamentBracketQuery, TournamentBracketQueryVariables>;
export const TournamentEventsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'TournamentEvents' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'withStages' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tournamentEvents' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tournamentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tournamentId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tournament' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TournamentPage_tournament' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'participants' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TournamentPage_participant' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'bracket' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'isPreview' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'nodes' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BracketView_node' } }],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'TournamentStages_tournament' },
                        directives: [
                          {
                            kind: 'Directive',
                            name: { kind: 'Name', value: 'include' },
                            arguments: [
                              {
                                kind: 'Argument',
                                name: { kind: 'Name', value: 'if' },
                                value: { kind: 'Variable', name: { kind: 'Name', value: 'withStages' } },
                              },
                            ],
                          },
                        ],
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'match' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CompetitionHero_competition' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Competition' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEdit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerIsFollowing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followerCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'game' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'region' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TeamListItem_team' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Team' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BracketView_node' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BracketNode' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentNodeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'loserParentNodeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roundNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'groupNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slotIndex' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'side' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participant1Score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'participant2Score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'winnerTeamId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'participant1' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'participant2' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'match' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TournamentPage_tournament' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tournament' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CompetitionHero_competition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'format' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thirdPlaceMatch' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checkInMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checkInOpen' } },
          { kind: 'Field', name: { kind: 'Name', value: 'matchRounds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ranked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanManage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerJoinState' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerJoinableTeams' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerPendingEntries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'team' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewerCheckInTeams' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'winner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'commentWall' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'stageNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'groupCount' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TournamentPage_participant' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TournamentParticipant' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'teamId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'checkedInAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TeamListItem_team' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TournamentStages_tournament' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Tournament' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanManage' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'stageNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'groupCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'advance' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'standings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'rank' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'groupNumber' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'team' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'played' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'wins' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'losses' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'draws' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'points' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'differential' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'unresolvedWith' },
                        selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BracketView_node' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TournamentEventsSubscription, TournamentEventsSubscriptionVariables>;
export const MyApiTokensDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyApiTokens' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myApiTokens' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expired' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyApiTokensQuery, MyApiTokensQueryVariables>;
export const CreateApiTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateApiToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateApiTokenInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createApiToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'apiToken' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeApiToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeApiToken' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const MyAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyAccount' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
                { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyAccountQuery, MyAccountQueryVariables>;
export const SetTopEntriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetTopEntries' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userIds' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setTopEntries' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TopFive_entry' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TopFive_entry' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TopEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'entityType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'entityId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetTopEntriesMutation, SetTopEntriesMutationVariables>;
export const UserPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'param' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'param' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'param' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EditableProfileHero_page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ratingHistory' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'match' },
                        selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'topEntries' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TopFive_entry' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'teams' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TeamListItem_team' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'commentWall' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EditableProfileHero_page' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FollowablePage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bio' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'videoUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanEdit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerIsFollowing' } },
          { kind: 'Field', name: { kind: 'Name', value: 'followerCount' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TopFive_entry' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TopEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'entityType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'entityId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organizer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TeamListItem_team' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Team' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'profilePicture' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserPageQuery, UserPageQueryVariables>;
