import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { LeagueCard_LeagueFragment } from '../../gql/graphql';
import { leaguePath } from '../../lib/paths';
import { formatCalendarDate } from '../../lib/dates';
import { CardGame, CardOrganizer } from '../competition/CardParts';
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
