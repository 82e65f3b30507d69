import { Link } from 'react-router-dom';
import { organizerPath } from '../../lib/paths';
import { FallbackImage } from '../FallbackImage';
import styles from '../league/LeagueCard.module.css';

type Pictured = { title: string; image?: string | null; picture?: string | null } | null | undefined;

/** A competition card's game line: the game's image and title, and the platform's picture (league and tournament cards). */
export function CardGame({ game, platform }: { game: Pictured; platform: Pictured }) {
  return (
    <div className={styles.game}>
      <FallbackImage className={styles.gameImage} src={game?.image} fallback="game" alt="" loading="lazy" />
      <span className={styles.gameTitle}>{game?.title ?? 'No Game Info'}</span>
      <FallbackImage
        className={styles.platform}
        src={platform?.picture}
        fallback="platform"
        alt={platform?.title ?? 'Unknown Platform'}
        title={platform?.title ?? 'Unknown Platform'}
        loading="lazy"
      />
    </div>
  );
}

/** A competition card's organizer: picture and name, opening /organizer/{organizer_id}. */
export function CardOrganizer({ organizer }: { organizer: { id: string; name: string; profilePicture?: string | null } }) {
  return (
    <Link className={styles.organizer} to={organizerPath(organizer.id)}>
      <FallbackImage className={styles.orgPicture} src={organizer.profilePicture} fallback="organizer" alt="" loading="lazy" />
      <span>{organizer.name}</span>
    </Link>
  );
}
