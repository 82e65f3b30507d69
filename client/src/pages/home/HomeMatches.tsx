import { Link } from 'react-router-dom';
import { FallbackImage } from '../../components/FallbackImage';
import { graphql } from '../../gql';
import { useHomeMatchesQuery } from '../../gql/hooks';
import type { HomeMatches_MatchFragment } from '../../gql/graphql';
import { formatScheduledTime } from '../../lib/dates';
import { matchPath } from '../../lib/paths';
import homeStyles from './HomePage.module.css';
import styles from './HomeMatches.module.css';
import { HomeMatchesFrame } from './HomeMatchesFrame';

export const homeMatchFragment = graphql(`
  fragment HomeMatches_match on Match {
    id
    status
    scheduledTime
    league {
      id
      name
    }
    game {
      id
      title
    }
    participants {
      teamId
      totalPoints
      team {
        id
        name
        profilePicture
      }
    }
  }
`);

/**
 * The signed-in player's next matches (their teams' scheduled ones) and the matches live now: three of each, the
 * three fixed rows a panel has (HomeMatches.module.css; a phone shows two).
 */
export const homeMatchesQuery = graphql(`
  query HomeMatches {
    viewer {
      id
      teams {
        id
        game {
          id
          title
        }
      }
      upcomingMatches(first: 3) {
        ...HomeMatches_match
      }
    }
    liveMatches(first: 3) {
      ...HomeMatches_match
    }
  }
`);

function Teams({ match, live }: { match: HomeMatches_MatchFragment; live: boolean }) {
  const [a, b] = match.participants;
  const side = (p: (typeof match.participants)[number] | undefined) => (
    <span className={styles.team}>
      <FallbackImage className={styles.teamPicture} src={p?.team.profilePicture} fallback="team" alt="" loading="lazy" />
      <span className={styles.teamName}>{p?.team.name ?? 'TBD'}</span>
      {live && <strong className={styles.points}>{p?.totalPoints ?? 0}</strong>}
    </span>
  );
  return (
    <span className={styles.teams}>
      {side(a)}
      <span className={styles.vs}>VS</span>
      {side(b)}
    </span>
  );
}

function MatchList({ matches, live, empty }: { matches: readonly HomeMatches_MatchFragment[]; live: boolean; empty: string }) {
  if (matches.length === 0) return <p className={`${styles.empty} ${styles.status}`}>{empty}</p>;
  return (
    <ul className={styles.list}>
      {matches.map((match) => (
        <li key={match.id}>
          <Link className={styles.match} to={matchPath(match.id)}>
            <Teams match={match} live={live} />
            <span className={styles.meta}>
              {live ? (
                <span className={styles.liveBadge}>LIVE</span>
              ) : (
                <time dateTime={match.scheduledTime}>{formatScheduledTime(match.scheduledTime)}</time>
              )}
              <span className={styles.league}>{match.league?.name ?? match.game?.title ?? ''}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

type ViewerTeam = NonNullable<NonNullable<ReturnType<typeof useHomeMatchesQuery>['data']>['viewer']>['teams'][number];

/**
 * The empty "My next matches": what to do next. Without a team, create one (Team Manager) or find a ladder (the
 * Games page); with teams, find a ladder of their games.
 */
function NoUpcomingMatches({ teams }: { teams: readonly ViewerTeam[] }) {
  const games = [...new Map(teams.map((team) => [team.game.id, team.game])).values()].slice(0, 2);
  return (
    <div className={`${styles.status} ${styles.invite}`} data-testid="no-upcoming-matches">
      <p className={styles.empty}>
        {teams.length === 0 ? 'No matches yet: you are not on a team.' : 'No upcoming matches for your teams.'}
      </p>
      <p className={styles.inviteLinks}>
        {teams.length === 0 && (
          <Link className="btn btn-primary btn-sm" to="/team-dashboard">
            Create a team
          </Link>
        )}
        {games.length === 0 ? (
          <Link className="btn btn-ghost btn-sm" to="/games">
            Find a ladder
          </Link>
        ) : (
          games.map((game) => (
            <Link key={game.id} className="btn btn-ghost btn-sm" to={`/games?game=${encodeURIComponent(game.id)}`}>
              Find a {game.title} ladder
            </Link>
          ))
        )}
      </p>
    </div>
  );
}

export default function HomeMatches() {
  const { data, loading, error } = useHomeMatchesQuery({ fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <HomeMatchesFrame />;
  if (error && !data) {
    const failed = (
      <p className={`${homeStyles.status} ${homeStyles.error} ${styles.status}`} role="alert">
        Error loading data. Please try again later.
      </p>
    );
    return <HomeMatchesFrame upcoming={failed} live={failed} />;
  }
  return (
    <HomeMatchesFrame
      upcoming={
        data?.viewer?.upcomingMatches.length ? (
          <MatchList matches={data.viewer.upcomingMatches} live={false} empty="" />
        ) : (
          <NoUpcomingMatches teams={data?.viewer?.teams ?? []} />
        )
      }
      live={<MatchList matches={data?.liveMatches ?? []} live empty="No matches are live right now." />}
    />
  );
}
