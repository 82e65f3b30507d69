import type { Session, SignOut, User } from '@supabase/auth-js';
import { createContext } from 'react';

export interface AuthContextValue {
  session: Session | null;
  user: User | null;
  /** True while the stored session is still being read; show a blank placeholder meanwhile. */
  loading: boolean;
  /** The session ended through Log Out in this tab (protected pages then send the user to /login). */
  signedOutByUser: boolean;
  signOut: (scope?: SignOut['scope']) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
