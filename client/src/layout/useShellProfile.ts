import { useFragment } from '@apollo/client/react';
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
 * Asks the server for the signed-in `viewer`, into Apollo's cache, where useShellProfile reads it. The menu renders it
 * once it is open or about to open: the closed menu is on every page, and a query made at every page's load cost each
 * page a query's work in Apollo (its request, its answer's write) for text no one sees yet. A component of its own
 * rather than a skipped query in useShellProfile: even a skipped useQuery has Apollo create and watch the query and
 * transform its document, inside the page's first render (50 ms of it in one profile of a tournament page at a 4× CPU
 * slowdown, part of that first-use work that the page's next query then pays instead).
 */
export function ShellViewerQuery(): null {
  useShellViewerQuery();
  return null;
}

/**
 * What the shell shows about the signed-in user: their user as Apollo's cache holds it (so a new picture or name shows
 * as soon as the cache has it, whichever query or mutation brought it, ShellViewerQuery's included), over the
 * session's metadata for what the cache lacks.
 */
export function useShellProfile(): {
  signedIn: boolean;
  loading: boolean;
  userId: string | null;
  profile: ShellProfile;
} {
  const { session, user, loading } = useAuth();
  const signedIn = hasValidSession(session);
  const userId = signedIn ? (user?.id ?? null) : null;
  const cached = useFragment({
    fragment: shellProfileUserFragment,
    from: userId ? { __typename: 'User', id: userId } : null,
  }).data;
  const standIn = profileFromUser(userId ? user : null);
  const profile =
    userId && cached
      ? {
          userName: cached.userName ?? standIn.userName,
          displayName: cached.displayName !== undefined ? cached.displayName : standIn.displayName,
          score: cached.score ?? standIn.score,
          picture: cached.profilePicture !== undefined ? cached.profilePicture : standIn.picture,
        }
      : standIn;
  return { signedIn, loading, userId, profile };
}
