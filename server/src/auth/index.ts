/** The auth module's public surface for the rest of the server. */
export { createAccount, hashPassword, type CreateAccountInput } from './accounts';
export { authRouter } from './auth.routes';
export { authServiceFor } from './auth.service';
export { createViewerResolver, requireViewer } from './viewer';
