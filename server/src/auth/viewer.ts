import type { ViewerResolver } from '../core/context';
import { AuthApiError } from './auth.errors';
import type { AuthService } from './auth.service';

/**
 * The app's ViewerResolver: a bearer token names a viewer only when its signature, `exp`, `aud` and `iss`
 * verify and its session is still signed in. Missing, malformed, expired or signed-out tokens are anonymous.
 */
export function createViewerResolver(auth: AuthService): ViewerResolver {
  return async (token) => {
    if (!token) return null;
    try {
      const { userId, email, sessionId } = await auth.authenticate(token);
      return { userId, email, sessionId };
    } catch (error) {
      if (error instanceof AuthApiError) return null;
      throw error;
    }
  };
}
