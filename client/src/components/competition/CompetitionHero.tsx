import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { CompetitionHero_CompetitionFragment } from '../../gql/graphql';
import { organizerPath } from '../../lib/paths';
import { ProfileActions } from '../profile/ProfileActions';
import { ProfileHero, profileStyles } from '../profile/ProfileLayout';
import type { ProfileSnapshot } from '../profile/profileSchema';
import { useProfileEditor } from '../profile/useProfileEditor';
import styles from './CompetitionHero.module.css';

/** What the hero, its follow button and the profile editor read of a ladder (league) or tournament page. */
export const competitionHeroFragment = graphql(`
  fragment CompetitionHero_competition on Competition {
    id
    name
    bio
    banner
    profilePicture
    videoUrl
    viewerCanEdit
    viewerIsFollowing
    followerCount
    game {
      id
      title
    }
    platform {
      id
      title
    }
    region {
      id
      title
    }
    organizer {
      id
      name
    }
  }
`);

/** What the hero of a ladder or tournament page shows (the fragment above). */
export type HeroCompetition = CompetitionHero_CompetitionFragment;

/**
 * The hero of a ladder (league) or tournament page: banner and picture, "by {organizer}", the game, platform and region
 * chips between the page's own leading and trailing chips, the bio, and the page's own actions before Edit Profile
 * (opening the profile editor, which refreshes the page through `onSaved`) or the follow button.
 */
export function CompetitionHero({
  competition: c,
  entityType,
  leadingChips,
  trailingChips,
  actions,
  editable,
  onSaved,
}: {
  competition: HeroCompetition;
  entityType: 'LEAGUE' | 'TOURNAMENT';
  leadingChips?: ReactNode;
  trailingChips?: ReactNode;
  actions?: ReactNode;
  /** Editable values kept off the hero's fields (a ladder's rules, prize and settings). */
  editable?: Partial<ProfileSnapshot>;
  onSaved: () => Promise<unknown>;
}) {
  const { edit, editor } = useProfileEditor({ entity: entityType === 'LEAGUE' ? 'league' : 'tournament', page: c, editable, onSaved });
  return (
    <>
      <ProfileHero
        banner={c.banner}
        picture={c.profilePicture}
        pictureFallback="organizer"
        title={c.name}
        subtitle={
          <>
            by <Link to={organizerPath(c.organizer.id)}>{c.organizer.name}</Link>
          </>
        }
        meta={
          <>
            {leadingChips}
            <span className={profileStyles.chip}>{c.game?.title ?? 'No Game Info'}</span>
            <span className={profileStyles.chip}>{c.platform?.title ?? 'Unknown Platform'}</span>
            <span className={profileStyles.chip}>{c.region?.title ?? 'Region not found'}</span>
            {trailingChips}
          </>
        }
        bio={c.bio}
        actions={
          <div className={styles.heroActions}>
            {actions}
            <ProfileActions
              canEdit={c.viewerCanEdit}
              onEdit={edit}
              target={{ entityType, id: c.id, name: c.name, isFollowing: c.viewerIsFollowing, followerCount: c.followerCount }}
            />
          </div>
        }
      />
      {editor}
    </>
  );
}
