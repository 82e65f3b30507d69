/** The moderation domain's public surface: other domains and the composition root import only this file. */
export { FILTER_MODES, type FilterMode, globMatches, listMatches, normalizeFilterWords, siteMatches } from './moderation.filters';
export { moderationParticipation, moderationService, type OrganizerFilter, screenModeratedContent } from './moderation.service';
export { installPostingRates, PostingRates } from './moderation.rates';
export { moderationRoutes, toRestFilter } from './moderation.routes';
export {
  isSiteModerator,
  MODERATION_ACTIONS,
  moderationQueueTopic,
  REPORT_REASONS,
  REPORT_TARGETS,
  reportsService,
} from './moderation.reports';
export { moderationResolvers } from './moderation.resolvers';
export { siteModerators } from './moderation.site';
