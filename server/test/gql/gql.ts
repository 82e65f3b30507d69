/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  mutation ApiTokensCreate($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        name\n        prefix\n        scopes\n        expiresAt\n        lastUsedAt\n        expired\n      }\n    }\n  }\n': typeof types.ApiTokensCreateDocument;
  '\n  query ApiTokensMine {\n    myApiTokens {\n      id\n      name\n      prefix\n      scopes\n      lastUsedAt\n    }\n  }\n': typeof types.ApiTokensMineDocument;
  '\n  mutation ApiTokensRevoke($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n    }\n  }\n': typeof types.ApiTokensRevokeDocument;
  'query AuthApiTypename { __typename }': typeof types.AuthApiTypenameDocument;
  'mutation LeagueManagerTransfer($o: ID!, $u: ID!) { transferOrganizerOwnership(organizerId: $o, userId: $u) { id owner { id } } }': typeof types.LeagueManagerTransferDocument;
  'query CatalogGames { games { id title image genre { title } metrics { name type active } } }': typeof types.CatalogGamesDocument;
  'query CatalogGame($id: ID!) { game(id: $id) { id } }': typeof types.CatalogGameDocument;
  'query CatalogGame2 { game(id: "not-a-uuid") { id } }': typeof types.CatalogGame2Document;
  'mutation CommentLivePost($input: PostCommentInput!) { postComment(input: $input) { id } }': typeof types.CommentLivePostDocument;
  'mutation CommentLiveVote($id: ID!, $direction: VoteDirection!) { voteComment(id: $id, direction: $direction) { score } }': typeof types.CommentLiveVoteDocument;
  'mutation CommentLiveEdit($id: ID!, $text: String!) { editComment(id: $id, text: $text) { id } }': typeof types.CommentLiveEditDocument;
  'mutation CommentWritesPost($input: PostCommentInput!) { postComment(input: $input) { id wallId parentId text edited deleted score viewerVote replyCount createdAt updatedAt author { id userName } } }': typeof types.CommentWritesPostDocument;
  'mutation CommentWritesEdit($id: ID!, $text: String!) { editComment(id: $id, text: $text) { id wallId parentId text edited deleted score viewerVote replyCount createdAt updatedAt author { id userName } } }': typeof types.CommentWritesEditDocument;
  'mutation CommentWritesDelete($id: ID!) { deleteComment(id: $id) { id wallId parentId text edited deleted score viewerVote replyCount createdAt updatedAt author { id userName } } }': typeof types.CommentWritesDeleteDocument;
  'mutation CommentWritesVote($id: ID!, $direction: VoteDirection!) { voteComment(id: $id, direction: $direction) { id score viewerVote } }': typeof types.CommentWritesVoteDocument;
  'query CommentWritesCommentWall($id: ID!) { commentWall(id: $id) { comments(first: 100) { edges { node { id replyCount } } } } }': typeof types.CommentWritesCommentWallDocument;
  'mutation CommentWritesVoteComment($id: ID!) { a: voteComment(id: $id, direction: UP) { score viewerVote } b: voteComment(id: $id, direction: DOWN) { score viewerVote } }': typeof types.CommentWritesVoteCommentDocument;
  'query CommentWritesCommentWall2($id: ID!) { commentWall(id: $id) { comments { edges { node {\n      text score viewerVote author { userName } replies { nodes { text viewerVote author { userName } } }\n    } } } } }': typeof types.CommentWritesCommentWall2Document;
  'query CommentsPage($id: ID!, $first: Int, $after: String) {\n  commentWall(id: $id) {\n    id ownerType\n    comments(first: $first, after: $after) { edges { cursor node { id text } } pageInfo { endCursor hasNextPage } }\n  }\n}': typeof types.CommentsPageDocument;
  'query CommentsCommentWall($id: ID!) { commentWall(id: $id) { comments(first: 100) { edges { node {\n        id text deleted edited score author { userName } replyCount\n        replies { nodes { text deleted edited parentId wallId author { userName } } pageInfo { hasNextPage } }\n      } } } } }': typeof types.CommentsCommentWallDocument;
  'query CommentsCommentWall2($id: ID!, $after: String) { commentWall(id: $id) { comments(first: 100) { edges { node {\n      id replies(first: 2, after: $after) { edges { node { text } } pageInfo { endCursor hasNextPage } }\n    } } } } }': typeof types.CommentsCommentWall2Document;
  'query CommentsComment($id: ID!, $after: String) { comment(id: $id) {\n      id text replyCount replies(first: 2, after: $after) { nodes { text parentId } pageInfo { endCursor hasNextPage } }\n    } }': typeof types.CommentsCommentDocument;
  'query CommentsCommentWall3($id: ID!) { commentWall(id: $id) { comments { edges { node {\n      author { userName profilePicture } replyCount viewerVote replies(first: 3) { nodes { author { userName } } }\n    } } } } }': typeof types.CommentsCommentWall3Document;
  'mutation EntriesLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }': typeof types.EntriesLadderDocument;
  'mutation EntriesJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status invitedBy { id } } }': typeof types.EntriesJoinDocument;
  'mutation EntriesInvite($l: ID!, $team: String!) { inviteTeamToLadder(leagueId: $l, team: $team) { status invitedBy { id } } }': typeof types.EntriesInviteDocument;
  'mutation EntriesDecide($l: ID!, $t: ID!, $d: EntryDecision!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: $d) { status } }': typeof types.EntriesDecideDocument;
  'mutation EntriesCancel($l: ID!, $t: ID!) { cancelLadderEntry(leagueId: $l, teamId: $t) { id viewerPendingEntries { teamId } viewerJoinableTeams { id } } }': typeof types.EntriesCancelDocument;
  'query EntriesState($l: String!) { league(param: $l) { viewerPendingEntries { teamId status invitedBy { id } } viewerJoinableTeams { id } } }': typeof types.EntriesStateDocument;
  'mutation EntriesTournament($i: CreateTournamentInput!) { createTournament(input: $i) { id } }': typeof types.EntriesTournamentDocument;
  'mutation EntriesJoinTournament($id: ID!, $t: ID!) { joinTournament(tournamentId: $id, teamId: $t) { status } }': typeof types.EntriesJoinTournamentDocument;
  'mutation EntriesDecideTournament($id: ID!, $t: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $t, decision: $d) { status } }': typeof types.EntriesDecideTournamentDocument;
  'mutation EntriesCancelTournament($id: ID!, $t: ID!) { cancelTournamentEntry(tournamentId: $id, teamId: $t) { id viewerPendingEntries { teamId } viewerJoinableTeams { id } } }': typeof types.EntriesCancelTournamentDocument;
  'mutation MatrixCreateLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }': typeof types.MatrixCreateLadderDocument;
  'mutation MatrixToggleLadder($l: ID!) { toggleLadderStatus(leagueId: $l) { status } }': typeof types.MatrixToggleLadderDocument;
  'mutation MatrixLadderSettings($l: ID!, $i: LadderSettingsInput!) { updateLadderSettings(leagueId: $l, input: $i) { maxTeams } }': typeof types.MatrixLadderSettingsDocument;
  'mutation MatrixLadderMetrics($l: ID!, $m: [LadderMetricInput!]!) { updateLadderMetrics(leagueId: $l, metrics: $m) { id } }': typeof types.MatrixLadderMetricsDocument;
  'mutation MatrixInviteTeam($l: ID!, $t: String!) { inviteTeamToLadder(leagueId: $l, team: $t) { status } }': typeof types.MatrixInviteTeamDocument;
  'mutation MatrixApproveLadder($l: ID!, $t: ID!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: APPROVE) { status } }': typeof types.MatrixApproveLadderDocument;
  'mutation MatrixDeclineLadder($l: ID!, $t: ID!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: DECLINE) { status } }': typeof types.MatrixDeclineLadderDocument;
  'mutation MatrixKickLadder($l: ID!, $t: ID!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: KICK) { status } }': typeof types.MatrixKickLadderDocument;
  'mutation MatrixJoinLadder($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }': typeof types.MatrixJoinLadderDocument;
  'mutation MatrixSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at, rounds: 1) { id } }': typeof types.MatrixScheduleDocument;
  'mutation MatrixReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }': typeof types.MatrixReportDocument;
  'mutation MatrixFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }': typeof types.MatrixFinalizeDocument;
  'mutation MatrixCreateTournament($i: CreateTournamentInput!) { createTournament(input: $i) { id } }': typeof types.MatrixCreateTournamentDocument;
  'mutation MatrixCancelLadder($l: ID!, $t: ID!) { cancelLadderEntry(leagueId: $l, teamId: $t) { id } }': typeof types.MatrixCancelLadderDocument;
  'mutation MatrixCancelTournament($id: ID!, $t: ID!) { cancelTournamentEntry(tournamentId: $id, teamId: $t) { id } }': typeof types.MatrixCancelTournamentDocument;
  'mutation MatrixJoinTournament($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }': typeof types.MatrixJoinTournamentDocument;
  'mutation MatrixApproveTournament($id: ID!, $team: ID!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: APPROVE) { status } }': typeof types.MatrixApproveTournamentDocument;
  'mutation MatrixDeclineTournament($id: ID!, $team: ID!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: DECLINE) { status } }': typeof types.MatrixDeclineTournamentDocument;
  'mutation MatrixKickTournament($id: ID!, $team: ID!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: KICK) { status } }': typeof types.MatrixKickTournamentDocument;
  'mutation MatrixCheckIn($id: ID!, $team: ID!) { checkInTournament(tournamentId: $id, teamId: $team) { checkedInAt } }': typeof types.MatrixCheckInDocument;
  'mutation MatrixPost($i: PostCommentInput!) { postComment(input: $i) { id } }': typeof types.MatrixPostDocument;
  'mutation MatrixTournamentSettings($id: ID!) { updateTournamentSettings(tournamentId: $id, input: { ranked: false }) { id } }': typeof types.MatrixTournamentSettingsDocument;
  'mutation MatrixSeed($id: ID!) { seedTournament(tournamentId: $id, method: JOIN_ORDER) { id } }': typeof types.MatrixSeedDocument;
  'mutation MatrixSaveSeeding($id: ID!, $slots: [BracketSlotInput!]!) { saveTournamentSeeding(tournamentId: $id, slots: $slots) { id } }': typeof types.MatrixSaveSeedingDocument;
  'mutation MatrixStart($id: ID!) { startTournament(tournamentId: $id) { status } }': typeof types.MatrixStartDocument;
  'mutation MatrixPreviewFix($m: ID!, $s: [TeamScoreInput!]!) { previewResultCorrection(matchId: $m, scores: $s) { winnerChanges } }': typeof types.MatrixPreviewFixDocument;
  'mutation MatrixFix($m: ID!, $s: [TeamScoreInput!]!) { correctMatchResult(matchId: $m, scores: $s) { id } }': typeof types.MatrixFixDocument;
  '\n  query MatrixRights($o: String!) {\n    organizer(param: $o) {\n      viewerCanCreateCompetitions\n      viewerCanManageStaff\n      leagues { id viewerIsStaff viewerCanSchedule viewerCanReport viewerCanModerate viewerCanEditSettings viewerCanEditScoreSettings }\n      tournaments { id viewerIsStaff viewerCanSchedule viewerCanReport viewerCanModerate viewerCanEditSettings viewerCanManage }\n    }\n  }\n': typeof types.MatrixRightsDocument;
  'mutation MatrixAssign($o: ID!, $u: ID!, $l: [ID!]!, $t: [ID!]) { setStaffAssignment(organizerId: $o, userId: $u, leagueIds: $l, tournamentIds: $t) { assignedLeagueIds assignedTournamentIds } }': typeof types.MatrixAssignDocument;
  'mutation MatrixAssignLadders($o: ID!, $u: ID!, $l: [ID!]!) { setStaffAssignment(organizerId: $o, userId: $u, leagueIds: $l) { assignedLeagueIds assignedTournamentIds } }': typeof types.MatrixAssignLaddersDocument;
  'mutation ExportsCreateCup($i: CreateTournamentInput!) { createTournament(input: $i) { id } }': typeof types.ExportsCreateCupDocument;
  'mutation ExportsJoinCup($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }': typeof types.ExportsJoinCupDocument;
  'mutation ExportsDecideCup($id: ID!, $team: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: $d) { seed } }': typeof types.ExportsDecideCupDocument;
  'mutation ExportsStartCup($id: ID!) { startTournament(tournamentId: $id) { status } }': typeof types.ExportsStartCupDocument;
  'mutation ExportsReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }': typeof types.ExportsReportDocument;
  'mutation ExportsFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }': typeof types.ExportsFinalizeDocument;
  '\n  query ExportsBracket($id: ID!) {\n    tournament(id: $id) {\n      status\n      winner { id }\n      bracket { nodes { id side status participant1Id participant2Id winnerTeamId match { id } } }\n    }\n  }\n': typeof types.ExportsBracketDocument;
  'mutation ExportsCreateLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }': typeof types.ExportsCreateLadderDocument;
  'mutation ExportsJoinLadder($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }': typeof types.ExportsJoinLadderDocument;
  'mutation ExportsSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }': typeof types.ExportsScheduleDocument;
  'mutation ExportsCorrectArchive($m: ID!, $s: [TeamScoreInput!]!) { correctMatchResult(matchId: $m, scores: $s) { id } }': typeof types.ExportsCorrectArchiveDocument;
  'mutation ImportsCreateCup($i: CreateTournamentInput!) { createTournament(input: $i) { id } }': typeof types.ImportsCreateCupDocument;
  'mutation ImportsJoinCup($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }': typeof types.ImportsJoinCupDocument;
  '\n  mutation ImportsEntrants($id: ID!, $csv: String!, $dry: Boolean!) {\n    importTournamentEntrants(tournamentId: $id, csv: $csv, dryRun: $dry) { tournamentId dryRun written rows { row teamId teamName outcome problem } }\n  }\n': typeof types.ImportsEntrantsDocument;
  'mutation FollowWritesFollow($type: FollowEntityType!, $id: ID!) { follow(entityType: $type, followedId: $id) { entityType followedId isFollowing followerCount } }': typeof types.FollowWritesFollowDocument;
  'mutation FollowWritesUnfollow($type: FollowEntityType!, $id: ID!) { unfollow(entityType: $type, followedId: $id) { entityType followedId isFollowing followerCount } }': typeof types.FollowWritesUnfollowDocument;
  'query FollowWritesStatus($type: FollowEntityType!, $id: ID!) { followStatus(entityType: $type, followedId: $id) { entityType followedId isFollowing followerCount } }': typeof types.FollowWritesStatusDocument;
  'mutation FollowWritesSetTop($ids: [ID!]!) { setTopEntries(userIds: $ids) { position entityType entityId user { userName } } }': typeof types.FollowWritesSetTopDocument;
  'query FollowWritesUser($u: String!, $t: String!, $o: String!, $l: String!) {\n      user(param: $u) { viewerIsFollowing followerCount }\n      team(param: $t) { viewerIsFollowing followerCount }\n      organizer(param: $o) { viewerIsFollowing followerCount }\n      league(param: $l) { viewerIsFollowing followerCount }\n    }': typeof types.FollowWritesUserDocument;
  'query FollowWritesUser2 { user(param: "fan") { followedProfiles { entityType id name picture } people: followedProfiles(entityType: USER) { name } } }': typeof types.FollowWritesUser2Document;
  'query FollowWritesUser3($p: String!) { user(param: $p) { followedProfiles { id name picture } } }': typeof types.FollowWritesUser3Document;
  'query FollowWritesUser4 { user(param: "fan") { topEntries { position user { userName } } } }': typeof types.FollowWritesUser4Document;
  'query FollowWritesUser5 { user(param: "ghostfan") { following { entityType } followedProfiles { id } } }': typeof types.FollowWritesUser5Document;
  'query FollowsUser($param: String!) { user(param: $param) {\n        following { id entityType followedId isActive follower { userName } user { userName } team { name } organizer { name } }\n      } }': typeof types.FollowsUserDocument;
  'query FollowsUser2 { user(param: "fan") { following(entityType: TEAM) { entityType team { name } } } }': typeof types.FollowsUser2Document;
  'query FollowsUser3 { star: user(param: "star") { followerCount } fan: user(param: "fan") { followerCount } team(param: "night owls") { followerCount } }': typeof types.FollowsUser3Document;
  'query FollowsUser4 { user(param: "fan") { topEntries { position entityType entityId user { userName profilePicture } team { name profilePicture } } } }': typeof types.FollowsUser4Document;
  'query FollowsUser5 { user(param: "loner") { topEntries { position } following { id } profilePicture commentWall { id } } }': typeof types.FollowsUser5Document;
  'query FollowsTeam($param: String!) { team(param: $param) { members { user {\n      followerCount\n      following { user { userName } team { name } organizer { name } }\n      topEntries { user { userName } }\n    } } } }': typeof types.FollowsTeamDocument;
  'query FollowedEntryCount { leaderboard(kind: USER) { entryCount followedEntryCount } }': typeof types.FollowedEntryCountDocument;
  'query LeaderboardsEntries($kind: LeaderboardKind, $first: Int, $after: String, $orderBy: LeaderboardOrder) {\n  leaderboards(kind: $kind, scope: GLOBAL, regionId: null) {\n    id title entries(first: $first, after: $after, orderBy: $orderBy) {\n      edges { cursor node { rank score wins losses user { userName } team { name } } }\n      pageInfo { endCursor hasNextPage }\n    }\n  }\n}': typeof types.LeaderboardsEntriesDocument;
  'query LeaderboardsLeaderboards { leaderboards { title kind scope region { title } game { title } genre { title } } }': typeof types.LeaderboardsLeaderboardsDocument;
  'query LeaderboardsLeaderboards2($gameId: ID) { leaderboards(kind: TEAM, gameId: $gameId) { id } }': typeof types.LeaderboardsLeaderboards2Document;
  'query LeaderboardsLeaderboards3($r: ID) { leaderboards(regionId: $r) { title region { title } } }': typeof types.LeaderboardsLeaderboards3Document;
  'query LeaderboardsLeaderboards4 { leaderboards(scope: LEAGUE) { title } }': typeof types.LeaderboardsLeaderboards4Document;
  'query LeaderboardsLeaderboards5($g: ID) { leaderboards(gameId: $g) { id } }': typeof types.LeaderboardsLeaderboards5Document;
  'query LeaderboardsLeaderboards6 { leaderboards { game { title } region { title } entries { edges { node { user { userName } team { name } } } } } }': typeof types.LeaderboardsLeaderboards6Document;
  'query LeaderboardsLeaderboards7 { leaderboards(gameId: "valorant") { id } }': typeof types.LeaderboardsLeaderboards7Document;
  'query LeaderboardsLeaderboards8($after: String) { leaderboards(kind: USER, scope: GLOBAL, regionId: null) { entries(after: $after, orderBy: WINS) { edges { cursor } } } }': typeof types.LeaderboardsLeaderboards8Document;
  'query LeaderboardsTeamRating { leaderboards(kind: TEAM) { entries(orderBy: RATING) { edges { cursor } } } }': typeof types.LeaderboardsTeamRatingDocument;
  'query LeaderboardsTeamRatingMine($id: ID) { leaderboard(kind: TEAM, gameId: $id) { id viewerEntry(orderBy: RATING) { rank } } }': typeof types.LeaderboardsTeamRatingMineDocument;
  'query LeaderboardsLeaderboards9($id: ID) { leaderboards(gameId: $id) { entries(first: 1000) { edges { cursor } } } }': typeof types.LeaderboardsLeaderboards9Document;
  'mutation LedgerCreate($i: CreateTournamentInput!) { createTournament(input: $i) { id ranked } }': typeof types.LedgerCreateDocument;
  'mutation LedgerJoin($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }': typeof types.LedgerJoinDocument;
  'mutation LedgerDecide($id: ID!, $team: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: $d) { status } }': typeof types.LedgerDecideDocument;
  'mutation LedgerStart($id: ID!) { startTournament(tournamentId: $id) { status } }': typeof types.LedgerStartDocument;
  'mutation LedgerSettings($id: ID!, $i: TournamentSettingsInput!) { updateTournamentSettings(tournamentId: $id, input: $i) { id ranked } }': typeof types.LedgerSettingsDocument;
  'mutation LedgerReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }': typeof types.LedgerReportDocument;
  'mutation LedgerFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }': typeof types.LedgerFinalizeDocument;
  '\n  mutation LedgerPreviewFix($m: ID!, $s: [TeamScoreInput!]!) {\n    previewResultCorrection(matchId: $m, scores: $s) { winnerChanges changes { team { id } user { id } points wins ratingBefore ratingAfter } }\n  }\n': typeof types.LedgerPreviewFixDocument;
  'mutation LedgerFix($m: ID!, $s: [TeamScoreInput!]!) { correctMatchResult(matchId: $m, scores: $s) { id } }': typeof types.LedgerFixDocument;
  'mutation LedgerLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }': typeof types.LedgerLadderDocument;
  'mutation LedgerLadderJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }': typeof types.LedgerLadderJoinDocument;
  'mutation LedgerSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }': typeof types.LedgerScheduleDocument;
  '\n  query LedgerNodes($id: ID!) {\n    tournament(id: $id) { status ranked bracket { nodes { id roundNumber status participant1Id participant2Id winnerTeamId match { id status } } } }\n  }\n': typeof types.LedgerNodesDocument;
  'query CompetitionLeague($p: String!) { league(param: $p) { id name status compCatId isParent bio rules prize scoringRules\n      maxTeams teamCount startDate endDate game { title } platform { title } region { title } genre { title } organizerId organizer { id name } creatorId creator { userName } } }': typeof types.CompetitionLeagueDocument;
  'query CompetitionLeague2($p: String!) { league(param: $p) { teamCount pending: participants(status: PENDING) { teamId team { id } status league { id } }\n      all: participants { teamId } } }': typeof types.CompetitionLeague2Document;
  'query CompetitionParticipantsHead($a: String!, $b: String!, $first: Int) {\n      a: league(param: $a) { approved: participants(status: APPROVED, first: $first) { teamId team { id } } any: participants(first: 2) { teamId status } }\n      b: league(param: $b) { approved: participants(status: APPROVED, first: $first) { teamId } } }': typeof types.CompetitionParticipantsHeadDocument;
  'query CompetitionLeague3($p: String!) { league(param: $p) { standings { rank teamId team { name } points wins losses draws } } }': typeof types.CompetitionLeague3Document;
  'query CompetitionStandingsPage($p: String!, $first: Int, $after: String) { league(param: $p) {\n      standingsPage(first: $first, after: $after) { edges { cursor node { rank points tiebreak team { name } } } pageInfo { endCursor hasNextPage } } } }': typeof types.CompetitionStandingsPageDocument;
  'query CompetitionStandingsWhole($p: String!) { league(param: $p) { standings { rank tiebreak team { name } } } }': typeof types.CompetitionStandingsWholeDocument;
  'query CompetitionLeague4($p: String!, $after: String, $status: MatchStatus) { league(param: $p) {\n        matches(first: 2, after: $after, status: $status) { edges { cursor node { id status } } pageInfo { endCursor hasNextPage } } } }': typeof types.CompetitionLeague4Document;
  'query CompetitionLeaguesFiltered($gameId: ID, $status: LeagueStatus, $first: Int, $after: String) {\n      leagues(gameId: $gameId, status: $status, first: $first, after: $after) { edges { node { name status } } pageInfo { hasNextPage endCursor } }\n    }': typeof types.CompetitionLeaguesFilteredDocument;
  'query CompetitionLeague5($p: String!) { league(param: $p) { id name bio banner teamCount maxTeams scoringRules\n      game { title } platform { title } region { title } parentLeague { id } organizer { name }\n      standings { rank points team { id name } }\n      matches(first: 20) { edges { node { id status scheduledTime game { title }\n        participants { team { id name } totalPoints placement rounds { matchRound metrics roundPoints } } } } pageInfo { hasNextPage } } } }': typeof types.CompetitionLeague5Document;
  'query CompetitionLeagues($g: ID!) { leagues(gameId: $g) { edges { node { id teamCount standings { rank team { name } }\n      matches(first: 2) { edges { node { id participants { teamId totalPoints } } } pageInfo { hasNextPage } } } } } }': typeof types.CompetitionLeaguesDocument;
  'query CompetitionMatch($id: ID!) { match(id: $id) { id status rounds isScoreUpdated league { id name } tournament { id }\n      participants { teamId team { id } totalPoints placement rounds { matchRound metrics roundPoints } } } }': typeof types.CompetitionMatchDocument;
  'query CompetitionTournament($id: ID!) { tournament(id: $id) { name size status bio banner profilePicture\n      organizer { id } approved: participants(status: APPROVED) { teamId seed status }\n      bracket { tournament { id } nodes { roundNumber groupNumber slotIndex status parentNodeId participant1Id participant2Id\n        participant1 { id } participant2 { id } winner { id } match { id tournament { name } } } } } }': typeof types.CompetitionTournamentDocument;
  'query CompetitionLeague6 { league(param: "00000000-0000-4000-8000-000000000000") { id } }': typeof types.CompetitionLeague6Document;
  'query CompetitionLeague7 { league(param: "No Such Ladder") { id } }': typeof types.CompetitionLeague7Document;
  'query CompetitionLeague8 { league(param: "   ") { id } }': typeof types.CompetitionLeague8Document;
  'query CompetitionMatch2 { match(id: "00000000-0000-4000-8000-000000000000") { id } }': typeof types.CompetitionMatch2Document;
  'query CompetitionTournament2 { tournament(id: "00000000-0000-4000-8000-000000000000") { id } }': typeof types.CompetitionTournament2Document;
  'query CompetitionMatch3 { match(id: "not-a-uuid") { id } }': typeof types.CompetitionMatch3Document;
  'query CompetitionTournament3 { tournament(id: "42") { id } }': typeof types.CompetitionTournament3Document;
  'query CompetitionLeagues2 { leagues(gameId: "nope") { edges { cursor } } }': typeof types.CompetitionLeagues2Document;
  'query CompetitionLeagues3 { leagues(first: 0) { edges { cursor } } }': typeof types.CompetitionLeagues3Document;
  'query CompetitionLeagues4 { leagues(after: "garbage") { edges { cursor } } }': typeof types.CompetitionLeagues4Document;
  'query CompetitionLeague9($p: String!, $a: String) { league(param: $p) { matches(after: $a) { edges { cursor } } } }': typeof types.CompetitionLeague9Document;
  'query CompetitionLeague10($p: String!) { league(param: $p) { matches(first: 101) { edges { cursor } } } }': typeof types.CompetitionLeague10Document;
  'mutation LadderCreate($i: CreateLadderInput!) { createLadder(input: $i) { id name status maxTeams openEntry winPoints drawPoints lossPoints metrics { name type weight active } } }': typeof types.LadderCreateDocument;
  'mutation LadderJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status team { id } } }': typeof types.LadderJoinDocument;
  'mutation LadderDecide($l: ID!, $t: ID!, $d: EntryDecision!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: $d) { status } }': typeof types.LadderDecideDocument;
  'mutation LadderSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id status rounds participants { teamId } } }': typeof types.LadderScheduleDocument;
  'mutation LadderReport($m: ID!, $s: [TeamScoreInput!]!, $k: String) { reportMatchScores(matchId: $m, scores: $s, idempotencyKey: $k) { status isScoreUpdated participants { teamId totalPoints rounds { matchRound roundPoints metrics } } } }': typeof types.LadderReportDocument;
  'mutation LadderFinalize($m: ID!) { finalizeMatch(matchId: $m) { status winner { id } participants { teamId placement } } }': typeof types.LadderFinalizeDocument;
  'query LadderJoinState($l: String!) { league(param: $l) { viewerJoinState viewerJoinableTeams { id } viewerIsStaff viewerCanManage viewerCanModerate teamCount } }': typeof types.LadderJoinStateDocument;
  'mutation LadderMetrics($l: ID!, $m: [LadderMetricInput!]!) { updateLadderMetrics(leagueId: $l, metrics: $m) { metrics { name weight active } } }': typeof types.LadderMetricsDocument;
  'mutation LadderToggle($l: ID!) { toggleLadderStatus(leagueId: $l) { status } }': typeof types.LadderToggleDocument;
  'mutation LadderInviteTeam($l: ID!, $t: String!) { inviteTeamToLadder(leagueId: $l, team: $t) { status invitedBy { id } } }': typeof types.LadderInviteTeamDocument;
  'mutation LadderMetricsId($l: ID!, $m: [LadderMetricInput!]!) { updateLadderMetrics(leagueId: $l, metrics: $m) { id } }': typeof types.LadderMetricsIdDocument;
  'query LadderLeaguePage($l: String!) { league(param: $l) {\n    id name teamCount maxTeams viewerJoinState\n    standings { rank played points wins losses draws tiebreak team { id name profilePicture } }\n    participants { status team { id name } }\n    matches(first: 20) { edges { node { id status scheduledTime participants { totalPoints team { id name profilePicture } } } } pageInfo { hasNextPage } }\n  } }': typeof types.LadderLeaguePageDocument;
  'mutation PendingCountCreate($i: CreateLadderInput!) { createLadder(input: $i) { id } }': typeof types.PendingCountCreateDocument;
  'mutation PendingCountJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }': typeof types.PendingCountJoinDocument;
  'mutation PendingCountDecide($l: ID!, $t: ID!, $d: EntryDecision!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: $d) { status league { pendingTeamCount } } }': typeof types.PendingCountDecideDocument;
  'query PendingCountOf($l: String!) { league(param: $l) { teamCount pendingTeamCount } }': typeof types.PendingCountOfDocument;
  'mutation ScoreInputCreate($i: CreateLadderInput!) { createLadder(input: $i) { id } }': typeof types.ScoreInputCreateDocument;
  'mutation ScoreInputJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }': typeof types.ScoreInputJoinDocument;
  'mutation ScoreInputSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }': typeof types.ScoreInputScheduleDocument;
  'mutation ScoreInputMetrics($l: ID!, $m: [LadderMetricInput!]!) { updateLadderMetrics(leagueId: $l, metrics: $m) { metrics { name weight active text } } }': typeof types.ScoreInputMetricsDocument;
  'mutation ScoreInputReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { isScoreUpdated } }': typeof types.ScoreInputReportDocument;
  'mutation ReportsLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }': typeof types.ReportsLadderDocument;
  'mutation ReportsSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }': typeof types.ReportsScheduleDocument;
  'mutation ReportsMode($l: ID!, $m: ReportingMode!, $h: Int) { updateLeagueReportingMode(leagueId: $l, reportingMode: $m, confirmWindowHours: $h) { id reportingMode confirmWindowHours } }': typeof types.ReportsModeDocument;
  '\n  mutation ReportsReport($m: ID!, $t: ID!, $s: [TeamScoreInput!]!) {\n    reportMatchResult(matchId: $m, teamId: $t, scores: $s) { status statusText awaitingTeam { id } confirmDeadline reports { teamId scores { teamId totalPoints } } viewerCanReport }\n  }\n': typeof types.ReportsReportDocument;
  '\n  query ReportsRead($m: ID!) {\n    match(id: $m) {\n      status\n      reportStatus\n      reports {\n        status\n        statusText\n        reportingMode\n        viewerTeamId\n        viewerCanReport\n        viewerCanResolve\n        viewerCanPostToDispute\n        reports { teamId reportedById }\n        dispute {\n          id\n          waitingSeconds\n          evidence { text link imageUrl teamId authorId }\n          thread { text teamId }\n          resolution { resolvedById chosenTeamId reason }\n        }\n      }\n    }\n  }\n': typeof types.ReportsReadDocument;
  'mutation ReportsEvidence($m: ID!, $l: String!, $x: String!) { addDisputeEvidence(matchId: $m, link: $l, text: $x) { status } }': typeof types.ReportsEvidenceDocument;
  'mutation ReportsMessage($m: ID!, $x: String!) { postDisputeMessage(matchId: $m, text: $x) { status } }': typeof types.ReportsMessageDocument;
  '\n  mutation ReportsResolve($m: ID!, $c: ID, $s: [TeamScoreInput!], $r: String!) {\n    resolveDispute(matchId: $m, chosenTeamId: $c, scores: $s, reason: $r) { status dispute { resolution { resolvedById chosenTeamId reason } } }\n  }\n': typeof types.ReportsResolveDocument;
  'query ReportsQueue($o: ID!) { organizerDisputes(organizerId: $o) { matchId waitingSeconds match { id } } }': typeof types.ReportsQueueDocument;
  'mutation ReportsFinalizeAgain($m: ID!) { finalizeMatch(matchId: $m) { status } }': typeof types.ReportsFinalizeAgainDocument;
  'mutation ReportsTourney($i: CreateTournamentInput!) { createTournament(input: $i) { id reportingMode confirmWindowHours } }': typeof types.ReportsTourneyDocument;
  'mutation ReportsTourneyMode($t: ID!, $m: ReportingMode!, $h: Int) { updateTournamentReportingMode(tournamentId: $t, reportingMode: $m, confirmWindowHours: $h) { id reportingMode confirmWindowHours } }': typeof types.ReportsTourneyModeDocument;
  '\n    query ReportsPage($l: String!) {\n      league(param: $l) { reportingMode confirmWindowHours matches(first: 20) { edges { node { id reportStatus reports { status statusText awaitingTeam { name } viewerCanReport viewerTeamId } } } } }\n    }\n  ': typeof types.ReportsPageDocument;
  'mutation ReportsStaffScores($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }': typeof types.ReportsStaffScoresDocument;
  'mutation ReportsStaffFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }': typeof types.ReportsStaffFinalizeDocument;
  'mutation ReportsCup($i: CreateTournamentInput!) { createTournament(input: $i) { id } }': typeof types.ReportsCupDocument;
  'mutation ReportsCupStart($id: ID!) { startTournament(tournamentId: $id) { status } }': typeof types.ReportsCupStartDocument;
  'mutation SidesCreate($i: CreateLadderInput!) { createLadder(input: $i) { id } }': typeof types.SidesCreateDocument;
  'mutation SidesJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }': typeof types.SidesJoinDocument;
  'mutation SidesSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id participants { teamId } } }': typeof types.SidesScheduleDocument;
  'mutation SidesReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { participants { teamId totalPoints } } }': typeof types.SidesReportDocument;
  'mutation SidesFinalize($m: ID!) { finalizeMatch(matchId: $m) { participants { teamId placement } } }': typeof types.SidesFinalizeDocument;
  'query SidesMatch($id: ID!) { match(id: $id) { participants { teamId totalPoints } } }': typeof types.SidesMatchDocument;
  'query SidesScheduleRead($l: String!) { league(param: $l) { matches { edges { node { id participants { teamId } } } } } }': typeof types.SidesScheduleReadDocument;
  'mutation SchedulingLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }': typeof types.SchedulingLadderDocument;
  'mutation SchedulingJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }': typeof types.SchedulingJoinDocument;
  'mutation SchedulingSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id scheduledTime } }': typeof types.SchedulingScheduleDocument;
  'mutation SchedulingReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }': typeof types.SchedulingReportDocument;
  'mutation SchedulingFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }': typeof types.SchedulingFinalizeDocument;
  'mutation SchedulingLeave($t: ID!) { leaveTeam(teamId: $t) { status } }': typeof types.SchedulingLeaveDocument;
  'mutation SchedulingKick($t: ID!, $u: ID!) { removeTeamMember(teamId: $t, userId: $u) { status } }': typeof types.SchedulingKickDocument;
  'mutation SchedulingTournament($i: CreateTournamentInput!) { createTournament(input: $i) { id startTime } }': typeof types.SchedulingTournamentDocument;
  'subscription MessagesLiveEvents {\n  messageEvents {\n    kind\n    unreadTotal\n    readerId\n    conversation { id kind unreadCount }\n    message { id text state moderationReason mine author { userName } }\n  }\n}': typeof types.MessagesLiveEventsDocument;
  'mutation MessagesSend($input: SendMessageInput!) { sendMessage(input: $input) { id text state moderationReason conversationId } }': typeof types.MessagesSendDocument;
  'mutation MessagesOpen($input: ConversationTargetInput!) { openConversation(input: $input) { id kind } }': typeof types.MessagesOpenDocument;
  'mutation MessagesMute($id: ID!, $muted: Boolean!) { muteConversation(conversationId: $id, muted: $muted) { id muted } }': typeof types.MessagesMuteDocument;
  'mutation MessagesRead($id: ID!) { markConversationRead(conversationId: $id) { id unreadCount } }': typeof types.MessagesReadDocument;
  'query MessagesUnread { unreadMessageCount }': typeof types.MessagesUnreadDocument;
  'query MessagesConversation($id: ID!, $first: Int, $before: String) {\n  conversation(id: $id) {\n    id kind unreadCount muted\n    members { user { userName } lastReadAt }\n    messages(first: $first, before: $before) { hasOlder olderCursor messages { id text state moderationReason } }\n  }\n}': typeof types.MessagesConversationDocument;
  'query MessagesList {\n  conversations {\n    id kind unreadCount muted viewerHasBlocked lastMessageAt\n    otherUser { id userName }\n    team { id name }\n    match { id }\n    lastMessage { id text mine author { userName } }\n  }\n}': typeof types.MessagesListDocument;
  'query MessagesMatchAccess($id: ID!) { match(id: $id) { id viewerCanMessage } }': typeof types.MessagesMatchAccessDocument;
  'query NotificationsList($u: String!) { user(param: $u) {\n  unreadNotificationCount\n  notifications(first: 10) { edges { node { id kind actionable readAt team { id } organizer { id } actor { userName } } } pageInfo { hasNextPage } }\n} }': typeof types.NotificationsListDocument;
  'mutation NotificationsInvite($t: ID!, $u: String!) { inviteToTeam(teamId: $t, userName: $u) { status } }': typeof types.NotificationsInviteDocument;
  'mutation NotificationsRespondToTeamInvitation($t: ID!) { respondToTeamInvitation(teamId: $t, accept: true) { status } }': typeof types.NotificationsRespondToTeamInvitationDocument;
  'mutation NotificationsMarkNotificationsRead($ids: [ID!]) { markNotificationsRead(ids: $ids) }': typeof types.NotificationsMarkNotificationsReadDocument;
  'mutation NotificationsMarkNotificationsRead2 { markNotificationsRead(ids: ["nope"]) }': typeof types.NotificationsMarkNotificationsRead2Document;
  'mutation NotificationsMarkNotificationsRead3 { markNotificationsRead }': typeof types.NotificationsMarkNotificationsRead3Document;
  'mutation LeagueManagerInvite($o: ID!, $u: String!, $r: StaffRole) { inviteStaff(organizerId: $o, userName: $u, role: $r) { role status } }': typeof types.LeagueManagerInviteDocument;
  'mutation LeagueManagerRespond($o: ID!, $a: Boolean!) { respondToStaffInvitation(organizerId: $o, accept: $a) { status } }': typeof types.LeagueManagerRespondDocument;
  'mutation LeagueManagerPromote($o: ID!, $u: ID!) { promoteStaff(organizerId: $o, userId: $u) { role } }': typeof types.LeagueManagerPromoteDocument;
  'mutation LeagueManagerDemote($o: ID!, $u: ID!) { demoteStaff(organizerId: $o, userId: $u) { role } }': typeof types.LeagueManagerDemoteDocument;
  'mutation LeagueManagerRemove($o: ID!, $u: ID!) { removeStaff(organizerId: $o, userId: $u) { status } }': typeof types.LeagueManagerRemoveDocument;
  'mutation LeagueManagerLeave($o: ID!) { leaveStaff(organizerId: $o) { status } }': typeof types.LeagueManagerLeaveDocument;
  'mutation LeagueManagerAssign($o: ID!, $u: ID!, $l: [ID!]!) { setStaffAssignment(organizerId: $o, userId: $u, leagueIds: $l) { assignedLeagueIds } }': typeof types.LeagueManagerAssignDocument;
  'mutation LeagueManagerCreateOrganizer($n: String!) { createOrganizer(name: $n) { name owner { id } staff { role status user { id } } announcementWall { id } viewerStaff { role } } }': typeof types.LeagueManagerCreateOrganizerDocument;
  'mutation LeagueManagerCreateOrganizer2 { createOrganizer(name: "rest ORG") { id } }': typeof types.LeagueManagerCreateOrganizer2Document;
  'mutation LeagueManagerCreateOrganizer3 { createOrganizer(name: "!!!") { id } }': typeof types.LeagueManagerCreateOrganizer3Document;
  'mutation LeagueManagerPostComment($i: PostCommentInput!) { postComment(input: $i) { id } }': typeof types.LeagueManagerPostCommentDocument;
  'query OrganizersOrganizer2($param: String!) {\n  organizer(param: $param) {\n    id name bio profilePicture banner videoUrl\n    owner { userName }\n    announcementWall { ownerType ownerId }\n    staff { role status assignedLeagueIds user { userName } organizer { name } }\n  }\n}': typeof types.OrganizersOrganizer2Document;
  'query OrganizersOrganizer($param: String!) { organizer(param: $param) { id name } }': typeof types.OrganizersOrganizerDocument;
  'query OrganizersOrganizer3($param: String!) { organizer(param: $param) { id } }': typeof types.OrganizersOrganizer3Document;
  'query OrganizersOrganizer4 { organizer(param: " ") { id } }': typeof types.OrganizersOrganizer4Document;
  'mutation PageKindsUpdateTournament($id: ID!, $input: UpdatePageProfileInput!) {\n  updateTournamentProfile(tournamentId: $id, input: $input) { id bio videoUrl viewerCanEdit }\n}': typeof types.PageKindsUpdateTournamentDocument;
  'mutation PageKindsUpdateMatch($id: ID!, $input: UpdateMatchPageInput!) {\n  updateMatchPage(matchId: $id, input: $input) { id videoUrl viewerCanEdit }\n}': typeof types.PageKindsUpdateMatchDocument;
  'query PageKindsTournament($id: ID!) { tournament(id: $id) { bio videoUrl viewerCanEdit } }': typeof types.PageKindsTournamentDocument;
  'mutation ProfileEditingUpdateUser($id: ID!, $input: UpdateUserProfileInput!) {\n  updateUserProfile(userId: $id, input: $input) { id displayName bio videoUrl viewerCanEdit }\n}': typeof types.ProfileEditingUpdateUserDocument;
  'mutation ProfileEditingUpdateTeam($id: ID!, $input: UpdatePageProfileInput!) {\n  updateTeamProfile(teamId: $id, input: $input) { id bio videoUrl viewerCanEdit }\n}': typeof types.ProfileEditingUpdateTeamDocument;
  'mutation ProfileEditingUpdateOrganizer($id: ID!, $input: UpdatePageProfileInput!) {\n  updateOrganizerProfile(organizerId: $id, input: $input) { id bio videoUrl viewerCanEdit }\n}': typeof types.ProfileEditingUpdateOrganizerDocument;
  'mutation ProfileEditingUpdateLeague($id: ID!, $input: UpdateLeagueProfileInput!) {\n  updateLeagueProfile(leagueId: $id, input: $input) { id bio videoUrl rules prize settings viewerCanEdit }\n}': typeof types.ProfileEditingUpdateLeagueDocument;
  'query ProfileEditingMatch($id: ID!) { match(id: $id) { videoUrl } }': typeof types.ProfileEditingMatchDocument;
  'query ProfileEditingUser($u: String!, $t: String!, $o: String!, $l: String!) {\n      user(param: $u) { viewerCanEdit } team(param: $t) { viewerCanEdit }\n      organizer(param: $o) { viewerCanEdit } league(param: $l) { viewerCanEdit }\n    }': typeof types.ProfileEditingUserDocument;
  'query ProfileEditingViewer { viewer { id userName } }': typeof types.ProfileEditingViewerDocument;
  'query ProfileEditingViewer2 { viewer { id userName } }': typeof types.ProfileEditingViewer2Document;
  'query PublicPagesTeam($p: String!) { team(param: $p) { recentMatches(first: 3) { id } } }': typeof types.PublicPagesTeamDocument;
  'query PublicPagesUserPage($p: String!) { user(param: $p) {\n    id userName displayName bio score profilePicture banner videoUrl viewerCanEdit viewerIsFollowing followerCount\n    commentWall { id }\n    topEntries { position user { userName profilePicture } }\n    teams { id name profilePicture }\n    followedProfiles { entityType id name picture }\n  } }': typeof types.PublicPagesUserPageDocument;
  'query PublicPagesTeamPage($p: String!) { team(param: $p) {\n    id name bio profilePicture banner videoUrl viewerCanEdit viewerIsFollowing followerCount\n    game { title } region { title } commentWall { id }\n    members { role user { userName profilePicture } }\n    recentMatches { id status scheduledTime participants { totalPoints team { name profilePicture } } }\n  } }': typeof types.PublicPagesTeamPageDocument;
  'query PublicPagesOrganizerPage($p: String!) { organizer(param: $p) {\n    id name bio profilePicture banner videoUrl viewerCanEdit viewerIsFollowing followerCount\n    announcementWall { id }\n    leagues { id name banner startDate endDate teamCount followerCount viewerIsFollowing viewerCanEdit game { title image } platform { picture } region { title } }\n  } }': typeof types.PublicPagesOrganizerPageDocument;
  'query UploadsUser { user(param: "alice") { profilePicture banner } }': typeof types.UploadsUserDocument;
  'query UploadsLeague($id: String!) { league(param: $id) { profilePicture banner } }': typeof types.UploadsLeagueDocument;
  'query UploadsMatch($id: ID!) { match(id: $id) { banner } }': typeof types.UploadsMatchDocument;
  'mutation RescheduleLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }': typeof types.RescheduleLadderDocument;
  'mutation RescheduleJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }': typeof types.RescheduleJoinDocument;
  'mutation RescheduleSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }': typeof types.RescheduleScheduleDocument;
  'mutation RescheduleProposeTimes($m: ID!, $times: [DateTime!]!) { proposeReschedule(matchId: $m, times: $times) { id status times teamId expiresAt viewerCanAnswer } }': typeof types.RescheduleProposeTimesDocument;
  'mutation RescheduleAnswer($p: ID!, $at: DateTime, $decline: Boolean) { answerReschedule(proposalId: $p, acceptedTime: $at, decline: $decline) { id status acceptedTime answeredBy { id } } }': typeof types.RescheduleAnswerDocument;
  'mutation RescheduleMove($m: ID!, $at: DateTime!) { moveMatch(matchId: $m, scheduledTime: $at) { id scheduledTime } }': typeof types.RescheduleMoveDocument;
  'query RescheduleMatch($m: ID!) { match(id: $m) { scheduledTime viewerCanProposeReschedule rescheduleProposals { id status times viewerCanAnswer team { id } proposedBy { id } } } }': typeof types.RescheduleMatchDocument;
  'query RescheduleAvailability($t: ID!) { teamAvailability(teamId: $t) { teamId timeZone windows { weekday start end } viewerCanEdit } }': typeof types.RescheduleAvailabilityDocument;
  'mutation RescheduleUpdateAvailability($t: ID!, $z: String!, $w: [AvailabilityWindowInput!]!) { updateTeamAvailability(teamId: $t, timeZone: $z, windows: $w) { timeZone windows { weekday start end } } }': typeof types.RescheduleUpdateAvailabilityDocument;
  'query RescheduleSuggest($l: ID!, $a: ID!, $b: ID!, $n: Int) { suggestMatchTimes(leagueId: $l, teamA: $a, teamB: $b, first: $n) }': typeof types.RescheduleSuggestDocument;
  'query SearchSearch($text: String!, $first: Int) { search(text: $text, first: $first) { kind entityType id name picture path } }': typeof types.SearchSearchDocument;
  'query SeedUser { user(param: "demo") { id userName } }': typeof types.SeedUserDocument;
  'query SeedConversations { unreadMessageCount conversations { id kind unreadCount lastMessage { id text } } }': typeof types.SeedConversationsDocument;
  'mutation TeamManagerInvite($t: ID!, $u: String!) { inviteToTeam(teamId: $t, userName: $u) { role status } }': typeof types.TeamManagerInviteDocument;
  'mutation TeamManagerRespond($t: ID!, $a: Boolean!) { respondToTeamInvitation(teamId: $t, accept: $a) { status } }': typeof types.TeamManagerRespondDocument;
  'mutation TeamManagerPromote($t: ID!, $u: ID!) { promoteTeamMember(teamId: $t, userId: $u) { role } }': typeof types.TeamManagerPromoteDocument;
  'mutation TeamManagerDemote($t: ID!, $u: ID!) { demoteTeamMember(teamId: $t, userId: $u) { role } }': typeof types.TeamManagerDemoteDocument;
  'mutation TeamManagerRemove($t: ID!, $u: ID!) { removeTeamMember(teamId: $t, userId: $u) { status } }': typeof types.TeamManagerRemoveDocument;
  'mutation TeamManagerLeave($t: ID!) { leaveTeam(teamId: $t) { status } }': typeof types.TeamManagerLeaveDocument;
  'mutation TeamManagerTransfer($t: ID!, $u: ID!) { transferTeamLeadership(teamId: $t, userId: $u) { id leader { id } } }': typeof types.TeamManagerTransferDocument;
  'mutation TeamManagerCreateTeam($i: CreateTeamInput!) { createTeam(input: $i) { name game { id } region { id } leader { id } commentWall { id } members { role } } }': typeof types.TeamManagerCreateTeamDocument;
  'mutation TeamManagerCreateTeam2($i: CreateTeamInput!) { createTeam(input: $i) { id } }': typeof types.TeamManagerCreateTeam2Document;
  'query TeamsTeamPage($param: String!) {\n  team(param: $param) {\n    id name bio profilePicture banner videoUrl\n    game { title } region { title }\n    commentWall { id ownerType }\n    leader { userName }\n    createdBy { userName }\n    members { id role status user { userName profilePicture } }\n  }\n}': typeof types.TeamsTeamPageDocument;
  'query TeamsTeam($param: String!) { team(param: $param) { id name } }': typeof types.TeamsTeamDocument;
  'query TeamsTeamWithWall($param: String!, $first: Int) {\n    team(param: $param) { id members { role user { userName } } commentWall { ...TeamsWallPage } }\n  }\n  fragment TeamsWallPage on CommentWall {\n    id\n    comments(first: $first) { edges { cursor node { id text author { userName profilePicture } } } pageInfo { hasNextPage endCursor } }\n  }': typeof types.TeamsTeamWithWallDocument;
  'query TeamsWallAlone($id: ID!, $first: Int, $after: String) {\n    commentWall(id: $id) {\n      id\n      comments(first: $first, after: $after) { edges { cursor node { id text author { userName profilePicture } } } pageInfo { hasNextPage endCursor } }\n    }\n  }': typeof types.TeamsWallAloneDocument;
  'query TeamsTeam2($param: String!) { team(param: $param) { id } }': typeof types.TeamsTeam2Document;
  'query TeamsTeam3 { team(param: "") { id } }': typeof types.TeamsTeam3Document;
  'mutation StagesStart($id: ID!) { startTournament(tournamentId: $id) { status } }': typeof types.StagesStartDocument;
  'mutation StagesReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }': typeof types.StagesReportDocument;
  'mutation StagesFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }': typeof types.StagesFinalizeDocument;
  'mutation StagesAdvance($id: ID!) { advanceStage(tournamentId: $id) { id status } }': typeof types.StagesAdvanceDocument;
  '\n  query StagesPreview($id: ID!) {\n    previewNextStage(tournamentId: $id) {\n      currentComplete\n      current { stageNumber }\n      next { stageNumber kind }\n      entrants { id }\n      undecidedTies { groupNumber teams { id } }\n      nodes { roundNumber slotIndex side participant1Id participant2Id }\n    }\n  }\n': typeof types.StagesPreviewDocument;
  '\n  mutation StagesPreviewFix($m: ID!, $s: [TeamScoreInput!]!) {\n    previewResultCorrection(matchId: $m, scores: $s) { winnerChanges laterStagesStarted laterStageResets { id participant1Id participant2Id status } }\n  }\n': typeof types.StagesPreviewFixDocument;
  '\n  mutation StagesFix($m: ID!, $s: [TeamScoreInput!]!, $confirm: Boolean) {\n    correctMatchResult(matchId: $m, scores: $s, confirmLaterStages: $confirm) { id resetNodeIds }\n  }\n': typeof types.StagesFixDocument;
  '\n  query StagesOfTournament($id: ID!) {\n    tournament(id: $id) {\n      id status winner { id }\n      bracket { nodes { id } }\n      stages {\n        stageNumber kind status advance seeding tiebreakers\n        entrants { id }\n        standings { rank groupNumber team { id name } points wins losses draws differential buchholz explanation unresolvedWith { id } }\n        nodes { id side roundNumber groupNumber slotIndex status participant1Id participant2Id winnerTeamId match { id status } }\n      }\n    }\n  }\n': typeof types.StagesOfTournamentDocument;
  '\n  query TourneyList($gameId: ID, $status: TournamentStatus, $first: Int) {\n    tournaments(gameId: $gameId, status: $status, first: $first) {\n      name\n      status\n      banner\n      game { title }\n      organizer { name }\n    }\n  }\n': typeof types.TourneyListDocument;
  'mutation TourneyCreate($i: CreateTournamentInput!) { createTournament(input: $i) { id name format size status checkInMinutes matchRounds thirdPlaceMatch viewerCanManage } }': typeof types.TourneyCreateDocument;
  'mutation TourneyJoin($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }': typeof types.TourneyJoinDocument;
  'mutation TourneyDecide($id: ID!, $team: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: $d) { status seed } }': typeof types.TourneyDecideDocument;
  'mutation TourneyStart($id: ID!) { startTournament(tournamentId: $id) { status } }': typeof types.TourneyStartDocument;
  'mutation TourneySeed($id: ID!, $m: SeedingMethod!) { seedTournament(tournamentId: $id, method: $m) { id } }': typeof types.TourneySeedDocument;
  'mutation TourneySaveSeeding($id: ID!, $slots: [BracketSlotInput!]!) { saveTournamentSeeding(tournamentId: $id, slots: $slots) { id } }': typeof types.TourneySaveSeedingDocument;
  'mutation TourneyCheckIn($id: ID!, $team: ID!) { checkInTournament(tournamentId: $id, teamId: $team) { checkedInAt } }': typeof types.TourneyCheckInDocument;
  'mutation TourneyReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }': typeof types.TourneyReportDocument;
  'mutation TourneyFinalize($m: ID!) { finalizeMatch(matchId: $m) { status winner { id } } }': typeof types.TourneyFinalizeDocument;
  'mutation TourneyPreviewFix($m: ID!, $s: [TeamScoreInput!]!) { previewResultCorrection(matchId: $m, scores: $s) { winnerChanges winner { id } resetNodes { id roundNumber } } }': typeof types.TourneyPreviewFixDocument;
  'mutation TourneyFix($m: ID!, $s: [TeamScoreInput!]!) { correctMatchResult(matchId: $m, scores: $s) { id correctedBy { id } before { teamId points placement } after { teamId points placement } resetNodeIds match { id status } } }': typeof types.TourneyFixDocument;
  '\n  query TourneyPage($id: ID!) {\n    tournament(id: $id) {\n      id status viewerJoinState viewerCanManage checkInOpen winner { id }\n      participants { teamId status seed }\n      corrections { id }\n      bracket {\n        isPreview\n        nodes { id parentNodeId loserParentNodeId side roundNumber groupNumber slotIndex status participant1Id participant2Id winnerTeamId participant1Score participant2Score match { id status viewerCanReport } }\n      }\n    }\n  }\n': typeof types.TourneyPageDocument;
  'mutation TourneyFollow($id: ID!) { follow(entityType: TOURNAMENT, followedId: $id) { isFollowing followerCount } }': typeof types.TourneyFollowDocument;
  'query TourneyFollowState($id: ID!) { tournament(id: $id) { viewerIsFollowing followerCount } }': typeof types.TourneyFollowStateDocument;
  'query UsersUser($param: String!) {\n  user(param: $param) {\n    id userName displayName bio score profilePicture banner videoUrl commentWall { id ownerType ownerId }\n    teams { name }\n    teamMemberships { role status team { name } }\n    organizations { role status organizer { name } }\n  }\n}': typeof types.UsersUserDocument;
  'query UsersUser2($param: String!) { user(param: $param) { id } }': typeof types.UsersUser2Document;
  'query UsersUser3($param: String!) { user(param: $param) { id } }': typeof types.UsersUser3Document;
  'query UsersUser4 { user(param: "   ") { id } }': typeof types.UsersUser4Document;
  'query UsersUser5($param: String!) { user(param: $param) { invitations { id } } }': typeof types.UsersUser5Document;
  'mutation HooksCreateLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }': typeof types.HooksCreateLadderDocument;
  'mutation HooksJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }': typeof types.HooksJoinDocument;
  'mutation HooksSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }': typeof types.HooksScheduleDocument;
  'mutation HooksReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { id } }': typeof types.HooksReportDocument;
  'mutation HooksFinalize($m: ID!) { finalizeMatch(matchId: $m) { id } }': typeof types.HooksFinalizeDocument;
  'mutation HooksPost($i: PostCommentInput!) { postComment(input: $i) { id } }': typeof types.HooksPostDocument;
  'mutation HooksCreateWebhook($i: CreateWebhookInput!) { createWebhook(input: $i) { secret webhook { id url events enabled description } } }': typeof types.HooksCreateWebhookDocument;
  'mutation HooksRotate($id: ID!) { rotateWebhookSecret(webhookId: $id) { secret webhook { id previousSecretExpiresAt } } }': typeof types.HooksRotateDocument;
  'query HooksList($id: String!) { organizer(param: $id) { webhooks { id url events enabled } } }': typeof types.HooksListDocument;
  'query HooksDeliveries($id: ID!) { webhookDeliveries(webhookId: $id) { id eventType status attempts responseStatus latencyMs } }': typeof types.HooksDeliveriesDocument;
  'query HooksCatalogue { webhookEventTypes }': typeof types.HooksCatalogueDocument;
  'mutation HooksCreateCup($i: CreateTournamentInput!) { createTournament(input: $i) { id } }': typeof types.HooksCreateCupDocument;
  'mutation HooksJoinCup($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }': typeof types.HooksJoinCupDocument;
  'mutation HooksDecideCup($id: ID!, $team: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: $d) { status } }': typeof types.HooksDecideCupDocument;
  'mutation HooksStartCup($id: ID!) { startTournament(tournamentId: $id) { status } }': typeof types.HooksStartCupDocument;
  'query HooksCupMatch($id: ID!) { tournament(id: $id) { bracket { nodes { status participant1Id participant2Id match { id } } } } }': typeof types.HooksCupMatchDocument;
  'mutation HooksMode($l: ID!, $m: ReportingMode!) { updateLeagueReportingMode(leagueId: $l, reportingMode: $m) { id } }': typeof types.HooksModeDocument;
  'mutation HooksTeamReport($m: ID!, $t: ID!, $s: [TeamScoreInput!]!) { reportMatchResult(matchId: $m, teamId: $t, scores: $s) { status } }': typeof types.HooksTeamReportDocument;
  'mutation HooksResolve($m: ID!, $c: ID, $r: String!) { resolveDispute(matchId: $m, chosenTeamId: $c, reason: $r) { status } }': typeof types.HooksResolveDocument;
  'query HooksNotifications($u: String!) { user(param: $u) { notifications(first: 10) { edges { node { kind organizer { id } } } } } }': typeof types.HooksNotificationsDocument;
  'subscription CommentsWallEvents($wallId: ID!) {\n  commentWallEvents(wallId: $wallId) {\n    kind\n    comment { id wallId parentId text edited deleted score viewerVote author { id userName } }\n  }\n}': typeof types.CommentsWallEventsDocument;
  'mutation GraphqlWsPing { ping }': typeof types.GraphqlWsPingDocument;
};
const documents: Documents = {
  '\n  mutation ApiTokensCreate($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        name\n        prefix\n        scopes\n        expiresAt\n        lastUsedAt\n        expired\n      }\n    }\n  }\n':
    types.ApiTokensCreateDocument,
  '\n  query ApiTokensMine {\n    myApiTokens {\n      id\n      name\n      prefix\n      scopes\n      lastUsedAt\n    }\n  }\n':
    types.ApiTokensMineDocument,
  '\n  mutation ApiTokensRevoke($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n    }\n  }\n': types.ApiTokensRevokeDocument,
  'query AuthApiTypename { __typename }': types.AuthApiTypenameDocument,
  'mutation LeagueManagerTransfer($o: ID!, $u: ID!) { transferOrganizerOwnership(organizerId: $o, userId: $u) { id owner { id } } }':
    types.LeagueManagerTransferDocument,
  'query CatalogGames { games { id title image genre { title } metrics { name type active } } }': types.CatalogGamesDocument,
  'query CatalogGame($id: ID!) { game(id: $id) { id } }': types.CatalogGameDocument,
  'query CatalogGame2 { game(id: "not-a-uuid") { id } }': types.CatalogGame2Document,
  'mutation CommentLivePost($input: PostCommentInput!) { postComment(input: $input) { id } }': types.CommentLivePostDocument,
  'mutation CommentLiveVote($id: ID!, $direction: VoteDirection!) { voteComment(id: $id, direction: $direction) { score } }':
    types.CommentLiveVoteDocument,
  'mutation CommentLiveEdit($id: ID!, $text: String!) { editComment(id: $id, text: $text) { id } }': types.CommentLiveEditDocument,
  'mutation CommentWritesPost($input: PostCommentInput!) { postComment(input: $input) { id wallId parentId text edited deleted score viewerVote replyCount createdAt updatedAt author { id userName } } }':
    types.CommentWritesPostDocument,
  'mutation CommentWritesEdit($id: ID!, $text: String!) { editComment(id: $id, text: $text) { id wallId parentId text edited deleted score viewerVote replyCount createdAt updatedAt author { id userName } } }':
    types.CommentWritesEditDocument,
  'mutation CommentWritesDelete($id: ID!) { deleteComment(id: $id) { id wallId parentId text edited deleted score viewerVote replyCount createdAt updatedAt author { id userName } } }':
    types.CommentWritesDeleteDocument,
  'mutation CommentWritesVote($id: ID!, $direction: VoteDirection!) { voteComment(id: $id, direction: $direction) { id score viewerVote } }':
    types.CommentWritesVoteDocument,
  'query CommentWritesCommentWall($id: ID!) { commentWall(id: $id) { comments(first: 100) { edges { node { id replyCount } } } } }':
    types.CommentWritesCommentWallDocument,
  'mutation CommentWritesVoteComment($id: ID!) { a: voteComment(id: $id, direction: UP) { score viewerVote } b: voteComment(id: $id, direction: DOWN) { score viewerVote } }':
    types.CommentWritesVoteCommentDocument,
  'query CommentWritesCommentWall2($id: ID!) { commentWall(id: $id) { comments { edges { node {\n      text score viewerVote author { userName } replies { nodes { text viewerVote author { userName } } }\n    } } } } }':
    types.CommentWritesCommentWall2Document,
  'query CommentsPage($id: ID!, $first: Int, $after: String) {\n  commentWall(id: $id) {\n    id ownerType\n    comments(first: $first, after: $after) { edges { cursor node { id text } } pageInfo { endCursor hasNextPage } }\n  }\n}':
    types.CommentsPageDocument,
  'query CommentsCommentWall($id: ID!) { commentWall(id: $id) { comments(first: 100) { edges { node {\n        id text deleted edited score author { userName } replyCount\n        replies { nodes { text deleted edited parentId wallId author { userName } } pageInfo { hasNextPage } }\n      } } } } }':
    types.CommentsCommentWallDocument,
  'query CommentsCommentWall2($id: ID!, $after: String) { commentWall(id: $id) { comments(first: 100) { edges { node {\n      id replies(first: 2, after: $after) { edges { node { text } } pageInfo { endCursor hasNextPage } }\n    } } } } }':
    types.CommentsCommentWall2Document,
  'query CommentsComment($id: ID!, $after: String) { comment(id: $id) {\n      id text replyCount replies(first: 2, after: $after) { nodes { text parentId } pageInfo { endCursor hasNextPage } }\n    } }':
    types.CommentsCommentDocument,
  'query CommentsCommentWall3($id: ID!) { commentWall(id: $id) { comments { edges { node {\n      author { userName profilePicture } replyCount viewerVote replies(first: 3) { nodes { author { userName } } }\n    } } } } }':
    types.CommentsCommentWall3Document,
  'mutation EntriesLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }': types.EntriesLadderDocument,
  'mutation EntriesJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status invitedBy { id } } }': types.EntriesJoinDocument,
  'mutation EntriesInvite($l: ID!, $team: String!) { inviteTeamToLadder(leagueId: $l, team: $team) { status invitedBy { id } } }':
    types.EntriesInviteDocument,
  'mutation EntriesDecide($l: ID!, $t: ID!, $d: EntryDecision!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: $d) { status } }':
    types.EntriesDecideDocument,
  'mutation EntriesCancel($l: ID!, $t: ID!) { cancelLadderEntry(leagueId: $l, teamId: $t) { id viewerPendingEntries { teamId } viewerJoinableTeams { id } } }':
    types.EntriesCancelDocument,
  'query EntriesState($l: String!) { league(param: $l) { viewerPendingEntries { teamId status invitedBy { id } } viewerJoinableTeams { id } } }':
    types.EntriesStateDocument,
  'mutation EntriesTournament($i: CreateTournamentInput!) { createTournament(input: $i) { id } }': types.EntriesTournamentDocument,
  'mutation EntriesJoinTournament($id: ID!, $t: ID!) { joinTournament(tournamentId: $id, teamId: $t) { status } }':
    types.EntriesJoinTournamentDocument,
  'mutation EntriesDecideTournament($id: ID!, $t: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $t, decision: $d) { status } }':
    types.EntriesDecideTournamentDocument,
  'mutation EntriesCancelTournament($id: ID!, $t: ID!) { cancelTournamentEntry(tournamentId: $id, teamId: $t) { id viewerPendingEntries { teamId } viewerJoinableTeams { id } } }':
    types.EntriesCancelTournamentDocument,
  'mutation MatrixCreateLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }': types.MatrixCreateLadderDocument,
  'mutation MatrixToggleLadder($l: ID!) { toggleLadderStatus(leagueId: $l) { status } }': types.MatrixToggleLadderDocument,
  'mutation MatrixLadderSettings($l: ID!, $i: LadderSettingsInput!) { updateLadderSettings(leagueId: $l, input: $i) { maxTeams } }':
    types.MatrixLadderSettingsDocument,
  'mutation MatrixLadderMetrics($l: ID!, $m: [LadderMetricInput!]!) { updateLadderMetrics(leagueId: $l, metrics: $m) { id } }':
    types.MatrixLadderMetricsDocument,
  'mutation MatrixInviteTeam($l: ID!, $t: String!) { inviteTeamToLadder(leagueId: $l, team: $t) { status } }':
    types.MatrixInviteTeamDocument,
  'mutation MatrixApproveLadder($l: ID!, $t: ID!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: APPROVE) { status } }':
    types.MatrixApproveLadderDocument,
  'mutation MatrixDeclineLadder($l: ID!, $t: ID!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: DECLINE) { status } }':
    types.MatrixDeclineLadderDocument,
  'mutation MatrixKickLadder($l: ID!, $t: ID!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: KICK) { status } }':
    types.MatrixKickLadderDocument,
  'mutation MatrixJoinLadder($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }': types.MatrixJoinLadderDocument,
  'mutation MatrixSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at, rounds: 1) { id } }':
    types.MatrixScheduleDocument,
  'mutation MatrixReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }':
    types.MatrixReportDocument,
  'mutation MatrixFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }': types.MatrixFinalizeDocument,
  'mutation MatrixCreateTournament($i: CreateTournamentInput!) { createTournament(input: $i) { id } }':
    types.MatrixCreateTournamentDocument,
  'mutation MatrixCancelLadder($l: ID!, $t: ID!) { cancelLadderEntry(leagueId: $l, teamId: $t) { id } }': types.MatrixCancelLadderDocument,
  'mutation MatrixCancelTournament($id: ID!, $t: ID!) { cancelTournamentEntry(tournamentId: $id, teamId: $t) { id } }':
    types.MatrixCancelTournamentDocument,
  'mutation MatrixJoinTournament($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }':
    types.MatrixJoinTournamentDocument,
  'mutation MatrixApproveTournament($id: ID!, $team: ID!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: APPROVE) { status } }':
    types.MatrixApproveTournamentDocument,
  'mutation MatrixDeclineTournament($id: ID!, $team: ID!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: DECLINE) { status } }':
    types.MatrixDeclineTournamentDocument,
  'mutation MatrixKickTournament($id: ID!, $team: ID!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: KICK) { status } }':
    types.MatrixKickTournamentDocument,
  'mutation MatrixCheckIn($id: ID!, $team: ID!) { checkInTournament(tournamentId: $id, teamId: $team) { checkedInAt } }':
    types.MatrixCheckInDocument,
  'mutation MatrixPost($i: PostCommentInput!) { postComment(input: $i) { id } }': types.MatrixPostDocument,
  'mutation MatrixTournamentSettings($id: ID!) { updateTournamentSettings(tournamentId: $id, input: { ranked: false }) { id } }':
    types.MatrixTournamentSettingsDocument,
  'mutation MatrixSeed($id: ID!) { seedTournament(tournamentId: $id, method: JOIN_ORDER) { id } }': types.MatrixSeedDocument,
  'mutation MatrixSaveSeeding($id: ID!, $slots: [BracketSlotInput!]!) { saveTournamentSeeding(tournamentId: $id, slots: $slots) { id } }':
    types.MatrixSaveSeedingDocument,
  'mutation MatrixStart($id: ID!) { startTournament(tournamentId: $id) { status } }': types.MatrixStartDocument,
  'mutation MatrixPreviewFix($m: ID!, $s: [TeamScoreInput!]!) { previewResultCorrection(matchId: $m, scores: $s) { winnerChanges } }':
    types.MatrixPreviewFixDocument,
  'mutation MatrixFix($m: ID!, $s: [TeamScoreInput!]!) { correctMatchResult(matchId: $m, scores: $s) { id } }': types.MatrixFixDocument,
  '\n  query MatrixRights($o: String!) {\n    organizer(param: $o) {\n      viewerCanCreateCompetitions\n      viewerCanManageStaff\n      leagues { id viewerIsStaff viewerCanSchedule viewerCanReport viewerCanModerate viewerCanEditSettings viewerCanEditScoreSettings }\n      tournaments { id viewerIsStaff viewerCanSchedule viewerCanReport viewerCanModerate viewerCanEditSettings viewerCanManage }\n    }\n  }\n':
    types.MatrixRightsDocument,
  'mutation MatrixAssign($o: ID!, $u: ID!, $l: [ID!]!, $t: [ID!]) { setStaffAssignment(organizerId: $o, userId: $u, leagueIds: $l, tournamentIds: $t) { assignedLeagueIds assignedTournamentIds } }':
    types.MatrixAssignDocument,
  'mutation MatrixAssignLadders($o: ID!, $u: ID!, $l: [ID!]!) { setStaffAssignment(organizerId: $o, userId: $u, leagueIds: $l) { assignedLeagueIds assignedTournamentIds } }':
    types.MatrixAssignLaddersDocument,
  'mutation ExportsCreateCup($i: CreateTournamentInput!) { createTournament(input: $i) { id } }': types.ExportsCreateCupDocument,
  'mutation ExportsJoinCup($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }':
    types.ExportsJoinCupDocument,
  'mutation ExportsDecideCup($id: ID!, $team: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: $d) { seed } }':
    types.ExportsDecideCupDocument,
  'mutation ExportsStartCup($id: ID!) { startTournament(tournamentId: $id) { status } }': types.ExportsStartCupDocument,
  'mutation ExportsReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }':
    types.ExportsReportDocument,
  'mutation ExportsFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }': types.ExportsFinalizeDocument,
  '\n  query ExportsBracket($id: ID!) {\n    tournament(id: $id) {\n      status\n      winner { id }\n      bracket { nodes { id side status participant1Id participant2Id winnerTeamId match { id } } }\n    }\n  }\n':
    types.ExportsBracketDocument,
  'mutation ExportsCreateLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }': types.ExportsCreateLadderDocument,
  'mutation ExportsJoinLadder($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }': types.ExportsJoinLadderDocument,
  'mutation ExportsSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }':
    types.ExportsScheduleDocument,
  'mutation ExportsCorrectArchive($m: ID!, $s: [TeamScoreInput!]!) { correctMatchResult(matchId: $m, scores: $s) { id } }':
    types.ExportsCorrectArchiveDocument,
  'mutation ImportsCreateCup($i: CreateTournamentInput!) { createTournament(input: $i) { id } }': types.ImportsCreateCupDocument,
  'mutation ImportsJoinCup($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }':
    types.ImportsJoinCupDocument,
  '\n  mutation ImportsEntrants($id: ID!, $csv: String!, $dry: Boolean!) {\n    importTournamentEntrants(tournamentId: $id, csv: $csv, dryRun: $dry) { tournamentId dryRun written rows { row teamId teamName outcome problem } }\n  }\n':
    types.ImportsEntrantsDocument,
  'mutation FollowWritesFollow($type: FollowEntityType!, $id: ID!) { follow(entityType: $type, followedId: $id) { entityType followedId isFollowing followerCount } }':
    types.FollowWritesFollowDocument,
  'mutation FollowWritesUnfollow($type: FollowEntityType!, $id: ID!) { unfollow(entityType: $type, followedId: $id) { entityType followedId isFollowing followerCount } }':
    types.FollowWritesUnfollowDocument,
  'query FollowWritesStatus($type: FollowEntityType!, $id: ID!) { followStatus(entityType: $type, followedId: $id) { entityType followedId isFollowing followerCount } }':
    types.FollowWritesStatusDocument,
  'mutation FollowWritesSetTop($ids: [ID!]!) { setTopEntries(userIds: $ids) { position entityType entityId user { userName } } }':
    types.FollowWritesSetTopDocument,
  'query FollowWritesUser($u: String!, $t: String!, $o: String!, $l: String!) {\n      user(param: $u) { viewerIsFollowing followerCount }\n      team(param: $t) { viewerIsFollowing followerCount }\n      organizer(param: $o) { viewerIsFollowing followerCount }\n      league(param: $l) { viewerIsFollowing followerCount }\n    }':
    types.FollowWritesUserDocument,
  'query FollowWritesUser2 { user(param: "fan") { followedProfiles { entityType id name picture } people: followedProfiles(entityType: USER) { name } } }':
    types.FollowWritesUser2Document,
  'query FollowWritesUser3($p: String!) { user(param: $p) { followedProfiles { id name picture } } }': types.FollowWritesUser3Document,
  'query FollowWritesUser4 { user(param: "fan") { topEntries { position user { userName } } } }': types.FollowWritesUser4Document,
  'query FollowWritesUser5 { user(param: "ghostfan") { following { entityType } followedProfiles { id } } }':
    types.FollowWritesUser5Document,
  'query FollowsUser($param: String!) { user(param: $param) {\n        following { id entityType followedId isActive follower { userName } user { userName } team { name } organizer { name } }\n      } }':
    types.FollowsUserDocument,
  'query FollowsUser2 { user(param: "fan") { following(entityType: TEAM) { entityType team { name } } } }': types.FollowsUser2Document,
  'query FollowsUser3 { star: user(param: "star") { followerCount } fan: user(param: "fan") { followerCount } team(param: "night owls") { followerCount } }':
    types.FollowsUser3Document,
  'query FollowsUser4 { user(param: "fan") { topEntries { position entityType entityId user { userName profilePicture } team { name profilePicture } } } }':
    types.FollowsUser4Document,
  'query FollowsUser5 { user(param: "loner") { topEntries { position } following { id } profilePicture commentWall { id } } }':
    types.FollowsUser5Document,
  'query FollowsTeam($param: String!) { team(param: $param) { members { user {\n      followerCount\n      following { user { userName } team { name } organizer { name } }\n      topEntries { user { userName } }\n    } } } }':
    types.FollowsTeamDocument,
  'query FollowedEntryCount { leaderboard(kind: USER) { entryCount followedEntryCount } }': types.FollowedEntryCountDocument,
  'query LeaderboardsEntries($kind: LeaderboardKind, $first: Int, $after: String, $orderBy: LeaderboardOrder) {\n  leaderboards(kind: $kind, scope: GLOBAL, regionId: null) {\n    id title entries(first: $first, after: $after, orderBy: $orderBy) {\n      edges { cursor node { rank score wins losses user { userName } team { name } } }\n      pageInfo { endCursor hasNextPage }\n    }\n  }\n}':
    types.LeaderboardsEntriesDocument,
  'query LeaderboardsLeaderboards { leaderboards { title kind scope region { title } game { title } genre { title } } }':
    types.LeaderboardsLeaderboardsDocument,
  'query LeaderboardsLeaderboards2($gameId: ID) { leaderboards(kind: TEAM, gameId: $gameId) { id } }':
    types.LeaderboardsLeaderboards2Document,
  'query LeaderboardsLeaderboards3($r: ID) { leaderboards(regionId: $r) { title region { title } } }':
    types.LeaderboardsLeaderboards3Document,
  'query LeaderboardsLeaderboards4 { leaderboards(scope: LEAGUE) { title } }': types.LeaderboardsLeaderboards4Document,
  'query LeaderboardsLeaderboards5($g: ID) { leaderboards(gameId: $g) { id } }': types.LeaderboardsLeaderboards5Document,
  'query LeaderboardsLeaderboards6 { leaderboards { game { title } region { title } entries { edges { node { user { userName } team { name } } } } } }':
    types.LeaderboardsLeaderboards6Document,
  'query LeaderboardsLeaderboards7 { leaderboards(gameId: "valorant") { id } }': types.LeaderboardsLeaderboards7Document,
  'query LeaderboardsLeaderboards8($after: String) { leaderboards(kind: USER, scope: GLOBAL, regionId: null) { entries(after: $after, orderBy: WINS) { edges { cursor } } } }':
    types.LeaderboardsLeaderboards8Document,
  'query LeaderboardsTeamRating { leaderboards(kind: TEAM) { entries(orderBy: RATING) { edges { cursor } } } }':
    types.LeaderboardsTeamRatingDocument,
  'query LeaderboardsTeamRatingMine($id: ID) { leaderboard(kind: TEAM, gameId: $id) { id viewerEntry(orderBy: RATING) { rank } } }':
    types.LeaderboardsTeamRatingMineDocument,
  'query LeaderboardsLeaderboards9($id: ID) { leaderboards(gameId: $id) { entries(first: 1000) { edges { cursor } } } }':
    types.LeaderboardsLeaderboards9Document,
  'mutation LedgerCreate($i: CreateTournamentInput!) { createTournament(input: $i) { id ranked } }': types.LedgerCreateDocument,
  'mutation LedgerJoin($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }': types.LedgerJoinDocument,
  'mutation LedgerDecide($id: ID!, $team: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: $d) { status } }':
    types.LedgerDecideDocument,
  'mutation LedgerStart($id: ID!) { startTournament(tournamentId: $id) { status } }': types.LedgerStartDocument,
  'mutation LedgerSettings($id: ID!, $i: TournamentSettingsInput!) { updateTournamentSettings(tournamentId: $id, input: $i) { id ranked } }':
    types.LedgerSettingsDocument,
  'mutation LedgerReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }':
    types.LedgerReportDocument,
  'mutation LedgerFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }': types.LedgerFinalizeDocument,
  '\n  mutation LedgerPreviewFix($m: ID!, $s: [TeamScoreInput!]!) {\n    previewResultCorrection(matchId: $m, scores: $s) { winnerChanges changes { team { id } user { id } points wins ratingBefore ratingAfter } }\n  }\n':
    types.LedgerPreviewFixDocument,
  'mutation LedgerFix($m: ID!, $s: [TeamScoreInput!]!) { correctMatchResult(matchId: $m, scores: $s) { id } }': types.LedgerFixDocument,
  'mutation LedgerLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }': types.LedgerLadderDocument,
  'mutation LedgerLadderJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }': types.LedgerLadderJoinDocument,
  'mutation LedgerSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }':
    types.LedgerScheduleDocument,
  '\n  query LedgerNodes($id: ID!) {\n    tournament(id: $id) { status ranked bracket { nodes { id roundNumber status participant1Id participant2Id winnerTeamId match { id status } } } }\n  }\n':
    types.LedgerNodesDocument,
  'query CompetitionLeague($p: String!) { league(param: $p) { id name status compCatId isParent bio rules prize scoringRules\n      maxTeams teamCount startDate endDate game { title } platform { title } region { title } genre { title } organizerId organizer { id name } creatorId creator { userName } } }':
    types.CompetitionLeagueDocument,
  'query CompetitionLeague2($p: String!) { league(param: $p) { teamCount pending: participants(status: PENDING) { teamId team { id } status league { id } }\n      all: participants { teamId } } }':
    types.CompetitionLeague2Document,
  'query CompetitionParticipantsHead($a: String!, $b: String!, $first: Int) {\n      a: league(param: $a) { approved: participants(status: APPROVED, first: $first) { teamId team { id } } any: participants(first: 2) { teamId status } }\n      b: league(param: $b) { approved: participants(status: APPROVED, first: $first) { teamId } } }':
    types.CompetitionParticipantsHeadDocument,
  'query CompetitionLeague3($p: String!) { league(param: $p) { standings { rank teamId team { name } points wins losses draws } } }':
    types.CompetitionLeague3Document,
  'query CompetitionStandingsPage($p: String!, $first: Int, $after: String) { league(param: $p) {\n      standingsPage(first: $first, after: $after) { edges { cursor node { rank points tiebreak team { name } } } pageInfo { endCursor hasNextPage } } } }':
    types.CompetitionStandingsPageDocument,
  'query CompetitionStandingsWhole($p: String!) { league(param: $p) { standings { rank tiebreak team { name } } } }':
    types.CompetitionStandingsWholeDocument,
  'query CompetitionLeague4($p: String!, $after: String, $status: MatchStatus) { league(param: $p) {\n        matches(first: 2, after: $after, status: $status) { edges { cursor node { id status } } pageInfo { endCursor hasNextPage } } } }':
    types.CompetitionLeague4Document,
  'query CompetitionLeaguesFiltered($gameId: ID, $status: LeagueStatus, $first: Int, $after: String) {\n      leagues(gameId: $gameId, status: $status, first: $first, after: $after) { edges { node { name status } } pageInfo { hasNextPage endCursor } }\n    }':
    types.CompetitionLeaguesFilteredDocument,
  'query CompetitionLeague5($p: String!) { league(param: $p) { id name bio banner teamCount maxTeams scoringRules\n      game { title } platform { title } region { title } parentLeague { id } organizer { name }\n      standings { rank points team { id name } }\n      matches(first: 20) { edges { node { id status scheduledTime game { title }\n        participants { team { id name } totalPoints placement rounds { matchRound metrics roundPoints } } } } pageInfo { hasNextPage } } } }':
    types.CompetitionLeague5Document,
  'query CompetitionLeagues($g: ID!) { leagues(gameId: $g) { edges { node { id teamCount standings { rank team { name } }\n      matches(first: 2) { edges { node { id participants { teamId totalPoints } } } pageInfo { hasNextPage } } } } } }':
    types.CompetitionLeaguesDocument,
  'query CompetitionMatch($id: ID!) { match(id: $id) { id status rounds isScoreUpdated league { id name } tournament { id }\n      participants { teamId team { id } totalPoints placement rounds { matchRound metrics roundPoints } } } }':
    types.CompetitionMatchDocument,
  'query CompetitionTournament($id: ID!) { tournament(id: $id) { name size status bio banner profilePicture\n      organizer { id } approved: participants(status: APPROVED) { teamId seed status }\n      bracket { tournament { id } nodes { roundNumber groupNumber slotIndex status parentNodeId participant1Id participant2Id\n        participant1 { id } participant2 { id } winner { id } match { id tournament { name } } } } } }':
    types.CompetitionTournamentDocument,
  'query CompetitionLeague6 { league(param: "00000000-0000-4000-8000-000000000000") { id } }': types.CompetitionLeague6Document,
  'query CompetitionLeague7 { league(param: "No Such Ladder") { id } }': types.CompetitionLeague7Document,
  'query CompetitionLeague8 { league(param: "   ") { id } }': types.CompetitionLeague8Document,
  'query CompetitionMatch2 { match(id: "00000000-0000-4000-8000-000000000000") { id } }': types.CompetitionMatch2Document,
  'query CompetitionTournament2 { tournament(id: "00000000-0000-4000-8000-000000000000") { id } }': types.CompetitionTournament2Document,
  'query CompetitionMatch3 { match(id: "not-a-uuid") { id } }': types.CompetitionMatch3Document,
  'query CompetitionTournament3 { tournament(id: "42") { id } }': types.CompetitionTournament3Document,
  'query CompetitionLeagues2 { leagues(gameId: "nope") { edges { cursor } } }': types.CompetitionLeagues2Document,
  'query CompetitionLeagues3 { leagues(first: 0) { edges { cursor } } }': types.CompetitionLeagues3Document,
  'query CompetitionLeagues4 { leagues(after: "garbage") { edges { cursor } } }': types.CompetitionLeagues4Document,
  'query CompetitionLeague9($p: String!, $a: String) { league(param: $p) { matches(after: $a) { edges { cursor } } } }':
    types.CompetitionLeague9Document,
  'query CompetitionLeague10($p: String!) { league(param: $p) { matches(first: 101) { edges { cursor } } } }':
    types.CompetitionLeague10Document,
  'mutation LadderCreate($i: CreateLadderInput!) { createLadder(input: $i) { id name status maxTeams openEntry winPoints drawPoints lossPoints metrics { name type weight active } } }':
    types.LadderCreateDocument,
  'mutation LadderJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status team { id } } }': types.LadderJoinDocument,
  'mutation LadderDecide($l: ID!, $t: ID!, $d: EntryDecision!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: $d) { status } }':
    types.LadderDecideDocument,
  'mutation LadderSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id status rounds participants { teamId } } }':
    types.LadderScheduleDocument,
  'mutation LadderReport($m: ID!, $s: [TeamScoreInput!]!, $k: String) { reportMatchScores(matchId: $m, scores: $s, idempotencyKey: $k) { status isScoreUpdated participants { teamId totalPoints rounds { matchRound roundPoints metrics } } } }':
    types.LadderReportDocument,
  'mutation LadderFinalize($m: ID!) { finalizeMatch(matchId: $m) { status winner { id } participants { teamId placement } } }':
    types.LadderFinalizeDocument,
  'query LadderJoinState($l: String!) { league(param: $l) { viewerJoinState viewerJoinableTeams { id } viewerIsStaff viewerCanManage viewerCanModerate teamCount } }':
    types.LadderJoinStateDocument,
  'mutation LadderMetrics($l: ID!, $m: [LadderMetricInput!]!) { updateLadderMetrics(leagueId: $l, metrics: $m) { metrics { name weight active } } }':
    types.LadderMetricsDocument,
  'mutation LadderToggle($l: ID!) { toggleLadderStatus(leagueId: $l) { status } }': types.LadderToggleDocument,
  'mutation LadderInviteTeam($l: ID!, $t: String!) { inviteTeamToLadder(leagueId: $l, team: $t) { status invitedBy { id } } }':
    types.LadderInviteTeamDocument,
  'mutation LadderMetricsId($l: ID!, $m: [LadderMetricInput!]!) { updateLadderMetrics(leagueId: $l, metrics: $m) { id } }':
    types.LadderMetricsIdDocument,
  'query LadderLeaguePage($l: String!) { league(param: $l) {\n    id name teamCount maxTeams viewerJoinState\n    standings { rank played points wins losses draws tiebreak team { id name profilePicture } }\n    participants { status team { id name } }\n    matches(first: 20) { edges { node { id status scheduledTime participants { totalPoints team { id name profilePicture } } } } pageInfo { hasNextPage } }\n  } }':
    types.LadderLeaguePageDocument,
  'mutation PendingCountCreate($i: CreateLadderInput!) { createLadder(input: $i) { id } }': types.PendingCountCreateDocument,
  'mutation PendingCountJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }': types.PendingCountJoinDocument,
  'mutation PendingCountDecide($l: ID!, $t: ID!, $d: EntryDecision!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: $d) { status league { pendingTeamCount } } }':
    types.PendingCountDecideDocument,
  'query PendingCountOf($l: String!) { league(param: $l) { teamCount pendingTeamCount } }': types.PendingCountOfDocument,
  'mutation ScoreInputCreate($i: CreateLadderInput!) { createLadder(input: $i) { id } }': types.ScoreInputCreateDocument,
  'mutation ScoreInputJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }': types.ScoreInputJoinDocument,
  'mutation ScoreInputSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }':
    types.ScoreInputScheduleDocument,
  'mutation ScoreInputMetrics($l: ID!, $m: [LadderMetricInput!]!) { updateLadderMetrics(leagueId: $l, metrics: $m) { metrics { name weight active text } } }':
    types.ScoreInputMetricsDocument,
  'mutation ScoreInputReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { isScoreUpdated } }':
    types.ScoreInputReportDocument,
  'mutation ReportsLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }': types.ReportsLadderDocument,
  'mutation ReportsSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }':
    types.ReportsScheduleDocument,
  'mutation ReportsMode($l: ID!, $m: ReportingMode!, $h: Int) { updateLeagueReportingMode(leagueId: $l, reportingMode: $m, confirmWindowHours: $h) { id reportingMode confirmWindowHours } }':
    types.ReportsModeDocument,
  '\n  mutation ReportsReport($m: ID!, $t: ID!, $s: [TeamScoreInput!]!) {\n    reportMatchResult(matchId: $m, teamId: $t, scores: $s) { status statusText awaitingTeam { id } confirmDeadline reports { teamId scores { teamId totalPoints } } viewerCanReport }\n  }\n':
    types.ReportsReportDocument,
  '\n  query ReportsRead($m: ID!) {\n    match(id: $m) {\n      status\n      reportStatus\n      reports {\n        status\n        statusText\n        reportingMode\n        viewerTeamId\n        viewerCanReport\n        viewerCanResolve\n        viewerCanPostToDispute\n        reports { teamId reportedById }\n        dispute {\n          id\n          waitingSeconds\n          evidence { text link imageUrl teamId authorId }\n          thread { text teamId }\n          resolution { resolvedById chosenTeamId reason }\n        }\n      }\n    }\n  }\n':
    types.ReportsReadDocument,
  'mutation ReportsEvidence($m: ID!, $l: String!, $x: String!) { addDisputeEvidence(matchId: $m, link: $l, text: $x) { status } }':
    types.ReportsEvidenceDocument,
  'mutation ReportsMessage($m: ID!, $x: String!) { postDisputeMessage(matchId: $m, text: $x) { status } }': types.ReportsMessageDocument,
  '\n  mutation ReportsResolve($m: ID!, $c: ID, $s: [TeamScoreInput!], $r: String!) {\n    resolveDispute(matchId: $m, chosenTeamId: $c, scores: $s, reason: $r) { status dispute { resolution { resolvedById chosenTeamId reason } } }\n  }\n':
    types.ReportsResolveDocument,
  'query ReportsQueue($o: ID!) { organizerDisputes(organizerId: $o) { matchId waitingSeconds match { id } } }': types.ReportsQueueDocument,
  'mutation ReportsFinalizeAgain($m: ID!) { finalizeMatch(matchId: $m) { status } }': types.ReportsFinalizeAgainDocument,
  'mutation ReportsTourney($i: CreateTournamentInput!) { createTournament(input: $i) { id reportingMode confirmWindowHours } }':
    types.ReportsTourneyDocument,
  'mutation ReportsTourneyMode($t: ID!, $m: ReportingMode!, $h: Int) { updateTournamentReportingMode(tournamentId: $t, reportingMode: $m, confirmWindowHours: $h) { id reportingMode confirmWindowHours } }':
    types.ReportsTourneyModeDocument,
  '\n    query ReportsPage($l: String!) {\n      league(param: $l) { reportingMode confirmWindowHours matches(first: 20) { edges { node { id reportStatus reports { status statusText awaitingTeam { name } viewerCanReport viewerTeamId } } } } }\n    }\n  ':
    types.ReportsPageDocument,
  'mutation ReportsStaffScores($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }':
    types.ReportsStaffScoresDocument,
  'mutation ReportsStaffFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }': types.ReportsStaffFinalizeDocument,
  'mutation ReportsCup($i: CreateTournamentInput!) { createTournament(input: $i) { id } }': types.ReportsCupDocument,
  'mutation ReportsCupStart($id: ID!) { startTournament(tournamentId: $id) { status } }': types.ReportsCupStartDocument,
  'mutation SidesCreate($i: CreateLadderInput!) { createLadder(input: $i) { id } }': types.SidesCreateDocument,
  'mutation SidesJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }': types.SidesJoinDocument,
  'mutation SidesSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id participants { teamId } } }':
    types.SidesScheduleDocument,
  'mutation SidesReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { participants { teamId totalPoints } } }':
    types.SidesReportDocument,
  'mutation SidesFinalize($m: ID!) { finalizeMatch(matchId: $m) { participants { teamId placement } } }': types.SidesFinalizeDocument,
  'query SidesMatch($id: ID!) { match(id: $id) { participants { teamId totalPoints } } }': types.SidesMatchDocument,
  'query SidesScheduleRead($l: String!) { league(param: $l) { matches { edges { node { id participants { teamId } } } } } }':
    types.SidesScheduleReadDocument,
  'mutation SchedulingLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }': types.SchedulingLadderDocument,
  'mutation SchedulingJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }': types.SchedulingJoinDocument,
  'mutation SchedulingSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id scheduledTime } }':
    types.SchedulingScheduleDocument,
  'mutation SchedulingReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }':
    types.SchedulingReportDocument,
  'mutation SchedulingFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }': types.SchedulingFinalizeDocument,
  'mutation SchedulingLeave($t: ID!) { leaveTeam(teamId: $t) { status } }': types.SchedulingLeaveDocument,
  'mutation SchedulingKick($t: ID!, $u: ID!) { removeTeamMember(teamId: $t, userId: $u) { status } }': types.SchedulingKickDocument,
  'mutation SchedulingTournament($i: CreateTournamentInput!) { createTournament(input: $i) { id startTime } }':
    types.SchedulingTournamentDocument,
  'subscription MessagesLiveEvents {\n  messageEvents {\n    kind\n    unreadTotal\n    readerId\n    conversation { id kind unreadCount }\n    message { id text state moderationReason mine author { userName } }\n  }\n}':
    types.MessagesLiveEventsDocument,
  'mutation MessagesSend($input: SendMessageInput!) { sendMessage(input: $input) { id text state moderationReason conversationId } }':
    types.MessagesSendDocument,
  'mutation MessagesOpen($input: ConversationTargetInput!) { openConversation(input: $input) { id kind } }': types.MessagesOpenDocument,
  'mutation MessagesMute($id: ID!, $muted: Boolean!) { muteConversation(conversationId: $id, muted: $muted) { id muted } }':
    types.MessagesMuteDocument,
  'mutation MessagesRead($id: ID!) { markConversationRead(conversationId: $id) { id unreadCount } }': types.MessagesReadDocument,
  'query MessagesUnread { unreadMessageCount }': types.MessagesUnreadDocument,
  'query MessagesConversation($id: ID!, $first: Int, $before: String) {\n  conversation(id: $id) {\n    id kind unreadCount muted\n    members { user { userName } lastReadAt }\n    messages(first: $first, before: $before) { hasOlder olderCursor messages { id text state moderationReason } }\n  }\n}':
    types.MessagesConversationDocument,
  'query MessagesList {\n  conversations {\n    id kind unreadCount muted viewerHasBlocked lastMessageAt\n    otherUser { id userName }\n    team { id name }\n    match { id }\n    lastMessage { id text mine author { userName } }\n  }\n}':
    types.MessagesListDocument,
  'query MessagesMatchAccess($id: ID!) { match(id: $id) { id viewerCanMessage } }': types.MessagesMatchAccessDocument,
  'query NotificationsList($u: String!) { user(param: $u) {\n  unreadNotificationCount\n  notifications(first: 10) { edges { node { id kind actionable readAt team { id } organizer { id } actor { userName } } } pageInfo { hasNextPage } }\n} }':
    types.NotificationsListDocument,
  'mutation NotificationsInvite($t: ID!, $u: String!) { inviteToTeam(teamId: $t, userName: $u) { status } }':
    types.NotificationsInviteDocument,
  'mutation NotificationsRespondToTeamInvitation($t: ID!) { respondToTeamInvitation(teamId: $t, accept: true) { status } }':
    types.NotificationsRespondToTeamInvitationDocument,
  'mutation NotificationsMarkNotificationsRead($ids: [ID!]) { markNotificationsRead(ids: $ids) }':
    types.NotificationsMarkNotificationsReadDocument,
  'mutation NotificationsMarkNotificationsRead2 { markNotificationsRead(ids: ["nope"]) }':
    types.NotificationsMarkNotificationsRead2Document,
  'mutation NotificationsMarkNotificationsRead3 { markNotificationsRead }': types.NotificationsMarkNotificationsRead3Document,
  'mutation LeagueManagerInvite($o: ID!, $u: String!, $r: StaffRole) { inviteStaff(organizerId: $o, userName: $u, role: $r) { role status } }':
    types.LeagueManagerInviteDocument,
  'mutation LeagueManagerRespond($o: ID!, $a: Boolean!) { respondToStaffInvitation(organizerId: $o, accept: $a) { status } }':
    types.LeagueManagerRespondDocument,
  'mutation LeagueManagerPromote($o: ID!, $u: ID!) { promoteStaff(organizerId: $o, userId: $u) { role } }':
    types.LeagueManagerPromoteDocument,
  'mutation LeagueManagerDemote($o: ID!, $u: ID!) { demoteStaff(organizerId: $o, userId: $u) { role } }': types.LeagueManagerDemoteDocument,
  'mutation LeagueManagerRemove($o: ID!, $u: ID!) { removeStaff(organizerId: $o, userId: $u) { status } }':
    types.LeagueManagerRemoveDocument,
  'mutation LeagueManagerLeave($o: ID!) { leaveStaff(organizerId: $o) { status } }': types.LeagueManagerLeaveDocument,
  'mutation LeagueManagerAssign($o: ID!, $u: ID!, $l: [ID!]!) { setStaffAssignment(organizerId: $o, userId: $u, leagueIds: $l) { assignedLeagueIds } }':
    types.LeagueManagerAssignDocument,
  'mutation LeagueManagerCreateOrganizer($n: String!) { createOrganizer(name: $n) { name owner { id } staff { role status user { id } } announcementWall { id } viewerStaff { role } } }':
    types.LeagueManagerCreateOrganizerDocument,
  'mutation LeagueManagerCreateOrganizer2 { createOrganizer(name: "rest ORG") { id } }': types.LeagueManagerCreateOrganizer2Document,
  'mutation LeagueManagerCreateOrganizer3 { createOrganizer(name: "!!!") { id } }': types.LeagueManagerCreateOrganizer3Document,
  'mutation LeagueManagerPostComment($i: PostCommentInput!) { postComment(input: $i) { id } }': types.LeagueManagerPostCommentDocument,
  'query OrganizersOrganizer2($param: String!) {\n  organizer(param: $param) {\n    id name bio profilePicture banner videoUrl\n    owner { userName }\n    announcementWall { ownerType ownerId }\n    staff { role status assignedLeagueIds user { userName } organizer { name } }\n  }\n}':
    types.OrganizersOrganizer2Document,
  'query OrganizersOrganizer($param: String!) { organizer(param: $param) { id name } }': types.OrganizersOrganizerDocument,
  'query OrganizersOrganizer3($param: String!) { organizer(param: $param) { id } }': types.OrganizersOrganizer3Document,
  'query OrganizersOrganizer4 { organizer(param: " ") { id } }': types.OrganizersOrganizer4Document,
  'mutation PageKindsUpdateTournament($id: ID!, $input: UpdatePageProfileInput!) {\n  updateTournamentProfile(tournamentId: $id, input: $input) { id bio videoUrl viewerCanEdit }\n}':
    types.PageKindsUpdateTournamentDocument,
  'mutation PageKindsUpdateMatch($id: ID!, $input: UpdateMatchPageInput!) {\n  updateMatchPage(matchId: $id, input: $input) { id videoUrl viewerCanEdit }\n}':
    types.PageKindsUpdateMatchDocument,
  'query PageKindsTournament($id: ID!) { tournament(id: $id) { bio videoUrl viewerCanEdit } }': types.PageKindsTournamentDocument,
  'mutation ProfileEditingUpdateUser($id: ID!, $input: UpdateUserProfileInput!) {\n  updateUserProfile(userId: $id, input: $input) { id displayName bio videoUrl viewerCanEdit }\n}':
    types.ProfileEditingUpdateUserDocument,
  'mutation ProfileEditingUpdateTeam($id: ID!, $input: UpdatePageProfileInput!) {\n  updateTeamProfile(teamId: $id, input: $input) { id bio videoUrl viewerCanEdit }\n}':
    types.ProfileEditingUpdateTeamDocument,
  'mutation ProfileEditingUpdateOrganizer($id: ID!, $input: UpdatePageProfileInput!) {\n  updateOrganizerProfile(organizerId: $id, input: $input) { id bio videoUrl viewerCanEdit }\n}':
    types.ProfileEditingUpdateOrganizerDocument,
  'mutation ProfileEditingUpdateLeague($id: ID!, $input: UpdateLeagueProfileInput!) {\n  updateLeagueProfile(leagueId: $id, input: $input) { id bio videoUrl rules prize settings viewerCanEdit }\n}':
    types.ProfileEditingUpdateLeagueDocument,
  'query ProfileEditingMatch($id: ID!) { match(id: $id) { videoUrl } }': types.ProfileEditingMatchDocument,
  'query ProfileEditingUser($u: String!, $t: String!, $o: String!, $l: String!) {\n      user(param: $u) { viewerCanEdit } team(param: $t) { viewerCanEdit }\n      organizer(param: $o) { viewerCanEdit } league(param: $l) { viewerCanEdit }\n    }':
    types.ProfileEditingUserDocument,
  'query ProfileEditingViewer { viewer { id userName } }': types.ProfileEditingViewerDocument,
  'query ProfileEditingViewer2 { viewer { id userName } }': types.ProfileEditingViewer2Document,
  'query PublicPagesTeam($p: String!) { team(param: $p) { recentMatches(first: 3) { id } } }': types.PublicPagesTeamDocument,
  'query PublicPagesUserPage($p: String!) { user(param: $p) {\n    id userName displayName bio score profilePicture banner videoUrl viewerCanEdit viewerIsFollowing followerCount\n    commentWall { id }\n    topEntries { position user { userName profilePicture } }\n    teams { id name profilePicture }\n    followedProfiles { entityType id name picture }\n  } }':
    types.PublicPagesUserPageDocument,
  'query PublicPagesTeamPage($p: String!) { team(param: $p) {\n    id name bio profilePicture banner videoUrl viewerCanEdit viewerIsFollowing followerCount\n    game { title } region { title } commentWall { id }\n    members { role user { userName profilePicture } }\n    recentMatches { id status scheduledTime participants { totalPoints team { name profilePicture } } }\n  } }':
    types.PublicPagesTeamPageDocument,
  'query PublicPagesOrganizerPage($p: String!) { organizer(param: $p) {\n    id name bio profilePicture banner videoUrl viewerCanEdit viewerIsFollowing followerCount\n    announcementWall { id }\n    leagues { id name banner startDate endDate teamCount followerCount viewerIsFollowing viewerCanEdit game { title image } platform { picture } region { title } }\n  } }':
    types.PublicPagesOrganizerPageDocument,
  'query UploadsUser { user(param: "alice") { profilePicture banner } }': types.UploadsUserDocument,
  'query UploadsLeague($id: String!) { league(param: $id) { profilePicture banner } }': types.UploadsLeagueDocument,
  'query UploadsMatch($id: ID!) { match(id: $id) { banner } }': types.UploadsMatchDocument,
  'mutation RescheduleLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }': types.RescheduleLadderDocument,
  'mutation RescheduleJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }': types.RescheduleJoinDocument,
  'mutation RescheduleSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }':
    types.RescheduleScheduleDocument,
  'mutation RescheduleProposeTimes($m: ID!, $times: [DateTime!]!) { proposeReschedule(matchId: $m, times: $times) { id status times teamId expiresAt viewerCanAnswer } }':
    types.RescheduleProposeTimesDocument,
  'mutation RescheduleAnswer($p: ID!, $at: DateTime, $decline: Boolean) { answerReschedule(proposalId: $p, acceptedTime: $at, decline: $decline) { id status acceptedTime answeredBy { id } } }':
    types.RescheduleAnswerDocument,
  'mutation RescheduleMove($m: ID!, $at: DateTime!) { moveMatch(matchId: $m, scheduledTime: $at) { id scheduledTime } }':
    types.RescheduleMoveDocument,
  'query RescheduleMatch($m: ID!) { match(id: $m) { scheduledTime viewerCanProposeReschedule rescheduleProposals { id status times viewerCanAnswer team { id } proposedBy { id } } } }':
    types.RescheduleMatchDocument,
  'query RescheduleAvailability($t: ID!) { teamAvailability(teamId: $t) { teamId timeZone windows { weekday start end } viewerCanEdit } }':
    types.RescheduleAvailabilityDocument,
  'mutation RescheduleUpdateAvailability($t: ID!, $z: String!, $w: [AvailabilityWindowInput!]!) { updateTeamAvailability(teamId: $t, timeZone: $z, windows: $w) { timeZone windows { weekday start end } } }':
    types.RescheduleUpdateAvailabilityDocument,
  'query RescheduleSuggest($l: ID!, $a: ID!, $b: ID!, $n: Int) { suggestMatchTimes(leagueId: $l, teamA: $a, teamB: $b, first: $n) }':
    types.RescheduleSuggestDocument,
  'query SearchSearch($text: String!, $first: Int) { search(text: $text, first: $first) { kind entityType id name picture path } }':
    types.SearchSearchDocument,
  'query SeedUser { user(param: "demo") { id userName } }': types.SeedUserDocument,
  'query SeedConversations { unreadMessageCount conversations { id kind unreadCount lastMessage { id text } } }':
    types.SeedConversationsDocument,
  'mutation TeamManagerInvite($t: ID!, $u: String!) { inviteToTeam(teamId: $t, userName: $u) { role status } }':
    types.TeamManagerInviteDocument,
  'mutation TeamManagerRespond($t: ID!, $a: Boolean!) { respondToTeamInvitation(teamId: $t, accept: $a) { status } }':
    types.TeamManagerRespondDocument,
  'mutation TeamManagerPromote($t: ID!, $u: ID!) { promoteTeamMember(teamId: $t, userId: $u) { role } }': types.TeamManagerPromoteDocument,
  'mutation TeamManagerDemote($t: ID!, $u: ID!) { demoteTeamMember(teamId: $t, userId: $u) { role } }': types.TeamManagerDemoteDocument,
  'mutation TeamManagerRemove($t: ID!, $u: ID!) { removeTeamMember(teamId: $t, userId: $u) { status } }': types.TeamManagerRemoveDocument,
  'mutation TeamManagerLeave($t: ID!) { leaveTeam(teamId: $t) { status } }': types.TeamManagerLeaveDocument,
  'mutation TeamManagerTransfer($t: ID!, $u: ID!) { transferTeamLeadership(teamId: $t, userId: $u) { id leader { id } } }':
    types.TeamManagerTransferDocument,
  'mutation TeamManagerCreateTeam($i: CreateTeamInput!) { createTeam(input: $i) { name game { id } region { id } leader { id } commentWall { id } members { role } } }':
    types.TeamManagerCreateTeamDocument,
  'mutation TeamManagerCreateTeam2($i: CreateTeamInput!) { createTeam(input: $i) { id } }': types.TeamManagerCreateTeam2Document,
  'query TeamsTeamPage($param: String!) {\n  team(param: $param) {\n    id name bio profilePicture banner videoUrl\n    game { title } region { title }\n    commentWall { id ownerType }\n    leader { userName }\n    createdBy { userName }\n    members { id role status user { userName profilePicture } }\n  }\n}':
    types.TeamsTeamPageDocument,
  'query TeamsTeam($param: String!) { team(param: $param) { id name } }': types.TeamsTeamDocument,
  'query TeamsTeamWithWall($param: String!, $first: Int) {\n    team(param: $param) { id members { role user { userName } } commentWall { ...TeamsWallPage } }\n  }\n  fragment TeamsWallPage on CommentWall {\n    id\n    comments(first: $first) { edges { cursor node { id text author { userName profilePicture } } } pageInfo { hasNextPage endCursor } }\n  }':
    types.TeamsTeamWithWallDocument,
  'query TeamsWallAlone($id: ID!, $first: Int, $after: String) {\n    commentWall(id: $id) {\n      id\n      comments(first: $first, after: $after) { edges { cursor node { id text author { userName profilePicture } } } pageInfo { hasNextPage endCursor } }\n    }\n  }':
    types.TeamsWallAloneDocument,
  'query TeamsTeam2($param: String!) { team(param: $param) { id } }': types.TeamsTeam2Document,
  'query TeamsTeam3 { team(param: "") { id } }': types.TeamsTeam3Document,
  'mutation StagesStart($id: ID!) { startTournament(tournamentId: $id) { status } }': types.StagesStartDocument,
  'mutation StagesReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }':
    types.StagesReportDocument,
  'mutation StagesFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }': types.StagesFinalizeDocument,
  'mutation StagesAdvance($id: ID!) { advanceStage(tournamentId: $id) { id status } }': types.StagesAdvanceDocument,
  '\n  query StagesPreview($id: ID!) {\n    previewNextStage(tournamentId: $id) {\n      currentComplete\n      current { stageNumber }\n      next { stageNumber kind }\n      entrants { id }\n      undecidedTies { groupNumber teams { id } }\n      nodes { roundNumber slotIndex side participant1Id participant2Id }\n    }\n  }\n':
    types.StagesPreviewDocument,
  '\n  mutation StagesPreviewFix($m: ID!, $s: [TeamScoreInput!]!) {\n    previewResultCorrection(matchId: $m, scores: $s) { winnerChanges laterStagesStarted laterStageResets { id participant1Id participant2Id status } }\n  }\n':
    types.StagesPreviewFixDocument,
  '\n  mutation StagesFix($m: ID!, $s: [TeamScoreInput!]!, $confirm: Boolean) {\n    correctMatchResult(matchId: $m, scores: $s, confirmLaterStages: $confirm) { id resetNodeIds }\n  }\n':
    types.StagesFixDocument,
  '\n  query StagesOfTournament($id: ID!) {\n    tournament(id: $id) {\n      id status winner { id }\n      bracket { nodes { id } }\n      stages {\n        stageNumber kind status advance seeding tiebreakers\n        entrants { id }\n        standings { rank groupNumber team { id name } points wins losses draws differential buchholz explanation unresolvedWith { id } }\n        nodes { id side roundNumber groupNumber slotIndex status participant1Id participant2Id winnerTeamId match { id status } }\n      }\n    }\n  }\n':
    types.StagesOfTournamentDocument,
  '\n  query TourneyList($gameId: ID, $status: TournamentStatus, $first: Int) {\n    tournaments(gameId: $gameId, status: $status, first: $first) {\n      name\n      status\n      banner\n      game { title }\n      organizer { name }\n    }\n  }\n':
    types.TourneyListDocument,
  'mutation TourneyCreate($i: CreateTournamentInput!) { createTournament(input: $i) { id name format size status checkInMinutes matchRounds thirdPlaceMatch viewerCanManage } }':
    types.TourneyCreateDocument,
  'mutation TourneyJoin($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }': types.TourneyJoinDocument,
  'mutation TourneyDecide($id: ID!, $team: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: $d) { status seed } }':
    types.TourneyDecideDocument,
  'mutation TourneyStart($id: ID!) { startTournament(tournamentId: $id) { status } }': types.TourneyStartDocument,
  'mutation TourneySeed($id: ID!, $m: SeedingMethod!) { seedTournament(tournamentId: $id, method: $m) { id } }': types.TourneySeedDocument,
  'mutation TourneySaveSeeding($id: ID!, $slots: [BracketSlotInput!]!) { saveTournamentSeeding(tournamentId: $id, slots: $slots) { id } }':
    types.TourneySaveSeedingDocument,
  'mutation TourneyCheckIn($id: ID!, $team: ID!) { checkInTournament(tournamentId: $id, teamId: $team) { checkedInAt } }':
    types.TourneyCheckInDocument,
  'mutation TourneyReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }':
    types.TourneyReportDocument,
  'mutation TourneyFinalize($m: ID!) { finalizeMatch(matchId: $m) { status winner { id } } }': types.TourneyFinalizeDocument,
  'mutation TourneyPreviewFix($m: ID!, $s: [TeamScoreInput!]!) { previewResultCorrection(matchId: $m, scores: $s) { winnerChanges winner { id } resetNodes { id roundNumber } } }':
    types.TourneyPreviewFixDocument,
  'mutation TourneyFix($m: ID!, $s: [TeamScoreInput!]!) { correctMatchResult(matchId: $m, scores: $s) { id correctedBy { id } before { teamId points placement } after { teamId points placement } resetNodeIds match { id status } } }':
    types.TourneyFixDocument,
  '\n  query TourneyPage($id: ID!) {\n    tournament(id: $id) {\n      id status viewerJoinState viewerCanManage checkInOpen winner { id }\n      participants { teamId status seed }\n      corrections { id }\n      bracket {\n        isPreview\n        nodes { id parentNodeId loserParentNodeId side roundNumber groupNumber slotIndex status participant1Id participant2Id winnerTeamId participant1Score participant2Score match { id status viewerCanReport } }\n      }\n    }\n  }\n':
    types.TourneyPageDocument,
  'mutation TourneyFollow($id: ID!) { follow(entityType: TOURNAMENT, followedId: $id) { isFollowing followerCount } }':
    types.TourneyFollowDocument,
  'query TourneyFollowState($id: ID!) { tournament(id: $id) { viewerIsFollowing followerCount } }': types.TourneyFollowStateDocument,
  'query UsersUser($param: String!) {\n  user(param: $param) {\n    id userName displayName bio score profilePicture banner videoUrl commentWall { id ownerType ownerId }\n    teams { name }\n    teamMemberships { role status team { name } }\n    organizations { role status organizer { name } }\n  }\n}':
    types.UsersUserDocument,
  'query UsersUser2($param: String!) { user(param: $param) { id } }': types.UsersUser2Document,
  'query UsersUser3($param: String!) { user(param: $param) { id } }': types.UsersUser3Document,
  'query UsersUser4 { user(param: "   ") { id } }': types.UsersUser4Document,
  'query UsersUser5($param: String!) { user(param: $param) { invitations { id } } }': types.UsersUser5Document,
  'mutation HooksCreateLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }': types.HooksCreateLadderDocument,
  'mutation HooksJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }': types.HooksJoinDocument,
  'mutation HooksSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }':
    types.HooksScheduleDocument,
  'mutation HooksReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { id } }': types.HooksReportDocument,
  'mutation HooksFinalize($m: ID!) { finalizeMatch(matchId: $m) { id } }': types.HooksFinalizeDocument,
  'mutation HooksPost($i: PostCommentInput!) { postComment(input: $i) { id } }': types.HooksPostDocument,
  'mutation HooksCreateWebhook($i: CreateWebhookInput!) { createWebhook(input: $i) { secret webhook { id url events enabled description } } }':
    types.HooksCreateWebhookDocument,
  'mutation HooksRotate($id: ID!) { rotateWebhookSecret(webhookId: $id) { secret webhook { id previousSecretExpiresAt } } }':
    types.HooksRotateDocument,
  'query HooksList($id: String!) { organizer(param: $id) { webhooks { id url events enabled } } }': types.HooksListDocument,
  'query HooksDeliveries($id: ID!) { webhookDeliveries(webhookId: $id) { id eventType status attempts responseStatus latencyMs } }':
    types.HooksDeliveriesDocument,
  'query HooksCatalogue { webhookEventTypes }': types.HooksCatalogueDocument,
  'mutation HooksCreateCup($i: CreateTournamentInput!) { createTournament(input: $i) { id } }': types.HooksCreateCupDocument,
  'mutation HooksJoinCup($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }': types.HooksJoinCupDocument,
  'mutation HooksDecideCup($id: ID!, $team: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: $d) { status } }':
    types.HooksDecideCupDocument,
  'mutation HooksStartCup($id: ID!) { startTournament(tournamentId: $id) { status } }': types.HooksStartCupDocument,
  'query HooksCupMatch($id: ID!) { tournament(id: $id) { bracket { nodes { status participant1Id participant2Id match { id } } } } }':
    types.HooksCupMatchDocument,
  'mutation HooksMode($l: ID!, $m: ReportingMode!) { updateLeagueReportingMode(leagueId: $l, reportingMode: $m) { id } }':
    types.HooksModeDocument,
  'mutation HooksTeamReport($m: ID!, $t: ID!, $s: [TeamScoreInput!]!) { reportMatchResult(matchId: $m, teamId: $t, scores: $s) { status } }':
    types.HooksTeamReportDocument,
  'mutation HooksResolve($m: ID!, $c: ID, $r: String!) { resolveDispute(matchId: $m, chosenTeamId: $c, reason: $r) { status } }':
    types.HooksResolveDocument,
  'query HooksNotifications($u: String!) { user(param: $u) { notifications(first: 10) { edges { node { kind organizer { id } } } } } }':
    types.HooksNotificationsDocument,
  'subscription CommentsWallEvents($wallId: ID!) {\n  commentWallEvents(wallId: $wallId) {\n    kind\n    comment { id wallId parentId text edited deleted score viewerVote author { id userName } }\n  }\n}':
    types.CommentsWallEventsDocument,
  'mutation GraphqlWsPing { ping }': types.GraphqlWsPingDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ApiTokensCreate($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        name\n        prefix\n        scopes\n        expiresAt\n        lastUsedAt\n        expired\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ApiTokensCreate($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        name\n        prefix\n        scopes\n        expiresAt\n        lastUsedAt\n        expired\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ApiTokensMine {\n    myApiTokens {\n      id\n      name\n      prefix\n      scopes\n      lastUsedAt\n    }\n  }\n',
): (typeof documents)['\n  query ApiTokensMine {\n    myApiTokens {\n      id\n      name\n      prefix\n      scopes\n      lastUsedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ApiTokensRevoke($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation ApiTokensRevoke($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: 'query AuthApiTypename { __typename }'): (typeof documents)['query AuthApiTypename { __typename }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LeagueManagerTransfer($o: ID!, $u: ID!) { transferOrganizerOwnership(organizerId: $o, userId: $u) { id owner { id } } }',
): (typeof documents)['mutation LeagueManagerTransfer($o: ID!, $u: ID!) { transferOrganizerOwnership(organizerId: $o, userId: $u) { id owner { id } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CatalogGames { games { id title image genre { title } metrics { name type active } } }',
): (typeof documents)['query CatalogGames { games { id title image genre { title } metrics { name type active } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CatalogGame($id: ID!) { game(id: $id) { id } }',
): (typeof documents)['query CatalogGame($id: ID!) { game(id: $id) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CatalogGame2 { game(id: "not-a-uuid") { id } }',
): (typeof documents)['query CatalogGame2 { game(id: "not-a-uuid") { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CommentLivePost($input: PostCommentInput!) { postComment(input: $input) { id } }',
): (typeof documents)['mutation CommentLivePost($input: PostCommentInput!) { postComment(input: $input) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CommentLiveVote($id: ID!, $direction: VoteDirection!) { voteComment(id: $id, direction: $direction) { score } }',
): (typeof documents)['mutation CommentLiveVote($id: ID!, $direction: VoteDirection!) { voteComment(id: $id, direction: $direction) { score } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CommentLiveEdit($id: ID!, $text: String!) { editComment(id: $id, text: $text) { id } }',
): (typeof documents)['mutation CommentLiveEdit($id: ID!, $text: String!) { editComment(id: $id, text: $text) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CommentWritesPost($input: PostCommentInput!) { postComment(input: $input) { id wallId parentId text edited deleted score viewerVote replyCount createdAt updatedAt author { id userName } } }',
): (typeof documents)['mutation CommentWritesPost($input: PostCommentInput!) { postComment(input: $input) { id wallId parentId text edited deleted score viewerVote replyCount createdAt updatedAt author { id userName } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CommentWritesEdit($id: ID!, $text: String!) { editComment(id: $id, text: $text) { id wallId parentId text edited deleted score viewerVote replyCount createdAt updatedAt author { id userName } } }',
): (typeof documents)['mutation CommentWritesEdit($id: ID!, $text: String!) { editComment(id: $id, text: $text) { id wallId parentId text edited deleted score viewerVote replyCount createdAt updatedAt author { id userName } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CommentWritesDelete($id: ID!) { deleteComment(id: $id) { id wallId parentId text edited deleted score viewerVote replyCount createdAt updatedAt author { id userName } } }',
): (typeof documents)['mutation CommentWritesDelete($id: ID!) { deleteComment(id: $id) { id wallId parentId text edited deleted score viewerVote replyCount createdAt updatedAt author { id userName } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CommentWritesVote($id: ID!, $direction: VoteDirection!) { voteComment(id: $id, direction: $direction) { id score viewerVote } }',
): (typeof documents)['mutation CommentWritesVote($id: ID!, $direction: VoteDirection!) { voteComment(id: $id, direction: $direction) { id score viewerVote } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CommentWritesCommentWall($id: ID!) { commentWall(id: $id) { comments(first: 100) { edges { node { id replyCount } } } } }',
): (typeof documents)['query CommentWritesCommentWall($id: ID!) { commentWall(id: $id) { comments(first: 100) { edges { node { id replyCount } } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CommentWritesVoteComment($id: ID!) { a: voteComment(id: $id, direction: UP) { score viewerVote } b: voteComment(id: $id, direction: DOWN) { score viewerVote } }',
): (typeof documents)['mutation CommentWritesVoteComment($id: ID!) { a: voteComment(id: $id, direction: UP) { score viewerVote } b: voteComment(id: $id, direction: DOWN) { score viewerVote } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CommentWritesCommentWall2($id: ID!) { commentWall(id: $id) { comments { edges { node {\n      text score viewerVote author { userName } replies { nodes { text viewerVote author { userName } } }\n    } } } } }',
): (typeof documents)['query CommentWritesCommentWall2($id: ID!) { commentWall(id: $id) { comments { edges { node {\n      text score viewerVote author { userName } replies { nodes { text viewerVote author { userName } } }\n    } } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CommentsPage($id: ID!, $first: Int, $after: String) {\n  commentWall(id: $id) {\n    id ownerType\n    comments(first: $first, after: $after) { edges { cursor node { id text } } pageInfo { endCursor hasNextPage } }\n  }\n}',
): (typeof documents)['query CommentsPage($id: ID!, $first: Int, $after: String) {\n  commentWall(id: $id) {\n    id ownerType\n    comments(first: $first, after: $after) { edges { cursor node { id text } } pageInfo { endCursor hasNextPage } }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CommentsCommentWall($id: ID!) { commentWall(id: $id) { comments(first: 100) { edges { node {\n        id text deleted edited score author { userName } replyCount\n        replies { nodes { text deleted edited parentId wallId author { userName } } pageInfo { hasNextPage } }\n      } } } } }',
): (typeof documents)['query CommentsCommentWall($id: ID!) { commentWall(id: $id) { comments(first: 100) { edges { node {\n        id text deleted edited score author { userName } replyCount\n        replies { nodes { text deleted edited parentId wallId author { userName } } pageInfo { hasNextPage } }\n      } } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CommentsCommentWall2($id: ID!, $after: String) { commentWall(id: $id) { comments(first: 100) { edges { node {\n      id replies(first: 2, after: $after) { edges { node { text } } pageInfo { endCursor hasNextPage } }\n    } } } } }',
): (typeof documents)['query CommentsCommentWall2($id: ID!, $after: String) { commentWall(id: $id) { comments(first: 100) { edges { node {\n      id replies(first: 2, after: $after) { edges { node { text } } pageInfo { endCursor hasNextPage } }\n    } } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CommentsComment($id: ID!, $after: String) { comment(id: $id) {\n      id text replyCount replies(first: 2, after: $after) { nodes { text parentId } pageInfo { endCursor hasNextPage } }\n    } }',
): (typeof documents)['query CommentsComment($id: ID!, $after: String) { comment(id: $id) {\n      id text replyCount replies(first: 2, after: $after) { nodes { text parentId } pageInfo { endCursor hasNextPage } }\n    } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CommentsCommentWall3($id: ID!) { commentWall(id: $id) { comments { edges { node {\n      author { userName profilePicture } replyCount viewerVote replies(first: 3) { nodes { author { userName } } }\n    } } } } }',
): (typeof documents)['query CommentsCommentWall3($id: ID!) { commentWall(id: $id) { comments { edges { node {\n      author { userName profilePicture } replyCount viewerVote replies(first: 3) { nodes { author { userName } } }\n    } } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation EntriesLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }',
): (typeof documents)['mutation EntriesLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation EntriesJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status invitedBy { id } } }',
): (typeof documents)['mutation EntriesJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status invitedBy { id } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation EntriesInvite($l: ID!, $team: String!) { inviteTeamToLadder(leagueId: $l, team: $team) { status invitedBy { id } } }',
): (typeof documents)['mutation EntriesInvite($l: ID!, $team: String!) { inviteTeamToLadder(leagueId: $l, team: $team) { status invitedBy { id } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation EntriesDecide($l: ID!, $t: ID!, $d: EntryDecision!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: $d) { status } }',
): (typeof documents)['mutation EntriesDecide($l: ID!, $t: ID!, $d: EntryDecision!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: $d) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation EntriesCancel($l: ID!, $t: ID!) { cancelLadderEntry(leagueId: $l, teamId: $t) { id viewerPendingEntries { teamId } viewerJoinableTeams { id } } }',
): (typeof documents)['mutation EntriesCancel($l: ID!, $t: ID!) { cancelLadderEntry(leagueId: $l, teamId: $t) { id viewerPendingEntries { teamId } viewerJoinableTeams { id } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query EntriesState($l: String!) { league(param: $l) { viewerPendingEntries { teamId status invitedBy { id } } viewerJoinableTeams { id } } }',
): (typeof documents)['query EntriesState($l: String!) { league(param: $l) { viewerPendingEntries { teamId status invitedBy { id } } viewerJoinableTeams { id } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation EntriesTournament($i: CreateTournamentInput!) { createTournament(input: $i) { id } }',
): (typeof documents)['mutation EntriesTournament($i: CreateTournamentInput!) { createTournament(input: $i) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation EntriesJoinTournament($id: ID!, $t: ID!) { joinTournament(tournamentId: $id, teamId: $t) { status } }',
): (typeof documents)['mutation EntriesJoinTournament($id: ID!, $t: ID!) { joinTournament(tournamentId: $id, teamId: $t) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation EntriesDecideTournament($id: ID!, $t: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $t, decision: $d) { status } }',
): (typeof documents)['mutation EntriesDecideTournament($id: ID!, $t: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $t, decision: $d) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation EntriesCancelTournament($id: ID!, $t: ID!) { cancelTournamentEntry(tournamentId: $id, teamId: $t) { id viewerPendingEntries { teamId } viewerJoinableTeams { id } } }',
): (typeof documents)['mutation EntriesCancelTournament($id: ID!, $t: ID!) { cancelTournamentEntry(tournamentId: $id, teamId: $t) { id viewerPendingEntries { teamId } viewerJoinableTeams { id } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixCreateLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }',
): (typeof documents)['mutation MatrixCreateLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixToggleLadder($l: ID!) { toggleLadderStatus(leagueId: $l) { status } }',
): (typeof documents)['mutation MatrixToggleLadder($l: ID!) { toggleLadderStatus(leagueId: $l) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixLadderSettings($l: ID!, $i: LadderSettingsInput!) { updateLadderSettings(leagueId: $l, input: $i) { maxTeams } }',
): (typeof documents)['mutation MatrixLadderSettings($l: ID!, $i: LadderSettingsInput!) { updateLadderSettings(leagueId: $l, input: $i) { maxTeams } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixLadderMetrics($l: ID!, $m: [LadderMetricInput!]!) { updateLadderMetrics(leagueId: $l, metrics: $m) { id } }',
): (typeof documents)['mutation MatrixLadderMetrics($l: ID!, $m: [LadderMetricInput!]!) { updateLadderMetrics(leagueId: $l, metrics: $m) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixInviteTeam($l: ID!, $t: String!) { inviteTeamToLadder(leagueId: $l, team: $t) { status } }',
): (typeof documents)['mutation MatrixInviteTeam($l: ID!, $t: String!) { inviteTeamToLadder(leagueId: $l, team: $t) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixApproveLadder($l: ID!, $t: ID!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: APPROVE) { status } }',
): (typeof documents)['mutation MatrixApproveLadder($l: ID!, $t: ID!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: APPROVE) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixDeclineLadder($l: ID!, $t: ID!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: DECLINE) { status } }',
): (typeof documents)['mutation MatrixDeclineLadder($l: ID!, $t: ID!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: DECLINE) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixKickLadder($l: ID!, $t: ID!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: KICK) { status } }',
): (typeof documents)['mutation MatrixKickLadder($l: ID!, $t: ID!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: KICK) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixJoinLadder($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }',
): (typeof documents)['mutation MatrixJoinLadder($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at, rounds: 1) { id } }',
): (typeof documents)['mutation MatrixSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at, rounds: 1) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }',
): (typeof documents)['mutation MatrixReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }',
): (typeof documents)['mutation MatrixFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixCreateTournament($i: CreateTournamentInput!) { createTournament(input: $i) { id } }',
): (typeof documents)['mutation MatrixCreateTournament($i: CreateTournamentInput!) { createTournament(input: $i) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixCancelLadder($l: ID!, $t: ID!) { cancelLadderEntry(leagueId: $l, teamId: $t) { id } }',
): (typeof documents)['mutation MatrixCancelLadder($l: ID!, $t: ID!) { cancelLadderEntry(leagueId: $l, teamId: $t) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixCancelTournament($id: ID!, $t: ID!) { cancelTournamentEntry(tournamentId: $id, teamId: $t) { id } }',
): (typeof documents)['mutation MatrixCancelTournament($id: ID!, $t: ID!) { cancelTournamentEntry(tournamentId: $id, teamId: $t) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixJoinTournament($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }',
): (typeof documents)['mutation MatrixJoinTournament($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixApproveTournament($id: ID!, $team: ID!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: APPROVE) { status } }',
): (typeof documents)['mutation MatrixApproveTournament($id: ID!, $team: ID!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: APPROVE) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixDeclineTournament($id: ID!, $team: ID!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: DECLINE) { status } }',
): (typeof documents)['mutation MatrixDeclineTournament($id: ID!, $team: ID!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: DECLINE) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixKickTournament($id: ID!, $team: ID!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: KICK) { status } }',
): (typeof documents)['mutation MatrixKickTournament($id: ID!, $team: ID!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: KICK) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixCheckIn($id: ID!, $team: ID!) { checkInTournament(tournamentId: $id, teamId: $team) { checkedInAt } }',
): (typeof documents)['mutation MatrixCheckIn($id: ID!, $team: ID!) { checkInTournament(tournamentId: $id, teamId: $team) { checkedInAt } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixPost($i: PostCommentInput!) { postComment(input: $i) { id } }',
): (typeof documents)['mutation MatrixPost($i: PostCommentInput!) { postComment(input: $i) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixTournamentSettings($id: ID!) { updateTournamentSettings(tournamentId: $id, input: { ranked: false }) { id } }',
): (typeof documents)['mutation MatrixTournamentSettings($id: ID!) { updateTournamentSettings(tournamentId: $id, input: { ranked: false }) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixSeed($id: ID!) { seedTournament(tournamentId: $id, method: JOIN_ORDER) { id } }',
): (typeof documents)['mutation MatrixSeed($id: ID!) { seedTournament(tournamentId: $id, method: JOIN_ORDER) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixSaveSeeding($id: ID!, $slots: [BracketSlotInput!]!) { saveTournamentSeeding(tournamentId: $id, slots: $slots) { id } }',
): (typeof documents)['mutation MatrixSaveSeeding($id: ID!, $slots: [BracketSlotInput!]!) { saveTournamentSeeding(tournamentId: $id, slots: $slots) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixStart($id: ID!) { startTournament(tournamentId: $id) { status } }',
): (typeof documents)['mutation MatrixStart($id: ID!) { startTournament(tournamentId: $id) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixPreviewFix($m: ID!, $s: [TeamScoreInput!]!) { previewResultCorrection(matchId: $m, scores: $s) { winnerChanges } }',
): (typeof documents)['mutation MatrixPreviewFix($m: ID!, $s: [TeamScoreInput!]!) { previewResultCorrection(matchId: $m, scores: $s) { winnerChanges } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixFix($m: ID!, $s: [TeamScoreInput!]!) { correctMatchResult(matchId: $m, scores: $s) { id } }',
): (typeof documents)['mutation MatrixFix($m: ID!, $s: [TeamScoreInput!]!) { correctMatchResult(matchId: $m, scores: $s) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MatrixRights($o: String!) {\n    organizer(param: $o) {\n      viewerCanCreateCompetitions\n      viewerCanManageStaff\n      leagues { id viewerIsStaff viewerCanSchedule viewerCanReport viewerCanModerate viewerCanEditSettings viewerCanEditScoreSettings }\n      tournaments { id viewerIsStaff viewerCanSchedule viewerCanReport viewerCanModerate viewerCanEditSettings viewerCanManage }\n    }\n  }\n',
): (typeof documents)['\n  query MatrixRights($o: String!) {\n    organizer(param: $o) {\n      viewerCanCreateCompetitions\n      viewerCanManageStaff\n      leagues { id viewerIsStaff viewerCanSchedule viewerCanReport viewerCanModerate viewerCanEditSettings viewerCanEditScoreSettings }\n      tournaments { id viewerIsStaff viewerCanSchedule viewerCanReport viewerCanModerate viewerCanEditSettings viewerCanManage }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixAssign($o: ID!, $u: ID!, $l: [ID!]!, $t: [ID!]) { setStaffAssignment(organizerId: $o, userId: $u, leagueIds: $l, tournamentIds: $t) { assignedLeagueIds assignedTournamentIds } }',
): (typeof documents)['mutation MatrixAssign($o: ID!, $u: ID!, $l: [ID!]!, $t: [ID!]) { setStaffAssignment(organizerId: $o, userId: $u, leagueIds: $l, tournamentIds: $t) { assignedLeagueIds assignedTournamentIds } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MatrixAssignLadders($o: ID!, $u: ID!, $l: [ID!]!) { setStaffAssignment(organizerId: $o, userId: $u, leagueIds: $l) { assignedLeagueIds assignedTournamentIds } }',
): (typeof documents)['mutation MatrixAssignLadders($o: ID!, $u: ID!, $l: [ID!]!) { setStaffAssignment(organizerId: $o, userId: $u, leagueIds: $l) { assignedLeagueIds assignedTournamentIds } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ExportsCreateCup($i: CreateTournamentInput!) { createTournament(input: $i) { id } }',
): (typeof documents)['mutation ExportsCreateCup($i: CreateTournamentInput!) { createTournament(input: $i) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ExportsJoinCup($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }',
): (typeof documents)['mutation ExportsJoinCup($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ExportsDecideCup($id: ID!, $team: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: $d) { seed } }',
): (typeof documents)['mutation ExportsDecideCup($id: ID!, $team: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: $d) { seed } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ExportsStartCup($id: ID!) { startTournament(tournamentId: $id) { status } }',
): (typeof documents)['mutation ExportsStartCup($id: ID!) { startTournament(tournamentId: $id) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ExportsReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }',
): (typeof documents)['mutation ExportsReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ExportsFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }',
): (typeof documents)['mutation ExportsFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExportsBracket($id: ID!) {\n    tournament(id: $id) {\n      status\n      winner { id }\n      bracket { nodes { id side status participant1Id participant2Id winnerTeamId match { id } } }\n    }\n  }\n',
): (typeof documents)['\n  query ExportsBracket($id: ID!) {\n    tournament(id: $id) {\n      status\n      winner { id }\n      bracket { nodes { id side status participant1Id participant2Id winnerTeamId match { id } } }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ExportsCreateLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }',
): (typeof documents)['mutation ExportsCreateLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ExportsJoinLadder($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }',
): (typeof documents)['mutation ExportsJoinLadder($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ExportsSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }',
): (typeof documents)['mutation ExportsSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ExportsCorrectArchive($m: ID!, $s: [TeamScoreInput!]!) { correctMatchResult(matchId: $m, scores: $s) { id } }',
): (typeof documents)['mutation ExportsCorrectArchive($m: ID!, $s: [TeamScoreInput!]!) { correctMatchResult(matchId: $m, scores: $s) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ImportsCreateCup($i: CreateTournamentInput!) { createTournament(input: $i) { id } }',
): (typeof documents)['mutation ImportsCreateCup($i: CreateTournamentInput!) { createTournament(input: $i) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ImportsJoinCup($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }',
): (typeof documents)['mutation ImportsJoinCup($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ImportsEntrants($id: ID!, $csv: String!, $dry: Boolean!) {\n    importTournamentEntrants(tournamentId: $id, csv: $csv, dryRun: $dry) { tournamentId dryRun written rows { row teamId teamName outcome problem } }\n  }\n',
): (typeof documents)['\n  mutation ImportsEntrants($id: ID!, $csv: String!, $dry: Boolean!) {\n    importTournamentEntrants(tournamentId: $id, csv: $csv, dryRun: $dry) { tournamentId dryRun written rows { row teamId teamName outcome problem } }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation FollowWritesFollow($type: FollowEntityType!, $id: ID!) { follow(entityType: $type, followedId: $id) { entityType followedId isFollowing followerCount } }',
): (typeof documents)['mutation FollowWritesFollow($type: FollowEntityType!, $id: ID!) { follow(entityType: $type, followedId: $id) { entityType followedId isFollowing followerCount } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation FollowWritesUnfollow($type: FollowEntityType!, $id: ID!) { unfollow(entityType: $type, followedId: $id) { entityType followedId isFollowing followerCount } }',
): (typeof documents)['mutation FollowWritesUnfollow($type: FollowEntityType!, $id: ID!) { unfollow(entityType: $type, followedId: $id) { entityType followedId isFollowing followerCount } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query FollowWritesStatus($type: FollowEntityType!, $id: ID!) { followStatus(entityType: $type, followedId: $id) { entityType followedId isFollowing followerCount } }',
): (typeof documents)['query FollowWritesStatus($type: FollowEntityType!, $id: ID!) { followStatus(entityType: $type, followedId: $id) { entityType followedId isFollowing followerCount } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation FollowWritesSetTop($ids: [ID!]!) { setTopEntries(userIds: $ids) { position entityType entityId user { userName } } }',
): (typeof documents)['mutation FollowWritesSetTop($ids: [ID!]!) { setTopEntries(userIds: $ids) { position entityType entityId user { userName } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query FollowWritesUser($u: String!, $t: String!, $o: String!, $l: String!) {\n      user(param: $u) { viewerIsFollowing followerCount }\n      team(param: $t) { viewerIsFollowing followerCount }\n      organizer(param: $o) { viewerIsFollowing followerCount }\n      league(param: $l) { viewerIsFollowing followerCount }\n    }',
): (typeof documents)['query FollowWritesUser($u: String!, $t: String!, $o: String!, $l: String!) {\n      user(param: $u) { viewerIsFollowing followerCount }\n      team(param: $t) { viewerIsFollowing followerCount }\n      organizer(param: $o) { viewerIsFollowing followerCount }\n      league(param: $l) { viewerIsFollowing followerCount }\n    }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query FollowWritesUser2 { user(param: "fan") { followedProfiles { entityType id name picture } people: followedProfiles(entityType: USER) { name } } }',
): (typeof documents)['query FollowWritesUser2 { user(param: "fan") { followedProfiles { entityType id name picture } people: followedProfiles(entityType: USER) { name } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query FollowWritesUser3($p: String!) { user(param: $p) { followedProfiles { id name picture } } }',
): (typeof documents)['query FollowWritesUser3($p: String!) { user(param: $p) { followedProfiles { id name picture } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query FollowWritesUser4 { user(param: "fan") { topEntries { position user { userName } } } }',
): (typeof documents)['query FollowWritesUser4 { user(param: "fan") { topEntries { position user { userName } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query FollowWritesUser5 { user(param: "ghostfan") { following { entityType } followedProfiles { id } } }',
): (typeof documents)['query FollowWritesUser5 { user(param: "ghostfan") { following { entityType } followedProfiles { id } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query FollowsUser($param: String!) { user(param: $param) {\n        following { id entityType followedId isActive follower { userName } user { userName } team { name } organizer { name } }\n      } }',
): (typeof documents)['query FollowsUser($param: String!) { user(param: $param) {\n        following { id entityType followedId isActive follower { userName } user { userName } team { name } organizer { name } }\n      } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query FollowsUser2 { user(param: "fan") { following(entityType: TEAM) { entityType team { name } } } }',
): (typeof documents)['query FollowsUser2 { user(param: "fan") { following(entityType: TEAM) { entityType team { name } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query FollowsUser3 { star: user(param: "star") { followerCount } fan: user(param: "fan") { followerCount } team(param: "night owls") { followerCount } }',
): (typeof documents)['query FollowsUser3 { star: user(param: "star") { followerCount } fan: user(param: "fan") { followerCount } team(param: "night owls") { followerCount } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query FollowsUser4 { user(param: "fan") { topEntries { position entityType entityId user { userName profilePicture } team { name profilePicture } } } }',
): (typeof documents)['query FollowsUser4 { user(param: "fan") { topEntries { position entityType entityId user { userName profilePicture } team { name profilePicture } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query FollowsUser5 { user(param: "loner") { topEntries { position } following { id } profilePicture commentWall { id } } }',
): (typeof documents)['query FollowsUser5 { user(param: "loner") { topEntries { position } following { id } profilePicture commentWall { id } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query FollowsTeam($param: String!) { team(param: $param) { members { user {\n      followerCount\n      following { user { userName } team { name } organizer { name } }\n      topEntries { user { userName } }\n    } } } }',
): (typeof documents)['query FollowsTeam($param: String!) { team(param: $param) { members { user {\n      followerCount\n      following { user { userName } team { name } organizer { name } }\n      topEntries { user { userName } }\n    } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query FollowedEntryCount { leaderboard(kind: USER) { entryCount followedEntryCount } }',
): (typeof documents)['query FollowedEntryCount { leaderboard(kind: USER) { entryCount followedEntryCount } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query LeaderboardsEntries($kind: LeaderboardKind, $first: Int, $after: String, $orderBy: LeaderboardOrder) {\n  leaderboards(kind: $kind, scope: GLOBAL, regionId: null) {\n    id title entries(first: $first, after: $after, orderBy: $orderBy) {\n      edges { cursor node { rank score wins losses user { userName } team { name } } }\n      pageInfo { endCursor hasNextPage }\n    }\n  }\n}',
): (typeof documents)['query LeaderboardsEntries($kind: LeaderboardKind, $first: Int, $after: String, $orderBy: LeaderboardOrder) {\n  leaderboards(kind: $kind, scope: GLOBAL, regionId: null) {\n    id title entries(first: $first, after: $after, orderBy: $orderBy) {\n      edges { cursor node { rank score wins losses user { userName } team { name } } }\n      pageInfo { endCursor hasNextPage }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query LeaderboardsLeaderboards { leaderboards { title kind scope region { title } game { title } genre { title } } }',
): (typeof documents)['query LeaderboardsLeaderboards { leaderboards { title kind scope region { title } game { title } genre { title } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query LeaderboardsLeaderboards2($gameId: ID) { leaderboards(kind: TEAM, gameId: $gameId) { id } }',
): (typeof documents)['query LeaderboardsLeaderboards2($gameId: ID) { leaderboards(kind: TEAM, gameId: $gameId) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query LeaderboardsLeaderboards3($r: ID) { leaderboards(regionId: $r) { title region { title } } }',
): (typeof documents)['query LeaderboardsLeaderboards3($r: ID) { leaderboards(regionId: $r) { title region { title } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query LeaderboardsLeaderboards4 { leaderboards(scope: LEAGUE) { title } }',
): (typeof documents)['query LeaderboardsLeaderboards4 { leaderboards(scope: LEAGUE) { title } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query LeaderboardsLeaderboards5($g: ID) { leaderboards(gameId: $g) { id } }',
): (typeof documents)['query LeaderboardsLeaderboards5($g: ID) { leaderboards(gameId: $g) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query LeaderboardsLeaderboards6 { leaderboards { game { title } region { title } entries { edges { node { user { userName } team { name } } } } } }',
): (typeof documents)['query LeaderboardsLeaderboards6 { leaderboards { game { title } region { title } entries { edges { node { user { userName } team { name } } } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query LeaderboardsLeaderboards7 { leaderboards(gameId: "valorant") { id } }',
): (typeof documents)['query LeaderboardsLeaderboards7 { leaderboards(gameId: "valorant") { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query LeaderboardsLeaderboards8($after: String) { leaderboards(kind: USER, scope: GLOBAL, regionId: null) { entries(after: $after, orderBy: WINS) { edges { cursor } } } }',
): (typeof documents)['query LeaderboardsLeaderboards8($after: String) { leaderboards(kind: USER, scope: GLOBAL, regionId: null) { entries(after: $after, orderBy: WINS) { edges { cursor } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query LeaderboardsTeamRating { leaderboards(kind: TEAM) { entries(orderBy: RATING) { edges { cursor } } } }',
): (typeof documents)['query LeaderboardsTeamRating { leaderboards(kind: TEAM) { entries(orderBy: RATING) { edges { cursor } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query LeaderboardsTeamRatingMine($id: ID) { leaderboard(kind: TEAM, gameId: $id) { id viewerEntry(orderBy: RATING) { rank } } }',
): (typeof documents)['query LeaderboardsTeamRatingMine($id: ID) { leaderboard(kind: TEAM, gameId: $id) { id viewerEntry(orderBy: RATING) { rank } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query LeaderboardsLeaderboards9($id: ID) { leaderboards(gameId: $id) { entries(first: 1000) { edges { cursor } } } }',
): (typeof documents)['query LeaderboardsLeaderboards9($id: ID) { leaderboards(gameId: $id) { entries(first: 1000) { edges { cursor } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LedgerCreate($i: CreateTournamentInput!) { createTournament(input: $i) { id ranked } }',
): (typeof documents)['mutation LedgerCreate($i: CreateTournamentInput!) { createTournament(input: $i) { id ranked } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LedgerJoin($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }',
): (typeof documents)['mutation LedgerJoin($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LedgerDecide($id: ID!, $team: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: $d) { status } }',
): (typeof documents)['mutation LedgerDecide($id: ID!, $team: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: $d) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LedgerStart($id: ID!) { startTournament(tournamentId: $id) { status } }',
): (typeof documents)['mutation LedgerStart($id: ID!) { startTournament(tournamentId: $id) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LedgerSettings($id: ID!, $i: TournamentSettingsInput!) { updateTournamentSettings(tournamentId: $id, input: $i) { id ranked } }',
): (typeof documents)['mutation LedgerSettings($id: ID!, $i: TournamentSettingsInput!) { updateTournamentSettings(tournamentId: $id, input: $i) { id ranked } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LedgerReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }',
): (typeof documents)['mutation LedgerReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LedgerFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }',
): (typeof documents)['mutation LedgerFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LedgerPreviewFix($m: ID!, $s: [TeamScoreInput!]!) {\n    previewResultCorrection(matchId: $m, scores: $s) { winnerChanges changes { team { id } user { id } points wins ratingBefore ratingAfter } }\n  }\n',
): (typeof documents)['\n  mutation LedgerPreviewFix($m: ID!, $s: [TeamScoreInput!]!) {\n    previewResultCorrection(matchId: $m, scores: $s) { winnerChanges changes { team { id } user { id } points wins ratingBefore ratingAfter } }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LedgerFix($m: ID!, $s: [TeamScoreInput!]!) { correctMatchResult(matchId: $m, scores: $s) { id } }',
): (typeof documents)['mutation LedgerFix($m: ID!, $s: [TeamScoreInput!]!) { correctMatchResult(matchId: $m, scores: $s) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LedgerLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }',
): (typeof documents)['mutation LedgerLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LedgerLadderJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }',
): (typeof documents)['mutation LedgerLadderJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LedgerSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }',
): (typeof documents)['mutation LedgerSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LedgerNodes($id: ID!) {\n    tournament(id: $id) { status ranked bracket { nodes { id roundNumber status participant1Id participant2Id winnerTeamId match { id status } } } }\n  }\n',
): (typeof documents)['\n  query LedgerNodes($id: ID!) {\n    tournament(id: $id) { status ranked bracket { nodes { id roundNumber status participant1Id participant2Id winnerTeamId match { id status } } } }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionLeague($p: String!) { league(param: $p) { id name status compCatId isParent bio rules prize scoringRules\n      maxTeams teamCount startDate endDate game { title } platform { title } region { title } genre { title } organizerId organizer { id name } creatorId creator { userName } } }',
): (typeof documents)['query CompetitionLeague($p: String!) { league(param: $p) { id name status compCatId isParent bio rules prize scoringRules\n      maxTeams teamCount startDate endDate game { title } platform { title } region { title } genre { title } organizerId organizer { id name } creatorId creator { userName } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionLeague2($p: String!) { league(param: $p) { teamCount pending: participants(status: PENDING) { teamId team { id } status league { id } }\n      all: participants { teamId } } }',
): (typeof documents)['query CompetitionLeague2($p: String!) { league(param: $p) { teamCount pending: participants(status: PENDING) { teamId team { id } status league { id } }\n      all: participants { teamId } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionParticipantsHead($a: String!, $b: String!, $first: Int) {\n      a: league(param: $a) { approved: participants(status: APPROVED, first: $first) { teamId team { id } } any: participants(first: 2) { teamId status } }\n      b: league(param: $b) { approved: participants(status: APPROVED, first: $first) { teamId } } }',
): (typeof documents)['query CompetitionParticipantsHead($a: String!, $b: String!, $first: Int) {\n      a: league(param: $a) { approved: participants(status: APPROVED, first: $first) { teamId team { id } } any: participants(first: 2) { teamId status } }\n      b: league(param: $b) { approved: participants(status: APPROVED, first: $first) { teamId } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionLeague3($p: String!) { league(param: $p) { standings { rank teamId team { name } points wins losses draws } } }',
): (typeof documents)['query CompetitionLeague3($p: String!) { league(param: $p) { standings { rank teamId team { name } points wins losses draws } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionStandingsPage($p: String!, $first: Int, $after: String) { league(param: $p) {\n      standingsPage(first: $first, after: $after) { edges { cursor node { rank points tiebreak team { name } } } pageInfo { endCursor hasNextPage } } } }',
): (typeof documents)['query CompetitionStandingsPage($p: String!, $first: Int, $after: String) { league(param: $p) {\n      standingsPage(first: $first, after: $after) { edges { cursor node { rank points tiebreak team { name } } } pageInfo { endCursor hasNextPage } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionStandingsWhole($p: String!) { league(param: $p) { standings { rank tiebreak team { name } } } }',
): (typeof documents)['query CompetitionStandingsWhole($p: String!) { league(param: $p) { standings { rank tiebreak team { name } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionLeague4($p: String!, $after: String, $status: MatchStatus) { league(param: $p) {\n        matches(first: 2, after: $after, status: $status) { edges { cursor node { id status } } pageInfo { endCursor hasNextPage } } } }',
): (typeof documents)['query CompetitionLeague4($p: String!, $after: String, $status: MatchStatus) { league(param: $p) {\n        matches(first: 2, after: $after, status: $status) { edges { cursor node { id status } } pageInfo { endCursor hasNextPage } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionLeaguesFiltered($gameId: ID, $status: LeagueStatus, $first: Int, $after: String) {\n      leagues(gameId: $gameId, status: $status, first: $first, after: $after) { edges { node { name status } } pageInfo { hasNextPage endCursor } }\n    }',
): (typeof documents)['query CompetitionLeaguesFiltered($gameId: ID, $status: LeagueStatus, $first: Int, $after: String) {\n      leagues(gameId: $gameId, status: $status, first: $first, after: $after) { edges { node { name status } } pageInfo { hasNextPage endCursor } }\n    }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionLeague5($p: String!) { league(param: $p) { id name bio banner teamCount maxTeams scoringRules\n      game { title } platform { title } region { title } parentLeague { id } organizer { name }\n      standings { rank points team { id name } }\n      matches(first: 20) { edges { node { id status scheduledTime game { title }\n        participants { team { id name } totalPoints placement rounds { matchRound metrics roundPoints } } } } pageInfo { hasNextPage } } } }',
): (typeof documents)['query CompetitionLeague5($p: String!) { league(param: $p) { id name bio banner teamCount maxTeams scoringRules\n      game { title } platform { title } region { title } parentLeague { id } organizer { name }\n      standings { rank points team { id name } }\n      matches(first: 20) { edges { node { id status scheduledTime game { title }\n        participants { team { id name } totalPoints placement rounds { matchRound metrics roundPoints } } } } pageInfo { hasNextPage } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionLeagues($g: ID!) { leagues(gameId: $g) { edges { node { id teamCount standings { rank team { name } }\n      matches(first: 2) { edges { node { id participants { teamId totalPoints } } } pageInfo { hasNextPage } } } } } }',
): (typeof documents)['query CompetitionLeagues($g: ID!) { leagues(gameId: $g) { edges { node { id teamCount standings { rank team { name } }\n      matches(first: 2) { edges { node { id participants { teamId totalPoints } } } pageInfo { hasNextPage } } } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionMatch($id: ID!) { match(id: $id) { id status rounds isScoreUpdated league { id name } tournament { id }\n      participants { teamId team { id } totalPoints placement rounds { matchRound metrics roundPoints } } } }',
): (typeof documents)['query CompetitionMatch($id: ID!) { match(id: $id) { id status rounds isScoreUpdated league { id name } tournament { id }\n      participants { teamId team { id } totalPoints placement rounds { matchRound metrics roundPoints } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionTournament($id: ID!) { tournament(id: $id) { name size status bio banner profilePicture\n      organizer { id } approved: participants(status: APPROVED) { teamId seed status }\n      bracket { tournament { id } nodes { roundNumber groupNumber slotIndex status parentNodeId participant1Id participant2Id\n        participant1 { id } participant2 { id } winner { id } match { id tournament { name } } } } } }',
): (typeof documents)['query CompetitionTournament($id: ID!) { tournament(id: $id) { name size status bio banner profilePicture\n      organizer { id } approved: participants(status: APPROVED) { teamId seed status }\n      bracket { tournament { id } nodes { roundNumber groupNumber slotIndex status parentNodeId participant1Id participant2Id\n        participant1 { id } participant2 { id } winner { id } match { id tournament { name } } } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionLeague6 { league(param: "00000000-0000-4000-8000-000000000000") { id } }',
): (typeof documents)['query CompetitionLeague6 { league(param: "00000000-0000-4000-8000-000000000000") { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionLeague7 { league(param: "No Such Ladder") { id } }',
): (typeof documents)['query CompetitionLeague7 { league(param: "No Such Ladder") { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionLeague8 { league(param: "   ") { id } }',
): (typeof documents)['query CompetitionLeague8 { league(param: "   ") { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionMatch2 { match(id: "00000000-0000-4000-8000-000000000000") { id } }',
): (typeof documents)['query CompetitionMatch2 { match(id: "00000000-0000-4000-8000-000000000000") { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionTournament2 { tournament(id: "00000000-0000-4000-8000-000000000000") { id } }',
): (typeof documents)['query CompetitionTournament2 { tournament(id: "00000000-0000-4000-8000-000000000000") { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionMatch3 { match(id: "not-a-uuid") { id } }',
): (typeof documents)['query CompetitionMatch3 { match(id: "not-a-uuid") { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionTournament3 { tournament(id: "42") { id } }',
): (typeof documents)['query CompetitionTournament3 { tournament(id: "42") { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionLeagues2 { leagues(gameId: "nope") { edges { cursor } } }',
): (typeof documents)['query CompetitionLeagues2 { leagues(gameId: "nope") { edges { cursor } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionLeagues3 { leagues(first: 0) { edges { cursor } } }',
): (typeof documents)['query CompetitionLeagues3 { leagues(first: 0) { edges { cursor } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionLeagues4 { leagues(after: "garbage") { edges { cursor } } }',
): (typeof documents)['query CompetitionLeagues4 { leagues(after: "garbage") { edges { cursor } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionLeague9($p: String!, $a: String) { league(param: $p) { matches(after: $a) { edges { cursor } } } }',
): (typeof documents)['query CompetitionLeague9($p: String!, $a: String) { league(param: $p) { matches(after: $a) { edges { cursor } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CompetitionLeague10($p: String!) { league(param: $p) { matches(first: 101) { edges { cursor } } } }',
): (typeof documents)['query CompetitionLeague10($p: String!) { league(param: $p) { matches(first: 101) { edges { cursor } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LadderCreate($i: CreateLadderInput!) { createLadder(input: $i) { id name status maxTeams openEntry winPoints drawPoints lossPoints metrics { name type weight active } } }',
): (typeof documents)['mutation LadderCreate($i: CreateLadderInput!) { createLadder(input: $i) { id name status maxTeams openEntry winPoints drawPoints lossPoints metrics { name type weight active } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LadderJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status team { id } } }',
): (typeof documents)['mutation LadderJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status team { id } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LadderDecide($l: ID!, $t: ID!, $d: EntryDecision!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: $d) { status } }',
): (typeof documents)['mutation LadderDecide($l: ID!, $t: ID!, $d: EntryDecision!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: $d) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LadderSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id status rounds participants { teamId } } }',
): (typeof documents)['mutation LadderSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id status rounds participants { teamId } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LadderReport($m: ID!, $s: [TeamScoreInput!]!, $k: String) { reportMatchScores(matchId: $m, scores: $s, idempotencyKey: $k) { status isScoreUpdated participants { teamId totalPoints rounds { matchRound roundPoints metrics } } } }',
): (typeof documents)['mutation LadderReport($m: ID!, $s: [TeamScoreInput!]!, $k: String) { reportMatchScores(matchId: $m, scores: $s, idempotencyKey: $k) { status isScoreUpdated participants { teamId totalPoints rounds { matchRound roundPoints metrics } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LadderFinalize($m: ID!) { finalizeMatch(matchId: $m) { status winner { id } participants { teamId placement } } }',
): (typeof documents)['mutation LadderFinalize($m: ID!) { finalizeMatch(matchId: $m) { status winner { id } participants { teamId placement } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query LadderJoinState($l: String!) { league(param: $l) { viewerJoinState viewerJoinableTeams { id } viewerIsStaff viewerCanManage viewerCanModerate teamCount } }',
): (typeof documents)['query LadderJoinState($l: String!) { league(param: $l) { viewerJoinState viewerJoinableTeams { id } viewerIsStaff viewerCanManage viewerCanModerate teamCount } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LadderMetrics($l: ID!, $m: [LadderMetricInput!]!) { updateLadderMetrics(leagueId: $l, metrics: $m) { metrics { name weight active } } }',
): (typeof documents)['mutation LadderMetrics($l: ID!, $m: [LadderMetricInput!]!) { updateLadderMetrics(leagueId: $l, metrics: $m) { metrics { name weight active } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LadderToggle($l: ID!) { toggleLadderStatus(leagueId: $l) { status } }',
): (typeof documents)['mutation LadderToggle($l: ID!) { toggleLadderStatus(leagueId: $l) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LadderInviteTeam($l: ID!, $t: String!) { inviteTeamToLadder(leagueId: $l, team: $t) { status invitedBy { id } } }',
): (typeof documents)['mutation LadderInviteTeam($l: ID!, $t: String!) { inviteTeamToLadder(leagueId: $l, team: $t) { status invitedBy { id } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LadderMetricsId($l: ID!, $m: [LadderMetricInput!]!) { updateLadderMetrics(leagueId: $l, metrics: $m) { id } }',
): (typeof documents)['mutation LadderMetricsId($l: ID!, $m: [LadderMetricInput!]!) { updateLadderMetrics(leagueId: $l, metrics: $m) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query LadderLeaguePage($l: String!) { league(param: $l) {\n    id name teamCount maxTeams viewerJoinState\n    standings { rank played points wins losses draws tiebreak team { id name profilePicture } }\n    participants { status team { id name } }\n    matches(first: 20) { edges { node { id status scheduledTime participants { totalPoints team { id name profilePicture } } } } pageInfo { hasNextPage } }\n  } }',
): (typeof documents)['query LadderLeaguePage($l: String!) { league(param: $l) {\n    id name teamCount maxTeams viewerJoinState\n    standings { rank played points wins losses draws tiebreak team { id name profilePicture } }\n    participants { status team { id name } }\n    matches(first: 20) { edges { node { id status scheduledTime participants { totalPoints team { id name profilePicture } } } } pageInfo { hasNextPage } }\n  } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation PendingCountCreate($i: CreateLadderInput!) { createLadder(input: $i) { id } }',
): (typeof documents)['mutation PendingCountCreate($i: CreateLadderInput!) { createLadder(input: $i) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation PendingCountJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }',
): (typeof documents)['mutation PendingCountJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation PendingCountDecide($l: ID!, $t: ID!, $d: EntryDecision!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: $d) { status league { pendingTeamCount } } }',
): (typeof documents)['mutation PendingCountDecide($l: ID!, $t: ID!, $d: EntryDecision!) { decideLadderTeam(leagueId: $l, teamId: $t, decision: $d) { status league { pendingTeamCount } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query PendingCountOf($l: String!) { league(param: $l) { teamCount pendingTeamCount } }',
): (typeof documents)['query PendingCountOf($l: String!) { league(param: $l) { teamCount pendingTeamCount } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ScoreInputCreate($i: CreateLadderInput!) { createLadder(input: $i) { id } }',
): (typeof documents)['mutation ScoreInputCreate($i: CreateLadderInput!) { createLadder(input: $i) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ScoreInputJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }',
): (typeof documents)['mutation ScoreInputJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ScoreInputSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }',
): (typeof documents)['mutation ScoreInputSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ScoreInputMetrics($l: ID!, $m: [LadderMetricInput!]!) { updateLadderMetrics(leagueId: $l, metrics: $m) { metrics { name weight active text } } }',
): (typeof documents)['mutation ScoreInputMetrics($l: ID!, $m: [LadderMetricInput!]!) { updateLadderMetrics(leagueId: $l, metrics: $m) { metrics { name weight active text } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ScoreInputReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { isScoreUpdated } }',
): (typeof documents)['mutation ScoreInputReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { isScoreUpdated } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ReportsLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }',
): (typeof documents)['mutation ReportsLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ReportsSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }',
): (typeof documents)['mutation ReportsSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ReportsMode($l: ID!, $m: ReportingMode!, $h: Int) { updateLeagueReportingMode(leagueId: $l, reportingMode: $m, confirmWindowHours: $h) { id reportingMode confirmWindowHours } }',
): (typeof documents)['mutation ReportsMode($l: ID!, $m: ReportingMode!, $h: Int) { updateLeagueReportingMode(leagueId: $l, reportingMode: $m, confirmWindowHours: $h) { id reportingMode confirmWindowHours } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReportsReport($m: ID!, $t: ID!, $s: [TeamScoreInput!]!) {\n    reportMatchResult(matchId: $m, teamId: $t, scores: $s) { status statusText awaitingTeam { id } confirmDeadline reports { teamId scores { teamId totalPoints } } viewerCanReport }\n  }\n',
): (typeof documents)['\n  mutation ReportsReport($m: ID!, $t: ID!, $s: [TeamScoreInput!]!) {\n    reportMatchResult(matchId: $m, teamId: $t, scores: $s) { status statusText awaitingTeam { id } confirmDeadline reports { teamId scores { teamId totalPoints } } viewerCanReport }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ReportsRead($m: ID!) {\n    match(id: $m) {\n      status\n      reportStatus\n      reports {\n        status\n        statusText\n        reportingMode\n        viewerTeamId\n        viewerCanReport\n        viewerCanResolve\n        viewerCanPostToDispute\n        reports { teamId reportedById }\n        dispute {\n          id\n          waitingSeconds\n          evidence { text link imageUrl teamId authorId }\n          thread { text teamId }\n          resolution { resolvedById chosenTeamId reason }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ReportsRead($m: ID!) {\n    match(id: $m) {\n      status\n      reportStatus\n      reports {\n        status\n        statusText\n        reportingMode\n        viewerTeamId\n        viewerCanReport\n        viewerCanResolve\n        viewerCanPostToDispute\n        reports { teamId reportedById }\n        dispute {\n          id\n          waitingSeconds\n          evidence { text link imageUrl teamId authorId }\n          thread { text teamId }\n          resolution { resolvedById chosenTeamId reason }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ReportsEvidence($m: ID!, $l: String!, $x: String!) { addDisputeEvidence(matchId: $m, link: $l, text: $x) { status } }',
): (typeof documents)['mutation ReportsEvidence($m: ID!, $l: String!, $x: String!) { addDisputeEvidence(matchId: $m, link: $l, text: $x) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ReportsMessage($m: ID!, $x: String!) { postDisputeMessage(matchId: $m, text: $x) { status } }',
): (typeof documents)['mutation ReportsMessage($m: ID!, $x: String!) { postDisputeMessage(matchId: $m, text: $x) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReportsResolve($m: ID!, $c: ID, $s: [TeamScoreInput!], $r: String!) {\n    resolveDispute(matchId: $m, chosenTeamId: $c, scores: $s, reason: $r) { status dispute { resolution { resolvedById chosenTeamId reason } } }\n  }\n',
): (typeof documents)['\n  mutation ReportsResolve($m: ID!, $c: ID, $s: [TeamScoreInput!], $r: String!) {\n    resolveDispute(matchId: $m, chosenTeamId: $c, scores: $s, reason: $r) { status dispute { resolution { resolvedById chosenTeamId reason } } }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ReportsQueue($o: ID!) { organizerDisputes(organizerId: $o) { matchId waitingSeconds match { id } } }',
): (typeof documents)['query ReportsQueue($o: ID!) { organizerDisputes(organizerId: $o) { matchId waitingSeconds match { id } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ReportsFinalizeAgain($m: ID!) { finalizeMatch(matchId: $m) { status } }',
): (typeof documents)['mutation ReportsFinalizeAgain($m: ID!) { finalizeMatch(matchId: $m) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ReportsTourney($i: CreateTournamentInput!) { createTournament(input: $i) { id reportingMode confirmWindowHours } }',
): (typeof documents)['mutation ReportsTourney($i: CreateTournamentInput!) { createTournament(input: $i) { id reportingMode confirmWindowHours } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ReportsTourneyMode($t: ID!, $m: ReportingMode!, $h: Int) { updateTournamentReportingMode(tournamentId: $t, reportingMode: $m, confirmWindowHours: $h) { id reportingMode confirmWindowHours } }',
): (typeof documents)['mutation ReportsTourneyMode($t: ID!, $m: ReportingMode!, $h: Int) { updateTournamentReportingMode(tournamentId: $t, reportingMode: $m, confirmWindowHours: $h) { id reportingMode confirmWindowHours } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query ReportsPage($l: String!) {\n      league(param: $l) { reportingMode confirmWindowHours matches(first: 20) { edges { node { id reportStatus reports { status statusText awaitingTeam { name } viewerCanReport viewerTeamId } } } } }\n    }\n  ',
): (typeof documents)['\n    query ReportsPage($l: String!) {\n      league(param: $l) { reportingMode confirmWindowHours matches(first: 20) { edges { node { id reportStatus reports { status statusText awaitingTeam { name } viewerCanReport viewerTeamId } } } } }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ReportsStaffScores($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }',
): (typeof documents)['mutation ReportsStaffScores($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ReportsStaffFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }',
): (typeof documents)['mutation ReportsStaffFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ReportsCup($i: CreateTournamentInput!) { createTournament(input: $i) { id } }',
): (typeof documents)['mutation ReportsCup($i: CreateTournamentInput!) { createTournament(input: $i) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ReportsCupStart($id: ID!) { startTournament(tournamentId: $id) { status } }',
): (typeof documents)['mutation ReportsCupStart($id: ID!) { startTournament(tournamentId: $id) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SidesCreate($i: CreateLadderInput!) { createLadder(input: $i) { id } }',
): (typeof documents)['mutation SidesCreate($i: CreateLadderInput!) { createLadder(input: $i) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SidesJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }',
): (typeof documents)['mutation SidesJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SidesSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id participants { teamId } } }',
): (typeof documents)['mutation SidesSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id participants { teamId } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SidesReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { participants { teamId totalPoints } } }',
): (typeof documents)['mutation SidesReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { participants { teamId totalPoints } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SidesFinalize($m: ID!) { finalizeMatch(matchId: $m) { participants { teamId placement } } }',
): (typeof documents)['mutation SidesFinalize($m: ID!) { finalizeMatch(matchId: $m) { participants { teamId placement } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SidesMatch($id: ID!) { match(id: $id) { participants { teamId totalPoints } } }',
): (typeof documents)['query SidesMatch($id: ID!) { match(id: $id) { participants { teamId totalPoints } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SidesScheduleRead($l: String!) { league(param: $l) { matches { edges { node { id participants { teamId } } } } } }',
): (typeof documents)['query SidesScheduleRead($l: String!) { league(param: $l) { matches { edges { node { id participants { teamId } } } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SchedulingLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }',
): (typeof documents)['mutation SchedulingLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SchedulingJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }',
): (typeof documents)['mutation SchedulingJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SchedulingSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id scheduledTime } }',
): (typeof documents)['mutation SchedulingSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id scheduledTime } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SchedulingReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }',
): (typeof documents)['mutation SchedulingReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SchedulingFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }',
): (typeof documents)['mutation SchedulingFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SchedulingLeave($t: ID!) { leaveTeam(teamId: $t) { status } }',
): (typeof documents)['mutation SchedulingLeave($t: ID!) { leaveTeam(teamId: $t) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SchedulingKick($t: ID!, $u: ID!) { removeTeamMember(teamId: $t, userId: $u) { status } }',
): (typeof documents)['mutation SchedulingKick($t: ID!, $u: ID!) { removeTeamMember(teamId: $t, userId: $u) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SchedulingTournament($i: CreateTournamentInput!) { createTournament(input: $i) { id startTime } }',
): (typeof documents)['mutation SchedulingTournament($i: CreateTournamentInput!) { createTournament(input: $i) { id startTime } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'subscription MessagesLiveEvents {\n  messageEvents {\n    kind\n    unreadTotal\n    readerId\n    conversation { id kind unreadCount }\n    message { id text state moderationReason mine author { userName } }\n  }\n}',
): (typeof documents)['subscription MessagesLiveEvents {\n  messageEvents {\n    kind\n    unreadTotal\n    readerId\n    conversation { id kind unreadCount }\n    message { id text state moderationReason mine author { userName } }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MessagesSend($input: SendMessageInput!) { sendMessage(input: $input) { id text state moderationReason conversationId } }',
): (typeof documents)['mutation MessagesSend($input: SendMessageInput!) { sendMessage(input: $input) { id text state moderationReason conversationId } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MessagesOpen($input: ConversationTargetInput!) { openConversation(input: $input) { id kind } }',
): (typeof documents)['mutation MessagesOpen($input: ConversationTargetInput!) { openConversation(input: $input) { id kind } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MessagesMute($id: ID!, $muted: Boolean!) { muteConversation(conversationId: $id, muted: $muted) { id muted } }',
): (typeof documents)['mutation MessagesMute($id: ID!, $muted: Boolean!) { muteConversation(conversationId: $id, muted: $muted) { id muted } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MessagesRead($id: ID!) { markConversationRead(conversationId: $id) { id unreadCount } }',
): (typeof documents)['mutation MessagesRead($id: ID!) { markConversationRead(conversationId: $id) { id unreadCount } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query MessagesUnread { unreadMessageCount }',
): (typeof documents)['query MessagesUnread { unreadMessageCount }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query MessagesConversation($id: ID!, $first: Int, $before: String) {\n  conversation(id: $id) {\n    id kind unreadCount muted\n    members { user { userName } lastReadAt }\n    messages(first: $first, before: $before) { hasOlder olderCursor messages { id text state moderationReason } }\n  }\n}',
): (typeof documents)['query MessagesConversation($id: ID!, $first: Int, $before: String) {\n  conversation(id: $id) {\n    id kind unreadCount muted\n    members { user { userName } lastReadAt }\n    messages(first: $first, before: $before) { hasOlder olderCursor messages { id text state moderationReason } }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query MessagesList {\n  conversations {\n    id kind unreadCount muted viewerHasBlocked lastMessageAt\n    otherUser { id userName }\n    team { id name }\n    match { id }\n    lastMessage { id text mine author { userName } }\n  }\n}',
): (typeof documents)['query MessagesList {\n  conversations {\n    id kind unreadCount muted viewerHasBlocked lastMessageAt\n    otherUser { id userName }\n    team { id name }\n    match { id }\n    lastMessage { id text mine author { userName } }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query MessagesMatchAccess($id: ID!) { match(id: $id) { id viewerCanMessage } }',
): (typeof documents)['query MessagesMatchAccess($id: ID!) { match(id: $id) { id viewerCanMessage } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query NotificationsList($u: String!) { user(param: $u) {\n  unreadNotificationCount\n  notifications(first: 10) { edges { node { id kind actionable readAt team { id } organizer { id } actor { userName } } } pageInfo { hasNextPage } }\n} }',
): (typeof documents)['query NotificationsList($u: String!) { user(param: $u) {\n  unreadNotificationCount\n  notifications(first: 10) { edges { node { id kind actionable readAt team { id } organizer { id } actor { userName } } } pageInfo { hasNextPage } }\n} }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation NotificationsInvite($t: ID!, $u: String!) { inviteToTeam(teamId: $t, userName: $u) { status } }',
): (typeof documents)['mutation NotificationsInvite($t: ID!, $u: String!) { inviteToTeam(teamId: $t, userName: $u) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation NotificationsRespondToTeamInvitation($t: ID!) { respondToTeamInvitation(teamId: $t, accept: true) { status } }',
): (typeof documents)['mutation NotificationsRespondToTeamInvitation($t: ID!) { respondToTeamInvitation(teamId: $t, accept: true) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation NotificationsMarkNotificationsRead($ids: [ID!]) { markNotificationsRead(ids: $ids) }',
): (typeof documents)['mutation NotificationsMarkNotificationsRead($ids: [ID!]) { markNotificationsRead(ids: $ids) }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation NotificationsMarkNotificationsRead2 { markNotificationsRead(ids: ["nope"]) }',
): (typeof documents)['mutation NotificationsMarkNotificationsRead2 { markNotificationsRead(ids: ["nope"]) }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation NotificationsMarkNotificationsRead3 { markNotificationsRead }',
): (typeof documents)['mutation NotificationsMarkNotificationsRead3 { markNotificationsRead }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LeagueManagerInvite($o: ID!, $u: String!, $r: StaffRole) { inviteStaff(organizerId: $o, userName: $u, role: $r) { role status } }',
): (typeof documents)['mutation LeagueManagerInvite($o: ID!, $u: String!, $r: StaffRole) { inviteStaff(organizerId: $o, userName: $u, role: $r) { role status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LeagueManagerRespond($o: ID!, $a: Boolean!) { respondToStaffInvitation(organizerId: $o, accept: $a) { status } }',
): (typeof documents)['mutation LeagueManagerRespond($o: ID!, $a: Boolean!) { respondToStaffInvitation(organizerId: $o, accept: $a) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LeagueManagerPromote($o: ID!, $u: ID!) { promoteStaff(organizerId: $o, userId: $u) { role } }',
): (typeof documents)['mutation LeagueManagerPromote($o: ID!, $u: ID!) { promoteStaff(organizerId: $o, userId: $u) { role } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LeagueManagerDemote($o: ID!, $u: ID!) { demoteStaff(organizerId: $o, userId: $u) { role } }',
): (typeof documents)['mutation LeagueManagerDemote($o: ID!, $u: ID!) { demoteStaff(organizerId: $o, userId: $u) { role } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LeagueManagerRemove($o: ID!, $u: ID!) { removeStaff(organizerId: $o, userId: $u) { status } }',
): (typeof documents)['mutation LeagueManagerRemove($o: ID!, $u: ID!) { removeStaff(organizerId: $o, userId: $u) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LeagueManagerLeave($o: ID!) { leaveStaff(organizerId: $o) { status } }',
): (typeof documents)['mutation LeagueManagerLeave($o: ID!) { leaveStaff(organizerId: $o) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LeagueManagerAssign($o: ID!, $u: ID!, $l: [ID!]!) { setStaffAssignment(organizerId: $o, userId: $u, leagueIds: $l) { assignedLeagueIds } }',
): (typeof documents)['mutation LeagueManagerAssign($o: ID!, $u: ID!, $l: [ID!]!) { setStaffAssignment(organizerId: $o, userId: $u, leagueIds: $l) { assignedLeagueIds } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LeagueManagerCreateOrganizer($n: String!) { createOrganizer(name: $n) { name owner { id } staff { role status user { id } } announcementWall { id } viewerStaff { role } } }',
): (typeof documents)['mutation LeagueManagerCreateOrganizer($n: String!) { createOrganizer(name: $n) { name owner { id } staff { role status user { id } } announcementWall { id } viewerStaff { role } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LeagueManagerCreateOrganizer2 { createOrganizer(name: "rest ORG") { id } }',
): (typeof documents)['mutation LeagueManagerCreateOrganizer2 { createOrganizer(name: "rest ORG") { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LeagueManagerCreateOrganizer3 { createOrganizer(name: "!!!") { id } }',
): (typeof documents)['mutation LeagueManagerCreateOrganizer3 { createOrganizer(name: "!!!") { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation LeagueManagerPostComment($i: PostCommentInput!) { postComment(input: $i) { id } }',
): (typeof documents)['mutation LeagueManagerPostComment($i: PostCommentInput!) { postComment(input: $i) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query OrganizersOrganizer2($param: String!) {\n  organizer(param: $param) {\n    id name bio profilePicture banner videoUrl\n    owner { userName }\n    announcementWall { ownerType ownerId }\n    staff { role status assignedLeagueIds user { userName } organizer { name } }\n  }\n}',
): (typeof documents)['query OrganizersOrganizer2($param: String!) {\n  organizer(param: $param) {\n    id name bio profilePicture banner videoUrl\n    owner { userName }\n    announcementWall { ownerType ownerId }\n    staff { role status assignedLeagueIds user { userName } organizer { name } }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query OrganizersOrganizer($param: String!) { organizer(param: $param) { id name } }',
): (typeof documents)['query OrganizersOrganizer($param: String!) { organizer(param: $param) { id name } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query OrganizersOrganizer3($param: String!) { organizer(param: $param) { id } }',
): (typeof documents)['query OrganizersOrganizer3($param: String!) { organizer(param: $param) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query OrganizersOrganizer4 { organizer(param: " ") { id } }',
): (typeof documents)['query OrganizersOrganizer4 { organizer(param: " ") { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation PageKindsUpdateTournament($id: ID!, $input: UpdatePageProfileInput!) {\n  updateTournamentProfile(tournamentId: $id, input: $input) { id bio videoUrl viewerCanEdit }\n}',
): (typeof documents)['mutation PageKindsUpdateTournament($id: ID!, $input: UpdatePageProfileInput!) {\n  updateTournamentProfile(tournamentId: $id, input: $input) { id bio videoUrl viewerCanEdit }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation PageKindsUpdateMatch($id: ID!, $input: UpdateMatchPageInput!) {\n  updateMatchPage(matchId: $id, input: $input) { id videoUrl viewerCanEdit }\n}',
): (typeof documents)['mutation PageKindsUpdateMatch($id: ID!, $input: UpdateMatchPageInput!) {\n  updateMatchPage(matchId: $id, input: $input) { id videoUrl viewerCanEdit }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query PageKindsTournament($id: ID!) { tournament(id: $id) { bio videoUrl viewerCanEdit } }',
): (typeof documents)['query PageKindsTournament($id: ID!) { tournament(id: $id) { bio videoUrl viewerCanEdit } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ProfileEditingUpdateUser($id: ID!, $input: UpdateUserProfileInput!) {\n  updateUserProfile(userId: $id, input: $input) { id displayName bio videoUrl viewerCanEdit }\n}',
): (typeof documents)['mutation ProfileEditingUpdateUser($id: ID!, $input: UpdateUserProfileInput!) {\n  updateUserProfile(userId: $id, input: $input) { id displayName bio videoUrl viewerCanEdit }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ProfileEditingUpdateTeam($id: ID!, $input: UpdatePageProfileInput!) {\n  updateTeamProfile(teamId: $id, input: $input) { id bio videoUrl viewerCanEdit }\n}',
): (typeof documents)['mutation ProfileEditingUpdateTeam($id: ID!, $input: UpdatePageProfileInput!) {\n  updateTeamProfile(teamId: $id, input: $input) { id bio videoUrl viewerCanEdit }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ProfileEditingUpdateOrganizer($id: ID!, $input: UpdatePageProfileInput!) {\n  updateOrganizerProfile(organizerId: $id, input: $input) { id bio videoUrl viewerCanEdit }\n}',
): (typeof documents)['mutation ProfileEditingUpdateOrganizer($id: ID!, $input: UpdatePageProfileInput!) {\n  updateOrganizerProfile(organizerId: $id, input: $input) { id bio videoUrl viewerCanEdit }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ProfileEditingUpdateLeague($id: ID!, $input: UpdateLeagueProfileInput!) {\n  updateLeagueProfile(leagueId: $id, input: $input) { id bio videoUrl rules prize settings viewerCanEdit }\n}',
): (typeof documents)['mutation ProfileEditingUpdateLeague($id: ID!, $input: UpdateLeagueProfileInput!) {\n  updateLeagueProfile(leagueId: $id, input: $input) { id bio videoUrl rules prize settings viewerCanEdit }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ProfileEditingMatch($id: ID!) { match(id: $id) { videoUrl } }',
): (typeof documents)['query ProfileEditingMatch($id: ID!) { match(id: $id) { videoUrl } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ProfileEditingUser($u: String!, $t: String!, $o: String!, $l: String!) {\n      user(param: $u) { viewerCanEdit } team(param: $t) { viewerCanEdit }\n      organizer(param: $o) { viewerCanEdit } league(param: $l) { viewerCanEdit }\n    }',
): (typeof documents)['query ProfileEditingUser($u: String!, $t: String!, $o: String!, $l: String!) {\n      user(param: $u) { viewerCanEdit } team(param: $t) { viewerCanEdit }\n      organizer(param: $o) { viewerCanEdit } league(param: $l) { viewerCanEdit }\n    }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ProfileEditingViewer { viewer { id userName } }',
): (typeof documents)['query ProfileEditingViewer { viewer { id userName } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ProfileEditingViewer2 { viewer { id userName } }',
): (typeof documents)['query ProfileEditingViewer2 { viewer { id userName } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query PublicPagesTeam($p: String!) { team(param: $p) { recentMatches(first: 3) { id } } }',
): (typeof documents)['query PublicPagesTeam($p: String!) { team(param: $p) { recentMatches(first: 3) { id } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query PublicPagesUserPage($p: String!) { user(param: $p) {\n    id userName displayName bio score profilePicture banner videoUrl viewerCanEdit viewerIsFollowing followerCount\n    commentWall { id }\n    topEntries { position user { userName profilePicture } }\n    teams { id name profilePicture }\n    followedProfiles { entityType id name picture }\n  } }',
): (typeof documents)['query PublicPagesUserPage($p: String!) { user(param: $p) {\n    id userName displayName bio score profilePicture banner videoUrl viewerCanEdit viewerIsFollowing followerCount\n    commentWall { id }\n    topEntries { position user { userName profilePicture } }\n    teams { id name profilePicture }\n    followedProfiles { entityType id name picture }\n  } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query PublicPagesTeamPage($p: String!) { team(param: $p) {\n    id name bio profilePicture banner videoUrl viewerCanEdit viewerIsFollowing followerCount\n    game { title } region { title } commentWall { id }\n    members { role user { userName profilePicture } }\n    recentMatches { id status scheduledTime participants { totalPoints team { name profilePicture } } }\n  } }',
): (typeof documents)['query PublicPagesTeamPage($p: String!) { team(param: $p) {\n    id name bio profilePicture banner videoUrl viewerCanEdit viewerIsFollowing followerCount\n    game { title } region { title } commentWall { id }\n    members { role user { userName profilePicture } }\n    recentMatches { id status scheduledTime participants { totalPoints team { name profilePicture } } }\n  } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query PublicPagesOrganizerPage($p: String!) { organizer(param: $p) {\n    id name bio profilePicture banner videoUrl viewerCanEdit viewerIsFollowing followerCount\n    announcementWall { id }\n    leagues { id name banner startDate endDate teamCount followerCount viewerIsFollowing viewerCanEdit game { title image } platform { picture } region { title } }\n  } }',
): (typeof documents)['query PublicPagesOrganizerPage($p: String!) { organizer(param: $p) {\n    id name bio profilePicture banner videoUrl viewerCanEdit viewerIsFollowing followerCount\n    announcementWall { id }\n    leagues { id name banner startDate endDate teamCount followerCount viewerIsFollowing viewerCanEdit game { title image } platform { picture } region { title } }\n  } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query UploadsUser { user(param: "alice") { profilePicture banner } }',
): (typeof documents)['query UploadsUser { user(param: "alice") { profilePicture banner } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query UploadsLeague($id: String!) { league(param: $id) { profilePicture banner } }',
): (typeof documents)['query UploadsLeague($id: String!) { league(param: $id) { profilePicture banner } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query UploadsMatch($id: ID!) { match(id: $id) { banner } }',
): (typeof documents)['query UploadsMatch($id: ID!) { match(id: $id) { banner } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RescheduleLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }',
): (typeof documents)['mutation RescheduleLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RescheduleJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }',
): (typeof documents)['mutation RescheduleJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RescheduleSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }',
): (typeof documents)['mutation RescheduleSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RescheduleProposeTimes($m: ID!, $times: [DateTime!]!) { proposeReschedule(matchId: $m, times: $times) { id status times teamId expiresAt viewerCanAnswer } }',
): (typeof documents)['mutation RescheduleProposeTimes($m: ID!, $times: [DateTime!]!) { proposeReschedule(matchId: $m, times: $times) { id status times teamId expiresAt viewerCanAnswer } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RescheduleAnswer($p: ID!, $at: DateTime, $decline: Boolean) { answerReschedule(proposalId: $p, acceptedTime: $at, decline: $decline) { id status acceptedTime answeredBy { id } } }',
): (typeof documents)['mutation RescheduleAnswer($p: ID!, $at: DateTime, $decline: Boolean) { answerReschedule(proposalId: $p, acceptedTime: $at, decline: $decline) { id status acceptedTime answeredBy { id } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RescheduleMove($m: ID!, $at: DateTime!) { moveMatch(matchId: $m, scheduledTime: $at) { id scheduledTime } }',
): (typeof documents)['mutation RescheduleMove($m: ID!, $at: DateTime!) { moveMatch(matchId: $m, scheduledTime: $at) { id scheduledTime } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query RescheduleMatch($m: ID!) { match(id: $m) { scheduledTime viewerCanProposeReschedule rescheduleProposals { id status times viewerCanAnswer team { id } proposedBy { id } } } }',
): (typeof documents)['query RescheduleMatch($m: ID!) { match(id: $m) { scheduledTime viewerCanProposeReschedule rescheduleProposals { id status times viewerCanAnswer team { id } proposedBy { id } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query RescheduleAvailability($t: ID!) { teamAvailability(teamId: $t) { teamId timeZone windows { weekday start end } viewerCanEdit } }',
): (typeof documents)['query RescheduleAvailability($t: ID!) { teamAvailability(teamId: $t) { teamId timeZone windows { weekday start end } viewerCanEdit } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RescheduleUpdateAvailability($t: ID!, $z: String!, $w: [AvailabilityWindowInput!]!) { updateTeamAvailability(teamId: $t, timeZone: $z, windows: $w) { timeZone windows { weekday start end } } }',
): (typeof documents)['mutation RescheduleUpdateAvailability($t: ID!, $z: String!, $w: [AvailabilityWindowInput!]!) { updateTeamAvailability(teamId: $t, timeZone: $z, windows: $w) { timeZone windows { weekday start end } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query RescheduleSuggest($l: ID!, $a: ID!, $b: ID!, $n: Int) { suggestMatchTimes(leagueId: $l, teamA: $a, teamB: $b, first: $n) }',
): (typeof documents)['query RescheduleSuggest($l: ID!, $a: ID!, $b: ID!, $n: Int) { suggestMatchTimes(leagueId: $l, teamA: $a, teamB: $b, first: $n) }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SearchSearch($text: String!, $first: Int) { search(text: $text, first: $first) { kind entityType id name picture path } }',
): (typeof documents)['query SearchSearch($text: String!, $first: Int) { search(text: $text, first: $first) { kind entityType id name picture path } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SeedUser { user(param: "demo") { id userName } }',
): (typeof documents)['query SeedUser { user(param: "demo") { id userName } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SeedConversations { unreadMessageCount conversations { id kind unreadCount lastMessage { id text } } }',
): (typeof documents)['query SeedConversations { unreadMessageCount conversations { id kind unreadCount lastMessage { id text } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TeamManagerInvite($t: ID!, $u: String!) { inviteToTeam(teamId: $t, userName: $u) { role status } }',
): (typeof documents)['mutation TeamManagerInvite($t: ID!, $u: String!) { inviteToTeam(teamId: $t, userName: $u) { role status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TeamManagerRespond($t: ID!, $a: Boolean!) { respondToTeamInvitation(teamId: $t, accept: $a) { status } }',
): (typeof documents)['mutation TeamManagerRespond($t: ID!, $a: Boolean!) { respondToTeamInvitation(teamId: $t, accept: $a) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TeamManagerPromote($t: ID!, $u: ID!) { promoteTeamMember(teamId: $t, userId: $u) { role } }',
): (typeof documents)['mutation TeamManagerPromote($t: ID!, $u: ID!) { promoteTeamMember(teamId: $t, userId: $u) { role } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TeamManagerDemote($t: ID!, $u: ID!) { demoteTeamMember(teamId: $t, userId: $u) { role } }',
): (typeof documents)['mutation TeamManagerDemote($t: ID!, $u: ID!) { demoteTeamMember(teamId: $t, userId: $u) { role } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TeamManagerRemove($t: ID!, $u: ID!) { removeTeamMember(teamId: $t, userId: $u) { status } }',
): (typeof documents)['mutation TeamManagerRemove($t: ID!, $u: ID!) { removeTeamMember(teamId: $t, userId: $u) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TeamManagerLeave($t: ID!) { leaveTeam(teamId: $t) { status } }',
): (typeof documents)['mutation TeamManagerLeave($t: ID!) { leaveTeam(teamId: $t) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TeamManagerTransfer($t: ID!, $u: ID!) { transferTeamLeadership(teamId: $t, userId: $u) { id leader { id } } }',
): (typeof documents)['mutation TeamManagerTransfer($t: ID!, $u: ID!) { transferTeamLeadership(teamId: $t, userId: $u) { id leader { id } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TeamManagerCreateTeam($i: CreateTeamInput!) { createTeam(input: $i) { name game { id } region { id } leader { id } commentWall { id } members { role } } }',
): (typeof documents)['mutation TeamManagerCreateTeam($i: CreateTeamInput!) { createTeam(input: $i) { name game { id } region { id } leader { id } commentWall { id } members { role } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TeamManagerCreateTeam2($i: CreateTeamInput!) { createTeam(input: $i) { id } }',
): (typeof documents)['mutation TeamManagerCreateTeam2($i: CreateTeamInput!) { createTeam(input: $i) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query TeamsTeamPage($param: String!) {\n  team(param: $param) {\n    id name bio profilePicture banner videoUrl\n    game { title } region { title }\n    commentWall { id ownerType }\n    leader { userName }\n    createdBy { userName }\n    members { id role status user { userName profilePicture } }\n  }\n}',
): (typeof documents)['query TeamsTeamPage($param: String!) {\n  team(param: $param) {\n    id name bio profilePicture banner videoUrl\n    game { title } region { title }\n    commentWall { id ownerType }\n    leader { userName }\n    createdBy { userName }\n    members { id role status user { userName profilePicture } }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query TeamsTeam($param: String!) { team(param: $param) { id name } }',
): (typeof documents)['query TeamsTeam($param: String!) { team(param: $param) { id name } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query TeamsTeamWithWall($param: String!, $first: Int) {\n    team(param: $param) { id members { role user { userName } } commentWall { ...TeamsWallPage } }\n  }\n  fragment TeamsWallPage on CommentWall {\n    id\n    comments(first: $first) { edges { cursor node { id text author { userName profilePicture } } } pageInfo { hasNextPage endCursor } }\n  }',
): (typeof documents)['query TeamsTeamWithWall($param: String!, $first: Int) {\n    team(param: $param) { id members { role user { userName } } commentWall { ...TeamsWallPage } }\n  }\n  fragment TeamsWallPage on CommentWall {\n    id\n    comments(first: $first) { edges { cursor node { id text author { userName profilePicture } } } pageInfo { hasNextPage endCursor } }\n  }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query TeamsWallAlone($id: ID!, $first: Int, $after: String) {\n    commentWall(id: $id) {\n      id\n      comments(first: $first, after: $after) { edges { cursor node { id text author { userName profilePicture } } } pageInfo { hasNextPage endCursor } }\n    }\n  }',
): (typeof documents)['query TeamsWallAlone($id: ID!, $first: Int, $after: String) {\n    commentWall(id: $id) {\n      id\n      comments(first: $first, after: $after) { edges { cursor node { id text author { userName profilePicture } } } pageInfo { hasNextPage endCursor } }\n    }\n  }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query TeamsTeam2($param: String!) { team(param: $param) { id } }',
): (typeof documents)['query TeamsTeam2($param: String!) { team(param: $param) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query TeamsTeam3 { team(param: "") { id } }',
): (typeof documents)['query TeamsTeam3 { team(param: "") { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation StagesStart($id: ID!) { startTournament(tournamentId: $id) { status } }',
): (typeof documents)['mutation StagesStart($id: ID!) { startTournament(tournamentId: $id) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation StagesReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }',
): (typeof documents)['mutation StagesReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation StagesFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }',
): (typeof documents)['mutation StagesFinalize($m: ID!) { finalizeMatch(matchId: $m) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation StagesAdvance($id: ID!) { advanceStage(tournamentId: $id) { id status } }',
): (typeof documents)['mutation StagesAdvance($id: ID!) { advanceStage(tournamentId: $id) { id status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StagesPreview($id: ID!) {\n    previewNextStage(tournamentId: $id) {\n      currentComplete\n      current { stageNumber }\n      next { stageNumber kind }\n      entrants { id }\n      undecidedTies { groupNumber teams { id } }\n      nodes { roundNumber slotIndex side participant1Id participant2Id }\n    }\n  }\n',
): (typeof documents)['\n  query StagesPreview($id: ID!) {\n    previewNextStage(tournamentId: $id) {\n      currentComplete\n      current { stageNumber }\n      next { stageNumber kind }\n      entrants { id }\n      undecidedTies { groupNumber teams { id } }\n      nodes { roundNumber slotIndex side participant1Id participant2Id }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StagesPreviewFix($m: ID!, $s: [TeamScoreInput!]!) {\n    previewResultCorrection(matchId: $m, scores: $s) { winnerChanges laterStagesStarted laterStageResets { id participant1Id participant2Id status } }\n  }\n',
): (typeof documents)['\n  mutation StagesPreviewFix($m: ID!, $s: [TeamScoreInput!]!) {\n    previewResultCorrection(matchId: $m, scores: $s) { winnerChanges laterStagesStarted laterStageResets { id participant1Id participant2Id status } }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StagesFix($m: ID!, $s: [TeamScoreInput!]!, $confirm: Boolean) {\n    correctMatchResult(matchId: $m, scores: $s, confirmLaterStages: $confirm) { id resetNodeIds }\n  }\n',
): (typeof documents)['\n  mutation StagesFix($m: ID!, $s: [TeamScoreInput!]!, $confirm: Boolean) {\n    correctMatchResult(matchId: $m, scores: $s, confirmLaterStages: $confirm) { id resetNodeIds }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StagesOfTournament($id: ID!) {\n    tournament(id: $id) {\n      id status winner { id }\n      bracket { nodes { id } }\n      stages {\n        stageNumber kind status advance seeding tiebreakers\n        entrants { id }\n        standings { rank groupNumber team { id name } points wins losses draws differential buchholz explanation unresolvedWith { id } }\n        nodes { id side roundNumber groupNumber slotIndex status participant1Id participant2Id winnerTeamId match { id status } }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StagesOfTournament($id: ID!) {\n    tournament(id: $id) {\n      id status winner { id }\n      bracket { nodes { id } }\n      stages {\n        stageNumber kind status advance seeding tiebreakers\n        entrants { id }\n        standings { rank groupNumber team { id name } points wins losses draws differential buchholz explanation unresolvedWith { id } }\n        nodes { id side roundNumber groupNumber slotIndex status participant1Id participant2Id winnerTeamId match { id status } }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TourneyList($gameId: ID, $status: TournamentStatus, $first: Int) {\n    tournaments(gameId: $gameId, status: $status, first: $first) {\n      name\n      status\n      banner\n      game { title }\n      organizer { name }\n    }\n  }\n',
): (typeof documents)['\n  query TourneyList($gameId: ID, $status: TournamentStatus, $first: Int) {\n    tournaments(gameId: $gameId, status: $status, first: $first) {\n      name\n      status\n      banner\n      game { title }\n      organizer { name }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TourneyCreate($i: CreateTournamentInput!) { createTournament(input: $i) { id name format size status checkInMinutes matchRounds thirdPlaceMatch viewerCanManage } }',
): (typeof documents)['mutation TourneyCreate($i: CreateTournamentInput!) { createTournament(input: $i) { id name format size status checkInMinutes matchRounds thirdPlaceMatch viewerCanManage } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TourneyJoin($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }',
): (typeof documents)['mutation TourneyJoin($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TourneyDecide($id: ID!, $team: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: $d) { status seed } }',
): (typeof documents)['mutation TourneyDecide($id: ID!, $team: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: $d) { status seed } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TourneyStart($id: ID!) { startTournament(tournamentId: $id) { status } }',
): (typeof documents)['mutation TourneyStart($id: ID!) { startTournament(tournamentId: $id) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TourneySeed($id: ID!, $m: SeedingMethod!) { seedTournament(tournamentId: $id, method: $m) { id } }',
): (typeof documents)['mutation TourneySeed($id: ID!, $m: SeedingMethod!) { seedTournament(tournamentId: $id, method: $m) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TourneySaveSeeding($id: ID!, $slots: [BracketSlotInput!]!) { saveTournamentSeeding(tournamentId: $id, slots: $slots) { id } }',
): (typeof documents)['mutation TourneySaveSeeding($id: ID!, $slots: [BracketSlotInput!]!) { saveTournamentSeeding(tournamentId: $id, slots: $slots) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TourneyCheckIn($id: ID!, $team: ID!) { checkInTournament(tournamentId: $id, teamId: $team) { checkedInAt } }',
): (typeof documents)['mutation TourneyCheckIn($id: ID!, $team: ID!) { checkInTournament(tournamentId: $id, teamId: $team) { checkedInAt } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TourneyReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }',
): (typeof documents)['mutation TourneyReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TourneyFinalize($m: ID!) { finalizeMatch(matchId: $m) { status winner { id } } }',
): (typeof documents)['mutation TourneyFinalize($m: ID!) { finalizeMatch(matchId: $m) { status winner { id } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TourneyPreviewFix($m: ID!, $s: [TeamScoreInput!]!) { previewResultCorrection(matchId: $m, scores: $s) { winnerChanges winner { id } resetNodes { id roundNumber } } }',
): (typeof documents)['mutation TourneyPreviewFix($m: ID!, $s: [TeamScoreInput!]!) { previewResultCorrection(matchId: $m, scores: $s) { winnerChanges winner { id } resetNodes { id roundNumber } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TourneyFix($m: ID!, $s: [TeamScoreInput!]!) { correctMatchResult(matchId: $m, scores: $s) { id correctedBy { id } before { teamId points placement } after { teamId points placement } resetNodeIds match { id status } } }',
): (typeof documents)['mutation TourneyFix($m: ID!, $s: [TeamScoreInput!]!) { correctMatchResult(matchId: $m, scores: $s) { id correctedBy { id } before { teamId points placement } after { teamId points placement } resetNodeIds match { id status } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TourneyPage($id: ID!) {\n    tournament(id: $id) {\n      id status viewerJoinState viewerCanManage checkInOpen winner { id }\n      participants { teamId status seed }\n      corrections { id }\n      bracket {\n        isPreview\n        nodes { id parentNodeId loserParentNodeId side roundNumber groupNumber slotIndex status participant1Id participant2Id winnerTeamId participant1Score participant2Score match { id status viewerCanReport } }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TourneyPage($id: ID!) {\n    tournament(id: $id) {\n      id status viewerJoinState viewerCanManage checkInOpen winner { id }\n      participants { teamId status seed }\n      corrections { id }\n      bracket {\n        isPreview\n        nodes { id parentNodeId loserParentNodeId side roundNumber groupNumber slotIndex status participant1Id participant2Id winnerTeamId participant1Score participant2Score match { id status viewerCanReport } }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation TourneyFollow($id: ID!) { follow(entityType: TOURNAMENT, followedId: $id) { isFollowing followerCount } }',
): (typeof documents)['mutation TourneyFollow($id: ID!) { follow(entityType: TOURNAMENT, followedId: $id) { isFollowing followerCount } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query TourneyFollowState($id: ID!) { tournament(id: $id) { viewerIsFollowing followerCount } }',
): (typeof documents)['query TourneyFollowState($id: ID!) { tournament(id: $id) { viewerIsFollowing followerCount } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query UsersUser($param: String!) {\n  user(param: $param) {\n    id userName displayName bio score profilePicture banner videoUrl commentWall { id ownerType ownerId }\n    teams { name }\n    teamMemberships { role status team { name } }\n    organizations { role status organizer { name } }\n  }\n}',
): (typeof documents)['query UsersUser($param: String!) {\n  user(param: $param) {\n    id userName displayName bio score profilePicture banner videoUrl commentWall { id ownerType ownerId }\n    teams { name }\n    teamMemberships { role status team { name } }\n    organizations { role status organizer { name } }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query UsersUser2($param: String!) { user(param: $param) { id } }',
): (typeof documents)['query UsersUser2($param: String!) { user(param: $param) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query UsersUser3($param: String!) { user(param: $param) { id } }',
): (typeof documents)['query UsersUser3($param: String!) { user(param: $param) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query UsersUser4 { user(param: "   ") { id } }',
): (typeof documents)['query UsersUser4 { user(param: "   ") { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query UsersUser5($param: String!) { user(param: $param) { invitations { id } } }',
): (typeof documents)['query UsersUser5($param: String!) { user(param: $param) { invitations { id } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation HooksCreateLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }',
): (typeof documents)['mutation HooksCreateLadder($i: CreateLadderInput!) { createLadder(input: $i) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation HooksJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }',
): (typeof documents)['mutation HooksJoin($l: ID!, $t: ID!) { joinLadder(leagueId: $l, teamId: $t) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation HooksSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }',
): (typeof documents)['mutation HooksSchedule($l: ID!, $t: [ID!]!, $at: DateTime!) { scheduleMatch(leagueId: $l, teamIds: $t, scheduledTime: $at) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation HooksReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { id } }',
): (typeof documents)['mutation HooksReport($m: ID!, $s: [TeamScoreInput!]!) { reportMatchScores(matchId: $m, scores: $s) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation HooksFinalize($m: ID!) { finalizeMatch(matchId: $m) { id } }',
): (typeof documents)['mutation HooksFinalize($m: ID!) { finalizeMatch(matchId: $m) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation HooksPost($i: PostCommentInput!) { postComment(input: $i) { id } }',
): (typeof documents)['mutation HooksPost($i: PostCommentInput!) { postComment(input: $i) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation HooksCreateWebhook($i: CreateWebhookInput!) { createWebhook(input: $i) { secret webhook { id url events enabled description } } }',
): (typeof documents)['mutation HooksCreateWebhook($i: CreateWebhookInput!) { createWebhook(input: $i) { secret webhook { id url events enabled description } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation HooksRotate($id: ID!) { rotateWebhookSecret(webhookId: $id) { secret webhook { id previousSecretExpiresAt } } }',
): (typeof documents)['mutation HooksRotate($id: ID!) { rotateWebhookSecret(webhookId: $id) { secret webhook { id previousSecretExpiresAt } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query HooksList($id: String!) { organizer(param: $id) { webhooks { id url events enabled } } }',
): (typeof documents)['query HooksList($id: String!) { organizer(param: $id) { webhooks { id url events enabled } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query HooksDeliveries($id: ID!) { webhookDeliveries(webhookId: $id) { id eventType status attempts responseStatus latencyMs } }',
): (typeof documents)['query HooksDeliveries($id: ID!) { webhookDeliveries(webhookId: $id) { id eventType status attempts responseStatus latencyMs } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query HooksCatalogue { webhookEventTypes }',
): (typeof documents)['query HooksCatalogue { webhookEventTypes }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation HooksCreateCup($i: CreateTournamentInput!) { createTournament(input: $i) { id } }',
): (typeof documents)['mutation HooksCreateCup($i: CreateTournamentInput!) { createTournament(input: $i) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation HooksJoinCup($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }',
): (typeof documents)['mutation HooksJoinCup($id: ID!, $team: ID!) { joinTournament(tournamentId: $id, teamId: $team) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation HooksDecideCup($id: ID!, $team: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: $d) { status } }',
): (typeof documents)['mutation HooksDecideCup($id: ID!, $team: ID!, $d: EntryDecision!) { decideTournamentTeam(tournamentId: $id, teamId: $team, decision: $d) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation HooksStartCup($id: ID!) { startTournament(tournamentId: $id) { status } }',
): (typeof documents)['mutation HooksStartCup($id: ID!) { startTournament(tournamentId: $id) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query HooksCupMatch($id: ID!) { tournament(id: $id) { bracket { nodes { status participant1Id participant2Id match { id } } } } }',
): (typeof documents)['query HooksCupMatch($id: ID!) { tournament(id: $id) { bracket { nodes { status participant1Id participant2Id match { id } } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation HooksMode($l: ID!, $m: ReportingMode!) { updateLeagueReportingMode(leagueId: $l, reportingMode: $m) { id } }',
): (typeof documents)['mutation HooksMode($l: ID!, $m: ReportingMode!) { updateLeagueReportingMode(leagueId: $l, reportingMode: $m) { id } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation HooksTeamReport($m: ID!, $t: ID!, $s: [TeamScoreInput!]!) { reportMatchResult(matchId: $m, teamId: $t, scores: $s) { status } }',
): (typeof documents)['mutation HooksTeamReport($m: ID!, $t: ID!, $s: [TeamScoreInput!]!) { reportMatchResult(matchId: $m, teamId: $t, scores: $s) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation HooksResolve($m: ID!, $c: ID, $r: String!) { resolveDispute(matchId: $m, chosenTeamId: $c, reason: $r) { status } }',
): (typeof documents)['mutation HooksResolve($m: ID!, $c: ID, $r: String!) { resolveDispute(matchId: $m, chosenTeamId: $c, reason: $r) { status } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query HooksNotifications($u: String!) { user(param: $u) { notifications(first: 10) { edges { node { kind organizer { id } } } } } }',
): (typeof documents)['query HooksNotifications($u: String!) { user(param: $u) { notifications(first: 10) { edges { node { kind organizer { id } } } } } }'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'subscription CommentsWallEvents($wallId: ID!) {\n  commentWallEvents(wallId: $wallId) {\n    kind\n    comment { id wallId parentId text edited deleted score viewerVote author { id userName } }\n  }\n}',
): (typeof documents)['subscription CommentsWallEvents($wallId: ID!) {\n  commentWallEvents(wallId: $wallId) {\n    kind\n    comment { id wallId parentId text edited deleted score viewerVote author { id userName } }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: 'mutation GraphqlWsPing { ping }'): (typeof documents)['mutation GraphqlWsPing { ping }'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
