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
  '\n  fragment BracketView_node on BracketNode {\n    id\n    parentNodeId\n    loserParentNodeId\n    roundNumber\n    groupNumber\n    slotIndex\n    status\n    side\n    participant1Score\n    participant2Score\n    winnerTeamId\n    participant1 {\n      id\n      name\n    }\n    participant2 {\n      id\n      name\n    }\n    match {\n      id\n    }\n  }\n': typeof types.BracketView_NodeFragmentDoc;
  '\n  fragment CommentThread_comment on Comment {\n    id\n    wallId\n    parentId\n    text\n    edited\n    deleted\n    hidden\n    moderationNote\n    score\n    viewerVote\n    replyCount\n    createdAt\n    author {\n      id\n      userName\n      profilePicture\n    }\n  }\n': typeof types.CommentThread_CommentFragmentDoc;
  '\n  mutation PostComment($input: PostCommentInput!) {\n    postComment(input: $input) {\n      ...CommentThread_comment\n    }\n  }\n': typeof types.PostCommentDocument;
  '\n  mutation EditComment($id: ID!, $text: String!) {\n    editComment(id: $id, text: $text) {\n      ...CommentThread_comment\n    }\n  }\n': typeof types.EditCommentDocument;
  '\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      ...CommentThread_comment\n    }\n  }\n': typeof types.DeleteCommentDocument;
  '\n  mutation VoteComment($id: ID!, $direction: VoteDirection!) {\n    voteComment(id: $id, direction: $direction) {\n      id\n      score\n      viewerVote\n    }\n  }\n': typeof types.VoteCommentDocument;
  '\n  query CommentReplies($id: ID!, $first: Int!, $after: String) {\n    comment(id: $id) {\n      id\n      replies(first: $first, after: $after) {\n        ...CommentCache_replyPage\n      }\n    }\n  }\n': typeof types.CommentRepliesDocument;
  '\n  query CommentWall($wallId: ID!, $first: Int!, $after: String, $replies: Int = 50) {\n    commentWall(id: $wallId) {\n      id\n      comments(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...CommentThread_comment\n            replies(first: $replies) {\n              ...CommentCache_replyPage\n            }\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n': typeof types.CommentWallDocument;
  '\n  subscription CommentWallEvents($wallId: ID!) {\n    commentWallEvents(wallId: $wallId) {\n      kind\n      comment {\n        ...CommentThread_comment\n      }\n    }\n  }\n': typeof types.CommentWallEventsDocument;
  '\n  fragment CommentCache_id on Comment {\n    id\n  }\n': typeof types.CommentCache_IdFragmentDoc;
  '\n  fragment CommentCache_replies on Comment {\n    id\n    replies {\n      ...CommentCache_replyPage\n    }\n  }\n': typeof types.CommentCache_RepliesFragmentDoc;
  '\n  fragment CommentCache_replyPage on CommentConnection {\n    nodes {\n      ...CommentThread_comment\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n': typeof types.CommentCache_ReplyPageFragmentDoc;
  '\n  fragment CompetitionHero_competition on Competition {\n    id\n    name\n    bio\n    banner\n    profilePicture\n    videoUrl\n    viewerCanEdit\n    viewerIsFollowing\n    followerCount\n    game {\n      id\n      title\n    }\n    platform {\n      id\n      title\n    }\n    region {\n      id\n      title\n    }\n    organizer {\n      id\n      name\n    }\n  }\n': typeof types.CompetitionHero_CompetitionFragmentDoc;
  '\n  query FollowingList {\n    viewer {\n      id\n      followedProfiles {\n        entityType\n        id\n        name\n        picture\n      }\n    }\n  }\n': typeof types.FollowingListDocument;
  '\n  fragment UseFollowToggle_status on FollowStatus {\n    entityType\n    followedId\n    isFollowing\n    followerCount\n  }\n': typeof types.UseFollowToggle_StatusFragmentDoc;
  '\n  mutation Follow($entityType: FollowEntityType!, $followedId: ID!) {\n    follow(entityType: $entityType, followedId: $followedId) {\n      ...UseFollowToggle_status\n    }\n  }\n': typeof types.FollowDocument;
  '\n  mutation Unfollow($entityType: FollowEntityType!, $followedId: ID!) {\n    unfollow(entityType: $entityType, followedId: $followedId) {\n      ...UseFollowToggle_status\n    }\n  }\n': typeof types.UnfollowDocument;
  '\n  query ReportScoreMatch($id: ID!) {\n    match(id: $id) {\n      id\n      status\n      rounds\n      isScoreUpdated\n      league {\n        id\n        metrics {\n          name\n          type\n          weight\n          active\n        }\n      }\n      game {\n        id\n        metrics {\n          name\n          type\n          active\n        }\n      }\n    }\n  }\n': typeof types.ReportScoreMatchDocument;
  '\n  query ReportScoreStats($id: ID!) {\n    match(id: $id) {\n      id\n      status\n      isScoreUpdated\n      participants {\n        teamId\n        totalPoints\n        team {\n          id\n          name\n        }\n        rounds {\n          matchRound\n          metrics\n          roundPoints\n        }\n      }\n    }\n  }\n': typeof types.ReportScoreStatsDocument;
  '\n  mutation CreateLadder($input: CreateLadderInput!) {\n    createLadder(input: $input) {\n      ...LadderSection_ladder\n      organizer {\n        id\n      }\n    }\n  }\n': typeof types.CreateLadderDocument;
  '\n  mutation ToggleLadderStatus($leagueId: ID!) {\n    toggleLadderStatus(leagueId: $leagueId) {\n      id\n      status\n    }\n  }\n': typeof types.ToggleLadderStatusDocument;
  '\n  mutation UpdateLadderSettings($leagueId: ID!, $input: LadderSettingsInput!) {\n    updateLadderSettings(leagueId: $leagueId, input: $input) {\n      id\n      maxTeams\n      openEntry\n      winPoints\n      drawPoints\n      lossPoints\n    }\n  }\n': typeof types.UpdateLadderSettingsDocument;
  '\n  mutation UpdateLadderMetrics($leagueId: ID!, $metrics: [LadderMetricInput!]!) {\n    updateLadderMetrics(leagueId: $leagueId, metrics: $metrics) {\n      id\n      metrics {\n        ...LadderModals_metric\n      }\n    }\n  }\n': typeof types.UpdateLadderMetricsDocument;
  '\n  mutation JoinLadder($leagueId: ID!, $teamId: ID!) {\n    joinLadder(leagueId: $leagueId, teamId: $teamId) {\n      teamId\n      status\n      league {\n        id\n        teamCount\n        viewerJoinState\n        viewerJoinableTeams {\n          id\n          name\n        }\n        viewerPendingEntries {\n          teamId\n          team {\n            id\n            name\n          }\n          invitedBy {\n            id\n          }\n        }\n      }\n    }\n  }\n': typeof types.JoinLadderDocument;
  '\n  mutation InviteTeamToLadder($leagueId: ID!, $team: String!) {\n    inviteTeamToLadder(leagueId: $leagueId, team: $team) {\n      teamId\n      status\n    }\n  }\n': typeof types.InviteTeamToLadderDocument;
  '\n  mutation DecideLadderTeam($leagueId: ID!, $teamId: ID!, $decision: EntryDecision!) {\n    decideLadderTeam(leagueId: $leagueId, teamId: $teamId, decision: $decision) {\n      teamId\n      status\n      league {\n        id\n        teamCount\n        pendingTeamCount\n      }\n    }\n  }\n': typeof types.DecideLadderTeamDocument;
  '\n  mutation ScheduleMatch($leagueId: ID!, $teamIds: [ID!]!, $scheduledTime: DateTime!) {\n    scheduleMatch(leagueId: $leagueId, teamIds: $teamIds, scheduledTime: $scheduledTime) {\n      id\n      status\n      scheduledTime\n    }\n  }\n': typeof types.ScheduleMatchDocument;
  '\n  mutation ReportMatchScores($matchId: ID!, $scores: [TeamScoreInput!]!, $idempotencyKey: String) {\n    reportMatchScores(matchId: $matchId, scores: $scores, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      isScoreUpdated\n      participants {\n        ...MatchPage_participant\n      }\n    }\n  }\n': typeof types.ReportMatchScoresDocument;
  '\n  mutation FinalizeMatch($matchId: ID!) {\n    finalizeMatch(matchId: $matchId) {\n      id\n      status\n      isScoreUpdated\n      finalizedAt\n      winner {\n        id\n      }\n      participants {\n        ...MatchPage_participant\n      }\n    }\n  }\n': typeof types.FinalizeMatchDocument;
  '\n  mutation CancelLadderEntry($leagueId: ID!, $teamId: ID!) {\n    cancelLadderEntry(leagueId: $leagueId, teamId: $teamId) {\n      id\n      teamCount\n      viewerJoinState\n      viewerJoinableTeams {\n        id\n        name\n      }\n      viewerPendingEntries {\n        teamId\n        team {\n          id\n          name\n        }\n        invitedBy {\n          id\n        }\n      }\n    }\n  }\n': typeof types.CancelLadderEntryDocument;
  '\n  fragment Podium_entry on LeaderboardEntry {\n    id\n    rank\n    score\n    wins\n    rating\n    user {\n      id\n      userName\n      displayName\n      profilePicture\n    }\n    team {\n      id\n      name\n      profilePicture\n    }\n  }\n': typeof types.Podium_EntryFragmentDoc;
  '\n  fragment LeagueCard_league on League {\n    id\n    name\n    banner\n    startDate\n    endDate\n    game {\n      id\n      title\n      image\n    }\n    platform {\n      id\n      title\n      picture\n    }\n    region {\n      id\n      title\n    }\n    organizer {\n      id\n      name\n      profilePicture\n    }\n  }\n': typeof types.LeagueCard_LeagueFragmentDoc;
  '\n  query OrganizerDisputes($organizerId: ID!) {\n    organizerDisputes(organizerId: $organizerId) {\n      id\n      matchId\n      openedAt\n      waitingSeconds\n      match {\n        id\n        league {\n          id\n          name\n        }\n        tournament {\n          id\n          name\n        }\n        participants {\n          teamId\n          team {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n': typeof types.OrganizerDisputesDocument;
  '\n  fragment MatchReportsPanel_reports on MatchReports {\n    matchId\n    reportingMode\n    status\n    statusText\n    confirmDeadline\n    viewerTeamId\n    viewerCanReport\n    viewerCanResolve\n    viewerCanPostToDispute\n    reports {\n      id\n      teamId\n      team {\n        id\n        name\n      }\n      updatedAt\n      scores {\n        teamId\n        totalPoints\n        team {\n          id\n          name\n        }\n        rounds {\n          round\n          metrics\n          roundPoints\n        }\n      }\n    }\n    dispute {\n      id\n      openedAt\n      evidence {\n        id\n        imageUrl\n        link\n        text\n        createdAt\n        author {\n          id\n          userName\n        }\n      }\n      thread {\n        id\n        text\n        createdAt\n        author {\n          id\n          userName\n        }\n      }\n      resolution {\n        reason\n        resolvedAt\n        chosenTeam {\n          id\n          name\n        }\n        resolvedBy {\n          id\n          userName\n        }\n      }\n    }\n  }\n': typeof types.MatchReportsPanel_ReportsFragmentDoc;
  '\n  mutation ReportMatchResult($matchId: ID!, $teamId: ID!, $scores: [TeamScoreInput!]!) {\n    reportMatchResult(matchId: $matchId, teamId: $teamId, scores: $scores) {\n      ...MatchReportsPanel_reports\n    }\n  }\n': typeof types.ReportMatchResultDocument;
  '\n  mutation AddDisputeEvidence($matchId: ID!, $link: String!, $text: String!) {\n    addDisputeEvidence(matchId: $matchId, link: $link, text: $text) {\n      ...MatchReportsPanel_reports\n    }\n  }\n': typeof types.AddDisputeEvidenceDocument;
  '\n  mutation PostDisputeMessage($matchId: ID!, $text: String!) {\n    postDisputeMessage(matchId: $matchId, text: $text) {\n      ...MatchReportsPanel_reports\n    }\n  }\n': typeof types.PostDisputeMessageDocument;
  '\n  mutation ResolveDispute($matchId: ID!, $chosenTeamId: ID, $scores: [TeamScoreInput!], $reason: String!) {\n    resolveDispute(matchId: $matchId, chosenTeamId: $chosenTeamId, scores: $scores, reason: $reason) {\n      ...MatchReportsPanel_reports\n    }\n  }\n': typeof types.ResolveDisputeDocument;
  '\n  mutation UpdateLeagueReportingMode($leagueId: ID!, $reportingMode: ReportingMode!, $confirmWindowHours: Int) {\n    updateLeagueReportingMode(leagueId: $leagueId, reportingMode: $reportingMode, confirmWindowHours: $confirmWindowHours) {\n      id\n      reportingMode\n      confirmWindowHours\n    }\n  }\n': typeof types.UpdateLeagueReportingModeDocument;
  '\n  mutation UpdateTournamentReportingMode($tournamentId: ID!, $reportingMode: ReportingMode!, $confirmWindowHours: Int) {\n    updateTournamentReportingMode(tournamentId: $tournamentId, reportingMode: $reportingMode, confirmWindowHours: $confirmWindowHours) {\n      id\n      reportingMode\n      confirmWindowHours\n    }\n  }\n': typeof types.UpdateTournamentReportingModeDocument;
  '\n  fragment ReportingSettingsModal_ladder on League {\n    id\n    name\n    reportingMode\n    confirmWindowHours\n  }\n': typeof types.ReportingSettingsModal_LadderFragmentDoc;
  '\n  fragment ReportingSettingsModal_tournament on Tournament {\n    id\n    name\n    reportingMode\n    confirmWindowHours\n  }\n': typeof types.ReportingSettingsModal_TournamentFragmentDoc;
  '\n  query MessagesConversations($viewerId: String!) {\n    conversations {\n      id\n      kind\n      unreadCount\n      muted\n      lastMessageAt\n      otherUser {\n        id\n        userName\n      }\n      team {\n        id\n        name\n      }\n      match {\n        id\n        participants {\n          teamId\n          team {\n            id\n            name\n          }\n        }\n      }\n      lastMessage {\n        id\n        text\n        mine\n      }\n    }\n    user(param: $viewerId) {\n      id\n      teams {\n        id\n        name\n      }\n    }\n  }\n': typeof types.MessagesConversationsDocument;
  '\n  query MessagesFindUser($param: String!) {\n    user(param: $param) {\n      id\n      userName\n    }\n  }\n': typeof types.MessagesFindUserDocument;
  '\n  mutation OpenConversation($input: ConversationTargetInput!) {\n    openConversation(input: $input) {\n      id\n    }\n  }\n': typeof types.OpenConversationDocument;
  '\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      ...MessagesCache_message\n    }\n  }\n': typeof types.SendMessageDocument;
  '\n  mutation MarkConversationRead($id: ID!) {\n    markConversationRead(conversationId: $id) {\n      id\n      unreadCount\n    }\n  }\n': typeof types.MarkConversationReadDocument;
  '\n  mutation MuteConversation($id: ID!, $muted: Boolean!) {\n    muteConversation(conversationId: $id, muted: $muted) {\n      id\n      muted\n    }\n  }\n': typeof types.MuteConversationDocument;
  '\n  mutation BlockUser($userId: ID!) {\n    blockUser(userId: $userId)\n  }\n': typeof types.BlockUserDocument;
  '\n  mutation UnblockUser($userId: ID!) {\n    unblockUser(userId: $userId)\n  }\n': typeof types.UnblockUserDocument;
  '\n  query BlockedUsers {\n    blockedUsers {\n      id\n      userName\n    }\n  }\n': typeof types.BlockedUsersDocument;
  '\n  fragment MessagesCache_message on Message {\n    id\n    conversationId\n    text\n    state\n    moderationReason\n    mine\n    createdAt\n    author {\n      id\n      userName\n    }\n  }\n': typeof types.MessagesCache_MessageFragmentDoc;
  '\n  query MessagesBadge {\n    unreadMessageCount\n  }\n': typeof types.MessagesBadgeDocument;
  '\n  query ConversationThread($id: ID!, $first: Int!, $before: String) {\n    conversation(id: $id) {\n      id\n      kind\n      muted\n      unreadCount\n      viewerHasBlocked\n      otherUser {\n        id\n        userName\n      }\n      team {\n        id\n        name\n      }\n      match {\n        id\n        participants {\n          teamId\n          team {\n            id\n            name\n          }\n        }\n      }\n      messages(first: $first, before: $before) {\n        hasOlder\n        olderCursor\n        messages {\n          ...MessagesCache_message\n        }\n      }\n    }\n  }\n': typeof types.ConversationThreadDocument;
  '\n  subscription MessageEvents {\n    messageEvents {\n      kind\n      unreadTotal\n      readerId\n      conversation {\n        id\n        unreadCount\n        muted\n        lastMessageAt\n      }\n      message {\n        ...MessagesCache_message\n      }\n    }\n  }\n': typeof types.MessageEventsDocument;
  '\n  fragment AuditList_entry on ModerationAuditEntry {\n    id\n    action\n    reason\n    reportId\n    durationMinutes\n    createdAt\n    targetType\n    targetId\n    moderator {\n      id\n      userName\n    }\n  }\n': typeof types.AuditList_EntryFragmentDoc;
  '\n  fragment ModerationQueue_report on ModerationReport {\n    id\n    targetType\n    targetId\n    reason\n    text\n    content\n    contextPath\n    contextLabel\n    status\n    createdAt\n    reporter {\n      id\n      userName\n    }\n    subject {\n      id\n      userName\n    }\n    organizer {\n      id\n      name\n    }\n  }\n': typeof types.ModerationQueue_ReportFragmentDoc;
  '\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      id\n      status\n    }\n  }\n': typeof types.ReportContentDocument;
  '\n  query ModerationScope {\n    moderationScope {\n      siteModerator\n      organizers {\n        id\n        name\n      }\n    }\n  }\n': typeof types.ModerationScopeDocument;
  '\n  query ModerationQueue($organizerId: ID, $first: Int, $after: String) {\n    moderationQueue(organizerId: $organizerId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ModerationQueue_report\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n': typeof types.ModerationQueueDocument;
  '\n  subscription ModerationQueueChanged($organizerId: ID) {\n    moderationQueueChanged(organizerId: $organizerId) {\n      kind\n      report {\n        ...ModerationQueue_report\n      }\n    }\n  }\n': typeof types.ModerationQueueChangedDocument;
  '\n  mutation ActOnReport($input: ActOnReportInput!) {\n    actOnReport(input: $input) {\n      ...AuditList_entry\n    }\n  }\n': typeof types.ActOnReportDocument;
  '\n  query ModerationAudit($organizerId: ID, $first: Int, $after: String) {\n    moderationAudit(organizerId: $organizerId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...AuditList_entry\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n': typeof types.ModerationAuditDocument;
  '\n  query ModerationFilters($organizerId: ID!) {\n    moderationFilters(organizerId: $organizerId) {\n      organizerId\n      words\n      mode\n    }\n  }\n': typeof types.ModerationFiltersDocument;
  '\n  mutation UpdateModerationFilters($input: UpdateModerationFiltersInput!) {\n    updateModerationFilters(input: $input) {\n      organizerId\n      words\n      mode\n    }\n  }\n': typeof types.UpdateModerationFiltersDocument;
  '\n  fragment NotificationBell_notification on Notification {\n    id\n    kind\n    actionable\n    createdAt\n    readAt\n    team {\n      id\n      name\n    }\n    organizer {\n      id\n      name\n    }\n    league {\n      id\n      name\n    }\n    match {\n      id\n      scheduledTime\n    }\n    actor {\n      id\n      userName\n    }\n    moderationMessage\n  }\n': typeof types.NotificationBell_NotificationFragmentDoc;
  '\n  query NotificationBadge {\n    viewer {\n      id\n      unreadNotificationCount\n    }\n  }\n': typeof types.NotificationBadgeDocument;
  '\n  subscription NotificationEvents {\n    notificationEvents {\n      unreadCount\n      notification {\n        ...NotificationBell_notification\n      }\n    }\n  }\n': typeof types.NotificationEventsDocument;
  '\n  query NotificationList($first: Int!) {\n    viewer {\n      id\n      unreadNotificationCount\n      notifications(first: $first) {\n        edges {\n          cursor\n          node {\n            ...NotificationBell_notification\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n': typeof types.NotificationListDocument;
  '\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n': typeof types.MarkNotificationsReadDocument;
  '\n  mutation UpdateUserProfile($userId: ID!, $input: UpdateUserProfileInput!) {\n    updateUserProfile(userId: $userId, input: $input) {\n      id\n      displayName\n      bio\n      videoUrl\n    }\n  }\n': typeof types.UpdateUserProfileDocument;
  '\n  mutation UpdateTeamProfile($teamId: ID!, $input: UpdatePageProfileInput!) {\n    updateTeamProfile(teamId: $teamId, input: $input) {\n      id\n      bio\n      videoUrl\n    }\n  }\n': typeof types.UpdateTeamProfileDocument;
  '\n  mutation UpdateOrganizerProfile($organizerId: ID!, $input: UpdatePageProfileInput!) {\n    updateOrganizerProfile(organizerId: $organizerId, input: $input) {\n      id\n      bio\n      videoUrl\n    }\n  }\n': typeof types.UpdateOrganizerProfileDocument;
  '\n  mutation UpdateLeagueProfile($leagueId: ID!, $input: UpdateLeagueProfileInput!) {\n    updateLeagueProfile(leagueId: $leagueId, input: $input) {\n      id\n      bio\n      videoUrl\n      rules\n      prize\n      settings\n    }\n  }\n': typeof types.UpdateLeagueProfileDocument;
  '\n  mutation UpdateTournamentProfile($tournamentId: ID!, $input: UpdatePageProfileInput!) {\n    updateTournamentProfile(tournamentId: $tournamentId, input: $input) {\n      id\n      bio\n      videoUrl\n    }\n  }\n': typeof types.UpdateTournamentProfileDocument;
  '\n  fragment EditableProfileHero_page on FollowablePage {\n    id\n    bio\n    profilePicture\n    banner\n    videoUrl\n    viewerCanEdit\n    viewerIsFollowing\n    followerCount\n  }\n': typeof types.EditableProfileHero_PageFragmentDoc;
  '\n  fragment TeamListItem_team on Team {\n    id\n    name\n    profilePicture\n  }\n': typeof types.TeamListItem_TeamFragmentDoc;
  '\n  query TeamAvailabilityEditor($teamId: ID!) {\n    teamAvailability(teamId: $teamId) {\n      teamId\n      timeZone\n      windows {\n        weekday\n        start\n        end\n      }\n      viewerCanEdit\n    }\n  }\n': typeof types.TeamAvailabilityEditorDocument;
  '\n  mutation UpdateTeamAvailability($teamId: ID!, $timeZone: String!, $windows: [AvailabilityWindowInput!]!) {\n    updateTeamAvailability(teamId: $teamId, timeZone: $timeZone, windows: $windows) {\n      teamId\n      timeZone\n      windows {\n        weekday\n        start\n        end\n      }\n      viewerCanEdit\n    }\n  }\n': typeof types.UpdateTeamAvailabilityDocument;
  '\n  mutation ProposeReschedule($matchId: ID!, $times: [DateTime!]!) {\n    proposeReschedule(matchId: $matchId, times: $times) {\n      id\n    }\n  }\n': typeof types.ProposeRescheduleDocument;
  '\n  mutation MoveMatch($matchId: ID!, $scheduledTime: DateTime!) {\n    moveMatch(matchId: $matchId, scheduledTime: $scheduledTime) {\n      id\n      scheduledTime\n    }\n  }\n': typeof types.MoveMatchDocument;
  '\n  fragment ReschedulePanel_match on Match {\n    id\n    status\n    scheduledTime\n    viewerCanProposeReschedule\n    viewerCanReport\n    league {\n      id\n    }\n    rescheduleProposals {\n      id\n      status\n      times\n      expiresAt\n      acceptedTime\n      viewerCanAnswer\n      team {\n        id\n        name\n      }\n    }\n  }\n': typeof types.ReschedulePanel_MatchFragmentDoc;
  '\n  mutation AnswerReschedule($proposalId: ID!, $acceptedTime: DateTime, $decline: Boolean) {\n    answerReschedule(proposalId: $proposalId, acceptedTime: $acceptedTime, decline: $decline) {\n      id\n      status\n    }\n  }\n': typeof types.AnswerRescheduleDocument;
  '\n  query SuggestMatchTimes($leagueId: ID!, $teamA: ID!, $teamB: ID!) {\n    suggestMatchTimes(leagueId: $leagueId, teamA: $teamA, teamB: $teamB)\n  }\n': typeof types.SuggestMatchTimesDocument;
  '\n  query HeaderSearch($text: String!, $first: Int) {\n    search(text: $text, first: $first) {\n      kind\n      id\n      name\n      picture\n      path\n    }\n  }\n': typeof types.HeaderSearchDocument;
  '\n  fragment StaffSection_member on StaffMember {\n    id\n    role\n    status\n    assignedLeagueIds\n    assignedTournamentIds\n    user {\n      id\n      userName\n      profilePicture\n    }\n  }\n': typeof types.StaffSection_MemberFragmentDoc;
  '\n  fragment StaffSection_staff on Organizer {\n    id\n    name\n    profilePicture\n    viewerStaff {\n      ...StaffSection_member\n    }\n    staff {\n      ...StaffSection_member\n    }\n  }\n': typeof types.StaffSection_StaffFragmentDoc;
  '\n  fragment StaffSection_organizer on Organizer {\n    ...StaffSection_staff\n    pendingStaff {\n      ...StaffSection_member\n    }\n    leagues {\n      id\n      name\n      status\n    }\n    tournaments {\n      id\n      name\n    }\n  }\n': typeof types.StaffSection_OrganizerFragmentDoc;
  '\n  mutation CreateOrganizer($name: String!) {\n    createOrganizer(name: $name) {\n      ...StaffSection_organizer\n      viewerStaff {\n        ...StaffSection_member\n        organizer {\n          id\n          name\n          profilePicture\n        }\n      }\n    }\n  }\n': typeof types.CreateOrganizerDocument;
  '\n  mutation InviteStaff($organizerId: ID!, $userName: String!, $role: StaffRole, $assignedLeagueIds: [ID!]) {\n    inviteStaff(organizerId: $organizerId, userName: $userName, role: $role, assignedLeagueIds: $assignedLeagueIds) {\n      ...StaffSection_member\n      organizer {\n        id\n      }\n    }\n  }\n': typeof types.InviteStaffDocument;
  '\n  mutation RespondToStaffInvitation($organizerId: ID!, $accept: Boolean!) {\n    respondToStaffInvitation(organizerId: $organizerId, accept: $accept) {\n      ...StaffSection_member\n      organizer {\n        ...StaffSection_staff\n      }\n    }\n  }\n': typeof types.RespondToStaffInvitationDocument;
  '\n  mutation PromoteStaff($organizerId: ID!, $userId: ID!) {\n    promoteStaff(organizerId: $organizerId, userId: $userId) {\n      ...StaffSection_member\n    }\n  }\n': typeof types.PromoteStaffDocument;
  '\n  mutation DemoteStaff($organizerId: ID!, $userId: ID!) {\n    demoteStaff(organizerId: $organizerId, userId: $userId) {\n      ...StaffSection_member\n    }\n  }\n': typeof types.DemoteStaffDocument;
  '\n  mutation RemoveStaff($organizerId: ID!, $userId: ID!) {\n    removeStaff(organizerId: $organizerId, userId: $userId) {\n      id\n      status\n    }\n  }\n': typeof types.RemoveStaffDocument;
  '\n  mutation LeaveStaff($organizerId: ID!) {\n    leaveStaff(organizerId: $organizerId) {\n      id\n      status\n    }\n  }\n': typeof types.LeaveStaffDocument;
  '\n  mutation SetStaffAssignment($organizerId: ID!, $userId: ID!, $leagueIds: [ID!]!, $tournamentIds: [ID!]) {\n    setStaffAssignment(organizerId: $organizerId, userId: $userId, leagueIds: $leagueIds, tournamentIds: $tournamentIds) {\n      ...StaffSection_member\n    }\n  }\n': typeof types.SetStaffAssignmentDocument;
  '\n  mutation TransferOrganizerOwnership($organizerId: ID!, $userId: ID!) {\n    transferOrganizerOwnership(organizerId: $organizerId, userId: $userId) {\n      ...StaffSection_organizer\n    }\n  }\n': typeof types.TransferOrganizerOwnershipDocument;
  '\n  query CreateTeamOptions {\n    games {\n      id\n      title\n    }\n    regions {\n      id\n      title\n    }\n  }\n': typeof types.CreateTeamOptionsDocument;
  '\n  fragment TeamRoster_team on Team {\n    id\n    name\n    profilePicture\n    archivedAt\n    game {\n      id\n      title\n    }\n    region {\n      id\n      title\n    }\n    viewerMembership {\n      id\n      role\n      status\n    }\n    members {\n      id\n      role\n      status\n      user {\n        id\n        userName\n        profilePicture\n      }\n    }\n    pendingInvitations {\n      id\n      role\n      status\n      user {\n        id\n        userName\n        profilePicture\n      }\n    }\n  }\n': typeof types.TeamRoster_TeamFragmentDoc;
  '\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...TeamRoster_team\n      viewerMembership {\n        id\n        role\n        status\n        invitedBy {\n          id\n          userName\n        }\n        team {\n          id\n        }\n      }\n    }\n  }\n': typeof types.CreateTeamDocument;
  '\n  mutation InviteToTeam($teamId: ID!, $userName: String!) {\n    inviteToTeam(teamId: $teamId, userName: $userName) {\n      id\n      role\n      status\n      user {\n        id\n        userName\n        profilePicture\n      }\n      team {\n        id\n      }\n    }\n  }\n': typeof types.InviteToTeamDocument;
  '\n  mutation RespondToTeamInvitation($teamId: ID!, $accept: Boolean!) {\n    respondToTeamInvitation(teamId: $teamId, accept: $accept) {\n      ...TeamDashboardPage_membership\n    }\n  }\n': typeof types.RespondToTeamInvitationDocument;
  '\n  mutation PromoteTeamMember($teamId: ID!, $userId: ID!) {\n    promoteTeamMember(teamId: $teamId, userId: $userId) {\n      id\n      role\n      status\n    }\n  }\n': typeof types.PromoteTeamMemberDocument;
  '\n  mutation DemoteTeamMember($teamId: ID!, $userId: ID!) {\n    demoteTeamMember(teamId: $teamId, userId: $userId) {\n      id\n      role\n      status\n    }\n  }\n': typeof types.DemoteTeamMemberDocument;
  '\n  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {\n    removeTeamMember(teamId: $teamId, userId: $userId) {\n      id\n      role\n      status\n    }\n  }\n': typeof types.RemoveTeamMemberDocument;
  '\n  mutation LeaveTeam($teamId: ID!) {\n    leaveTeam(teamId: $teamId) {\n      id\n      role\n      status\n    }\n  }\n': typeof types.LeaveTeamDocument;
  '\n  mutation TransferTeamLeadership($teamId: ID!, $userId: ID!) {\n    transferTeamLeadership(teamId: $teamId, userId: $userId) {\n      ...TeamRoster_team\n    }\n  }\n': typeof types.TransferTeamLeadershipDocument;
  '\n  fragment TournamentCard_tournament on Tournament {\n    id\n    name\n    status\n    size\n    startTime\n    banner\n    game {\n      id\n      title\n      image\n    }\n    platform {\n      id\n      title\n      picture\n    }\n    region {\n      id\n      title\n    }\n    organizer {\n      id\n      name\n      profilePicture\n    }\n  }\n': typeof types.TournamentCard_TournamentFragmentDoc;
  '\n  fragment TournamentStages_tournament on Tournament {\n    id\n    viewerCanManage\n    stages {\n      stageNumber\n      kind\n      status\n      groupCount\n      advance\n      standings {\n        rank\n        groupNumber\n        team {\n          id\n          name\n        }\n        played\n        wins\n        losses\n        draws\n        points\n        differential\n        explanation\n        unresolvedWith {\n          id\n        }\n      }\n      nodes {\n        ...BracketView_node\n      }\n    }\n  }\n': typeof types.TournamentStages_TournamentFragmentDoc;
  '\n  query TournamentStages($id: ID!) {\n    tournament(id: $id) {\n      ...TournamentStages_tournament\n    }\n  }\n': typeof types.TournamentStagesDocument;
  '\n  query TournamentNextStagePreview($id: ID!) {\n    previewNextStage(tournamentId: $id) {\n      currentComplete\n      next {\n        stageNumber\n        kind\n      }\n      entrants {\n        id\n        name\n      }\n      undecidedTies {\n        groupNumber\n        teams {\n          id\n          name\n        }\n      }\n    }\n  }\n': typeof types.TournamentNextStagePreviewDocument;
  '\n  mutation DecideStageTie($id: ID!, $stageNumber: Int!, $teamIds: [ID!]!) {\n    decideStageTie(tournamentId: $id, stageNumber: $stageNumber, teamIds: $teamIds) {\n      stageNumber\n      status\n    }\n  }\n': typeof types.DecideStageTieDocument;
  '\n  mutation AdvanceTournamentStage($id: ID!) {\n    advanceStage(tournamentId: $id) {\n      id\n      status\n    }\n  }\n': typeof types.AdvanceTournamentStageDocument;
  '\n  mutation CreateTournament($input: CreateTournamentInput!) {\n    createTournament(input: $input) {\n      ...TournamentSection_tournament\n      organizer {\n        id\n      }\n    }\n  }\n': typeof types.CreateTournamentDocument;
  '\n  mutation JoinTournament($tournamentId: ID!, $teamId: ID!) {\n    joinTournament(tournamentId: $tournamentId, teamId: $teamId) {\n      teamId\n      status\n      tournament {\n        id\n        viewerJoinState\n        viewerJoinableTeams {\n          id\n          name\n        }\n        viewerPendingEntries {\n          teamId\n          team {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n': typeof types.JoinTournamentDocument;
  '\n  mutation DecideTournamentTeam($tournamentId: ID!, $teamId: ID!, $decision: EntryDecision!) {\n    decideTournamentTeam(tournamentId: $tournamentId, teamId: $teamId, decision: $decision) {\n      teamId\n      status\n      seed\n    }\n  }\n': typeof types.DecideTournamentTeamDocument;
  '\n  mutation CheckInTournament($tournamentId: ID!, $teamId: ID!) {\n    checkInTournament(tournamentId: $tournamentId, teamId: $teamId) {\n      teamId\n      status\n      checkedInAt\n      tournament {\n        id\n        viewerCheckInTeams {\n          id\n          name\n        }\n      }\n    }\n  }\n': typeof types.CheckInTournamentDocument;
  '\n  mutation SeedTournament($tournamentId: ID!, $method: SeedingMethod!) {\n    seedTournament(tournamentId: $tournamentId, method: $method) {\n      id\n    }\n  }\n': typeof types.SeedTournamentDocument;
  '\n  mutation SaveTournamentSeeding($tournamentId: ID!, $slots: [BracketSlotInput!]!) {\n    saveTournamentSeeding(tournamentId: $tournamentId, slots: $slots) {\n      id\n    }\n  }\n': typeof types.SaveTournamentSeedingDocument;
  '\n  mutation StartTournament($tournamentId: ID!) {\n    startTournament(tournamentId: $tournamentId) {\n      id\n      status\n      checkInOpen\n    }\n  }\n': typeof types.StartTournamentDocument;
  '\n  mutation UpdateTournamentSettings($tournamentId: ID!, $input: TournamentSettingsInput!) {\n    updateTournamentSettings(tournamentId: $tournamentId, input: $input) {\n      id\n      ranked\n    }\n  }\n': typeof types.UpdateTournamentSettingsDocument;
  '\n  mutation PreviewResultCorrection($matchId: ID!, $scores: [TeamScoreInput!]!) {\n    previewResultCorrection(matchId: $matchId, scores: $scores) {\n      winnerChanges\n      laterStagesStarted\n      laterStageResets {\n        id\n        roundNumber\n        side\n        participant1 {\n          id\n          name\n        }\n        participant2 {\n          id\n          name\n        }\n      }\n      winner {\n        id\n        name\n      }\n      resetNodes {\n        id\n        roundNumber\n        side\n        participant1 {\n          id\n          name\n        }\n        participant2 {\n          id\n          name\n        }\n      }\n      changes {\n        team {\n          id\n          name\n        }\n        user {\n          id\n          userName\n        }\n        points\n        wins\n        ratingBefore\n        ratingAfter\n      }\n    }\n  }\n': typeof types.PreviewResultCorrectionDocument;
  '\n  mutation CorrectMatchResult($matchId: ID!, $scores: [TeamScoreInput!]!, $confirmLaterStages: Boolean) {\n    correctMatchResult(matchId: $matchId, scores: $scores, confirmLaterStages: $confirmLaterStages) {\n      id\n      resetNodeIds\n      match {\n        id\n        status\n        isScoreUpdated\n        winner {\n          id\n        }\n        participants {\n          ...MatchPage_participant\n        }\n      }\n    }\n  }\n': typeof types.CorrectMatchResultDocument;
  '\n  mutation CancelTournamentEntry($tournamentId: ID!, $teamId: ID!) {\n    cancelTournamentEntry(tournamentId: $tournamentId, teamId: $teamId) {\n      id\n      viewerJoinState\n      viewerJoinableTeams {\n        id\n        name\n      }\n      viewerPendingEntries {\n        teamId\n        team {\n          id\n          name\n        }\n      }\n    }\n  }\n': typeof types.CancelTournamentEntryDocument;
  '\n  fragment UseShellProfile_user on User {\n    id\n    userName\n    displayName\n    score\n    profilePicture\n  }\n': typeof types.UseShellProfile_UserFragmentDoc;
  '\n  query ShellViewer {\n    viewer {\n      id\n      ...UseShellProfile_user\n    }\n  }\n': typeof types.ShellViewerDocument;
  '\n  query GamesPageCatalog {\n    games {\n      id\n      title\n      image\n    }\n    platforms {\n      id\n      title\n    }\n    regions {\n      id\n      title\n    }\n  }\n': typeof types.GamesPageCatalogDocument;
  '\n  query GamesPageLadders($gameId: ID!) {\n    leagues(first: 100, gameId: $gameId, compCatId: 1) {\n      edges {\n        node {\n          id\n          ...LeagueCard_league\n        }\n      }\n    }\n  }\n': typeof types.GamesPageLaddersDocument;
  '\n  query GamesPageCompetitions {\n    leagues(first: 100, compCatId: 1) {\n      edges {\n        node {\n          id\n          game {\n            id\n          }\n        }\n      }\n    }\n    tournaments(first: 50) {\n      id\n      game {\n        id\n      }\n    }\n  }\n': typeof types.GamesPageCompetitionsDocument;
  '\n  query GamesPageTournaments($gameId: ID!) {\n    tournaments(gameId: $gameId, first: 50) {\n      id\n      ...TournamentCard_tournament\n    }\n  }\n': typeof types.GamesPageTournamentsDocument;
  '\n  query FeaturedGames {\n    games {\n      id\n      title\n      image\n    }\n  }\n': typeof types.FeaturedGamesDocument;
  '\n  fragment HomeMatches_match on Match {\n    id\n    status\n    scheduledTime\n    league {\n      id\n      name\n    }\n    game {\n      id\n      title\n    }\n    participants {\n      teamId\n      totalPoints\n      team {\n        id\n        name\n        profilePicture\n      }\n    }\n  }\n': typeof types.HomeMatches_MatchFragmentDoc;
  '\n  query HomeMatches {\n    viewer {\n      id\n      teams {\n        id\n        game {\n          id\n          title\n        }\n      }\n      upcomingMatches(first: 3) {\n        ...HomeMatches_match\n      }\n    }\n    liveMatches(first: 3) {\n      ...HomeMatches_match\n    }\n  }\n': typeof types.HomeMatchesDocument;
  '\n  query HomePodium {\n    leaderboard(kind: USER) {\n      id\n      entries(first: 3, orderBy: SCORE) {\n        edges {\n          node {\n            ...Podium_entry\n          }\n        }\n      }\n    }\n  }\n': typeof types.HomePodiumDocument;
  '\n  query HomeTournaments {\n    openTournaments: tournaments(status: REGISTRATION, first: 6) {\n      id\n      ...TournamentCard_tournament\n    }\n    liveTournaments: tournaments(status: IN_PROGRESS, first: 6) {\n      id\n      ...TournamentCard_tournament\n    }\n  }\n': typeof types.HomeTournamentsDocument;
  '\n  query FeaturedLadders {\n    leagues(first: 12, compCatId: 1, status: ACTIVE) {\n      edges {\n        node {\n          id\n          ...LeagueCard_league\n        }\n      }\n    }\n  }\n': typeof types.FeaturedLaddersDocument;
  '\n  query LeaderboardFilters {\n    regions {\n      id\n      title\n    }\n    genres {\n      id\n      title\n    }\n    games {\n      id\n      title\n      genre {\n        id\n      }\n    }\n    leaderboards(scope: GLOBAL) {\n      id\n      kind\n      region {\n        id\n      }\n      genre {\n        id\n      }\n      game {\n        id\n      }\n    }\n  }\n': typeof types.LeaderboardFiltersDocument;
  '\n  query LeaderboardPage(\n    $kind: LeaderboardKind!\n    $regionId: ID\n    $genreId: ID\n    $gameId: ID\n    $orderBy: LeaderboardOrder!\n    $search: String\n    $followedOnly: Boolean\n    $first: Int!\n    $after: String\n  ) {\n    leaderboard(kind: $kind, regionId: $regionId, genreId: $genreId, gameId: $gameId) {\n      id\n      kind\n      entryCount\n      followedEntryCount\n      entries(first: $first, after: $after, orderBy: $orderBy, search: $search, followedOnly: $followedOnly) {\n        edges {\n          cursor\n          node {\n            ...Podium_entry\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n      viewerEntry(orderBy: $orderBy) {\n        ...Podium_entry\n      }\n    }\n  }\n': typeof types.LeaderboardPageDocument;
  '\n  fragment LeagueBody_standingsPage on StandingsConnection {\n    edges {\n      cursor\n      node {\n        id\n        rank\n        teamId\n        points\n        wins\n        losses\n        draws\n        played\n        tiebreak\n        team {\n          id\n          name\n          profilePicture\n        }\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n': typeof types.LeagueBody_StandingsPageFragmentDoc;
  '\n  query LeagueStandings($id: String!, $first: Int!, $after: String) {\n    league(param: $id) {\n      id\n      standingsPage(first: $first, after: $after) {\n        ...LeagueBody_standingsPage\n      }\n    }\n  }\n': typeof types.LeagueStandingsDocument;
  '\n  fragment LeagueBody_match on Match {\n    id\n    status\n    scheduledTime\n    rounds\n    isScoreUpdated\n    winner {\n      id\n    }\n    participants {\n      teamId\n      totalPoints\n      team {\n        id\n        name\n      }\n    }\n  }\n': typeof types.LeagueBody_MatchFragmentDoc;
  '\n  query LeagueSchedule($id: String!) {\n    league(param: $id) {\n      id\n      matches(first: 100) {\n        edges {\n          node {\n            ...LeagueBody_match\n          }\n        }\n      }\n    }\n  }\n': typeof types.LeagueScheduleDocument;
  '\n  query LeagueTeams($id: String!, $first: Int) {\n    league(param: $id) {\n      id\n      participants(status: APPROVED, first: $first) {\n        teamId\n        status\n        team {\n          ...TeamListItem_team\n        }\n      }\n    }\n  }\n': typeof types.LeagueTeamsDocument;
  '\n  subscription LeagueEvents($leagueId: ID!, $standingsFirst: Int!, $teamsFirst: Int!) {\n    leagueEvents(leagueId: $leagueId) {\n      kind\n      league {\n        id\n      }\n      match {\n        ...LeagueBody_match\n      }\n      standingsPage(first: $standingsFirst) {\n        ...LeagueBody_standingsPage\n      }\n      page {\n        ...LeaguePage_league\n        participants(status: APPROVED, first: $teamsFirst) {\n          teamId\n          status\n          team {\n            ...TeamListItem_team\n          }\n        }\n      }\n    }\n  }\n': typeof types.LeagueEventsDocument;
  '\n  fragment LeaguePage_league on League {\n    ...CompetitionHero_competition\n    rules\n    prize\n    settings\n    status\n    startDate\n    endDate\n    teamCount\n    maxTeams\n    openEntry\n    winPoints\n    drawPoints\n    lossPoints\n    viewerCanSchedule\n    viewerCanReport\n    viewerCanModerate\n    viewerIsStaff\n    viewerJoinState\n    viewerJoinableTeams {\n      id\n      name\n    }\n    viewerPendingEntries {\n      teamId\n      team {\n        id\n        name\n      }\n      invitedBy {\n        id\n      }\n    }\n    announcementWall {\n      id\n    }\n  }\n': typeof types.LeaguePage_LeagueFragmentDoc;
  '\n  query LeaguePage($param: String!) {\n    league(param: $param) {\n      ...LeaguePage_league\n    }\n  }\n': typeof types.LeaguePageDocument;
  '\n  mutation UpdateMatchPage($matchId: ID!, $input: UpdateMatchPageInput!) {\n    updateMatchPage(matchId: $matchId, input: $input) {\n      id\n      videoUrl\n      banner\n    }\n  }\n': typeof types.UpdateMatchPageDocument;
  '\n  fragment MatchPage_participant on MatchParticipant {\n    teamId\n    totalPoints\n    placement\n    team {\n      id\n      name\n      profilePicture\n    }\n    rounds {\n      matchRound\n      metrics\n      roundPoints\n    }\n  }\n': typeof types.MatchPage_ParticipantFragmentDoc;
  '\n  fragment MatchPage_match on Match {\n    id\n    status\n    scheduledTime\n    rounds\n    isScoreUpdated\n    finalizedAt\n    videoUrl\n    banner\n    viewerCanReport\n    viewerCanEdit\n    viewerCanMessage\n    league {\n      id\n      name\n      metrics {\n        name\n        type\n        weight\n        active\n      }\n    }\n    tournament {\n      id\n      name\n    }\n    winner {\n      id\n    }\n    commentWall {\n      id\n    }\n    participants {\n      ...MatchPage_participant\n    }\n    ...ReschedulePanel_match\n    reports {\n      ...MatchReportsPanel_reports\n    }\n  }\n': typeof types.MatchPage_MatchFragmentDoc;
  '\n  query MatchPage($id: ID!) {\n    match(id: $id) {\n      ...MatchPage_match\n    }\n  }\n': typeof types.MatchPageDocument;
  '\n  subscription MatchEvents($matchId: ID!) {\n    matchEvents(matchId: $matchId) {\n      kind\n      match {\n        ...MatchPage_match\n      }\n    }\n  }\n': typeof types.MatchEventsDocument;
  '\n  query CreateLadderOptions {\n    games {\n      id\n      title\n    }\n    platforms {\n      id\n      title\n    }\n    regions {\n      id\n      title\n    }\n  }\n': typeof types.CreateLadderOptionsDocument;
  '\n  query LadderTeams($id: String!) {\n    league(param: $id) {\n      id\n      teamCount\n      maxTeams\n      participants {\n        teamId\n        status\n        team {\n          id\n          name\n          profilePicture\n        }\n      }\n    }\n  }\n': typeof types.LadderTeamsDocument;
  '\n  fragment LadderModals_metric on LadderMetric {\n    name\n    type\n    weight\n    active\n    text\n  }\n': typeof types.LadderModals_MetricFragmentDoc;
  '\n  query LadderMetrics($id: String!) {\n    league(param: $id) {\n      id\n      game {\n        id\n        title\n      }\n      metrics {\n        ...LadderModals_metric\n      }\n    }\n  }\n': typeof types.LadderMetricsDocument;
  '\n  fragment LadderSection_ladder on League {\n    id\n    name\n    status\n    isParent\n    teamCount\n    pendingTeamCount\n    maxTeams\n    openEntry\n    winPoints\n    drawPoints\n    lossPoints\n    viewerCanModerate\n    viewerCanEditSettings\n    viewerCanEditScoreSettings\n    game {\n      id\n      title\n    }\n    ...ReportingSettingsModal_ladder\n  }\n': typeof types.LadderSection_LadderFragmentDoc;
  '\n  fragment LadderSection_organizer on Organizer {\n    id\n    leagues {\n      ...LadderSection_ladder\n    }\n  }\n': typeof types.LadderSection_OrganizerFragmentDoc;
  '\n  query OrgDashboard {\n    viewer {\n      id\n      organizations {\n        id\n        role\n        status\n        organizer {\n          id\n          name\n          profilePicture\n        }\n      }\n    }\n  }\n': typeof types.OrgDashboardDocument;
  '\n  query OrgDashboardOrganizer($param: String!) {\n    organizer(param: $param) {\n      id\n      viewerCanCreateCompetitions\n      viewerCanManageStaff\n      ...StaffSection_organizer\n      ...LadderSection_organizer\n      ...TournamentSection_organizer\n    }\n  }\n': typeof types.OrgDashboardOrganizerDocument;
  '\n  query OrganizerLeagueCards($param: String!) {\n    organizer(param: $param) {\n      id\n      name\n      leagues {\n        id\n        ...LeagueCard_league\n      }\n    }\n  }\n': typeof types.OrganizerLeagueCardsDocument;
  '\n  query TournamentManage($id: ID!) {\n    tournament(id: $id) {\n      id\n      name\n      status\n      format\n      size\n      checkInMinutes\n      stages {\n        stageNumber\n        kind\n        groupCount\n      }\n      ranked\n      viewerCanEditSettings\n      viewerCanModerate\n      viewerCanSchedule\n      participants {\n        ...TournamentPage_participant\n      }\n      bracket {\n        id\n        isPreview\n        nodes {\n          id\n          roundNumber\n          groupNumber\n          slotIndex\n          side\n          status\n          participant1 {\n            id\n            name\n          }\n          participant2 {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n': typeof types.TournamentManageDocument;
  '\n  fragment TournamentSection_organizer on Organizer {\n    id\n    tournaments {\n      ...TournamentSection_tournament\n    }\n  }\n': typeof types.TournamentSection_OrganizerFragmentDoc;
  '\n  fragment TournamentSection_tournament on Tournament {\n    id\n    name\n    status\n    format\n    size\n    startTime\n    stages {\n      stageNumber\n      kind\n      groupCount\n    }\n    viewerCanModerate\n    viewerCanSchedule\n    viewerCanEditSettings\n    ...ReportingSettingsModal_tournament\n    game {\n      id\n      title\n    }\n  }\n': typeof types.TournamentSection_TournamentFragmentDoc;
  '\n  query OrgWebhooks($param: String!) {\n    webhookEventTypes\n    organizer(param: $param) {\n      id\n      webhooks {\n        ...WebhooksSection_webhook\n      }\n    }\n  }\n': typeof types.OrgWebhooksDocument;
  '\n  fragment WebhooksSection_webhook on Webhook {\n    id\n    url\n    description\n    events\n    enabled\n    disabledAt\n    previousSecretExpiresAt\n    createdAt\n  }\n': typeof types.WebhooksSection_WebhookFragmentDoc;
  '\n  query WebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId) {\n      id\n      eventType\n      status\n      attempts\n      responseStatus\n      latencyMs\n      error\n      lastAttemptAt\n      nextAttemptAt\n      createdAt\n    }\n  }\n': typeof types.WebhookDeliveriesDocument;
  '\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        ...WebhooksSection_webhook\n      }\n    }\n  }\n': typeof types.CreateWebhookDocument;
  '\n  mutation RotateWebhookSecret($webhookId: ID!) {\n    rotateWebhookSecret(webhookId: $webhookId) {\n      secret\n      webhook {\n        ...WebhooksSection_webhook\n      }\n    }\n  }\n': typeof types.RotateWebhookSecretDocument;
  '\n  mutation DeleteWebhook($webhookId: ID!) {\n    deleteWebhook(webhookId: $webhookId) {\n      id\n    }\n  }\n': typeof types.DeleteWebhookDocument;
  '\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      status\n      attempts\n      nextAttemptAt\n    }\n  }\n': typeof types.RedeliverWebhookDocument;
  '\n  query OrganizerPage($param: String!) {\n    organizer(param: $param) {\n      name\n      ...EditableProfileHero_page\n      owner {\n        id\n        userName\n      }\n      leagues {\n        ...LeagueCard_league\n      }\n      tournaments {\n        ...TournamentCard_tournament\n      }\n      announcementWall {\n        id\n      }\n    }\n  }\n': typeof types.OrganizerPageDocument;
  '\n  fragment TeamDashboardPage_membership on TeamMember {\n    id\n    role\n    status\n    invitedBy {\n      id\n      userName\n    }\n    team {\n      ...TeamRoster_team\n    }\n  }\n': typeof types.TeamDashboardPage_MembershipFragmentDoc;
  '\n  query TeamDashboard {\n    viewer {\n      id\n      teamMemberships {\n        ...TeamDashboardPage_membership\n      }\n    }\n  }\n': typeof types.TeamDashboardDocument;
  '\n  fragment MatchesBox_match on Match {\n    id\n    status\n    scheduledTime\n    participants {\n      teamId\n      totalPoints\n      placement\n      team {\n        id\n        name\n        profilePicture\n      }\n    }\n  }\n': typeof types.MatchesBox_MatchFragmentDoc;
  '\n  query TeamPage($param: String!) {\n    team(param: $param) {\n      name\n      ...EditableProfileHero_page\n      game {\n        id\n        title\n        image\n      }\n      region {\n        id\n        title\n      }\n      members {\n        id\n        role\n        user {\n          id\n          userName\n          profilePicture\n        }\n      }\n      recentMatches(first: 5) {\n        ...MatchesBox_match\n      }\n      commentWall {\n        id\n      }\n    }\n  }\n': typeof types.TeamPageDocument;
  '\n  fragment TournamentPage_tournament on Tournament {\n    ...CompetitionHero_competition\n    status\n    format\n    size\n    thirdPlaceMatch\n    startTime\n    checkInMinutes\n    checkInOpen\n    matchRounds\n    ranked\n    viewerCanManage\n    viewerJoinState\n    viewerJoinableTeams {\n      id\n      name\n    }\n    viewerPendingEntries {\n      teamId\n      team {\n        id\n        name\n      }\n    }\n    viewerCheckInTeams {\n      id\n      name\n    }\n    winner {\n      id\n      name\n    }\n    commentWall {\n      id\n    }\n    stages {\n      stageNumber\n      kind\n      groupCount\n    }\n  }\n': typeof types.TournamentPage_TournamentFragmentDoc;
  '\n  query TournamentPage($id: ID!) {\n    tournament(id: $id) {\n      ...TournamentPage_tournament\n    }\n  }\n': typeof types.TournamentPageDocument;
  '\n  fragment TournamentPage_participant on TournamentParticipant {\n    teamId\n    status\n    seed\n    checkedInAt\n    team {\n      ...TeamListItem_team\n    }\n  }\n': typeof types.TournamentPage_ParticipantFragmentDoc;
  '\n  query TournamentParticipants($id: ID!) {\n    tournament(id: $id) {\n      id\n      participants {\n        ...TournamentPage_participant\n      }\n    }\n  }\n': typeof types.TournamentParticipantsDocument;
  '\n  query TournamentBracket($id: ID!) {\n    tournament(id: $id) {\n      id\n      bracket {\n        id\n        isPreview\n        nodes {\n          ...BracketView_node\n        }\n      }\n    }\n  }\n': typeof types.TournamentBracketDocument;
  '\n  subscription TournamentEvents($tournamentId: ID!, $withStages: Boolean!) {\n    tournamentEvents(tournamentId: $tournamentId) {\n      kind\n      tournament {\n        ...TournamentPage_tournament\n        participants {\n          ...TournamentPage_participant\n        }\n        bracket {\n          id\n          isPreview\n          nodes {\n            ...BracketView_node\n          }\n        }\n        ...TournamentStages_tournament @include(if: $withStages)\n      }\n      match {\n        id\n      }\n    }\n  }\n': typeof types.TournamentEventsDocument;
  '\n  query MyApiTokens {\n    myApiTokens {\n      id\n      name\n      prefix\n      scopes\n      createdAt\n      expiresAt\n      lastUsedAt\n      expired\n    }\n  }\n': typeof types.MyApiTokensDocument;
  '\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        name\n      }\n    }\n  }\n': typeof types.CreateApiTokenDocument;
  '\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n    }\n  }\n': typeof types.RevokeApiTokenDocument;
  '\n  query MyAccount {\n    viewer {\n      id\n      userName\n      displayName\n      profilePicture\n      banner\n    }\n  }\n': typeof types.MyAccountDocument;
  '\n  fragment TopFive_entry on TopEntry {\n    id\n    position\n    entityType\n    entityId\n    user {\n      id\n      userName\n      profilePicture\n    }\n    team {\n      id\n      name\n      profilePicture\n    }\n    organizer {\n      id\n      name\n      profilePicture\n    }\n  }\n': typeof types.TopFive_EntryFragmentDoc;
  '\n  mutation SetTopEntries($userIds: [ID!]!) {\n    setTopEntries(userIds: $userIds) {\n      ...TopFive_entry\n    }\n  }\n': typeof types.SetTopEntriesDocument;
  '\n  query UserPage($param: String!) {\n    user(param: $param) {\n      userName\n      displayName\n      ...EditableProfileHero_page\n      score\n      rating\n      ratingHistory {\n        rating\n        at\n        match {\n          id\n        }\n      }\n      topEntries {\n        ...TopFive_entry\n      }\n      teams {\n        ...TeamListItem_team\n      }\n      commentWall {\n        id\n      }\n    }\n  }\n': typeof types.UserPageDocument;
};
const documents: Documents = {
  '\n  fragment BracketView_node on BracketNode {\n    id\n    parentNodeId\n    loserParentNodeId\n    roundNumber\n    groupNumber\n    slotIndex\n    status\n    side\n    participant1Score\n    participant2Score\n    winnerTeamId\n    participant1 {\n      id\n      name\n    }\n    participant2 {\n      id\n      name\n    }\n    match {\n      id\n    }\n  }\n':
    types.BracketView_NodeFragmentDoc,
  '\n  fragment CommentThread_comment on Comment {\n    id\n    wallId\n    parentId\n    text\n    edited\n    deleted\n    hidden\n    moderationNote\n    score\n    viewerVote\n    replyCount\n    createdAt\n    author {\n      id\n      userName\n      profilePicture\n    }\n  }\n':
    types.CommentThread_CommentFragmentDoc,
  '\n  mutation PostComment($input: PostCommentInput!) {\n    postComment(input: $input) {\n      ...CommentThread_comment\n    }\n  }\n':
    types.PostCommentDocument,
  '\n  mutation EditComment($id: ID!, $text: String!) {\n    editComment(id: $id, text: $text) {\n      ...CommentThread_comment\n    }\n  }\n':
    types.EditCommentDocument,
  '\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      ...CommentThread_comment\n    }\n  }\n':
    types.DeleteCommentDocument,
  '\n  mutation VoteComment($id: ID!, $direction: VoteDirection!) {\n    voteComment(id: $id, direction: $direction) {\n      id\n      score\n      viewerVote\n    }\n  }\n':
    types.VoteCommentDocument,
  '\n  query CommentReplies($id: ID!, $first: Int!, $after: String) {\n    comment(id: $id) {\n      id\n      replies(first: $first, after: $after) {\n        ...CommentCache_replyPage\n      }\n    }\n  }\n':
    types.CommentRepliesDocument,
  '\n  query CommentWall($wallId: ID!, $first: Int!, $after: String, $replies: Int = 50) {\n    commentWall(id: $wallId) {\n      id\n      comments(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...CommentThread_comment\n            replies(first: $replies) {\n              ...CommentCache_replyPage\n            }\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n':
    types.CommentWallDocument,
  '\n  subscription CommentWallEvents($wallId: ID!) {\n    commentWallEvents(wallId: $wallId) {\n      kind\n      comment {\n        ...CommentThread_comment\n      }\n    }\n  }\n':
    types.CommentWallEventsDocument,
  '\n  fragment CommentCache_id on Comment {\n    id\n  }\n': types.CommentCache_IdFragmentDoc,
  '\n  fragment CommentCache_replies on Comment {\n    id\n    replies {\n      ...CommentCache_replyPage\n    }\n  }\n':
    types.CommentCache_RepliesFragmentDoc,
  '\n  fragment CommentCache_replyPage on CommentConnection {\n    nodes {\n      ...CommentThread_comment\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n':
    types.CommentCache_ReplyPageFragmentDoc,
  '\n  fragment CompetitionHero_competition on Competition {\n    id\n    name\n    bio\n    banner\n    profilePicture\n    videoUrl\n    viewerCanEdit\n    viewerIsFollowing\n    followerCount\n    game {\n      id\n      title\n    }\n    platform {\n      id\n      title\n    }\n    region {\n      id\n      title\n    }\n    organizer {\n      id\n      name\n    }\n  }\n':
    types.CompetitionHero_CompetitionFragmentDoc,
  '\n  query FollowingList {\n    viewer {\n      id\n      followedProfiles {\n        entityType\n        id\n        name\n        picture\n      }\n    }\n  }\n':
    types.FollowingListDocument,
  '\n  fragment UseFollowToggle_status on FollowStatus {\n    entityType\n    followedId\n    isFollowing\n    followerCount\n  }\n':
    types.UseFollowToggle_StatusFragmentDoc,
  '\n  mutation Follow($entityType: FollowEntityType!, $followedId: ID!) {\n    follow(entityType: $entityType, followedId: $followedId) {\n      ...UseFollowToggle_status\n    }\n  }\n':
    types.FollowDocument,
  '\n  mutation Unfollow($entityType: FollowEntityType!, $followedId: ID!) {\n    unfollow(entityType: $entityType, followedId: $followedId) {\n      ...UseFollowToggle_status\n    }\n  }\n':
    types.UnfollowDocument,
  '\n  query ReportScoreMatch($id: ID!) {\n    match(id: $id) {\n      id\n      status\n      rounds\n      isScoreUpdated\n      league {\n        id\n        metrics {\n          name\n          type\n          weight\n          active\n        }\n      }\n      game {\n        id\n        metrics {\n          name\n          type\n          active\n        }\n      }\n    }\n  }\n':
    types.ReportScoreMatchDocument,
  '\n  query ReportScoreStats($id: ID!) {\n    match(id: $id) {\n      id\n      status\n      isScoreUpdated\n      participants {\n        teamId\n        totalPoints\n        team {\n          id\n          name\n        }\n        rounds {\n          matchRound\n          metrics\n          roundPoints\n        }\n      }\n    }\n  }\n':
    types.ReportScoreStatsDocument,
  '\n  mutation CreateLadder($input: CreateLadderInput!) {\n    createLadder(input: $input) {\n      ...LadderSection_ladder\n      organizer {\n        id\n      }\n    }\n  }\n':
    types.CreateLadderDocument,
  '\n  mutation ToggleLadderStatus($leagueId: ID!) {\n    toggleLadderStatus(leagueId: $leagueId) {\n      id\n      status\n    }\n  }\n':
    types.ToggleLadderStatusDocument,
  '\n  mutation UpdateLadderSettings($leagueId: ID!, $input: LadderSettingsInput!) {\n    updateLadderSettings(leagueId: $leagueId, input: $input) {\n      id\n      maxTeams\n      openEntry\n      winPoints\n      drawPoints\n      lossPoints\n    }\n  }\n':
    types.UpdateLadderSettingsDocument,
  '\n  mutation UpdateLadderMetrics($leagueId: ID!, $metrics: [LadderMetricInput!]!) {\n    updateLadderMetrics(leagueId: $leagueId, metrics: $metrics) {\n      id\n      metrics {\n        ...LadderModals_metric\n      }\n    }\n  }\n':
    types.UpdateLadderMetricsDocument,
  '\n  mutation JoinLadder($leagueId: ID!, $teamId: ID!) {\n    joinLadder(leagueId: $leagueId, teamId: $teamId) {\n      teamId\n      status\n      league {\n        id\n        teamCount\n        viewerJoinState\n        viewerJoinableTeams {\n          id\n          name\n        }\n        viewerPendingEntries {\n          teamId\n          team {\n            id\n            name\n          }\n          invitedBy {\n            id\n          }\n        }\n      }\n    }\n  }\n':
    types.JoinLadderDocument,
  '\n  mutation InviteTeamToLadder($leagueId: ID!, $team: String!) {\n    inviteTeamToLadder(leagueId: $leagueId, team: $team) {\n      teamId\n      status\n    }\n  }\n':
    types.InviteTeamToLadderDocument,
  '\n  mutation DecideLadderTeam($leagueId: ID!, $teamId: ID!, $decision: EntryDecision!) {\n    decideLadderTeam(leagueId: $leagueId, teamId: $teamId, decision: $decision) {\n      teamId\n      status\n      league {\n        id\n        teamCount\n        pendingTeamCount\n      }\n    }\n  }\n':
    types.DecideLadderTeamDocument,
  '\n  mutation ScheduleMatch($leagueId: ID!, $teamIds: [ID!]!, $scheduledTime: DateTime!) {\n    scheduleMatch(leagueId: $leagueId, teamIds: $teamIds, scheduledTime: $scheduledTime) {\n      id\n      status\n      scheduledTime\n    }\n  }\n':
    types.ScheduleMatchDocument,
  '\n  mutation ReportMatchScores($matchId: ID!, $scores: [TeamScoreInput!]!, $idempotencyKey: String) {\n    reportMatchScores(matchId: $matchId, scores: $scores, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      isScoreUpdated\n      participants {\n        ...MatchPage_participant\n      }\n    }\n  }\n':
    types.ReportMatchScoresDocument,
  '\n  mutation FinalizeMatch($matchId: ID!) {\n    finalizeMatch(matchId: $matchId) {\n      id\n      status\n      isScoreUpdated\n      finalizedAt\n      winner {\n        id\n      }\n      participants {\n        ...MatchPage_participant\n      }\n    }\n  }\n':
    types.FinalizeMatchDocument,
  '\n  mutation CancelLadderEntry($leagueId: ID!, $teamId: ID!) {\n    cancelLadderEntry(leagueId: $leagueId, teamId: $teamId) {\n      id\n      teamCount\n      viewerJoinState\n      viewerJoinableTeams {\n        id\n        name\n      }\n      viewerPendingEntries {\n        teamId\n        team {\n          id\n          name\n        }\n        invitedBy {\n          id\n        }\n      }\n    }\n  }\n':
    types.CancelLadderEntryDocument,
  '\n  fragment Podium_entry on LeaderboardEntry {\n    id\n    rank\n    score\n    wins\n    rating\n    user {\n      id\n      userName\n      displayName\n      profilePicture\n    }\n    team {\n      id\n      name\n      profilePicture\n    }\n  }\n':
    types.Podium_EntryFragmentDoc,
  '\n  fragment LeagueCard_league on League {\n    id\n    name\n    banner\n    startDate\n    endDate\n    game {\n      id\n      title\n      image\n    }\n    platform {\n      id\n      title\n      picture\n    }\n    region {\n      id\n      title\n    }\n    organizer {\n      id\n      name\n      profilePicture\n    }\n  }\n':
    types.LeagueCard_LeagueFragmentDoc,
  '\n  query OrganizerDisputes($organizerId: ID!) {\n    organizerDisputes(organizerId: $organizerId) {\n      id\n      matchId\n      openedAt\n      waitingSeconds\n      match {\n        id\n        league {\n          id\n          name\n        }\n        tournament {\n          id\n          name\n        }\n        participants {\n          teamId\n          team {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n':
    types.OrganizerDisputesDocument,
  '\n  fragment MatchReportsPanel_reports on MatchReports {\n    matchId\n    reportingMode\n    status\n    statusText\n    confirmDeadline\n    viewerTeamId\n    viewerCanReport\n    viewerCanResolve\n    viewerCanPostToDispute\n    reports {\n      id\n      teamId\n      team {\n        id\n        name\n      }\n      updatedAt\n      scores {\n        teamId\n        totalPoints\n        team {\n          id\n          name\n        }\n        rounds {\n          round\n          metrics\n          roundPoints\n        }\n      }\n    }\n    dispute {\n      id\n      openedAt\n      evidence {\n        id\n        imageUrl\n        link\n        text\n        createdAt\n        author {\n          id\n          userName\n        }\n      }\n      thread {\n        id\n        text\n        createdAt\n        author {\n          id\n          userName\n        }\n      }\n      resolution {\n        reason\n        resolvedAt\n        chosenTeam {\n          id\n          name\n        }\n        resolvedBy {\n          id\n          userName\n        }\n      }\n    }\n  }\n':
    types.MatchReportsPanel_ReportsFragmentDoc,
  '\n  mutation ReportMatchResult($matchId: ID!, $teamId: ID!, $scores: [TeamScoreInput!]!) {\n    reportMatchResult(matchId: $matchId, teamId: $teamId, scores: $scores) {\n      ...MatchReportsPanel_reports\n    }\n  }\n':
    types.ReportMatchResultDocument,
  '\n  mutation AddDisputeEvidence($matchId: ID!, $link: String!, $text: String!) {\n    addDisputeEvidence(matchId: $matchId, link: $link, text: $text) {\n      ...MatchReportsPanel_reports\n    }\n  }\n':
    types.AddDisputeEvidenceDocument,
  '\n  mutation PostDisputeMessage($matchId: ID!, $text: String!) {\n    postDisputeMessage(matchId: $matchId, text: $text) {\n      ...MatchReportsPanel_reports\n    }\n  }\n':
    types.PostDisputeMessageDocument,
  '\n  mutation ResolveDispute($matchId: ID!, $chosenTeamId: ID, $scores: [TeamScoreInput!], $reason: String!) {\n    resolveDispute(matchId: $matchId, chosenTeamId: $chosenTeamId, scores: $scores, reason: $reason) {\n      ...MatchReportsPanel_reports\n    }\n  }\n':
    types.ResolveDisputeDocument,
  '\n  mutation UpdateLeagueReportingMode($leagueId: ID!, $reportingMode: ReportingMode!, $confirmWindowHours: Int) {\n    updateLeagueReportingMode(leagueId: $leagueId, reportingMode: $reportingMode, confirmWindowHours: $confirmWindowHours) {\n      id\n      reportingMode\n      confirmWindowHours\n    }\n  }\n':
    types.UpdateLeagueReportingModeDocument,
  '\n  mutation UpdateTournamentReportingMode($tournamentId: ID!, $reportingMode: ReportingMode!, $confirmWindowHours: Int) {\n    updateTournamentReportingMode(tournamentId: $tournamentId, reportingMode: $reportingMode, confirmWindowHours: $confirmWindowHours) {\n      id\n      reportingMode\n      confirmWindowHours\n    }\n  }\n':
    types.UpdateTournamentReportingModeDocument,
  '\n  fragment ReportingSettingsModal_ladder on League {\n    id\n    name\n    reportingMode\n    confirmWindowHours\n  }\n':
    types.ReportingSettingsModal_LadderFragmentDoc,
  '\n  fragment ReportingSettingsModal_tournament on Tournament {\n    id\n    name\n    reportingMode\n    confirmWindowHours\n  }\n':
    types.ReportingSettingsModal_TournamentFragmentDoc,
  '\n  query MessagesConversations($viewerId: String!) {\n    conversations {\n      id\n      kind\n      unreadCount\n      muted\n      lastMessageAt\n      otherUser {\n        id\n        userName\n      }\n      team {\n        id\n        name\n      }\n      match {\n        id\n        participants {\n          teamId\n          team {\n            id\n            name\n          }\n        }\n      }\n      lastMessage {\n        id\n        text\n        mine\n      }\n    }\n    user(param: $viewerId) {\n      id\n      teams {\n        id\n        name\n      }\n    }\n  }\n':
    types.MessagesConversationsDocument,
  '\n  query MessagesFindUser($param: String!) {\n    user(param: $param) {\n      id\n      userName\n    }\n  }\n':
    types.MessagesFindUserDocument,
  '\n  mutation OpenConversation($input: ConversationTargetInput!) {\n    openConversation(input: $input) {\n      id\n    }\n  }\n':
    types.OpenConversationDocument,
  '\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      ...MessagesCache_message\n    }\n  }\n':
    types.SendMessageDocument,
  '\n  mutation MarkConversationRead($id: ID!) {\n    markConversationRead(conversationId: $id) {\n      id\n      unreadCount\n    }\n  }\n':
    types.MarkConversationReadDocument,
  '\n  mutation MuteConversation($id: ID!, $muted: Boolean!) {\n    muteConversation(conversationId: $id, muted: $muted) {\n      id\n      muted\n    }\n  }\n':
    types.MuteConversationDocument,
  '\n  mutation BlockUser($userId: ID!) {\n    blockUser(userId: $userId)\n  }\n': types.BlockUserDocument,
  '\n  mutation UnblockUser($userId: ID!) {\n    unblockUser(userId: $userId)\n  }\n': types.UnblockUserDocument,
  '\n  query BlockedUsers {\n    blockedUsers {\n      id\n      userName\n    }\n  }\n': types.BlockedUsersDocument,
  '\n  fragment MessagesCache_message on Message {\n    id\n    conversationId\n    text\n    state\n    moderationReason\n    mine\n    createdAt\n    author {\n      id\n      userName\n    }\n  }\n':
    types.MessagesCache_MessageFragmentDoc,
  '\n  query MessagesBadge {\n    unreadMessageCount\n  }\n': types.MessagesBadgeDocument,
  '\n  query ConversationThread($id: ID!, $first: Int!, $before: String) {\n    conversation(id: $id) {\n      id\n      kind\n      muted\n      unreadCount\n      viewerHasBlocked\n      otherUser {\n        id\n        userName\n      }\n      team {\n        id\n        name\n      }\n      match {\n        id\n        participants {\n          teamId\n          team {\n            id\n            name\n          }\n        }\n      }\n      messages(first: $first, before: $before) {\n        hasOlder\n        olderCursor\n        messages {\n          ...MessagesCache_message\n        }\n      }\n    }\n  }\n':
    types.ConversationThreadDocument,
  '\n  subscription MessageEvents {\n    messageEvents {\n      kind\n      unreadTotal\n      readerId\n      conversation {\n        id\n        unreadCount\n        muted\n        lastMessageAt\n      }\n      message {\n        ...MessagesCache_message\n      }\n    }\n  }\n':
    types.MessageEventsDocument,
  '\n  fragment AuditList_entry on ModerationAuditEntry {\n    id\n    action\n    reason\n    reportId\n    durationMinutes\n    createdAt\n    targetType\n    targetId\n    moderator {\n      id\n      userName\n    }\n  }\n':
    types.AuditList_EntryFragmentDoc,
  '\n  fragment ModerationQueue_report on ModerationReport {\n    id\n    targetType\n    targetId\n    reason\n    text\n    content\n    contextPath\n    contextLabel\n    status\n    createdAt\n    reporter {\n      id\n      userName\n    }\n    subject {\n      id\n      userName\n    }\n    organizer {\n      id\n      name\n    }\n  }\n':
    types.ModerationQueue_ReportFragmentDoc,
  '\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      id\n      status\n    }\n  }\n':
    types.ReportContentDocument,
  '\n  query ModerationScope {\n    moderationScope {\n      siteModerator\n      organizers {\n        id\n        name\n      }\n    }\n  }\n':
    types.ModerationScopeDocument,
  '\n  query ModerationQueue($organizerId: ID, $first: Int, $after: String) {\n    moderationQueue(organizerId: $organizerId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ModerationQueue_report\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n':
    types.ModerationQueueDocument,
  '\n  subscription ModerationQueueChanged($organizerId: ID) {\n    moderationQueueChanged(organizerId: $organizerId) {\n      kind\n      report {\n        ...ModerationQueue_report\n      }\n    }\n  }\n':
    types.ModerationQueueChangedDocument,
  '\n  mutation ActOnReport($input: ActOnReportInput!) {\n    actOnReport(input: $input) {\n      ...AuditList_entry\n    }\n  }\n':
    types.ActOnReportDocument,
  '\n  query ModerationAudit($organizerId: ID, $first: Int, $after: String) {\n    moderationAudit(organizerId: $organizerId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...AuditList_entry\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n':
    types.ModerationAuditDocument,
  '\n  query ModerationFilters($organizerId: ID!) {\n    moderationFilters(organizerId: $organizerId) {\n      organizerId\n      words\n      mode\n    }\n  }\n':
    types.ModerationFiltersDocument,
  '\n  mutation UpdateModerationFilters($input: UpdateModerationFiltersInput!) {\n    updateModerationFilters(input: $input) {\n      organizerId\n      words\n      mode\n    }\n  }\n':
    types.UpdateModerationFiltersDocument,
  '\n  fragment NotificationBell_notification on Notification {\n    id\n    kind\n    actionable\n    createdAt\n    readAt\n    team {\n      id\n      name\n    }\n    organizer {\n      id\n      name\n    }\n    league {\n      id\n      name\n    }\n    match {\n      id\n      scheduledTime\n    }\n    actor {\n      id\n      userName\n    }\n    moderationMessage\n  }\n':
    types.NotificationBell_NotificationFragmentDoc,
  '\n  query NotificationBadge {\n    viewer {\n      id\n      unreadNotificationCount\n    }\n  }\n': types.NotificationBadgeDocument,
  '\n  subscription NotificationEvents {\n    notificationEvents {\n      unreadCount\n      notification {\n        ...NotificationBell_notification\n      }\n    }\n  }\n':
    types.NotificationEventsDocument,
  '\n  query NotificationList($first: Int!) {\n    viewer {\n      id\n      unreadNotificationCount\n      notifications(first: $first) {\n        edges {\n          cursor\n          node {\n            ...NotificationBell_notification\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n':
    types.NotificationListDocument,
  '\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n': types.MarkNotificationsReadDocument,
  '\n  mutation UpdateUserProfile($userId: ID!, $input: UpdateUserProfileInput!) {\n    updateUserProfile(userId: $userId, input: $input) {\n      id\n      displayName\n      bio\n      videoUrl\n    }\n  }\n':
    types.UpdateUserProfileDocument,
  '\n  mutation UpdateTeamProfile($teamId: ID!, $input: UpdatePageProfileInput!) {\n    updateTeamProfile(teamId: $teamId, input: $input) {\n      id\n      bio\n      videoUrl\n    }\n  }\n':
    types.UpdateTeamProfileDocument,
  '\n  mutation UpdateOrganizerProfile($organizerId: ID!, $input: UpdatePageProfileInput!) {\n    updateOrganizerProfile(organizerId: $organizerId, input: $input) {\n      id\n      bio\n      videoUrl\n    }\n  }\n':
    types.UpdateOrganizerProfileDocument,
  '\n  mutation UpdateLeagueProfile($leagueId: ID!, $input: UpdateLeagueProfileInput!) {\n    updateLeagueProfile(leagueId: $leagueId, input: $input) {\n      id\n      bio\n      videoUrl\n      rules\n      prize\n      settings\n    }\n  }\n':
    types.UpdateLeagueProfileDocument,
  '\n  mutation UpdateTournamentProfile($tournamentId: ID!, $input: UpdatePageProfileInput!) {\n    updateTournamentProfile(tournamentId: $tournamentId, input: $input) {\n      id\n      bio\n      videoUrl\n    }\n  }\n':
    types.UpdateTournamentProfileDocument,
  '\n  fragment EditableProfileHero_page on FollowablePage {\n    id\n    bio\n    profilePicture\n    banner\n    videoUrl\n    viewerCanEdit\n    viewerIsFollowing\n    followerCount\n  }\n':
    types.EditableProfileHero_PageFragmentDoc,
  '\n  fragment TeamListItem_team on Team {\n    id\n    name\n    profilePicture\n  }\n': types.TeamListItem_TeamFragmentDoc,
  '\n  query TeamAvailabilityEditor($teamId: ID!) {\n    teamAvailability(teamId: $teamId) {\n      teamId\n      timeZone\n      windows {\n        weekday\n        start\n        end\n      }\n      viewerCanEdit\n    }\n  }\n':
    types.TeamAvailabilityEditorDocument,
  '\n  mutation UpdateTeamAvailability($teamId: ID!, $timeZone: String!, $windows: [AvailabilityWindowInput!]!) {\n    updateTeamAvailability(teamId: $teamId, timeZone: $timeZone, windows: $windows) {\n      teamId\n      timeZone\n      windows {\n        weekday\n        start\n        end\n      }\n      viewerCanEdit\n    }\n  }\n':
    types.UpdateTeamAvailabilityDocument,
  '\n  mutation ProposeReschedule($matchId: ID!, $times: [DateTime!]!) {\n    proposeReschedule(matchId: $matchId, times: $times) {\n      id\n    }\n  }\n':
    types.ProposeRescheduleDocument,
  '\n  mutation MoveMatch($matchId: ID!, $scheduledTime: DateTime!) {\n    moveMatch(matchId: $matchId, scheduledTime: $scheduledTime) {\n      id\n      scheduledTime\n    }\n  }\n':
    types.MoveMatchDocument,
  '\n  fragment ReschedulePanel_match on Match {\n    id\n    status\n    scheduledTime\n    viewerCanProposeReschedule\n    viewerCanReport\n    league {\n      id\n    }\n    rescheduleProposals {\n      id\n      status\n      times\n      expiresAt\n      acceptedTime\n      viewerCanAnswer\n      team {\n        id\n        name\n      }\n    }\n  }\n':
    types.ReschedulePanel_MatchFragmentDoc,
  '\n  mutation AnswerReschedule($proposalId: ID!, $acceptedTime: DateTime, $decline: Boolean) {\n    answerReschedule(proposalId: $proposalId, acceptedTime: $acceptedTime, decline: $decline) {\n      id\n      status\n    }\n  }\n':
    types.AnswerRescheduleDocument,
  '\n  query SuggestMatchTimes($leagueId: ID!, $teamA: ID!, $teamB: ID!) {\n    suggestMatchTimes(leagueId: $leagueId, teamA: $teamA, teamB: $teamB)\n  }\n':
    types.SuggestMatchTimesDocument,
  '\n  query HeaderSearch($text: String!, $first: Int) {\n    search(text: $text, first: $first) {\n      kind\n      id\n      name\n      picture\n      path\n    }\n  }\n':
    types.HeaderSearchDocument,
  '\n  fragment StaffSection_member on StaffMember {\n    id\n    role\n    status\n    assignedLeagueIds\n    assignedTournamentIds\n    user {\n      id\n      userName\n      profilePicture\n    }\n  }\n':
    types.StaffSection_MemberFragmentDoc,
  '\n  fragment StaffSection_staff on Organizer {\n    id\n    name\n    profilePicture\n    viewerStaff {\n      ...StaffSection_member\n    }\n    staff {\n      ...StaffSection_member\n    }\n  }\n':
    types.StaffSection_StaffFragmentDoc,
  '\n  fragment StaffSection_organizer on Organizer {\n    ...StaffSection_staff\n    pendingStaff {\n      ...StaffSection_member\n    }\n    leagues {\n      id\n      name\n      status\n    }\n    tournaments {\n      id\n      name\n    }\n  }\n':
    types.StaffSection_OrganizerFragmentDoc,
  '\n  mutation CreateOrganizer($name: String!) {\n    createOrganizer(name: $name) {\n      ...StaffSection_organizer\n      viewerStaff {\n        ...StaffSection_member\n        organizer {\n          id\n          name\n          profilePicture\n        }\n      }\n    }\n  }\n':
    types.CreateOrganizerDocument,
  '\n  mutation InviteStaff($organizerId: ID!, $userName: String!, $role: StaffRole, $assignedLeagueIds: [ID!]) {\n    inviteStaff(organizerId: $organizerId, userName: $userName, role: $role, assignedLeagueIds: $assignedLeagueIds) {\n      ...StaffSection_member\n      organizer {\n        id\n      }\n    }\n  }\n':
    types.InviteStaffDocument,
  '\n  mutation RespondToStaffInvitation($organizerId: ID!, $accept: Boolean!) {\n    respondToStaffInvitation(organizerId: $organizerId, accept: $accept) {\n      ...StaffSection_member\n      organizer {\n        ...StaffSection_staff\n      }\n    }\n  }\n':
    types.RespondToStaffInvitationDocument,
  '\n  mutation PromoteStaff($organizerId: ID!, $userId: ID!) {\n    promoteStaff(organizerId: $organizerId, userId: $userId) {\n      ...StaffSection_member\n    }\n  }\n':
    types.PromoteStaffDocument,
  '\n  mutation DemoteStaff($organizerId: ID!, $userId: ID!) {\n    demoteStaff(organizerId: $organizerId, userId: $userId) {\n      ...StaffSection_member\n    }\n  }\n':
    types.DemoteStaffDocument,
  '\n  mutation RemoveStaff($organizerId: ID!, $userId: ID!) {\n    removeStaff(organizerId: $organizerId, userId: $userId) {\n      id\n      status\n    }\n  }\n':
    types.RemoveStaffDocument,
  '\n  mutation LeaveStaff($organizerId: ID!) {\n    leaveStaff(organizerId: $organizerId) {\n      id\n      status\n    }\n  }\n':
    types.LeaveStaffDocument,
  '\n  mutation SetStaffAssignment($organizerId: ID!, $userId: ID!, $leagueIds: [ID!]!, $tournamentIds: [ID!]) {\n    setStaffAssignment(organizerId: $organizerId, userId: $userId, leagueIds: $leagueIds, tournamentIds: $tournamentIds) {\n      ...StaffSection_member\n    }\n  }\n':
    types.SetStaffAssignmentDocument,
  '\n  mutation TransferOrganizerOwnership($organizerId: ID!, $userId: ID!) {\n    transferOrganizerOwnership(organizerId: $organizerId, userId: $userId) {\n      ...StaffSection_organizer\n    }\n  }\n':
    types.TransferOrganizerOwnershipDocument,
  '\n  query CreateTeamOptions {\n    games {\n      id\n      title\n    }\n    regions {\n      id\n      title\n    }\n  }\n':
    types.CreateTeamOptionsDocument,
  '\n  fragment TeamRoster_team on Team {\n    id\n    name\n    profilePicture\n    archivedAt\n    game {\n      id\n      title\n    }\n    region {\n      id\n      title\n    }\n    viewerMembership {\n      id\n      role\n      status\n    }\n    members {\n      id\n      role\n      status\n      user {\n        id\n        userName\n        profilePicture\n      }\n    }\n    pendingInvitations {\n      id\n      role\n      status\n      user {\n        id\n        userName\n        profilePicture\n      }\n    }\n  }\n':
    types.TeamRoster_TeamFragmentDoc,
  '\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...TeamRoster_team\n      viewerMembership {\n        id\n        role\n        status\n        invitedBy {\n          id\n          userName\n        }\n        team {\n          id\n        }\n      }\n    }\n  }\n':
    types.CreateTeamDocument,
  '\n  mutation InviteToTeam($teamId: ID!, $userName: String!) {\n    inviteToTeam(teamId: $teamId, userName: $userName) {\n      id\n      role\n      status\n      user {\n        id\n        userName\n        profilePicture\n      }\n      team {\n        id\n      }\n    }\n  }\n':
    types.InviteToTeamDocument,
  '\n  mutation RespondToTeamInvitation($teamId: ID!, $accept: Boolean!) {\n    respondToTeamInvitation(teamId: $teamId, accept: $accept) {\n      ...TeamDashboardPage_membership\n    }\n  }\n':
    types.RespondToTeamInvitationDocument,
  '\n  mutation PromoteTeamMember($teamId: ID!, $userId: ID!) {\n    promoteTeamMember(teamId: $teamId, userId: $userId) {\n      id\n      role\n      status\n    }\n  }\n':
    types.PromoteTeamMemberDocument,
  '\n  mutation DemoteTeamMember($teamId: ID!, $userId: ID!) {\n    demoteTeamMember(teamId: $teamId, userId: $userId) {\n      id\n      role\n      status\n    }\n  }\n':
    types.DemoteTeamMemberDocument,
  '\n  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {\n    removeTeamMember(teamId: $teamId, userId: $userId) {\n      id\n      role\n      status\n    }\n  }\n':
    types.RemoveTeamMemberDocument,
  '\n  mutation LeaveTeam($teamId: ID!) {\n    leaveTeam(teamId: $teamId) {\n      id\n      role\n      status\n    }\n  }\n':
    types.LeaveTeamDocument,
  '\n  mutation TransferTeamLeadership($teamId: ID!, $userId: ID!) {\n    transferTeamLeadership(teamId: $teamId, userId: $userId) {\n      ...TeamRoster_team\n    }\n  }\n':
    types.TransferTeamLeadershipDocument,
  '\n  fragment TournamentCard_tournament on Tournament {\n    id\n    name\n    status\n    size\n    startTime\n    banner\n    game {\n      id\n      title\n      image\n    }\n    platform {\n      id\n      title\n      picture\n    }\n    region {\n      id\n      title\n    }\n    organizer {\n      id\n      name\n      profilePicture\n    }\n  }\n':
    types.TournamentCard_TournamentFragmentDoc,
  '\n  fragment TournamentStages_tournament on Tournament {\n    id\n    viewerCanManage\n    stages {\n      stageNumber\n      kind\n      status\n      groupCount\n      advance\n      standings {\n        rank\n        groupNumber\n        team {\n          id\n          name\n        }\n        played\n        wins\n        losses\n        draws\n        points\n        differential\n        explanation\n        unresolvedWith {\n          id\n        }\n      }\n      nodes {\n        ...BracketView_node\n      }\n    }\n  }\n':
    types.TournamentStages_TournamentFragmentDoc,
  '\n  query TournamentStages($id: ID!) {\n    tournament(id: $id) {\n      ...TournamentStages_tournament\n    }\n  }\n':
    types.TournamentStagesDocument,
  '\n  query TournamentNextStagePreview($id: ID!) {\n    previewNextStage(tournamentId: $id) {\n      currentComplete\n      next {\n        stageNumber\n        kind\n      }\n      entrants {\n        id\n        name\n      }\n      undecidedTies {\n        groupNumber\n        teams {\n          id\n          name\n        }\n      }\n    }\n  }\n':
    types.TournamentNextStagePreviewDocument,
  '\n  mutation DecideStageTie($id: ID!, $stageNumber: Int!, $teamIds: [ID!]!) {\n    decideStageTie(tournamentId: $id, stageNumber: $stageNumber, teamIds: $teamIds) {\n      stageNumber\n      status\n    }\n  }\n':
    types.DecideStageTieDocument,
  '\n  mutation AdvanceTournamentStage($id: ID!) {\n    advanceStage(tournamentId: $id) {\n      id\n      status\n    }\n  }\n':
    types.AdvanceTournamentStageDocument,
  '\n  mutation CreateTournament($input: CreateTournamentInput!) {\n    createTournament(input: $input) {\n      ...TournamentSection_tournament\n      organizer {\n        id\n      }\n    }\n  }\n':
    types.CreateTournamentDocument,
  '\n  mutation JoinTournament($tournamentId: ID!, $teamId: ID!) {\n    joinTournament(tournamentId: $tournamentId, teamId: $teamId) {\n      teamId\n      status\n      tournament {\n        id\n        viewerJoinState\n        viewerJoinableTeams {\n          id\n          name\n        }\n        viewerPendingEntries {\n          teamId\n          team {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n':
    types.JoinTournamentDocument,
  '\n  mutation DecideTournamentTeam($tournamentId: ID!, $teamId: ID!, $decision: EntryDecision!) {\n    decideTournamentTeam(tournamentId: $tournamentId, teamId: $teamId, decision: $decision) {\n      teamId\n      status\n      seed\n    }\n  }\n':
    types.DecideTournamentTeamDocument,
  '\n  mutation CheckInTournament($tournamentId: ID!, $teamId: ID!) {\n    checkInTournament(tournamentId: $tournamentId, teamId: $teamId) {\n      teamId\n      status\n      checkedInAt\n      tournament {\n        id\n        viewerCheckInTeams {\n          id\n          name\n        }\n      }\n    }\n  }\n':
    types.CheckInTournamentDocument,
  '\n  mutation SeedTournament($tournamentId: ID!, $method: SeedingMethod!) {\n    seedTournament(tournamentId: $tournamentId, method: $method) {\n      id\n    }\n  }\n':
    types.SeedTournamentDocument,
  '\n  mutation SaveTournamentSeeding($tournamentId: ID!, $slots: [BracketSlotInput!]!) {\n    saveTournamentSeeding(tournamentId: $tournamentId, slots: $slots) {\n      id\n    }\n  }\n':
    types.SaveTournamentSeedingDocument,
  '\n  mutation StartTournament($tournamentId: ID!) {\n    startTournament(tournamentId: $tournamentId) {\n      id\n      status\n      checkInOpen\n    }\n  }\n':
    types.StartTournamentDocument,
  '\n  mutation UpdateTournamentSettings($tournamentId: ID!, $input: TournamentSettingsInput!) {\n    updateTournamentSettings(tournamentId: $tournamentId, input: $input) {\n      id\n      ranked\n    }\n  }\n':
    types.UpdateTournamentSettingsDocument,
  '\n  mutation PreviewResultCorrection($matchId: ID!, $scores: [TeamScoreInput!]!) {\n    previewResultCorrection(matchId: $matchId, scores: $scores) {\n      winnerChanges\n      laterStagesStarted\n      laterStageResets {\n        id\n        roundNumber\n        side\n        participant1 {\n          id\n          name\n        }\n        participant2 {\n          id\n          name\n        }\n      }\n      winner {\n        id\n        name\n      }\n      resetNodes {\n        id\n        roundNumber\n        side\n        participant1 {\n          id\n          name\n        }\n        participant2 {\n          id\n          name\n        }\n      }\n      changes {\n        team {\n          id\n          name\n        }\n        user {\n          id\n          userName\n        }\n        points\n        wins\n        ratingBefore\n        ratingAfter\n      }\n    }\n  }\n':
    types.PreviewResultCorrectionDocument,
  '\n  mutation CorrectMatchResult($matchId: ID!, $scores: [TeamScoreInput!]!, $confirmLaterStages: Boolean) {\n    correctMatchResult(matchId: $matchId, scores: $scores, confirmLaterStages: $confirmLaterStages) {\n      id\n      resetNodeIds\n      match {\n        id\n        status\n        isScoreUpdated\n        winner {\n          id\n        }\n        participants {\n          ...MatchPage_participant\n        }\n      }\n    }\n  }\n':
    types.CorrectMatchResultDocument,
  '\n  mutation CancelTournamentEntry($tournamentId: ID!, $teamId: ID!) {\n    cancelTournamentEntry(tournamentId: $tournamentId, teamId: $teamId) {\n      id\n      viewerJoinState\n      viewerJoinableTeams {\n        id\n        name\n      }\n      viewerPendingEntries {\n        teamId\n        team {\n          id\n          name\n        }\n      }\n    }\n  }\n':
    types.CancelTournamentEntryDocument,
  '\n  fragment UseShellProfile_user on User {\n    id\n    userName\n    displayName\n    score\n    profilePicture\n  }\n':
    types.UseShellProfile_UserFragmentDoc,
  '\n  query ShellViewer {\n    viewer {\n      id\n      ...UseShellProfile_user\n    }\n  }\n': types.ShellViewerDocument,
  '\n  query GamesPageCatalog {\n    games {\n      id\n      title\n      image\n    }\n    platforms {\n      id\n      title\n    }\n    regions {\n      id\n      title\n    }\n  }\n':
    types.GamesPageCatalogDocument,
  '\n  query GamesPageLadders($gameId: ID!) {\n    leagues(first: 100, gameId: $gameId, compCatId: 1) {\n      edges {\n        node {\n          id\n          ...LeagueCard_league\n        }\n      }\n    }\n  }\n':
    types.GamesPageLaddersDocument,
  '\n  query GamesPageCompetitions {\n    leagues(first: 100, compCatId: 1) {\n      edges {\n        node {\n          id\n          game {\n            id\n          }\n        }\n      }\n    }\n    tournaments(first: 50) {\n      id\n      game {\n        id\n      }\n    }\n  }\n':
    types.GamesPageCompetitionsDocument,
  '\n  query GamesPageTournaments($gameId: ID!) {\n    tournaments(gameId: $gameId, first: 50) {\n      id\n      ...TournamentCard_tournament\n    }\n  }\n':
    types.GamesPageTournamentsDocument,
  '\n  query FeaturedGames {\n    games {\n      id\n      title\n      image\n    }\n  }\n': types.FeaturedGamesDocument,
  '\n  fragment HomeMatches_match on Match {\n    id\n    status\n    scheduledTime\n    league {\n      id\n      name\n    }\n    game {\n      id\n      title\n    }\n    participants {\n      teamId\n      totalPoints\n      team {\n        id\n        name\n        profilePicture\n      }\n    }\n  }\n':
    types.HomeMatches_MatchFragmentDoc,
  '\n  query HomeMatches {\n    viewer {\n      id\n      teams {\n        id\n        game {\n          id\n          title\n        }\n      }\n      upcomingMatches(first: 3) {\n        ...HomeMatches_match\n      }\n    }\n    liveMatches(first: 3) {\n      ...HomeMatches_match\n    }\n  }\n':
    types.HomeMatchesDocument,
  '\n  query HomePodium {\n    leaderboard(kind: USER) {\n      id\n      entries(first: 3, orderBy: SCORE) {\n        edges {\n          node {\n            ...Podium_entry\n          }\n        }\n      }\n    }\n  }\n':
    types.HomePodiumDocument,
  '\n  query HomeTournaments {\n    openTournaments: tournaments(status: REGISTRATION, first: 6) {\n      id\n      ...TournamentCard_tournament\n    }\n    liveTournaments: tournaments(status: IN_PROGRESS, first: 6) {\n      id\n      ...TournamentCard_tournament\n    }\n  }\n':
    types.HomeTournamentsDocument,
  '\n  query FeaturedLadders {\n    leagues(first: 12, compCatId: 1, status: ACTIVE) {\n      edges {\n        node {\n          id\n          ...LeagueCard_league\n        }\n      }\n    }\n  }\n':
    types.FeaturedLaddersDocument,
  '\n  query LeaderboardFilters {\n    regions {\n      id\n      title\n    }\n    genres {\n      id\n      title\n    }\n    games {\n      id\n      title\n      genre {\n        id\n      }\n    }\n    leaderboards(scope: GLOBAL) {\n      id\n      kind\n      region {\n        id\n      }\n      genre {\n        id\n      }\n      game {\n        id\n      }\n    }\n  }\n':
    types.LeaderboardFiltersDocument,
  '\n  query LeaderboardPage(\n    $kind: LeaderboardKind!\n    $regionId: ID\n    $genreId: ID\n    $gameId: ID\n    $orderBy: LeaderboardOrder!\n    $search: String\n    $followedOnly: Boolean\n    $first: Int!\n    $after: String\n  ) {\n    leaderboard(kind: $kind, regionId: $regionId, genreId: $genreId, gameId: $gameId) {\n      id\n      kind\n      entryCount\n      followedEntryCount\n      entries(first: $first, after: $after, orderBy: $orderBy, search: $search, followedOnly: $followedOnly) {\n        edges {\n          cursor\n          node {\n            ...Podium_entry\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n      viewerEntry(orderBy: $orderBy) {\n        ...Podium_entry\n      }\n    }\n  }\n':
    types.LeaderboardPageDocument,
  '\n  fragment LeagueBody_standingsPage on StandingsConnection {\n    edges {\n      cursor\n      node {\n        id\n        rank\n        teamId\n        points\n        wins\n        losses\n        draws\n        played\n        tiebreak\n        team {\n          id\n          name\n          profilePicture\n        }\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n':
    types.LeagueBody_StandingsPageFragmentDoc,
  '\n  query LeagueStandings($id: String!, $first: Int!, $after: String) {\n    league(param: $id) {\n      id\n      standingsPage(first: $first, after: $after) {\n        ...LeagueBody_standingsPage\n      }\n    }\n  }\n':
    types.LeagueStandingsDocument,
  '\n  fragment LeagueBody_match on Match {\n    id\n    status\n    scheduledTime\n    rounds\n    isScoreUpdated\n    winner {\n      id\n    }\n    participants {\n      teamId\n      totalPoints\n      team {\n        id\n        name\n      }\n    }\n  }\n':
    types.LeagueBody_MatchFragmentDoc,
  '\n  query LeagueSchedule($id: String!) {\n    league(param: $id) {\n      id\n      matches(first: 100) {\n        edges {\n          node {\n            ...LeagueBody_match\n          }\n        }\n      }\n    }\n  }\n':
    types.LeagueScheduleDocument,
  '\n  query LeagueTeams($id: String!, $first: Int) {\n    league(param: $id) {\n      id\n      participants(status: APPROVED, first: $first) {\n        teamId\n        status\n        team {\n          ...TeamListItem_team\n        }\n      }\n    }\n  }\n':
    types.LeagueTeamsDocument,
  '\n  subscription LeagueEvents($leagueId: ID!, $standingsFirst: Int!, $teamsFirst: Int!) {\n    leagueEvents(leagueId: $leagueId) {\n      kind\n      league {\n        id\n      }\n      match {\n        ...LeagueBody_match\n      }\n      standingsPage(first: $standingsFirst) {\n        ...LeagueBody_standingsPage\n      }\n      page {\n        ...LeaguePage_league\n        participants(status: APPROVED, first: $teamsFirst) {\n          teamId\n          status\n          team {\n            ...TeamListItem_team\n          }\n        }\n      }\n    }\n  }\n':
    types.LeagueEventsDocument,
  '\n  fragment LeaguePage_league on League {\n    ...CompetitionHero_competition\n    rules\n    prize\n    settings\n    status\n    startDate\n    endDate\n    teamCount\n    maxTeams\n    openEntry\n    winPoints\n    drawPoints\n    lossPoints\n    viewerCanSchedule\n    viewerCanReport\n    viewerCanModerate\n    viewerIsStaff\n    viewerJoinState\n    viewerJoinableTeams {\n      id\n      name\n    }\n    viewerPendingEntries {\n      teamId\n      team {\n        id\n        name\n      }\n      invitedBy {\n        id\n      }\n    }\n    announcementWall {\n      id\n    }\n  }\n':
    types.LeaguePage_LeagueFragmentDoc,
  '\n  query LeaguePage($param: String!) {\n    league(param: $param) {\n      ...LeaguePage_league\n    }\n  }\n':
    types.LeaguePageDocument,
  '\n  mutation UpdateMatchPage($matchId: ID!, $input: UpdateMatchPageInput!) {\n    updateMatchPage(matchId: $matchId, input: $input) {\n      id\n      videoUrl\n      banner\n    }\n  }\n':
    types.UpdateMatchPageDocument,
  '\n  fragment MatchPage_participant on MatchParticipant {\n    teamId\n    totalPoints\n    placement\n    team {\n      id\n      name\n      profilePicture\n    }\n    rounds {\n      matchRound\n      metrics\n      roundPoints\n    }\n  }\n':
    types.MatchPage_ParticipantFragmentDoc,
  '\n  fragment MatchPage_match on Match {\n    id\n    status\n    scheduledTime\n    rounds\n    isScoreUpdated\n    finalizedAt\n    videoUrl\n    banner\n    viewerCanReport\n    viewerCanEdit\n    viewerCanMessage\n    league {\n      id\n      name\n      metrics {\n        name\n        type\n        weight\n        active\n      }\n    }\n    tournament {\n      id\n      name\n    }\n    winner {\n      id\n    }\n    commentWall {\n      id\n    }\n    participants {\n      ...MatchPage_participant\n    }\n    ...ReschedulePanel_match\n    reports {\n      ...MatchReportsPanel_reports\n    }\n  }\n':
    types.MatchPage_MatchFragmentDoc,
  '\n  query MatchPage($id: ID!) {\n    match(id: $id) {\n      ...MatchPage_match\n    }\n  }\n': types.MatchPageDocument,
  '\n  subscription MatchEvents($matchId: ID!) {\n    matchEvents(matchId: $matchId) {\n      kind\n      match {\n        ...MatchPage_match\n      }\n    }\n  }\n':
    types.MatchEventsDocument,
  '\n  query CreateLadderOptions {\n    games {\n      id\n      title\n    }\n    platforms {\n      id\n      title\n    }\n    regions {\n      id\n      title\n    }\n  }\n':
    types.CreateLadderOptionsDocument,
  '\n  query LadderTeams($id: String!) {\n    league(param: $id) {\n      id\n      teamCount\n      maxTeams\n      participants {\n        teamId\n        status\n        team {\n          id\n          name\n          profilePicture\n        }\n      }\n    }\n  }\n':
    types.LadderTeamsDocument,
  '\n  fragment LadderModals_metric on LadderMetric {\n    name\n    type\n    weight\n    active\n    text\n  }\n':
    types.LadderModals_MetricFragmentDoc,
  '\n  query LadderMetrics($id: String!) {\n    league(param: $id) {\n      id\n      game {\n        id\n        title\n      }\n      metrics {\n        ...LadderModals_metric\n      }\n    }\n  }\n':
    types.LadderMetricsDocument,
  '\n  fragment LadderSection_ladder on League {\n    id\n    name\n    status\n    isParent\n    teamCount\n    pendingTeamCount\n    maxTeams\n    openEntry\n    winPoints\n    drawPoints\n    lossPoints\n    viewerCanModerate\n    viewerCanEditSettings\n    viewerCanEditScoreSettings\n    game {\n      id\n      title\n    }\n    ...ReportingSettingsModal_ladder\n  }\n':
    types.LadderSection_LadderFragmentDoc,
  '\n  fragment LadderSection_organizer on Organizer {\n    id\n    leagues {\n      ...LadderSection_ladder\n    }\n  }\n':
    types.LadderSection_OrganizerFragmentDoc,
  '\n  query OrgDashboard {\n    viewer {\n      id\n      organizations {\n        id\n        role\n        status\n        organizer {\n          id\n          name\n          profilePicture\n        }\n      }\n    }\n  }\n':
    types.OrgDashboardDocument,
  '\n  query OrgDashboardOrganizer($param: String!) {\n    organizer(param: $param) {\n      id\n      viewerCanCreateCompetitions\n      viewerCanManageStaff\n      ...StaffSection_organizer\n      ...LadderSection_organizer\n      ...TournamentSection_organizer\n    }\n  }\n':
    types.OrgDashboardOrganizerDocument,
  '\n  query OrganizerLeagueCards($param: String!) {\n    organizer(param: $param) {\n      id\n      name\n      leagues {\n        id\n        ...LeagueCard_league\n      }\n    }\n  }\n':
    types.OrganizerLeagueCardsDocument,
  '\n  query TournamentManage($id: ID!) {\n    tournament(id: $id) {\n      id\n      name\n      status\n      format\n      size\n      checkInMinutes\n      stages {\n        stageNumber\n        kind\n        groupCount\n      }\n      ranked\n      viewerCanEditSettings\n      viewerCanModerate\n      viewerCanSchedule\n      participants {\n        ...TournamentPage_participant\n      }\n      bracket {\n        id\n        isPreview\n        nodes {\n          id\n          roundNumber\n          groupNumber\n          slotIndex\n          side\n          status\n          participant1 {\n            id\n            name\n          }\n          participant2 {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n':
    types.TournamentManageDocument,
  '\n  fragment TournamentSection_organizer on Organizer {\n    id\n    tournaments {\n      ...TournamentSection_tournament\n    }\n  }\n':
    types.TournamentSection_OrganizerFragmentDoc,
  '\n  fragment TournamentSection_tournament on Tournament {\n    id\n    name\n    status\n    format\n    size\n    startTime\n    stages {\n      stageNumber\n      kind\n      groupCount\n    }\n    viewerCanModerate\n    viewerCanSchedule\n    viewerCanEditSettings\n    ...ReportingSettingsModal_tournament\n    game {\n      id\n      title\n    }\n  }\n':
    types.TournamentSection_TournamentFragmentDoc,
  '\n  query OrgWebhooks($param: String!) {\n    webhookEventTypes\n    organizer(param: $param) {\n      id\n      webhooks {\n        ...WebhooksSection_webhook\n      }\n    }\n  }\n':
    types.OrgWebhooksDocument,
  '\n  fragment WebhooksSection_webhook on Webhook {\n    id\n    url\n    description\n    events\n    enabled\n    disabledAt\n    previousSecretExpiresAt\n    createdAt\n  }\n':
    types.WebhooksSection_WebhookFragmentDoc,
  '\n  query WebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId) {\n      id\n      eventType\n      status\n      attempts\n      responseStatus\n      latencyMs\n      error\n      lastAttemptAt\n      nextAttemptAt\n      createdAt\n    }\n  }\n':
    types.WebhookDeliveriesDocument,
  '\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        ...WebhooksSection_webhook\n      }\n    }\n  }\n':
    types.CreateWebhookDocument,
  '\n  mutation RotateWebhookSecret($webhookId: ID!) {\n    rotateWebhookSecret(webhookId: $webhookId) {\n      secret\n      webhook {\n        ...WebhooksSection_webhook\n      }\n    }\n  }\n':
    types.RotateWebhookSecretDocument,
  '\n  mutation DeleteWebhook($webhookId: ID!) {\n    deleteWebhook(webhookId: $webhookId) {\n      id\n    }\n  }\n':
    types.DeleteWebhookDocument,
  '\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      status\n      attempts\n      nextAttemptAt\n    }\n  }\n':
    types.RedeliverWebhookDocument,
  '\n  query OrganizerPage($param: String!) {\n    organizer(param: $param) {\n      name\n      ...EditableProfileHero_page\n      owner {\n        id\n        userName\n      }\n      leagues {\n        ...LeagueCard_league\n      }\n      tournaments {\n        ...TournamentCard_tournament\n      }\n      announcementWall {\n        id\n      }\n    }\n  }\n':
    types.OrganizerPageDocument,
  '\n  fragment TeamDashboardPage_membership on TeamMember {\n    id\n    role\n    status\n    invitedBy {\n      id\n      userName\n    }\n    team {\n      ...TeamRoster_team\n    }\n  }\n':
    types.TeamDashboardPage_MembershipFragmentDoc,
  '\n  query TeamDashboard {\n    viewer {\n      id\n      teamMemberships {\n        ...TeamDashboardPage_membership\n      }\n    }\n  }\n':
    types.TeamDashboardDocument,
  '\n  fragment MatchesBox_match on Match {\n    id\n    status\n    scheduledTime\n    participants {\n      teamId\n      totalPoints\n      placement\n      team {\n        id\n        name\n        profilePicture\n      }\n    }\n  }\n':
    types.MatchesBox_MatchFragmentDoc,
  '\n  query TeamPage($param: String!) {\n    team(param: $param) {\n      name\n      ...EditableProfileHero_page\n      game {\n        id\n        title\n        image\n      }\n      region {\n        id\n        title\n      }\n      members {\n        id\n        role\n        user {\n          id\n          userName\n          profilePicture\n        }\n      }\n      recentMatches(first: 5) {\n        ...MatchesBox_match\n      }\n      commentWall {\n        id\n      }\n    }\n  }\n':
    types.TeamPageDocument,
  '\n  fragment TournamentPage_tournament on Tournament {\n    ...CompetitionHero_competition\n    status\n    format\n    size\n    thirdPlaceMatch\n    startTime\n    checkInMinutes\n    checkInOpen\n    matchRounds\n    ranked\n    viewerCanManage\n    viewerJoinState\n    viewerJoinableTeams {\n      id\n      name\n    }\n    viewerPendingEntries {\n      teamId\n      team {\n        id\n        name\n      }\n    }\n    viewerCheckInTeams {\n      id\n      name\n    }\n    winner {\n      id\n      name\n    }\n    commentWall {\n      id\n    }\n    stages {\n      stageNumber\n      kind\n      groupCount\n    }\n  }\n':
    types.TournamentPage_TournamentFragmentDoc,
  '\n  query TournamentPage($id: ID!) {\n    tournament(id: $id) {\n      ...TournamentPage_tournament\n    }\n  }\n':
    types.TournamentPageDocument,
  '\n  fragment TournamentPage_participant on TournamentParticipant {\n    teamId\n    status\n    seed\n    checkedInAt\n    team {\n      ...TeamListItem_team\n    }\n  }\n':
    types.TournamentPage_ParticipantFragmentDoc,
  '\n  query TournamentParticipants($id: ID!) {\n    tournament(id: $id) {\n      id\n      participants {\n        ...TournamentPage_participant\n      }\n    }\n  }\n':
    types.TournamentParticipantsDocument,
  '\n  query TournamentBracket($id: ID!) {\n    tournament(id: $id) {\n      id\n      bracket {\n        id\n        isPreview\n        nodes {\n          ...BracketView_node\n        }\n      }\n    }\n  }\n':
    types.TournamentBracketDocument,
  '\n  subscription TournamentEvents($tournamentId: ID!, $withStages: Boolean!) {\n    tournamentEvents(tournamentId: $tournamentId) {\n      kind\n      tournament {\n        ...TournamentPage_tournament\n        participants {\n          ...TournamentPage_participant\n        }\n        bracket {\n          id\n          isPreview\n          nodes {\n            ...BracketView_node\n          }\n        }\n        ...TournamentStages_tournament @include(if: $withStages)\n      }\n      match {\n        id\n      }\n    }\n  }\n':
    types.TournamentEventsDocument,
  '\n  query MyApiTokens {\n    myApiTokens {\n      id\n      name\n      prefix\n      scopes\n      createdAt\n      expiresAt\n      lastUsedAt\n      expired\n    }\n  }\n':
    types.MyApiTokensDocument,
  '\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        name\n      }\n    }\n  }\n':
    types.CreateApiTokenDocument,
  '\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n    }\n  }\n': types.RevokeApiTokenDocument,
  '\n  query MyAccount {\n    viewer {\n      id\n      userName\n      displayName\n      profilePicture\n      banner\n    }\n  }\n':
    types.MyAccountDocument,
  '\n  fragment TopFive_entry on TopEntry {\n    id\n    position\n    entityType\n    entityId\n    user {\n      id\n      userName\n      profilePicture\n    }\n    team {\n      id\n      name\n      profilePicture\n    }\n    organizer {\n      id\n      name\n      profilePicture\n    }\n  }\n':
    types.TopFive_EntryFragmentDoc,
  '\n  mutation SetTopEntries($userIds: [ID!]!) {\n    setTopEntries(userIds: $userIds) {\n      ...TopFive_entry\n    }\n  }\n':
    types.SetTopEntriesDocument,
  '\n  query UserPage($param: String!) {\n    user(param: $param) {\n      userName\n      displayName\n      ...EditableProfileHero_page\n      score\n      rating\n      ratingHistory {\n        rating\n        at\n        match {\n          id\n        }\n      }\n      topEntries {\n        ...TopFive_entry\n      }\n      teams {\n        ...TeamListItem_team\n      }\n      commentWall {\n        id\n      }\n    }\n  }\n':
    types.UserPageDocument,
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
  source: '\n  fragment BracketView_node on BracketNode {\n    id\n    parentNodeId\n    loserParentNodeId\n    roundNumber\n    groupNumber\n    slotIndex\n    status\n    side\n    participant1Score\n    participant2Score\n    winnerTeamId\n    participant1 {\n      id\n      name\n    }\n    participant2 {\n      id\n      name\n    }\n    match {\n      id\n    }\n  }\n',
): (typeof documents)['\n  fragment BracketView_node on BracketNode {\n    id\n    parentNodeId\n    loserParentNodeId\n    roundNumber\n    groupNumber\n    slotIndex\n    status\n    side\n    participant1Score\n    participant2Score\n    winnerTeamId\n    participant1 {\n      id\n      name\n    }\n    participant2 {\n      id\n      name\n    }\n    match {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CommentThread_comment on Comment {\n    id\n    wallId\n    parentId\n    text\n    edited\n    deleted\n    hidden\n    moderationNote\n    score\n    viewerVote\n    replyCount\n    createdAt\n    author {\n      id\n      userName\n      profilePicture\n    }\n  }\n',
): (typeof documents)['\n  fragment CommentThread_comment on Comment {\n    id\n    wallId\n    parentId\n    text\n    edited\n    deleted\n    hidden\n    moderationNote\n    score\n    viewerVote\n    replyCount\n    createdAt\n    author {\n      id\n      userName\n      profilePicture\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PostComment($input: PostCommentInput!) {\n    postComment(input: $input) {\n      ...CommentThread_comment\n    }\n  }\n',
): (typeof documents)['\n  mutation PostComment($input: PostCommentInput!) {\n    postComment(input: $input) {\n      ...CommentThread_comment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EditComment($id: ID!, $text: String!) {\n    editComment(id: $id, text: $text) {\n      ...CommentThread_comment\n    }\n  }\n',
): (typeof documents)['\n  mutation EditComment($id: ID!, $text: String!) {\n    editComment(id: $id, text: $text) {\n      ...CommentThread_comment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      ...CommentThread_comment\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      ...CommentThread_comment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation VoteComment($id: ID!, $direction: VoteDirection!) {\n    voteComment(id: $id, direction: $direction) {\n      id\n      score\n      viewerVote\n    }\n  }\n',
): (typeof documents)['\n  mutation VoteComment($id: ID!, $direction: VoteDirection!) {\n    voteComment(id: $id, direction: $direction) {\n      id\n      score\n      viewerVote\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CommentReplies($id: ID!, $first: Int!, $after: String) {\n    comment(id: $id) {\n      id\n      replies(first: $first, after: $after) {\n        ...CommentCache_replyPage\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CommentReplies($id: ID!, $first: Int!, $after: String) {\n    comment(id: $id) {\n      id\n      replies(first: $first, after: $after) {\n        ...CommentCache_replyPage\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CommentWall($wallId: ID!, $first: Int!, $after: String, $replies: Int = 50) {\n    commentWall(id: $wallId) {\n      id\n      comments(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...CommentThread_comment\n            replies(first: $replies) {\n              ...CommentCache_replyPage\n            }\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CommentWall($wallId: ID!, $first: Int!, $after: String, $replies: Int = 50) {\n    commentWall(id: $wallId) {\n      id\n      comments(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...CommentThread_comment\n            replies(first: $replies) {\n              ...CommentCache_replyPage\n            }\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription CommentWallEvents($wallId: ID!) {\n    commentWallEvents(wallId: $wallId) {\n      kind\n      comment {\n        ...CommentThread_comment\n      }\n    }\n  }\n',
): (typeof documents)['\n  subscription CommentWallEvents($wallId: ID!) {\n    commentWallEvents(wallId: $wallId) {\n      kind\n      comment {\n        ...CommentThread_comment\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CommentCache_id on Comment {\n    id\n  }\n',
): (typeof documents)['\n  fragment CommentCache_id on Comment {\n    id\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CommentCache_replies on Comment {\n    id\n    replies {\n      ...CommentCache_replyPage\n    }\n  }\n',
): (typeof documents)['\n  fragment CommentCache_replies on Comment {\n    id\n    replies {\n      ...CommentCache_replyPage\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CommentCache_replyPage on CommentConnection {\n    nodes {\n      ...CommentThread_comment\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n',
): (typeof documents)['\n  fragment CommentCache_replyPage on CommentConnection {\n    nodes {\n      ...CommentThread_comment\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CompetitionHero_competition on Competition {\n    id\n    name\n    bio\n    banner\n    profilePicture\n    videoUrl\n    viewerCanEdit\n    viewerIsFollowing\n    followerCount\n    game {\n      id\n      title\n    }\n    platform {\n      id\n      title\n    }\n    region {\n      id\n      title\n    }\n    organizer {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment CompetitionHero_competition on Competition {\n    id\n    name\n    bio\n    banner\n    profilePicture\n    videoUrl\n    viewerCanEdit\n    viewerIsFollowing\n    followerCount\n    game {\n      id\n      title\n    }\n    platform {\n      id\n      title\n    }\n    region {\n      id\n      title\n    }\n    organizer {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FollowingList {\n    viewer {\n      id\n      followedProfiles {\n        entityType\n        id\n        name\n        picture\n      }\n    }\n  }\n',
): (typeof documents)['\n  query FollowingList {\n    viewer {\n      id\n      followedProfiles {\n        entityType\n        id\n        name\n        picture\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment UseFollowToggle_status on FollowStatus {\n    entityType\n    followedId\n    isFollowing\n    followerCount\n  }\n',
): (typeof documents)['\n  fragment UseFollowToggle_status on FollowStatus {\n    entityType\n    followedId\n    isFollowing\n    followerCount\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Follow($entityType: FollowEntityType!, $followedId: ID!) {\n    follow(entityType: $entityType, followedId: $followedId) {\n      ...UseFollowToggle_status\n    }\n  }\n',
): (typeof documents)['\n  mutation Follow($entityType: FollowEntityType!, $followedId: ID!) {\n    follow(entityType: $entityType, followedId: $followedId) {\n      ...UseFollowToggle_status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Unfollow($entityType: FollowEntityType!, $followedId: ID!) {\n    unfollow(entityType: $entityType, followedId: $followedId) {\n      ...UseFollowToggle_status\n    }\n  }\n',
): (typeof documents)['\n  mutation Unfollow($entityType: FollowEntityType!, $followedId: ID!) {\n    unfollow(entityType: $entityType, followedId: $followedId) {\n      ...UseFollowToggle_status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ReportScoreMatch($id: ID!) {\n    match(id: $id) {\n      id\n      status\n      rounds\n      isScoreUpdated\n      league {\n        id\n        metrics {\n          name\n          type\n          weight\n          active\n        }\n      }\n      game {\n        id\n        metrics {\n          name\n          type\n          active\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ReportScoreMatch($id: ID!) {\n    match(id: $id) {\n      id\n      status\n      rounds\n      isScoreUpdated\n      league {\n        id\n        metrics {\n          name\n          type\n          weight\n          active\n        }\n      }\n      game {\n        id\n        metrics {\n          name\n          type\n          active\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ReportScoreStats($id: ID!) {\n    match(id: $id) {\n      id\n      status\n      isScoreUpdated\n      participants {\n        teamId\n        totalPoints\n        team {\n          id\n          name\n        }\n        rounds {\n          matchRound\n          metrics\n          roundPoints\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ReportScoreStats($id: ID!) {\n    match(id: $id) {\n      id\n      status\n      isScoreUpdated\n      participants {\n        teamId\n        totalPoints\n        team {\n          id\n          name\n        }\n        rounds {\n          matchRound\n          metrics\n          roundPoints\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateLadder($input: CreateLadderInput!) {\n    createLadder(input: $input) {\n      ...LadderSection_ladder\n      organizer {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateLadder($input: CreateLadderInput!) {\n    createLadder(input: $input) {\n      ...LadderSection_ladder\n      organizer {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ToggleLadderStatus($leagueId: ID!) {\n    toggleLadderStatus(leagueId: $leagueId) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation ToggleLadderStatus($leagueId: ID!) {\n    toggleLadderStatus(leagueId: $leagueId) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateLadderSettings($leagueId: ID!, $input: LadderSettingsInput!) {\n    updateLadderSettings(leagueId: $leagueId, input: $input) {\n      id\n      maxTeams\n      openEntry\n      winPoints\n      drawPoints\n      lossPoints\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateLadderSettings($leagueId: ID!, $input: LadderSettingsInput!) {\n    updateLadderSettings(leagueId: $leagueId, input: $input) {\n      id\n      maxTeams\n      openEntry\n      winPoints\n      drawPoints\n      lossPoints\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateLadderMetrics($leagueId: ID!, $metrics: [LadderMetricInput!]!) {\n    updateLadderMetrics(leagueId: $leagueId, metrics: $metrics) {\n      id\n      metrics {\n        ...LadderModals_metric\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateLadderMetrics($leagueId: ID!, $metrics: [LadderMetricInput!]!) {\n    updateLadderMetrics(leagueId: $leagueId, metrics: $metrics) {\n      id\n      metrics {\n        ...LadderModals_metric\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation JoinLadder($leagueId: ID!, $teamId: ID!) {\n    joinLadder(leagueId: $leagueId, teamId: $teamId) {\n      teamId\n      status\n      league {\n        id\n        teamCount\n        viewerJoinState\n        viewerJoinableTeams {\n          id\n          name\n        }\n        viewerPendingEntries {\n          teamId\n          team {\n            id\n            name\n          }\n          invitedBy {\n            id\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation JoinLadder($leagueId: ID!, $teamId: ID!) {\n    joinLadder(leagueId: $leagueId, teamId: $teamId) {\n      teamId\n      status\n      league {\n        id\n        teamCount\n        viewerJoinState\n        viewerJoinableTeams {\n          id\n          name\n        }\n        viewerPendingEntries {\n          teamId\n          team {\n            id\n            name\n          }\n          invitedBy {\n            id\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation InviteTeamToLadder($leagueId: ID!, $team: String!) {\n    inviteTeamToLadder(leagueId: $leagueId, team: $team) {\n      teamId\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation InviteTeamToLadder($leagueId: ID!, $team: String!) {\n    inviteTeamToLadder(leagueId: $leagueId, team: $team) {\n      teamId\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DecideLadderTeam($leagueId: ID!, $teamId: ID!, $decision: EntryDecision!) {\n    decideLadderTeam(leagueId: $leagueId, teamId: $teamId, decision: $decision) {\n      teamId\n      status\n      league {\n        id\n        teamCount\n        pendingTeamCount\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation DecideLadderTeam($leagueId: ID!, $teamId: ID!, $decision: EntryDecision!) {\n    decideLadderTeam(leagueId: $leagueId, teamId: $teamId, decision: $decision) {\n      teamId\n      status\n      league {\n        id\n        teamCount\n        pendingTeamCount\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ScheduleMatch($leagueId: ID!, $teamIds: [ID!]!, $scheduledTime: DateTime!) {\n    scheduleMatch(leagueId: $leagueId, teamIds: $teamIds, scheduledTime: $scheduledTime) {\n      id\n      status\n      scheduledTime\n    }\n  }\n',
): (typeof documents)['\n  mutation ScheduleMatch($leagueId: ID!, $teamIds: [ID!]!, $scheduledTime: DateTime!) {\n    scheduleMatch(leagueId: $leagueId, teamIds: $teamIds, scheduledTime: $scheduledTime) {\n      id\n      status\n      scheduledTime\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReportMatchScores($matchId: ID!, $scores: [TeamScoreInput!]!, $idempotencyKey: String) {\n    reportMatchScores(matchId: $matchId, scores: $scores, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      isScoreUpdated\n      participants {\n        ...MatchPage_participant\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ReportMatchScores($matchId: ID!, $scores: [TeamScoreInput!]!, $idempotencyKey: String) {\n    reportMatchScores(matchId: $matchId, scores: $scores, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      isScoreUpdated\n      participants {\n        ...MatchPage_participant\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FinalizeMatch($matchId: ID!) {\n    finalizeMatch(matchId: $matchId) {\n      id\n      status\n      isScoreUpdated\n      finalizedAt\n      winner {\n        id\n      }\n      participants {\n        ...MatchPage_participant\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation FinalizeMatch($matchId: ID!) {\n    finalizeMatch(matchId: $matchId) {\n      id\n      status\n      isScoreUpdated\n      finalizedAt\n      winner {\n        id\n      }\n      participants {\n        ...MatchPage_participant\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelLadderEntry($leagueId: ID!, $teamId: ID!) {\n    cancelLadderEntry(leagueId: $leagueId, teamId: $teamId) {\n      id\n      teamCount\n      viewerJoinState\n      viewerJoinableTeams {\n        id\n        name\n      }\n      viewerPendingEntries {\n        teamId\n        team {\n          id\n          name\n        }\n        invitedBy {\n          id\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelLadderEntry($leagueId: ID!, $teamId: ID!) {\n    cancelLadderEntry(leagueId: $leagueId, teamId: $teamId) {\n      id\n      teamCount\n      viewerJoinState\n      viewerJoinableTeams {\n        id\n        name\n      }\n      viewerPendingEntries {\n        teamId\n        team {\n          id\n          name\n        }\n        invitedBy {\n          id\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment Podium_entry on LeaderboardEntry {\n    id\n    rank\n    score\n    wins\n    rating\n    user {\n      id\n      userName\n      displayName\n      profilePicture\n    }\n    team {\n      id\n      name\n      profilePicture\n    }\n  }\n',
): (typeof documents)['\n  fragment Podium_entry on LeaderboardEntry {\n    id\n    rank\n    score\n    wins\n    rating\n    user {\n      id\n      userName\n      displayName\n      profilePicture\n    }\n    team {\n      id\n      name\n      profilePicture\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment LeagueCard_league on League {\n    id\n    name\n    banner\n    startDate\n    endDate\n    game {\n      id\n      title\n      image\n    }\n    platform {\n      id\n      title\n      picture\n    }\n    region {\n      id\n      title\n    }\n    organizer {\n      id\n      name\n      profilePicture\n    }\n  }\n',
): (typeof documents)['\n  fragment LeagueCard_league on League {\n    id\n    name\n    banner\n    startDate\n    endDate\n    game {\n      id\n      title\n      image\n    }\n    platform {\n      id\n      title\n      picture\n    }\n    region {\n      id\n      title\n    }\n    organizer {\n      id\n      name\n      profilePicture\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrganizerDisputes($organizerId: ID!) {\n    organizerDisputes(organizerId: $organizerId) {\n      id\n      matchId\n      openedAt\n      waitingSeconds\n      match {\n        id\n        league {\n          id\n          name\n        }\n        tournament {\n          id\n          name\n        }\n        participants {\n          teamId\n          team {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OrganizerDisputes($organizerId: ID!) {\n    organizerDisputes(organizerId: $organizerId) {\n      id\n      matchId\n      openedAt\n      waitingSeconds\n      match {\n        id\n        league {\n          id\n          name\n        }\n        tournament {\n          id\n          name\n        }\n        participants {\n          teamId\n          team {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MatchReportsPanel_reports on MatchReports {\n    matchId\n    reportingMode\n    status\n    statusText\n    confirmDeadline\n    viewerTeamId\n    viewerCanReport\n    viewerCanResolve\n    viewerCanPostToDispute\n    reports {\n      id\n      teamId\n      team {\n        id\n        name\n      }\n      updatedAt\n      scores {\n        teamId\n        totalPoints\n        team {\n          id\n          name\n        }\n        rounds {\n          round\n          metrics\n          roundPoints\n        }\n      }\n    }\n    dispute {\n      id\n      openedAt\n      evidence {\n        id\n        imageUrl\n        link\n        text\n        createdAt\n        author {\n          id\n          userName\n        }\n      }\n      thread {\n        id\n        text\n        createdAt\n        author {\n          id\n          userName\n        }\n      }\n      resolution {\n        reason\n        resolvedAt\n        chosenTeam {\n          id\n          name\n        }\n        resolvedBy {\n          id\n          userName\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment MatchReportsPanel_reports on MatchReports {\n    matchId\n    reportingMode\n    status\n    statusText\n    confirmDeadline\n    viewerTeamId\n    viewerCanReport\n    viewerCanResolve\n    viewerCanPostToDispute\n    reports {\n      id\n      teamId\n      team {\n        id\n        name\n      }\n      updatedAt\n      scores {\n        teamId\n        totalPoints\n        team {\n          id\n          name\n        }\n        rounds {\n          round\n          metrics\n          roundPoints\n        }\n      }\n    }\n    dispute {\n      id\n      openedAt\n      evidence {\n        id\n        imageUrl\n        link\n        text\n        createdAt\n        author {\n          id\n          userName\n        }\n      }\n      thread {\n        id\n        text\n        createdAt\n        author {\n          id\n          userName\n        }\n      }\n      resolution {\n        reason\n        resolvedAt\n        chosenTeam {\n          id\n          name\n        }\n        resolvedBy {\n          id\n          userName\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReportMatchResult($matchId: ID!, $teamId: ID!, $scores: [TeamScoreInput!]!) {\n    reportMatchResult(matchId: $matchId, teamId: $teamId, scores: $scores) {\n      ...MatchReportsPanel_reports\n    }\n  }\n',
): (typeof documents)['\n  mutation ReportMatchResult($matchId: ID!, $teamId: ID!, $scores: [TeamScoreInput!]!) {\n    reportMatchResult(matchId: $matchId, teamId: $teamId, scores: $scores) {\n      ...MatchReportsPanel_reports\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddDisputeEvidence($matchId: ID!, $link: String!, $text: String!) {\n    addDisputeEvidence(matchId: $matchId, link: $link, text: $text) {\n      ...MatchReportsPanel_reports\n    }\n  }\n',
): (typeof documents)['\n  mutation AddDisputeEvidence($matchId: ID!, $link: String!, $text: String!) {\n    addDisputeEvidence(matchId: $matchId, link: $link, text: $text) {\n      ...MatchReportsPanel_reports\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PostDisputeMessage($matchId: ID!, $text: String!) {\n    postDisputeMessage(matchId: $matchId, text: $text) {\n      ...MatchReportsPanel_reports\n    }\n  }\n',
): (typeof documents)['\n  mutation PostDisputeMessage($matchId: ID!, $text: String!) {\n    postDisputeMessage(matchId: $matchId, text: $text) {\n      ...MatchReportsPanel_reports\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResolveDispute($matchId: ID!, $chosenTeamId: ID, $scores: [TeamScoreInput!], $reason: String!) {\n    resolveDispute(matchId: $matchId, chosenTeamId: $chosenTeamId, scores: $scores, reason: $reason) {\n      ...MatchReportsPanel_reports\n    }\n  }\n',
): (typeof documents)['\n  mutation ResolveDispute($matchId: ID!, $chosenTeamId: ID, $scores: [TeamScoreInput!], $reason: String!) {\n    resolveDispute(matchId: $matchId, chosenTeamId: $chosenTeamId, scores: $scores, reason: $reason) {\n      ...MatchReportsPanel_reports\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateLeagueReportingMode($leagueId: ID!, $reportingMode: ReportingMode!, $confirmWindowHours: Int) {\n    updateLeagueReportingMode(leagueId: $leagueId, reportingMode: $reportingMode, confirmWindowHours: $confirmWindowHours) {\n      id\n      reportingMode\n      confirmWindowHours\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateLeagueReportingMode($leagueId: ID!, $reportingMode: ReportingMode!, $confirmWindowHours: Int) {\n    updateLeagueReportingMode(leagueId: $leagueId, reportingMode: $reportingMode, confirmWindowHours: $confirmWindowHours) {\n      id\n      reportingMode\n      confirmWindowHours\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateTournamentReportingMode($tournamentId: ID!, $reportingMode: ReportingMode!, $confirmWindowHours: Int) {\n    updateTournamentReportingMode(tournamentId: $tournamentId, reportingMode: $reportingMode, confirmWindowHours: $confirmWindowHours) {\n      id\n      reportingMode\n      confirmWindowHours\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateTournamentReportingMode($tournamentId: ID!, $reportingMode: ReportingMode!, $confirmWindowHours: Int) {\n    updateTournamentReportingMode(tournamentId: $tournamentId, reportingMode: $reportingMode, confirmWindowHours: $confirmWindowHours) {\n      id\n      reportingMode\n      confirmWindowHours\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReportingSettingsModal_ladder on League {\n    id\n    name\n    reportingMode\n    confirmWindowHours\n  }\n',
): (typeof documents)['\n  fragment ReportingSettingsModal_ladder on League {\n    id\n    name\n    reportingMode\n    confirmWindowHours\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReportingSettingsModal_tournament on Tournament {\n    id\n    name\n    reportingMode\n    confirmWindowHours\n  }\n',
): (typeof documents)['\n  fragment ReportingSettingsModal_tournament on Tournament {\n    id\n    name\n    reportingMode\n    confirmWindowHours\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MessagesConversations($viewerId: String!) {\n    conversations {\n      id\n      kind\n      unreadCount\n      muted\n      lastMessageAt\n      otherUser {\n        id\n        userName\n      }\n      team {\n        id\n        name\n      }\n      match {\n        id\n        participants {\n          teamId\n          team {\n            id\n            name\n          }\n        }\n      }\n      lastMessage {\n        id\n        text\n        mine\n      }\n    }\n    user(param: $viewerId) {\n      id\n      teams {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MessagesConversations($viewerId: String!) {\n    conversations {\n      id\n      kind\n      unreadCount\n      muted\n      lastMessageAt\n      otherUser {\n        id\n        userName\n      }\n      team {\n        id\n        name\n      }\n      match {\n        id\n        participants {\n          teamId\n          team {\n            id\n            name\n          }\n        }\n      }\n      lastMessage {\n        id\n        text\n        mine\n      }\n    }\n    user(param: $viewerId) {\n      id\n      teams {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MessagesFindUser($param: String!) {\n    user(param: $param) {\n      id\n      userName\n    }\n  }\n',
): (typeof documents)['\n  query MessagesFindUser($param: String!) {\n    user(param: $param) {\n      id\n      userName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation OpenConversation($input: ConversationTargetInput!) {\n    openConversation(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation OpenConversation($input: ConversationTargetInput!) {\n    openConversation(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      ...MessagesCache_message\n    }\n  }\n',
): (typeof documents)['\n  mutation SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      ...MessagesCache_message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkConversationRead($id: ID!) {\n    markConversationRead(conversationId: $id) {\n      id\n      unreadCount\n    }\n  }\n',
): (typeof documents)['\n  mutation MarkConversationRead($id: ID!) {\n    markConversationRead(conversationId: $id) {\n      id\n      unreadCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MuteConversation($id: ID!, $muted: Boolean!) {\n    muteConversation(conversationId: $id, muted: $muted) {\n      id\n      muted\n    }\n  }\n',
): (typeof documents)['\n  mutation MuteConversation($id: ID!, $muted: Boolean!) {\n    muteConversation(conversationId: $id, muted: $muted) {\n      id\n      muted\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation BlockUser($userId: ID!) {\n    blockUser(userId: $userId)\n  }\n',
): (typeof documents)['\n  mutation BlockUser($userId: ID!) {\n    blockUser(userId: $userId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UnblockUser($userId: ID!) {\n    unblockUser(userId: $userId)\n  }\n',
): (typeof documents)['\n  mutation UnblockUser($userId: ID!) {\n    unblockUser(userId: $userId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BlockedUsers {\n    blockedUsers {\n      id\n      userName\n    }\n  }\n',
): (typeof documents)['\n  query BlockedUsers {\n    blockedUsers {\n      id\n      userName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MessagesCache_message on Message {\n    id\n    conversationId\n    text\n    state\n    moderationReason\n    mine\n    createdAt\n    author {\n      id\n      userName\n    }\n  }\n',
): (typeof documents)['\n  fragment MessagesCache_message on Message {\n    id\n    conversationId\n    text\n    state\n    moderationReason\n    mine\n    createdAt\n    author {\n      id\n      userName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MessagesBadge {\n    unreadMessageCount\n  }\n',
): (typeof documents)['\n  query MessagesBadge {\n    unreadMessageCount\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConversationThread($id: ID!, $first: Int!, $before: String) {\n    conversation(id: $id) {\n      id\n      kind\n      muted\n      unreadCount\n      viewerHasBlocked\n      otherUser {\n        id\n        userName\n      }\n      team {\n        id\n        name\n      }\n      match {\n        id\n        participants {\n          teamId\n          team {\n            id\n            name\n          }\n        }\n      }\n      messages(first: $first, before: $before) {\n        hasOlder\n        olderCursor\n        messages {\n          ...MessagesCache_message\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ConversationThread($id: ID!, $first: Int!, $before: String) {\n    conversation(id: $id) {\n      id\n      kind\n      muted\n      unreadCount\n      viewerHasBlocked\n      otherUser {\n        id\n        userName\n      }\n      team {\n        id\n        name\n      }\n      match {\n        id\n        participants {\n          teamId\n          team {\n            id\n            name\n          }\n        }\n      }\n      messages(first: $first, before: $before) {\n        hasOlder\n        olderCursor\n        messages {\n          ...MessagesCache_message\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription MessageEvents {\n    messageEvents {\n      kind\n      unreadTotal\n      readerId\n      conversation {\n        id\n        unreadCount\n        muted\n        lastMessageAt\n      }\n      message {\n        ...MessagesCache_message\n      }\n    }\n  }\n',
): (typeof documents)['\n  subscription MessageEvents {\n    messageEvents {\n      kind\n      unreadTotal\n      readerId\n      conversation {\n        id\n        unreadCount\n        muted\n        lastMessageAt\n      }\n      message {\n        ...MessagesCache_message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AuditList_entry on ModerationAuditEntry {\n    id\n    action\n    reason\n    reportId\n    durationMinutes\n    createdAt\n    targetType\n    targetId\n    moderator {\n      id\n      userName\n    }\n  }\n',
): (typeof documents)['\n  fragment AuditList_entry on ModerationAuditEntry {\n    id\n    action\n    reason\n    reportId\n    durationMinutes\n    createdAt\n    targetType\n    targetId\n    moderator {\n      id\n      userName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ModerationQueue_report on ModerationReport {\n    id\n    targetType\n    targetId\n    reason\n    text\n    content\n    contextPath\n    contextLabel\n    status\n    createdAt\n    reporter {\n      id\n      userName\n    }\n    subject {\n      id\n      userName\n    }\n    organizer {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment ModerationQueue_report on ModerationReport {\n    id\n    targetType\n    targetId\n    reason\n    text\n    content\n    contextPath\n    contextLabel\n    status\n    createdAt\n    reporter {\n      id\n      userName\n    }\n    subject {\n      id\n      userName\n    }\n    organizer {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ModerationScope {\n    moderationScope {\n      siteModerator\n      organizers {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ModerationScope {\n    moderationScope {\n      siteModerator\n      organizers {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ModerationQueue($organizerId: ID, $first: Int, $after: String) {\n    moderationQueue(organizerId: $organizerId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ModerationQueue_report\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ModerationQueue($organizerId: ID, $first: Int, $after: String) {\n    moderationQueue(organizerId: $organizerId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ModerationQueue_report\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription ModerationQueueChanged($organizerId: ID) {\n    moderationQueueChanged(organizerId: $organizerId) {\n      kind\n      report {\n        ...ModerationQueue_report\n      }\n    }\n  }\n',
): (typeof documents)['\n  subscription ModerationQueueChanged($organizerId: ID) {\n    moderationQueueChanged(organizerId: $organizerId) {\n      kind\n      report {\n        ...ModerationQueue_report\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ActOnReport($input: ActOnReportInput!) {\n    actOnReport(input: $input) {\n      ...AuditList_entry\n    }\n  }\n',
): (typeof documents)['\n  mutation ActOnReport($input: ActOnReportInput!) {\n    actOnReport(input: $input) {\n      ...AuditList_entry\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ModerationAudit($organizerId: ID, $first: Int, $after: String) {\n    moderationAudit(organizerId: $organizerId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...AuditList_entry\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ModerationAudit($organizerId: ID, $first: Int, $after: String) {\n    moderationAudit(organizerId: $organizerId, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...AuditList_entry\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ModerationFilters($organizerId: ID!) {\n    moderationFilters(organizerId: $organizerId) {\n      organizerId\n      words\n      mode\n    }\n  }\n',
): (typeof documents)['\n  query ModerationFilters($organizerId: ID!) {\n    moderationFilters(organizerId: $organizerId) {\n      organizerId\n      words\n      mode\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateModerationFilters($input: UpdateModerationFiltersInput!) {\n    updateModerationFilters(input: $input) {\n      organizerId\n      words\n      mode\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateModerationFilters($input: UpdateModerationFiltersInput!) {\n    updateModerationFilters(input: $input) {\n      organizerId\n      words\n      mode\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment NotificationBell_notification on Notification {\n    id\n    kind\n    actionable\n    createdAt\n    readAt\n    team {\n      id\n      name\n    }\n    organizer {\n      id\n      name\n    }\n    league {\n      id\n      name\n    }\n    match {\n      id\n      scheduledTime\n    }\n    actor {\n      id\n      userName\n    }\n    moderationMessage\n  }\n',
): (typeof documents)['\n  fragment NotificationBell_notification on Notification {\n    id\n    kind\n    actionable\n    createdAt\n    readAt\n    team {\n      id\n      name\n    }\n    organizer {\n      id\n      name\n    }\n    league {\n      id\n      name\n    }\n    match {\n      id\n      scheduledTime\n    }\n    actor {\n      id\n      userName\n    }\n    moderationMessage\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query NotificationBadge {\n    viewer {\n      id\n      unreadNotificationCount\n    }\n  }\n',
): (typeof documents)['\n  query NotificationBadge {\n    viewer {\n      id\n      unreadNotificationCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription NotificationEvents {\n    notificationEvents {\n      unreadCount\n      notification {\n        ...NotificationBell_notification\n      }\n    }\n  }\n',
): (typeof documents)['\n  subscription NotificationEvents {\n    notificationEvents {\n      unreadCount\n      notification {\n        ...NotificationBell_notification\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query NotificationList($first: Int!) {\n    viewer {\n      id\n      unreadNotificationCount\n      notifications(first: $first) {\n        edges {\n          cursor\n          node {\n            ...NotificationBell_notification\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query NotificationList($first: Int!) {\n    viewer {\n      id\n      unreadNotificationCount\n      notifications(first: $first) {\n        edges {\n          cursor\n          node {\n            ...NotificationBell_notification\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n',
): (typeof documents)['\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateUserProfile($userId: ID!, $input: UpdateUserProfileInput!) {\n    updateUserProfile(userId: $userId, input: $input) {\n      id\n      displayName\n      bio\n      videoUrl\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateUserProfile($userId: ID!, $input: UpdateUserProfileInput!) {\n    updateUserProfile(userId: $userId, input: $input) {\n      id\n      displayName\n      bio\n      videoUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateTeamProfile($teamId: ID!, $input: UpdatePageProfileInput!) {\n    updateTeamProfile(teamId: $teamId, input: $input) {\n      id\n      bio\n      videoUrl\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateTeamProfile($teamId: ID!, $input: UpdatePageProfileInput!) {\n    updateTeamProfile(teamId: $teamId, input: $input) {\n      id\n      bio\n      videoUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateOrganizerProfile($organizerId: ID!, $input: UpdatePageProfileInput!) {\n    updateOrganizerProfile(organizerId: $organizerId, input: $input) {\n      id\n      bio\n      videoUrl\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateOrganizerProfile($organizerId: ID!, $input: UpdatePageProfileInput!) {\n    updateOrganizerProfile(organizerId: $organizerId, input: $input) {\n      id\n      bio\n      videoUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateLeagueProfile($leagueId: ID!, $input: UpdateLeagueProfileInput!) {\n    updateLeagueProfile(leagueId: $leagueId, input: $input) {\n      id\n      bio\n      videoUrl\n      rules\n      prize\n      settings\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateLeagueProfile($leagueId: ID!, $input: UpdateLeagueProfileInput!) {\n    updateLeagueProfile(leagueId: $leagueId, input: $input) {\n      id\n      bio\n      videoUrl\n      rules\n      prize\n      settings\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateTournamentProfile($tournamentId: ID!, $input: UpdatePageProfileInput!) {\n    updateTournamentProfile(tournamentId: $tournamentId, input: $input) {\n      id\n      bio\n      videoUrl\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateTournamentProfile($tournamentId: ID!, $input: UpdatePageProfileInput!) {\n    updateTournamentProfile(tournamentId: $tournamentId, input: $input) {\n      id\n      bio\n      videoUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment EditableProfileHero_page on FollowablePage {\n    id\n    bio\n    profilePicture\n    banner\n    videoUrl\n    viewerCanEdit\n    viewerIsFollowing\n    followerCount\n  }\n',
): (typeof documents)['\n  fragment EditableProfileHero_page on FollowablePage {\n    id\n    bio\n    profilePicture\n    banner\n    videoUrl\n    viewerCanEdit\n    viewerIsFollowing\n    followerCount\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TeamListItem_team on Team {\n    id\n    name\n    profilePicture\n  }\n',
): (typeof documents)['\n  fragment TeamListItem_team on Team {\n    id\n    name\n    profilePicture\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TeamAvailabilityEditor($teamId: ID!) {\n    teamAvailability(teamId: $teamId) {\n      teamId\n      timeZone\n      windows {\n        weekday\n        start\n        end\n      }\n      viewerCanEdit\n    }\n  }\n',
): (typeof documents)['\n  query TeamAvailabilityEditor($teamId: ID!) {\n    teamAvailability(teamId: $teamId) {\n      teamId\n      timeZone\n      windows {\n        weekday\n        start\n        end\n      }\n      viewerCanEdit\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateTeamAvailability($teamId: ID!, $timeZone: String!, $windows: [AvailabilityWindowInput!]!) {\n    updateTeamAvailability(teamId: $teamId, timeZone: $timeZone, windows: $windows) {\n      teamId\n      timeZone\n      windows {\n        weekday\n        start\n        end\n      }\n      viewerCanEdit\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateTeamAvailability($teamId: ID!, $timeZone: String!, $windows: [AvailabilityWindowInput!]!) {\n    updateTeamAvailability(teamId: $teamId, timeZone: $timeZone, windows: $windows) {\n      teamId\n      timeZone\n      windows {\n        weekday\n        start\n        end\n      }\n      viewerCanEdit\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ProposeReschedule($matchId: ID!, $times: [DateTime!]!) {\n    proposeReschedule(matchId: $matchId, times: $times) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation ProposeReschedule($matchId: ID!, $times: [DateTime!]!) {\n    proposeReschedule(matchId: $matchId, times: $times) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MoveMatch($matchId: ID!, $scheduledTime: DateTime!) {\n    moveMatch(matchId: $matchId, scheduledTime: $scheduledTime) {\n      id\n      scheduledTime\n    }\n  }\n',
): (typeof documents)['\n  mutation MoveMatch($matchId: ID!, $scheduledTime: DateTime!) {\n    moveMatch(matchId: $matchId, scheduledTime: $scheduledTime) {\n      id\n      scheduledTime\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReschedulePanel_match on Match {\n    id\n    status\n    scheduledTime\n    viewerCanProposeReschedule\n    viewerCanReport\n    league {\n      id\n    }\n    rescheduleProposals {\n      id\n      status\n      times\n      expiresAt\n      acceptedTime\n      viewerCanAnswer\n      team {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ReschedulePanel_match on Match {\n    id\n    status\n    scheduledTime\n    viewerCanProposeReschedule\n    viewerCanReport\n    league {\n      id\n    }\n    rescheduleProposals {\n      id\n      status\n      times\n      expiresAt\n      acceptedTime\n      viewerCanAnswer\n      team {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AnswerReschedule($proposalId: ID!, $acceptedTime: DateTime, $decline: Boolean) {\n    answerReschedule(proposalId: $proposalId, acceptedTime: $acceptedTime, decline: $decline) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation AnswerReschedule($proposalId: ID!, $acceptedTime: DateTime, $decline: Boolean) {\n    answerReschedule(proposalId: $proposalId, acceptedTime: $acceptedTime, decline: $decline) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SuggestMatchTimes($leagueId: ID!, $teamA: ID!, $teamB: ID!) {\n    suggestMatchTimes(leagueId: $leagueId, teamA: $teamA, teamB: $teamB)\n  }\n',
): (typeof documents)['\n  query SuggestMatchTimes($leagueId: ID!, $teamA: ID!, $teamB: ID!) {\n    suggestMatchTimes(leagueId: $leagueId, teamA: $teamA, teamB: $teamB)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HeaderSearch($text: String!, $first: Int) {\n    search(text: $text, first: $first) {\n      kind\n      id\n      name\n      picture\n      path\n    }\n  }\n',
): (typeof documents)['\n  query HeaderSearch($text: String!, $first: Int) {\n    search(text: $text, first: $first) {\n      kind\n      id\n      name\n      picture\n      path\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StaffSection_member on StaffMember {\n    id\n    role\n    status\n    assignedLeagueIds\n    assignedTournamentIds\n    user {\n      id\n      userName\n      profilePicture\n    }\n  }\n',
): (typeof documents)['\n  fragment StaffSection_member on StaffMember {\n    id\n    role\n    status\n    assignedLeagueIds\n    assignedTournamentIds\n    user {\n      id\n      userName\n      profilePicture\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StaffSection_staff on Organizer {\n    id\n    name\n    profilePicture\n    viewerStaff {\n      ...StaffSection_member\n    }\n    staff {\n      ...StaffSection_member\n    }\n  }\n',
): (typeof documents)['\n  fragment StaffSection_staff on Organizer {\n    id\n    name\n    profilePicture\n    viewerStaff {\n      ...StaffSection_member\n    }\n    staff {\n      ...StaffSection_member\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StaffSection_organizer on Organizer {\n    ...StaffSection_staff\n    pendingStaff {\n      ...StaffSection_member\n    }\n    leagues {\n      id\n      name\n      status\n    }\n    tournaments {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment StaffSection_organizer on Organizer {\n    ...StaffSection_staff\n    pendingStaff {\n      ...StaffSection_member\n    }\n    leagues {\n      id\n      name\n      status\n    }\n    tournaments {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateOrganizer($name: String!) {\n    createOrganizer(name: $name) {\n      ...StaffSection_organizer\n      viewerStaff {\n        ...StaffSection_member\n        organizer {\n          id\n          name\n          profilePicture\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateOrganizer($name: String!) {\n    createOrganizer(name: $name) {\n      ...StaffSection_organizer\n      viewerStaff {\n        ...StaffSection_member\n        organizer {\n          id\n          name\n          profilePicture\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation InviteStaff($organizerId: ID!, $userName: String!, $role: StaffRole, $assignedLeagueIds: [ID!]) {\n    inviteStaff(organizerId: $organizerId, userName: $userName, role: $role, assignedLeagueIds: $assignedLeagueIds) {\n      ...StaffSection_member\n      organizer {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation InviteStaff($organizerId: ID!, $userName: String!, $role: StaffRole, $assignedLeagueIds: [ID!]) {\n    inviteStaff(organizerId: $organizerId, userName: $userName, role: $role, assignedLeagueIds: $assignedLeagueIds) {\n      ...StaffSection_member\n      organizer {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RespondToStaffInvitation($organizerId: ID!, $accept: Boolean!) {\n    respondToStaffInvitation(organizerId: $organizerId, accept: $accept) {\n      ...StaffSection_member\n      organizer {\n        ...StaffSection_staff\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation RespondToStaffInvitation($organizerId: ID!, $accept: Boolean!) {\n    respondToStaffInvitation(organizerId: $organizerId, accept: $accept) {\n      ...StaffSection_member\n      organizer {\n        ...StaffSection_staff\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PromoteStaff($organizerId: ID!, $userId: ID!) {\n    promoteStaff(organizerId: $organizerId, userId: $userId) {\n      ...StaffSection_member\n    }\n  }\n',
): (typeof documents)['\n  mutation PromoteStaff($organizerId: ID!, $userId: ID!) {\n    promoteStaff(organizerId: $organizerId, userId: $userId) {\n      ...StaffSection_member\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DemoteStaff($organizerId: ID!, $userId: ID!) {\n    demoteStaff(organizerId: $organizerId, userId: $userId) {\n      ...StaffSection_member\n    }\n  }\n',
): (typeof documents)['\n  mutation DemoteStaff($organizerId: ID!, $userId: ID!) {\n    demoteStaff(organizerId: $organizerId, userId: $userId) {\n      ...StaffSection_member\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveStaff($organizerId: ID!, $userId: ID!) {\n    removeStaff(organizerId: $organizerId, userId: $userId) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation RemoveStaff($organizerId: ID!, $userId: ID!) {\n    removeStaff(organizerId: $organizerId, userId: $userId) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LeaveStaff($organizerId: ID!) {\n    leaveStaff(organizerId: $organizerId) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation LeaveStaff($organizerId: ID!) {\n    leaveStaff(organizerId: $organizerId) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetStaffAssignment($organizerId: ID!, $userId: ID!, $leagueIds: [ID!]!, $tournamentIds: [ID!]) {\n    setStaffAssignment(organizerId: $organizerId, userId: $userId, leagueIds: $leagueIds, tournamentIds: $tournamentIds) {\n      ...StaffSection_member\n    }\n  }\n',
): (typeof documents)['\n  mutation SetStaffAssignment($organizerId: ID!, $userId: ID!, $leagueIds: [ID!]!, $tournamentIds: [ID!]) {\n    setStaffAssignment(organizerId: $organizerId, userId: $userId, leagueIds: $leagueIds, tournamentIds: $tournamentIds) {\n      ...StaffSection_member\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TransferOrganizerOwnership($organizerId: ID!, $userId: ID!) {\n    transferOrganizerOwnership(organizerId: $organizerId, userId: $userId) {\n      ...StaffSection_organizer\n    }\n  }\n',
): (typeof documents)['\n  mutation TransferOrganizerOwnership($organizerId: ID!, $userId: ID!) {\n    transferOrganizerOwnership(organizerId: $organizerId, userId: $userId) {\n      ...StaffSection_organizer\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CreateTeamOptions {\n    games {\n      id\n      title\n    }\n    regions {\n      id\n      title\n    }\n  }\n',
): (typeof documents)['\n  query CreateTeamOptions {\n    games {\n      id\n      title\n    }\n    regions {\n      id\n      title\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TeamRoster_team on Team {\n    id\n    name\n    profilePicture\n    archivedAt\n    game {\n      id\n      title\n    }\n    region {\n      id\n      title\n    }\n    viewerMembership {\n      id\n      role\n      status\n    }\n    members {\n      id\n      role\n      status\n      user {\n        id\n        userName\n        profilePicture\n      }\n    }\n    pendingInvitations {\n      id\n      role\n      status\n      user {\n        id\n        userName\n        profilePicture\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment TeamRoster_team on Team {\n    id\n    name\n    profilePicture\n    archivedAt\n    game {\n      id\n      title\n    }\n    region {\n      id\n      title\n    }\n    viewerMembership {\n      id\n      role\n      status\n    }\n    members {\n      id\n      role\n      status\n      user {\n        id\n        userName\n        profilePicture\n      }\n    }\n    pendingInvitations {\n      id\n      role\n      status\n      user {\n        id\n        userName\n        profilePicture\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...TeamRoster_team\n      viewerMembership {\n        id\n        role\n        status\n        invitedBy {\n          id\n          userName\n        }\n        team {\n          id\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...TeamRoster_team\n      viewerMembership {\n        id\n        role\n        status\n        invitedBy {\n          id\n          userName\n        }\n        team {\n          id\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation InviteToTeam($teamId: ID!, $userName: String!) {\n    inviteToTeam(teamId: $teamId, userName: $userName) {\n      id\n      role\n      status\n      user {\n        id\n        userName\n        profilePicture\n      }\n      team {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation InviteToTeam($teamId: ID!, $userName: String!) {\n    inviteToTeam(teamId: $teamId, userName: $userName) {\n      id\n      role\n      status\n      user {\n        id\n        userName\n        profilePicture\n      }\n      team {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RespondToTeamInvitation($teamId: ID!, $accept: Boolean!) {\n    respondToTeamInvitation(teamId: $teamId, accept: $accept) {\n      ...TeamDashboardPage_membership\n    }\n  }\n',
): (typeof documents)['\n  mutation RespondToTeamInvitation($teamId: ID!, $accept: Boolean!) {\n    respondToTeamInvitation(teamId: $teamId, accept: $accept) {\n      ...TeamDashboardPage_membership\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PromoteTeamMember($teamId: ID!, $userId: ID!) {\n    promoteTeamMember(teamId: $teamId, userId: $userId) {\n      id\n      role\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation PromoteTeamMember($teamId: ID!, $userId: ID!) {\n    promoteTeamMember(teamId: $teamId, userId: $userId) {\n      id\n      role\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DemoteTeamMember($teamId: ID!, $userId: ID!) {\n    demoteTeamMember(teamId: $teamId, userId: $userId) {\n      id\n      role\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation DemoteTeamMember($teamId: ID!, $userId: ID!) {\n    demoteTeamMember(teamId: $teamId, userId: $userId) {\n      id\n      role\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {\n    removeTeamMember(teamId: $teamId, userId: $userId) {\n      id\n      role\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {\n    removeTeamMember(teamId: $teamId, userId: $userId) {\n      id\n      role\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LeaveTeam($teamId: ID!) {\n    leaveTeam(teamId: $teamId) {\n      id\n      role\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation LeaveTeam($teamId: ID!) {\n    leaveTeam(teamId: $teamId) {\n      id\n      role\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TransferTeamLeadership($teamId: ID!, $userId: ID!) {\n    transferTeamLeadership(teamId: $teamId, userId: $userId) {\n      ...TeamRoster_team\n    }\n  }\n',
): (typeof documents)['\n  mutation TransferTeamLeadership($teamId: ID!, $userId: ID!) {\n    transferTeamLeadership(teamId: $teamId, userId: $userId) {\n      ...TeamRoster_team\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TournamentCard_tournament on Tournament {\n    id\n    name\n    status\n    size\n    startTime\n    banner\n    game {\n      id\n      title\n      image\n    }\n    platform {\n      id\n      title\n      picture\n    }\n    region {\n      id\n      title\n    }\n    organizer {\n      id\n      name\n      profilePicture\n    }\n  }\n',
): (typeof documents)['\n  fragment TournamentCard_tournament on Tournament {\n    id\n    name\n    status\n    size\n    startTime\n    banner\n    game {\n      id\n      title\n      image\n    }\n    platform {\n      id\n      title\n      picture\n    }\n    region {\n      id\n      title\n    }\n    organizer {\n      id\n      name\n      profilePicture\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TournamentStages_tournament on Tournament {\n    id\n    viewerCanManage\n    stages {\n      stageNumber\n      kind\n      status\n      groupCount\n      advance\n      standings {\n        rank\n        groupNumber\n        team {\n          id\n          name\n        }\n        played\n        wins\n        losses\n        draws\n        points\n        differential\n        explanation\n        unresolvedWith {\n          id\n        }\n      }\n      nodes {\n        ...BracketView_node\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment TournamentStages_tournament on Tournament {\n    id\n    viewerCanManage\n    stages {\n      stageNumber\n      kind\n      status\n      groupCount\n      advance\n      standings {\n        rank\n        groupNumber\n        team {\n          id\n          name\n        }\n        played\n        wins\n        losses\n        draws\n        points\n        differential\n        explanation\n        unresolvedWith {\n          id\n        }\n      }\n      nodes {\n        ...BracketView_node\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TournamentStages($id: ID!) {\n    tournament(id: $id) {\n      ...TournamentStages_tournament\n    }\n  }\n',
): (typeof documents)['\n  query TournamentStages($id: ID!) {\n    tournament(id: $id) {\n      ...TournamentStages_tournament\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TournamentNextStagePreview($id: ID!) {\n    previewNextStage(tournamentId: $id) {\n      currentComplete\n      next {\n        stageNumber\n        kind\n      }\n      entrants {\n        id\n        name\n      }\n      undecidedTies {\n        groupNumber\n        teams {\n          id\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TournamentNextStagePreview($id: ID!) {\n    previewNextStage(tournamentId: $id) {\n      currentComplete\n      next {\n        stageNumber\n        kind\n      }\n      entrants {\n        id\n        name\n      }\n      undecidedTies {\n        groupNumber\n        teams {\n          id\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DecideStageTie($id: ID!, $stageNumber: Int!, $teamIds: [ID!]!) {\n    decideStageTie(tournamentId: $id, stageNumber: $stageNumber, teamIds: $teamIds) {\n      stageNumber\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation DecideStageTie($id: ID!, $stageNumber: Int!, $teamIds: [ID!]!) {\n    decideStageTie(tournamentId: $id, stageNumber: $stageNumber, teamIds: $teamIds) {\n      stageNumber\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdvanceTournamentStage($id: ID!) {\n    advanceStage(tournamentId: $id) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation AdvanceTournamentStage($id: ID!) {\n    advanceStage(tournamentId: $id) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateTournament($input: CreateTournamentInput!) {\n    createTournament(input: $input) {\n      ...TournamentSection_tournament\n      organizer {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateTournament($input: CreateTournamentInput!) {\n    createTournament(input: $input) {\n      ...TournamentSection_tournament\n      organizer {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation JoinTournament($tournamentId: ID!, $teamId: ID!) {\n    joinTournament(tournamentId: $tournamentId, teamId: $teamId) {\n      teamId\n      status\n      tournament {\n        id\n        viewerJoinState\n        viewerJoinableTeams {\n          id\n          name\n        }\n        viewerPendingEntries {\n          teamId\n          team {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation JoinTournament($tournamentId: ID!, $teamId: ID!) {\n    joinTournament(tournamentId: $tournamentId, teamId: $teamId) {\n      teamId\n      status\n      tournament {\n        id\n        viewerJoinState\n        viewerJoinableTeams {\n          id\n          name\n        }\n        viewerPendingEntries {\n          teamId\n          team {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DecideTournamentTeam($tournamentId: ID!, $teamId: ID!, $decision: EntryDecision!) {\n    decideTournamentTeam(tournamentId: $tournamentId, teamId: $teamId, decision: $decision) {\n      teamId\n      status\n      seed\n    }\n  }\n',
): (typeof documents)['\n  mutation DecideTournamentTeam($tournamentId: ID!, $teamId: ID!, $decision: EntryDecision!) {\n    decideTournamentTeam(tournamentId: $tournamentId, teamId: $teamId, decision: $decision) {\n      teamId\n      status\n      seed\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CheckInTournament($tournamentId: ID!, $teamId: ID!) {\n    checkInTournament(tournamentId: $tournamentId, teamId: $teamId) {\n      teamId\n      status\n      checkedInAt\n      tournament {\n        id\n        viewerCheckInTeams {\n          id\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CheckInTournament($tournamentId: ID!, $teamId: ID!) {\n    checkInTournament(tournamentId: $tournamentId, teamId: $teamId) {\n      teamId\n      status\n      checkedInAt\n      tournament {\n        id\n        viewerCheckInTeams {\n          id\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SeedTournament($tournamentId: ID!, $method: SeedingMethod!) {\n    seedTournament(tournamentId: $tournamentId, method: $method) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation SeedTournament($tournamentId: ID!, $method: SeedingMethod!) {\n    seedTournament(tournamentId: $tournamentId, method: $method) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveTournamentSeeding($tournamentId: ID!, $slots: [BracketSlotInput!]!) {\n    saveTournamentSeeding(tournamentId: $tournamentId, slots: $slots) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveTournamentSeeding($tournamentId: ID!, $slots: [BracketSlotInput!]!) {\n    saveTournamentSeeding(tournamentId: $tournamentId, slots: $slots) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StartTournament($tournamentId: ID!) {\n    startTournament(tournamentId: $tournamentId) {\n      id\n      status\n      checkInOpen\n    }\n  }\n',
): (typeof documents)['\n  mutation StartTournament($tournamentId: ID!) {\n    startTournament(tournamentId: $tournamentId) {\n      id\n      status\n      checkInOpen\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateTournamentSettings($tournamentId: ID!, $input: TournamentSettingsInput!) {\n    updateTournamentSettings(tournamentId: $tournamentId, input: $input) {\n      id\n      ranked\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateTournamentSettings($tournamentId: ID!, $input: TournamentSettingsInput!) {\n    updateTournamentSettings(tournamentId: $tournamentId, input: $input) {\n      id\n      ranked\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PreviewResultCorrection($matchId: ID!, $scores: [TeamScoreInput!]!) {\n    previewResultCorrection(matchId: $matchId, scores: $scores) {\n      winnerChanges\n      laterStagesStarted\n      laterStageResets {\n        id\n        roundNumber\n        side\n        participant1 {\n          id\n          name\n        }\n        participant2 {\n          id\n          name\n        }\n      }\n      winner {\n        id\n        name\n      }\n      resetNodes {\n        id\n        roundNumber\n        side\n        participant1 {\n          id\n          name\n        }\n        participant2 {\n          id\n          name\n        }\n      }\n      changes {\n        team {\n          id\n          name\n        }\n        user {\n          id\n          userName\n        }\n        points\n        wins\n        ratingBefore\n        ratingAfter\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation PreviewResultCorrection($matchId: ID!, $scores: [TeamScoreInput!]!) {\n    previewResultCorrection(matchId: $matchId, scores: $scores) {\n      winnerChanges\n      laterStagesStarted\n      laterStageResets {\n        id\n        roundNumber\n        side\n        participant1 {\n          id\n          name\n        }\n        participant2 {\n          id\n          name\n        }\n      }\n      winner {\n        id\n        name\n      }\n      resetNodes {\n        id\n        roundNumber\n        side\n        participant1 {\n          id\n          name\n        }\n        participant2 {\n          id\n          name\n        }\n      }\n      changes {\n        team {\n          id\n          name\n        }\n        user {\n          id\n          userName\n        }\n        points\n        wins\n        ratingBefore\n        ratingAfter\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CorrectMatchResult($matchId: ID!, $scores: [TeamScoreInput!]!, $confirmLaterStages: Boolean) {\n    correctMatchResult(matchId: $matchId, scores: $scores, confirmLaterStages: $confirmLaterStages) {\n      id\n      resetNodeIds\n      match {\n        id\n        status\n        isScoreUpdated\n        winner {\n          id\n        }\n        participants {\n          ...MatchPage_participant\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CorrectMatchResult($matchId: ID!, $scores: [TeamScoreInput!]!, $confirmLaterStages: Boolean) {\n    correctMatchResult(matchId: $matchId, scores: $scores, confirmLaterStages: $confirmLaterStages) {\n      id\n      resetNodeIds\n      match {\n        id\n        status\n        isScoreUpdated\n        winner {\n          id\n        }\n        participants {\n          ...MatchPage_participant\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelTournamentEntry($tournamentId: ID!, $teamId: ID!) {\n    cancelTournamentEntry(tournamentId: $tournamentId, teamId: $teamId) {\n      id\n      viewerJoinState\n      viewerJoinableTeams {\n        id\n        name\n      }\n      viewerPendingEntries {\n        teamId\n        team {\n          id\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelTournamentEntry($tournamentId: ID!, $teamId: ID!) {\n    cancelTournamentEntry(tournamentId: $tournamentId, teamId: $teamId) {\n      id\n      viewerJoinState\n      viewerJoinableTeams {\n        id\n        name\n      }\n      viewerPendingEntries {\n        teamId\n        team {\n          id\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment UseShellProfile_user on User {\n    id\n    userName\n    displayName\n    score\n    profilePicture\n  }\n',
): (typeof documents)['\n  fragment UseShellProfile_user on User {\n    id\n    userName\n    displayName\n    score\n    profilePicture\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ShellViewer {\n    viewer {\n      id\n      ...UseShellProfile_user\n    }\n  }\n',
): (typeof documents)['\n  query ShellViewer {\n    viewer {\n      id\n      ...UseShellProfile_user\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GamesPageCatalog {\n    games {\n      id\n      title\n      image\n    }\n    platforms {\n      id\n      title\n    }\n    regions {\n      id\n      title\n    }\n  }\n',
): (typeof documents)['\n  query GamesPageCatalog {\n    games {\n      id\n      title\n      image\n    }\n    platforms {\n      id\n      title\n    }\n    regions {\n      id\n      title\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GamesPageLadders($gameId: ID!) {\n    leagues(first: 100, gameId: $gameId, compCatId: 1) {\n      edges {\n        node {\n          id\n          ...LeagueCard_league\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query GamesPageLadders($gameId: ID!) {\n    leagues(first: 100, gameId: $gameId, compCatId: 1) {\n      edges {\n        node {\n          id\n          ...LeagueCard_league\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GamesPageCompetitions {\n    leagues(first: 100, compCatId: 1) {\n      edges {\n        node {\n          id\n          game {\n            id\n          }\n        }\n      }\n    }\n    tournaments(first: 50) {\n      id\n      game {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  query GamesPageCompetitions {\n    leagues(first: 100, compCatId: 1) {\n      edges {\n        node {\n          id\n          game {\n            id\n          }\n        }\n      }\n    }\n    tournaments(first: 50) {\n      id\n      game {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GamesPageTournaments($gameId: ID!) {\n    tournaments(gameId: $gameId, first: 50) {\n      id\n      ...TournamentCard_tournament\n    }\n  }\n',
): (typeof documents)['\n  query GamesPageTournaments($gameId: ID!) {\n    tournaments(gameId: $gameId, first: 50) {\n      id\n      ...TournamentCard_tournament\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FeaturedGames {\n    games {\n      id\n      title\n      image\n    }\n  }\n',
): (typeof documents)['\n  query FeaturedGames {\n    games {\n      id\n      title\n      image\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment HomeMatches_match on Match {\n    id\n    status\n    scheduledTime\n    league {\n      id\n      name\n    }\n    game {\n      id\n      title\n    }\n    participants {\n      teamId\n      totalPoints\n      team {\n        id\n        name\n        profilePicture\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment HomeMatches_match on Match {\n    id\n    status\n    scheduledTime\n    league {\n      id\n      name\n    }\n    game {\n      id\n      title\n    }\n    participants {\n      teamId\n      totalPoints\n      team {\n        id\n        name\n        profilePicture\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HomeMatches {\n    viewer {\n      id\n      teams {\n        id\n        game {\n          id\n          title\n        }\n      }\n      upcomingMatches(first: 3) {\n        ...HomeMatches_match\n      }\n    }\n    liveMatches(first: 3) {\n      ...HomeMatches_match\n    }\n  }\n',
): (typeof documents)['\n  query HomeMatches {\n    viewer {\n      id\n      teams {\n        id\n        game {\n          id\n          title\n        }\n      }\n      upcomingMatches(first: 3) {\n        ...HomeMatches_match\n      }\n    }\n    liveMatches(first: 3) {\n      ...HomeMatches_match\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HomePodium {\n    leaderboard(kind: USER) {\n      id\n      entries(first: 3, orderBy: SCORE) {\n        edges {\n          node {\n            ...Podium_entry\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query HomePodium {\n    leaderboard(kind: USER) {\n      id\n      entries(first: 3, orderBy: SCORE) {\n        edges {\n          node {\n            ...Podium_entry\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HomeTournaments {\n    openTournaments: tournaments(status: REGISTRATION, first: 6) {\n      id\n      ...TournamentCard_tournament\n    }\n    liveTournaments: tournaments(status: IN_PROGRESS, first: 6) {\n      id\n      ...TournamentCard_tournament\n    }\n  }\n',
): (typeof documents)['\n  query HomeTournaments {\n    openTournaments: tournaments(status: REGISTRATION, first: 6) {\n      id\n      ...TournamentCard_tournament\n    }\n    liveTournaments: tournaments(status: IN_PROGRESS, first: 6) {\n      id\n      ...TournamentCard_tournament\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FeaturedLadders {\n    leagues(first: 12, compCatId: 1, status: ACTIVE) {\n      edges {\n        node {\n          id\n          ...LeagueCard_league\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query FeaturedLadders {\n    leagues(first: 12, compCatId: 1, status: ACTIVE) {\n      edges {\n        node {\n          id\n          ...LeagueCard_league\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LeaderboardFilters {\n    regions {\n      id\n      title\n    }\n    genres {\n      id\n      title\n    }\n    games {\n      id\n      title\n      genre {\n        id\n      }\n    }\n    leaderboards(scope: GLOBAL) {\n      id\n      kind\n      region {\n        id\n      }\n      genre {\n        id\n      }\n      game {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  query LeaderboardFilters {\n    regions {\n      id\n      title\n    }\n    genres {\n      id\n      title\n    }\n    games {\n      id\n      title\n      genre {\n        id\n      }\n    }\n    leaderboards(scope: GLOBAL) {\n      id\n      kind\n      region {\n        id\n      }\n      genre {\n        id\n      }\n      game {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LeaderboardPage(\n    $kind: LeaderboardKind!\n    $regionId: ID\n    $genreId: ID\n    $gameId: ID\n    $orderBy: LeaderboardOrder!\n    $search: String\n    $followedOnly: Boolean\n    $first: Int!\n    $after: String\n  ) {\n    leaderboard(kind: $kind, regionId: $regionId, genreId: $genreId, gameId: $gameId) {\n      id\n      kind\n      entryCount\n      followedEntryCount\n      entries(first: $first, after: $after, orderBy: $orderBy, search: $search, followedOnly: $followedOnly) {\n        edges {\n          cursor\n          node {\n            ...Podium_entry\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n      viewerEntry(orderBy: $orderBy) {\n        ...Podium_entry\n      }\n    }\n  }\n',
): (typeof documents)['\n  query LeaderboardPage(\n    $kind: LeaderboardKind!\n    $regionId: ID\n    $genreId: ID\n    $gameId: ID\n    $orderBy: LeaderboardOrder!\n    $search: String\n    $followedOnly: Boolean\n    $first: Int!\n    $after: String\n  ) {\n    leaderboard(kind: $kind, regionId: $regionId, genreId: $genreId, gameId: $gameId) {\n      id\n      kind\n      entryCount\n      followedEntryCount\n      entries(first: $first, after: $after, orderBy: $orderBy, search: $search, followedOnly: $followedOnly) {\n        edges {\n          cursor\n          node {\n            ...Podium_entry\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n      viewerEntry(orderBy: $orderBy) {\n        ...Podium_entry\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment LeagueBody_standingsPage on StandingsConnection {\n    edges {\n      cursor\n      node {\n        id\n        rank\n        teamId\n        points\n        wins\n        losses\n        draws\n        played\n        tiebreak\n        team {\n          id\n          name\n          profilePicture\n        }\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n',
): (typeof documents)['\n  fragment LeagueBody_standingsPage on StandingsConnection {\n    edges {\n      cursor\n      node {\n        id\n        rank\n        teamId\n        points\n        wins\n        losses\n        draws\n        played\n        tiebreak\n        team {\n          id\n          name\n          profilePicture\n        }\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LeagueStandings($id: String!, $first: Int!, $after: String) {\n    league(param: $id) {\n      id\n      standingsPage(first: $first, after: $after) {\n        ...LeagueBody_standingsPage\n      }\n    }\n  }\n',
): (typeof documents)['\n  query LeagueStandings($id: String!, $first: Int!, $after: String) {\n    league(param: $id) {\n      id\n      standingsPage(first: $first, after: $after) {\n        ...LeagueBody_standingsPage\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment LeagueBody_match on Match {\n    id\n    status\n    scheduledTime\n    rounds\n    isScoreUpdated\n    winner {\n      id\n    }\n    participants {\n      teamId\n      totalPoints\n      team {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment LeagueBody_match on Match {\n    id\n    status\n    scheduledTime\n    rounds\n    isScoreUpdated\n    winner {\n      id\n    }\n    participants {\n      teamId\n      totalPoints\n      team {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LeagueSchedule($id: String!) {\n    league(param: $id) {\n      id\n      matches(first: 100) {\n        edges {\n          node {\n            ...LeagueBody_match\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query LeagueSchedule($id: String!) {\n    league(param: $id) {\n      id\n      matches(first: 100) {\n        edges {\n          node {\n            ...LeagueBody_match\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LeagueTeams($id: String!, $first: Int) {\n    league(param: $id) {\n      id\n      participants(status: APPROVED, first: $first) {\n        teamId\n        status\n        team {\n          ...TeamListItem_team\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query LeagueTeams($id: String!, $first: Int) {\n    league(param: $id) {\n      id\n      participants(status: APPROVED, first: $first) {\n        teamId\n        status\n        team {\n          ...TeamListItem_team\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription LeagueEvents($leagueId: ID!, $standingsFirst: Int!, $teamsFirst: Int!) {\n    leagueEvents(leagueId: $leagueId) {\n      kind\n      league {\n        id\n      }\n      match {\n        ...LeagueBody_match\n      }\n      standingsPage(first: $standingsFirst) {\n        ...LeagueBody_standingsPage\n      }\n      page {\n        ...LeaguePage_league\n        participants(status: APPROVED, first: $teamsFirst) {\n          teamId\n          status\n          team {\n            ...TeamListItem_team\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  subscription LeagueEvents($leagueId: ID!, $standingsFirst: Int!, $teamsFirst: Int!) {\n    leagueEvents(leagueId: $leagueId) {\n      kind\n      league {\n        id\n      }\n      match {\n        ...LeagueBody_match\n      }\n      standingsPage(first: $standingsFirst) {\n        ...LeagueBody_standingsPage\n      }\n      page {\n        ...LeaguePage_league\n        participants(status: APPROVED, first: $teamsFirst) {\n          teamId\n          status\n          team {\n            ...TeamListItem_team\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment LeaguePage_league on League {\n    ...CompetitionHero_competition\n    rules\n    prize\n    settings\n    status\n    startDate\n    endDate\n    teamCount\n    maxTeams\n    openEntry\n    winPoints\n    drawPoints\n    lossPoints\n    viewerCanSchedule\n    viewerCanReport\n    viewerCanModerate\n    viewerIsStaff\n    viewerJoinState\n    viewerJoinableTeams {\n      id\n      name\n    }\n    viewerPendingEntries {\n      teamId\n      team {\n        id\n        name\n      }\n      invitedBy {\n        id\n      }\n    }\n    announcementWall {\n      id\n    }\n  }\n',
): (typeof documents)['\n  fragment LeaguePage_league on League {\n    ...CompetitionHero_competition\n    rules\n    prize\n    settings\n    status\n    startDate\n    endDate\n    teamCount\n    maxTeams\n    openEntry\n    winPoints\n    drawPoints\n    lossPoints\n    viewerCanSchedule\n    viewerCanReport\n    viewerCanModerate\n    viewerIsStaff\n    viewerJoinState\n    viewerJoinableTeams {\n      id\n      name\n    }\n    viewerPendingEntries {\n      teamId\n      team {\n        id\n        name\n      }\n      invitedBy {\n        id\n      }\n    }\n    announcementWall {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LeaguePage($param: String!) {\n    league(param: $param) {\n      ...LeaguePage_league\n    }\n  }\n',
): (typeof documents)['\n  query LeaguePage($param: String!) {\n    league(param: $param) {\n      ...LeaguePage_league\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateMatchPage($matchId: ID!, $input: UpdateMatchPageInput!) {\n    updateMatchPage(matchId: $matchId, input: $input) {\n      id\n      videoUrl\n      banner\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateMatchPage($matchId: ID!, $input: UpdateMatchPageInput!) {\n    updateMatchPage(matchId: $matchId, input: $input) {\n      id\n      videoUrl\n      banner\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MatchPage_participant on MatchParticipant {\n    teamId\n    totalPoints\n    placement\n    team {\n      id\n      name\n      profilePicture\n    }\n    rounds {\n      matchRound\n      metrics\n      roundPoints\n    }\n  }\n',
): (typeof documents)['\n  fragment MatchPage_participant on MatchParticipant {\n    teamId\n    totalPoints\n    placement\n    team {\n      id\n      name\n      profilePicture\n    }\n    rounds {\n      matchRound\n      metrics\n      roundPoints\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MatchPage_match on Match {\n    id\n    status\n    scheduledTime\n    rounds\n    isScoreUpdated\n    finalizedAt\n    videoUrl\n    banner\n    viewerCanReport\n    viewerCanEdit\n    viewerCanMessage\n    league {\n      id\n      name\n      metrics {\n        name\n        type\n        weight\n        active\n      }\n    }\n    tournament {\n      id\n      name\n    }\n    winner {\n      id\n    }\n    commentWall {\n      id\n    }\n    participants {\n      ...MatchPage_participant\n    }\n    ...ReschedulePanel_match\n    reports {\n      ...MatchReportsPanel_reports\n    }\n  }\n',
): (typeof documents)['\n  fragment MatchPage_match on Match {\n    id\n    status\n    scheduledTime\n    rounds\n    isScoreUpdated\n    finalizedAt\n    videoUrl\n    banner\n    viewerCanReport\n    viewerCanEdit\n    viewerCanMessage\n    league {\n      id\n      name\n      metrics {\n        name\n        type\n        weight\n        active\n      }\n    }\n    tournament {\n      id\n      name\n    }\n    winner {\n      id\n    }\n    commentWall {\n      id\n    }\n    participants {\n      ...MatchPage_participant\n    }\n    ...ReschedulePanel_match\n    reports {\n      ...MatchReportsPanel_reports\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MatchPage($id: ID!) {\n    match(id: $id) {\n      ...MatchPage_match\n    }\n  }\n',
): (typeof documents)['\n  query MatchPage($id: ID!) {\n    match(id: $id) {\n      ...MatchPage_match\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription MatchEvents($matchId: ID!) {\n    matchEvents(matchId: $matchId) {\n      kind\n      match {\n        ...MatchPage_match\n      }\n    }\n  }\n',
): (typeof documents)['\n  subscription MatchEvents($matchId: ID!) {\n    matchEvents(matchId: $matchId) {\n      kind\n      match {\n        ...MatchPage_match\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CreateLadderOptions {\n    games {\n      id\n      title\n    }\n    platforms {\n      id\n      title\n    }\n    regions {\n      id\n      title\n    }\n  }\n',
): (typeof documents)['\n  query CreateLadderOptions {\n    games {\n      id\n      title\n    }\n    platforms {\n      id\n      title\n    }\n    regions {\n      id\n      title\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LadderTeams($id: String!) {\n    league(param: $id) {\n      id\n      teamCount\n      maxTeams\n      participants {\n        teamId\n        status\n        team {\n          id\n          name\n          profilePicture\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query LadderTeams($id: String!) {\n    league(param: $id) {\n      id\n      teamCount\n      maxTeams\n      participants {\n        teamId\n        status\n        team {\n          id\n          name\n          profilePicture\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment LadderModals_metric on LadderMetric {\n    name\n    type\n    weight\n    active\n    text\n  }\n',
): (typeof documents)['\n  fragment LadderModals_metric on LadderMetric {\n    name\n    type\n    weight\n    active\n    text\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LadderMetrics($id: String!) {\n    league(param: $id) {\n      id\n      game {\n        id\n        title\n      }\n      metrics {\n        ...LadderModals_metric\n      }\n    }\n  }\n',
): (typeof documents)['\n  query LadderMetrics($id: String!) {\n    league(param: $id) {\n      id\n      game {\n        id\n        title\n      }\n      metrics {\n        ...LadderModals_metric\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment LadderSection_ladder on League {\n    id\n    name\n    status\n    isParent\n    teamCount\n    pendingTeamCount\n    maxTeams\n    openEntry\n    winPoints\n    drawPoints\n    lossPoints\n    viewerCanModerate\n    viewerCanEditSettings\n    viewerCanEditScoreSettings\n    game {\n      id\n      title\n    }\n    ...ReportingSettingsModal_ladder\n  }\n',
): (typeof documents)['\n  fragment LadderSection_ladder on League {\n    id\n    name\n    status\n    isParent\n    teamCount\n    pendingTeamCount\n    maxTeams\n    openEntry\n    winPoints\n    drawPoints\n    lossPoints\n    viewerCanModerate\n    viewerCanEditSettings\n    viewerCanEditScoreSettings\n    game {\n      id\n      title\n    }\n    ...ReportingSettingsModal_ladder\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment LadderSection_organizer on Organizer {\n    id\n    leagues {\n      ...LadderSection_ladder\n    }\n  }\n',
): (typeof documents)['\n  fragment LadderSection_organizer on Organizer {\n    id\n    leagues {\n      ...LadderSection_ladder\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrgDashboard {\n    viewer {\n      id\n      organizations {\n        id\n        role\n        status\n        organizer {\n          id\n          name\n          profilePicture\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OrgDashboard {\n    viewer {\n      id\n      organizations {\n        id\n        role\n        status\n        organizer {\n          id\n          name\n          profilePicture\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrgDashboardOrganizer($param: String!) {\n    organizer(param: $param) {\n      id\n      viewerCanCreateCompetitions\n      viewerCanManageStaff\n      ...StaffSection_organizer\n      ...LadderSection_organizer\n      ...TournamentSection_organizer\n    }\n  }\n',
): (typeof documents)['\n  query OrgDashboardOrganizer($param: String!) {\n    organizer(param: $param) {\n      id\n      viewerCanCreateCompetitions\n      viewerCanManageStaff\n      ...StaffSection_organizer\n      ...LadderSection_organizer\n      ...TournamentSection_organizer\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrganizerLeagueCards($param: String!) {\n    organizer(param: $param) {\n      id\n      name\n      leagues {\n        id\n        ...LeagueCard_league\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OrganizerLeagueCards($param: String!) {\n    organizer(param: $param) {\n      id\n      name\n      leagues {\n        id\n        ...LeagueCard_league\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TournamentManage($id: ID!) {\n    tournament(id: $id) {\n      id\n      name\n      status\n      format\n      size\n      checkInMinutes\n      stages {\n        stageNumber\n        kind\n        groupCount\n      }\n      ranked\n      viewerCanEditSettings\n      viewerCanModerate\n      viewerCanSchedule\n      participants {\n        ...TournamentPage_participant\n      }\n      bracket {\n        id\n        isPreview\n        nodes {\n          id\n          roundNumber\n          groupNumber\n          slotIndex\n          side\n          status\n          participant1 {\n            id\n            name\n          }\n          participant2 {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TournamentManage($id: ID!) {\n    tournament(id: $id) {\n      id\n      name\n      status\n      format\n      size\n      checkInMinutes\n      stages {\n        stageNumber\n        kind\n        groupCount\n      }\n      ranked\n      viewerCanEditSettings\n      viewerCanModerate\n      viewerCanSchedule\n      participants {\n        ...TournamentPage_participant\n      }\n      bracket {\n        id\n        isPreview\n        nodes {\n          id\n          roundNumber\n          groupNumber\n          slotIndex\n          side\n          status\n          participant1 {\n            id\n            name\n          }\n          participant2 {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TournamentSection_organizer on Organizer {\n    id\n    tournaments {\n      ...TournamentSection_tournament\n    }\n  }\n',
): (typeof documents)['\n  fragment TournamentSection_organizer on Organizer {\n    id\n    tournaments {\n      ...TournamentSection_tournament\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TournamentSection_tournament on Tournament {\n    id\n    name\n    status\n    format\n    size\n    startTime\n    stages {\n      stageNumber\n      kind\n      groupCount\n    }\n    viewerCanModerate\n    viewerCanSchedule\n    viewerCanEditSettings\n    ...ReportingSettingsModal_tournament\n    game {\n      id\n      title\n    }\n  }\n',
): (typeof documents)['\n  fragment TournamentSection_tournament on Tournament {\n    id\n    name\n    status\n    format\n    size\n    startTime\n    stages {\n      stageNumber\n      kind\n      groupCount\n    }\n    viewerCanModerate\n    viewerCanSchedule\n    viewerCanEditSettings\n    ...ReportingSettingsModal_tournament\n    game {\n      id\n      title\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrgWebhooks($param: String!) {\n    webhookEventTypes\n    organizer(param: $param) {\n      id\n      webhooks {\n        ...WebhooksSection_webhook\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OrgWebhooks($param: String!) {\n    webhookEventTypes\n    organizer(param: $param) {\n      id\n      webhooks {\n        ...WebhooksSection_webhook\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WebhooksSection_webhook on Webhook {\n    id\n    url\n    description\n    events\n    enabled\n    disabledAt\n    previousSecretExpiresAt\n    createdAt\n  }\n',
): (typeof documents)['\n  fragment WebhooksSection_webhook on Webhook {\n    id\n    url\n    description\n    events\n    enabled\n    disabledAt\n    previousSecretExpiresAt\n    createdAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId) {\n      id\n      eventType\n      status\n      attempts\n      responseStatus\n      latencyMs\n      error\n      lastAttemptAt\n      nextAttemptAt\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  query WebhookDeliveries($webhookId: ID!) {\n    webhookDeliveries(webhookId: $webhookId) {\n      id\n      eventType\n      status\n      attempts\n      responseStatus\n      latencyMs\n      error\n      lastAttemptAt\n      nextAttemptAt\n      createdAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        ...WebhooksSection_webhook\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        ...WebhooksSection_webhook\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RotateWebhookSecret($webhookId: ID!) {\n    rotateWebhookSecret(webhookId: $webhookId) {\n      secret\n      webhook {\n        ...WebhooksSection_webhook\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation RotateWebhookSecret($webhookId: ID!) {\n    rotateWebhookSecret(webhookId: $webhookId) {\n      secret\n      webhook {\n        ...WebhooksSection_webhook\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteWebhook($webhookId: ID!) {\n    deleteWebhook(webhookId: $webhookId) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteWebhook($webhookId: ID!) {\n    deleteWebhook(webhookId: $webhookId) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      status\n      attempts\n      nextAttemptAt\n    }\n  }\n',
): (typeof documents)['\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      status\n      attempts\n      nextAttemptAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrganizerPage($param: String!) {\n    organizer(param: $param) {\n      name\n      ...EditableProfileHero_page\n      owner {\n        id\n        userName\n      }\n      leagues {\n        ...LeagueCard_league\n      }\n      tournaments {\n        ...TournamentCard_tournament\n      }\n      announcementWall {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OrganizerPage($param: String!) {\n    organizer(param: $param) {\n      name\n      ...EditableProfileHero_page\n      owner {\n        id\n        userName\n      }\n      leagues {\n        ...LeagueCard_league\n      }\n      tournaments {\n        ...TournamentCard_tournament\n      }\n      announcementWall {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TeamDashboardPage_membership on TeamMember {\n    id\n    role\n    status\n    invitedBy {\n      id\n      userName\n    }\n    team {\n      ...TeamRoster_team\n    }\n  }\n',
): (typeof documents)['\n  fragment TeamDashboardPage_membership on TeamMember {\n    id\n    role\n    status\n    invitedBy {\n      id\n      userName\n    }\n    team {\n      ...TeamRoster_team\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TeamDashboard {\n    viewer {\n      id\n      teamMemberships {\n        ...TeamDashboardPage_membership\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TeamDashboard {\n    viewer {\n      id\n      teamMemberships {\n        ...TeamDashboardPage_membership\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MatchesBox_match on Match {\n    id\n    status\n    scheduledTime\n    participants {\n      teamId\n      totalPoints\n      placement\n      team {\n        id\n        name\n        profilePicture\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment MatchesBox_match on Match {\n    id\n    status\n    scheduledTime\n    participants {\n      teamId\n      totalPoints\n      placement\n      team {\n        id\n        name\n        profilePicture\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TeamPage($param: String!) {\n    team(param: $param) {\n      name\n      ...EditableProfileHero_page\n      game {\n        id\n        title\n        image\n      }\n      region {\n        id\n        title\n      }\n      members {\n        id\n        role\n        user {\n          id\n          userName\n          profilePicture\n        }\n      }\n      recentMatches(first: 5) {\n        ...MatchesBox_match\n      }\n      commentWall {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TeamPage($param: String!) {\n    team(param: $param) {\n      name\n      ...EditableProfileHero_page\n      game {\n        id\n        title\n        image\n      }\n      region {\n        id\n        title\n      }\n      members {\n        id\n        role\n        user {\n          id\n          userName\n          profilePicture\n        }\n      }\n      recentMatches(first: 5) {\n        ...MatchesBox_match\n      }\n      commentWall {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TournamentPage_tournament on Tournament {\n    ...CompetitionHero_competition\n    status\n    format\n    size\n    thirdPlaceMatch\n    startTime\n    checkInMinutes\n    checkInOpen\n    matchRounds\n    ranked\n    viewerCanManage\n    viewerJoinState\n    viewerJoinableTeams {\n      id\n      name\n    }\n    viewerPendingEntries {\n      teamId\n      team {\n        id\n        name\n      }\n    }\n    viewerCheckInTeams {\n      id\n      name\n    }\n    winner {\n      id\n      name\n    }\n    commentWall {\n      id\n    }\n    stages {\n      stageNumber\n      kind\n      groupCount\n    }\n  }\n',
): (typeof documents)['\n  fragment TournamentPage_tournament on Tournament {\n    ...CompetitionHero_competition\n    status\n    format\n    size\n    thirdPlaceMatch\n    startTime\n    checkInMinutes\n    checkInOpen\n    matchRounds\n    ranked\n    viewerCanManage\n    viewerJoinState\n    viewerJoinableTeams {\n      id\n      name\n    }\n    viewerPendingEntries {\n      teamId\n      team {\n        id\n        name\n      }\n    }\n    viewerCheckInTeams {\n      id\n      name\n    }\n    winner {\n      id\n      name\n    }\n    commentWall {\n      id\n    }\n    stages {\n      stageNumber\n      kind\n      groupCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TournamentPage($id: ID!) {\n    tournament(id: $id) {\n      ...TournamentPage_tournament\n    }\n  }\n',
): (typeof documents)['\n  query TournamentPage($id: ID!) {\n    tournament(id: $id) {\n      ...TournamentPage_tournament\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TournamentPage_participant on TournamentParticipant {\n    teamId\n    status\n    seed\n    checkedInAt\n    team {\n      ...TeamListItem_team\n    }\n  }\n',
): (typeof documents)['\n  fragment TournamentPage_participant on TournamentParticipant {\n    teamId\n    status\n    seed\n    checkedInAt\n    team {\n      ...TeamListItem_team\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TournamentParticipants($id: ID!) {\n    tournament(id: $id) {\n      id\n      participants {\n        ...TournamentPage_participant\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TournamentParticipants($id: ID!) {\n    tournament(id: $id) {\n      id\n      participants {\n        ...TournamentPage_participant\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TournamentBracket($id: ID!) {\n    tournament(id: $id) {\n      id\n      bracket {\n        id\n        isPreview\n        nodes {\n          ...BracketView_node\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TournamentBracket($id: ID!) {\n    tournament(id: $id) {\n      id\n      bracket {\n        id\n        isPreview\n        nodes {\n          ...BracketView_node\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription TournamentEvents($tournamentId: ID!, $withStages: Boolean!) {\n    tournamentEvents(tournamentId: $tournamentId) {\n      kind\n      tournament {\n        ...TournamentPage_tournament\n        participants {\n          ...TournamentPage_participant\n        }\n        bracket {\n          id\n          isPreview\n          nodes {\n            ...BracketView_node\n          }\n        }\n        ...TournamentStages_tournament @include(if: $withStages)\n      }\n      match {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  subscription TournamentEvents($tournamentId: ID!, $withStages: Boolean!) {\n    tournamentEvents(tournamentId: $tournamentId) {\n      kind\n      tournament {\n        ...TournamentPage_tournament\n        participants {\n          ...TournamentPage_participant\n        }\n        bracket {\n          id\n          isPreview\n          nodes {\n            ...BracketView_node\n          }\n        }\n        ...TournamentStages_tournament @include(if: $withStages)\n      }\n      match {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyApiTokens {\n    myApiTokens {\n      id\n      name\n      prefix\n      scopes\n      createdAt\n      expiresAt\n      lastUsedAt\n      expired\n    }\n  }\n',
): (typeof documents)['\n  query MyApiTokens {\n    myApiTokens {\n      id\n      name\n      prefix\n      scopes\n      createdAt\n      expiresAt\n      lastUsedAt\n      expired\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyAccount {\n    viewer {\n      id\n      userName\n      displayName\n      profilePicture\n      banner\n    }\n  }\n',
): (typeof documents)['\n  query MyAccount {\n    viewer {\n      id\n      userName\n      displayName\n      profilePicture\n      banner\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TopFive_entry on TopEntry {\n    id\n    position\n    entityType\n    entityId\n    user {\n      id\n      userName\n      profilePicture\n    }\n    team {\n      id\n      name\n      profilePicture\n    }\n    organizer {\n      id\n      name\n      profilePicture\n    }\n  }\n',
): (typeof documents)['\n  fragment TopFive_entry on TopEntry {\n    id\n    position\n    entityType\n    entityId\n    user {\n      id\n      userName\n      profilePicture\n    }\n    team {\n      id\n      name\n      profilePicture\n    }\n    organizer {\n      id\n      name\n      profilePicture\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetTopEntries($userIds: [ID!]!) {\n    setTopEntries(userIds: $userIds) {\n      ...TopFive_entry\n    }\n  }\n',
): (typeof documents)['\n  mutation SetTopEntries($userIds: [ID!]!) {\n    setTopEntries(userIds: $userIds) {\n      ...TopFive_entry\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UserPage($param: String!) {\n    user(param: $param) {\n      userName\n      displayName\n      ...EditableProfileHero_page\n      score\n      rating\n      ratingHistory {\n        rating\n        at\n        match {\n          id\n        }\n      }\n      topEntries {\n        ...TopFive_entry\n      }\n      teams {\n        ...TeamListItem_team\n      }\n      commentWall {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  query UserPage($param: String!) {\n    user(param: $param) {\n      userName\n      displayName\n      ...EditableProfileHero_page\n      score\n      rating\n      ratingHistory {\n        rating\n        at\n        match {\n          id\n        }\n      }\n      topEntries {\n        ...TopFive_entry\n      }\n      teams {\n        ...TeamListItem_team\n      }\n      commentWall {\n        id\n      }\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
