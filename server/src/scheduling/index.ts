/** The scheduling domain's public surface (reschedule by agreement, team availability, match-time suggestions). */
export { type AvailabilityWindow, RescheduleProposal, type RescheduleStatus, schedulingEntities, TeamAvailability } from './scheduling.entities';
export { createSchedulingLoaders } from './scheduling.loaders';
export { schedulingResolvers } from './scheduling.resolvers';
export { schedulingRoutes, toRestAvailability, toRestProposal } from './scheduling.routes';
export { MAX_PROPOSED_TIMES, rescheduleService, shownStatus } from './reschedule.service';
export { leadsTeam, MAX_WINDOWS, schedulingService, type TeamAvailabilityModel } from './scheduling.service';
