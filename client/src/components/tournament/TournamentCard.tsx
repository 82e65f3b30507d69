import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { TournamentCard_TournamentFragment, TournamentStatus } from '../../gql/graphql';
import { formatScheduledTime } from '../../lib/dates';
import { tournamentPath } from '../../lib/paths';
import { FallbackImage } from '../FallbackImage';
import { CardGame, CardOrganizer } from '../competition/CardParts';
import styles from '../league/LeagueCard.module.css';
import own from './TournamentCard.module.css';

export const tournamentCardFragment = graphql(`
  fragment TournamentCard_tournament on Tournament {
    id
    name
    status
    size
    startTime
    banner
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

/** What a card says of a tournament's state: where a player can still enter, where it is played now. */
export const TOURNAMENT_CARD_STATUS: Record<TournamentStatus, string> = {
  REGISTRATION: 'Open for registration',
  IN_PROGRESS: 'Live now',
  COMPLETED: 'Completed',
};

/**
 * A tournament card, laid out as a league card: banner, name, game title and image, platform picture, its state
 * (Open for registration, Live now, Completed), region, start time in the viewer's zone, places, organizer. The card
 * opens /tournament/{tournament_id}; the organizer opens /organizer/{organizer_id}.
 */
export function TournamentCard({ tournament }: { tournament: TournamentCard_TournamentFragment }) {
  return (
    <article className={styles.card} aria-label={tournament.name} data-testid="tournament-card">
      <FallbackImage className={styles.banner} src={tournament.banner} fallback="banner" alt="" loading="lazy" />
      <div className={styles.content}>
        <p className={own.status} data-status={tournament.status}>
          {TOURNAMENT_CARD_STATUS[tournament.status]}
        </p>
        <h3 className={styles.name}>
          {/* The stretched link makes the whole card open the tournament. */}
          <Link className={styles.link} to={tournamentPath(tournament.id)}>
            {tournament.name}
          </Link>
        </h3>
        <CardGame game={tournament.game} platform={tournament.platform} />
        <dl className={styles.facts}>
          <div>
            <dt>Region</dt>
            <dd>{tournament.region?.title ?? 'Region not found'}</dd>
          </div>
          <div>
            <dt>Starts</dt>
            <dd>
              {tournament.startTime ? (
                <time dateTime={tournament.startTime}>{formatScheduledTime(tournament.startTime)}</time>
              ) : (
                'Not set yet'
              )}
            </dd>
          </div>
          <div>
            <dt>Teams</dt>
            <dd>{tournament.size}</dd>
          </div>
        </dl>
        <CardOrganizer organizer={tournament.organizer} />
      </div>
    </article>
  );
}

export const NO_TOURNAMENTS = 'No Tournaments Available';

/** A row of tournament cards that scrolls sideways, or `empty` ('No Tournaments Available'). */
export function TournamentCardRow({
  tournaments,
  label = 'Tournaments',
  empty = NO_TOURNAMENTS,
}: {
  tournaments: readonly TournamentCard_TournamentFragment[];
  label?: string;
  empty?: string;
}) {
  if (tournaments.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.row} aria-label={label}>
      {tournaments.map((tournament) => (
        <li key={tournament.id} className={styles.item}>
          <TournamentCard tournament={tournament} />
        </li>
      ))}
    </ul>
  );
}
