import { skipToken, useFragment } from '@apollo/client/react';
import { profileFromUser, type ShellProfile } from '../auth/profile';
import { hasValidSession } from '../auth/token';
import { useAuth } from '../auth/useAuth';
import { graphql } from '../gql';
import { useShellViewerQuery } from '../gql/hooks';

export const shellProfileUserFragment = graphql(`
  fragment UseShellProfile_user on User {
    id
    userName
    displayName
    score
    profilePicture
  }
`);

export const shellViewerQuery = graphql(`
  query ShellViewer {
    viewer {
      id
      ...UseShellProfile_user
    }
  }
`);

/**
 * What the shell shows about the signed-in user: their user as Apollo's cache holds it (so a new picture or name shows
 * as soon as the cache has it, whichever query or mutation brought it), over the session's metadata for what the cache
 * lacks. `fetchViewer` asks the server for the `viewer` too: the menu sets it once it is open or about to open. The
 * closed menu is on every page, and a query made at every page's load cost each page a query's work in Apollo (its
 * request, its answer's write) for text no one sees yet.
 */
export function useShellProfile(fetchViewer: boolean): {
  signedIn: boolean;
  loading: boolean;
  userId: string | null;
  profile: ShellProfile;
} {
  const { session, user, loading } = useAuth();
  const signedIn = hasValidSession(session);
  const userId = signedIn ? (user?.id ?? null) : null;
  useShellViewerQuery(userId && fetchViewer ? {} : skipToken);
  const cached = useFragment({
    fragment: shellProfileUserFragment,
    from: userId ? { __typename: 'User', id: userId } : null,
  }).data;
  const standIn = profileFromUser(userId ? user : null);
  if (!userId || !cached) return { signedIn, loading, userId, profile: standIn };
  return {
    signedIn,
    loading,
    userId,
    profile: {
      userName: cached.userName ?? standIn.userName,
      displayName: cached.displayName !== undefined ? cached.displayName : standIn.displayName,
      score: cached.score ?? standIn.score,
      picture: cached.profilePicture !== undefined ? cached.profilePicture : standIn.picture,
    },
  };
}
