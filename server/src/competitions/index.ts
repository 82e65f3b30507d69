/** The competitions kernel's public surface (shared by ladders and tournaments): other domains import only this file. */
export {
  ASSIGNABLE_STAFF_ROLES,
  COMPETITION_CREATORS,
  COMPETITION_ROLE_MATRIX,
  NO_COMPETITION_RIGHTS,
  canCreateCompetitions,
  competitionRights,
  rightsOf,
  roleMay,
  registerStaffSource,
  staffWhoMay,
  type CompetitionAction,
  type CompetitionRights,
  type CompetitionStaffRole,
  type RoleReach,
  type StaffPlace,
  type StaffSource,
} from './competition-roles';
export { EntryColumns, type ParticipantStatus } from './entries.entities';
export {
  assertEntryDecision,
  competitionEntries,
  type AdmissionLine,
  entryDecisionFromRest,
  type CompetitionEntries,
  type EntryCompetition,
  type EntryDecision,
  type EntryMessages,
  type EntryRow,
  type EntryRules,
  type JoinOptions,
  type JoinState,
} from './entries';
export { assertFuture, datesSpan, instantOrThrow } from './dates';
