import { profileFromUser, type ShellProfile } from '../auth/profile';
import { hasValidSession } from '../auth/token';
import { useAuth } from '../auth/useAuth';
import { graphql } from '../gql';
import { useShellViewerQuery } from '../gql/hooks';
import { skipToken } from '@apollo/client/react';

export const shellViewerQuery = graphql(`
  query ShellViewer {
    viewer {
      id
      userName
      displayName
      score
      profilePicture
    }
  }
`);

/**
 * What the shell shows about the signed-in user, from the `viewer` query (so a new picture or name
 * shows as soon as the cache has it). The session's metadata stands in until the query answers.
 */
export function useShellProfile(): { signedIn: boolean; loading: boolean; userId: string | null; profile: ShellProfile } {
  const { session, user, loading } = useAuth();
  const signedIn = hasValidSession(session);
  const { data } = useShellViewerQuery(signedIn ? {} : skipToken);
  const viewer = signedIn ? data?.viewer : null;
  const profile = viewer
    ? { userName: viewer.userName, displayName: viewer.displayName ?? null, score: viewer.score, picture: viewer.profilePicture ?? null }
    : profileFromUser(signedIn ? user : null);
  return { signedIn, loading, userId: signedIn ? (user?.id ?? null) : null, profile };
}
