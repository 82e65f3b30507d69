/** The auth domain's entity door: its TypeORM entities and their types, without its services (db/entities.ts and other domains' entities import this). */
export {
  authEntities,
  AuthOneTimeToken,
  AuthRefreshToken,
  AuthSession,
  AuthUser,
  MailOutbox,
  type OneTimeTokenType,
  type SessionOpenedBy,
} from './auth.entities';
