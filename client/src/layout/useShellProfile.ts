import { profileFromUser, type ShellProfile } from '../auth/profile';
import { hasValidSession } from '../auth/token';
import { useAuth } from '../auth/useAuth';
import { graphql } from '../gql';
import { useShellViewerQuery } from '../gql/hooks';

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

/** What the shell knows of the visitor without asking anyone: the session, and its user's metadata. */
export function useSessionProfile(): { signedIn: boolean; loading: boolean; userId: string | null; profile: ShellProfile } {
  const { session, user, loading } = useAuth();
  const signedIn = hasValidSession(session);
  return { signedIn, loading, userId: signedIn ? (user?.id ?? null) : null, profile: profileFromUser(signedIn ? user : null) };
}

/**
 * The signed-in user's profile from the `viewer` query (so a new picture or name shows as soon as the cache has it),
 * with `standIn` (the session's metadata) until the query answers. Only the menu uses it, once it is open or about to
 * open: the closed menu is on every page, and a query made at every page's load cost each of them a query's first
 * work in Apollo (30 to 45 ms of a desktop's main thread here) for text no one sees yet.
 */
export function useViewerProfile(standIn: ShellProfile): ShellProfile {
  const viewer = useShellViewerQuery().data?.viewer;
  return viewer
    ? { userName: viewer.userName, displayName: viewer.displayName ?? null, score: viewer.score, picture: viewer.profilePicture ?? null }
    : standIn;
}
