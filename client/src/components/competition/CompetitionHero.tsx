import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { organizerPath } from '../../lib/paths';
import { ProfileActions } from '../profile/ProfileActions';
import { ProfileHero, profileStyles } from '../profile/ProfileLayout';
import styles from './CompetitionHero.module.css';

/** What the hero of a ladder or tournament page shows. */
export interface HeroCompetition {
  id: string;
  name: string;
  bio?: string | null;
  banner?: string | null;
  profilePicture?: string | null;
  viewerCanEdit: boolean;
  viewerIsFollowing: boolean;
  followerCount: number;
  game?: { title: string } | null;
  platform?: { title: string } | null;
  region?: { title: string } | null;
  organizer: { id: string; name: string };
}

/**
 * The hero of a ladder (league) or tournament page: banner and picture, "by {organizer}", the game, platform and region
 * chips between the page's own leading and trailing chips, the bio, and the page's own actions before Edit Profile or
 * the follow button.
 */
export function CompetitionHero({
  competition: c,
  entityType,
  leadingChips,
  trailingChips,
  actions,
  onEdit,
}: {
  competition: HeroCompetition;
  entityType: 'LEAGUE' | 'TOURNAMENT';
  leadingChips?: ReactNode;
  trailingChips?: ReactNode;
  actions?: ReactNode;
  onEdit: () => void;
}) {
  return (
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
            onEdit={onEdit}
            target={{ entityType, id: c.id, name: c.name, isFollowing: c.viewerIsFollowing, followerCount: c.followerCount }}
          />
        </div>
      }
    />
  );
}
