/** The auth module's public surface for the rest of the server. */
export { createAccount, hashPassword, type CreateAccountInput } from './accounts';
export { authEntities } from './auth.entities';
export { authRouter } from './auth.routes';
export { secondFactorMissing } from './mfa';
export { AuthService } from './auth.service';
export { SESSIONS_ENDED_TOPIC, type EndedSessions } from './live-sessions';
export { DISPLAY_NAME_MAX } from './profile';
export { createViewerResolver } from './viewer';
export { suspendAccount } from './suspension';
