/** The follows domain's public surface: other domains and the composition root import only this file. */
export { Follow, FOLLOW_ENTITY_TYPES, type FollowEntityType, followsEntities, TopEntry } from './follows.entities';
export {
  type FollowableLookup,
  type FollowInput,
  followsService,
  type FollowStatusModel,
  parseActive,
  parseEntityType,
  registerFollowable,
  TOP_ENTRIES_MAX,
  type TopCard,
} from './follows.service';
export { CARD_SOURCES, createFollowsLoaders, followTargetKey, type ProfileCard, viewerFollowKey } from './follows.loaders';
export { followsResolvers } from './follows.resolvers';
export { followsRoutes, toRestFollowed, toRestFollowStatus, toRestTopCard } from './follows.routes';
