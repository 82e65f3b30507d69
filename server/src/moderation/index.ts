/** The moderation domain's public surface: other domains and the composition root import only this file. */
export { FILTER_MODES, type FilterMode, globMatches, listMatches, normalizeFilterWords, siteMatches } from './moderation.filters';
export { moderationParticipation, moderationService, type OrganizerFilter, screenModeratedContent } from './moderation.service';
export { moderationRoutes, toRestFilter } from './moderation.routes';
export { MODERATION_ACTIONS, REPORT_REASONS, REPORT_TARGETS, reportsService } from './moderation.reports';
