import type { Session, SignOut, User } from '@supabase/auth-js';
import { createContext } from 'react';
import type { AuthSessionClient } from './authClient';

export interface AuthContextValue {
  session: Session | null;
  user: User | null;
  /** True while the stored session is still being read; show a blank placeholder meanwhile. */
  loading: boolean;
  /** The session ended through Log Out in this tab (protected pages then send the user to /login). */
  signedOutByUser: boolean;
  /**
   * The session came from a password-recovery link or code (PASSWORD_RECOVERY) and no other sign-in
   * happened since: /reset-password asks for the new password.
   */
  passwordRecovery: boolean;
  signOut: (scope?: SignOut['scope']) => Promise<void>;
  /** The auth client itself, for the account screens (sign-in, sign-up, recovery, updateUser). */
  client: AuthSessionClient;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
