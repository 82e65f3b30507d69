import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { LeagueCard_LeagueFragment } from '../../gql/graphql';
import { leaguePath, organizerPath } from '../../lib/paths';
import { formatCalendarDate } from '../../lib/dates';
import { FallbackImage } from '../FallbackImage';
import styles from './LeagueCard.module.css';

export const leagueCardFragment = graphql(`
  fragment LeagueCard_league on League {
    id
    name
    banner
    startDate
    endDate
    game {
      id
      title
      image
    }
    platform {
      id
      title
      picture
    }
    region {
      id
      title
    }
    organizer {
      id
      name
      profilePicture
    }
  }
`);

/**
 * A league card (doc 01, Home): banner, league name, game title and image, platform picture, region
 * title, start and end date, organizer picture and name. The card opens /league/{league_id}; the
 * organizer opens /organizer/{organizer_id}.
 */
export function LeagueCard({ league }: { league: LeagueCard_LeagueFragment }) {
  return (
    <article className={styles.card} aria-label={league.name}>
      <FallbackImage className={styles.banner} src={league.banner} fallback="banner" alt="" loading="lazy" />
      <div className={styles.content}>
        <h3 className={styles.name}>
          {/* The stretched link makes the whole card open the league. */}
          <Link className={styles.link} to={leaguePath(league.id)}>
            {league.name}
          </Link>
        </h3>
        <CardGame game={league.game} platform={league.platform} />
        <dl className={styles.facts}>
          <div>
            <dt>Region</dt>
            <dd>{league.region?.title ?? 'Region not found'}</dd>
          </div>
          <div>
            <dt>Dates</dt>
            <dd>
              <time dateTime={league.startDate}>{formatCalendarDate(league.startDate)}</time>
              {' – '}
              <time dateTime={league.endDate}>{formatCalendarDate(league.endDate)}</time>
            </dd>
          </div>
        </dl>
        <CardOrganizer organizer={league.organizer} />
      </div>
    </article>
  );
}

/** A row of league cards that scrolls sideways, or 'No Leagues Available'. */
export function LeagueCardRow({ leagues, label = 'Leagues' }: { leagues: readonly LeagueCard_LeagueFragment[]; label?: string }) {
  if (leagues.length === 0) return <p className={styles.empty}>No Leagues Available</p>;
  return (
    <ul className={styles.row} aria-label={label}>
      {leagues.map((league) => (
        <li key={league.id} className={styles.item}>
          <LeagueCard league={league} />
        </li>
      ))}
    </ul>
  );
}

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
