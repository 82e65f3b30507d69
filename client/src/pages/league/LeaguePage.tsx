import { lazy, Suspense } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { DownloadMenu, ladderDownloads } from '../../components/competition/DownloadMenu';
import { useParams } from 'react-router-dom';
import { CompetitionHero } from '../../components/competition/CompetitionHero';
import { JoinButton } from '../../components/join/JoinButton';
import { ProfileRoute, profileStyles } from '../../components/profile/ProfileLayout';
import { graphql } from '../../gql';
import type { LeaguePageQuery } from '../../gql/graphql';
import { useLeaguePageQuery } from '../../gql/hooks';
import { formatCalendarDate } from '../../lib/calendarDate';
import { useAfterFirstPaint } from '../../lib/useAfterFirstPaint';
import styles from './League.module.css';

// Below the fold (the ladder's tabs, the video, the teams and the announcements, and the live updates): its code and
// its queries start once the hero is on screen, so a phone's first paint waits for neither.
const LeagueBody = lazy(() => import('./LeagueBody'));

/** What the league page shows of its ladder; a TEAMS or SETTINGS event carries it too (LeagueBody's subscription). */
export const leaguePageFragment = graphql(`
  fragment LeaguePage_league on League {
    ...CompetitionHero_competition
    rules
    prize
    settings
    status
    startDate
    endDate
    teamCount
    maxTeams
    openEntry
    winPoints
    drawPoints
    lossPoints
    viewerCanSchedule
    viewerCanReport
    viewerCanModerate
    viewerIsStaff
    viewerJoinState
    viewerJoinableTeams {
      id
      name
    }
    viewerPendingEntries {
      teamId
      team {
        id
        name
      }
      invitedBy {
        id
      }
    }
    announcementWall {
      id
    }
  }
`);

export const leaguePageQuery = graphql(`
  query LeaguePage($param: String!) {
    league(param: $param) {
      ...LeaguePage_league
    }
  }
`);

type PageLeague = LeaguePageQuery['league'];

function LeagueProfile({ league, refetchPage }: { league: PageLeague; refetchPage: () => Promise<unknown> }) {
  const client = useApolloClient();
  // Once the hero is on screen: the body's code and its first answers, then the body, drawn once with them.
  const painted = useAfterFirstPaint(() => import('./LeagueBody').then((body) => body.prefetchLeagueBody(client, league.id)));
  // Holds the body's place while its code and first answers load, so the footer does not flash up under the hero.
  const pending = (
    <div className={styles.bodyPending} aria-busy="true">
      <p className={profileStyles.empty}>Loading Standings...</p>
    </div>
  );
  return (
    <div className={profileStyles.page}>
      <CompetitionHero
        competition={league}
        entityType="LEAGUE"
        trailingChips={
          <>
            <span className={profileStyles.chip}>
              {formatCalendarDate(league.startDate)} – {formatCalendarDate(league.endDate)}
            </span>
            <span className={profileStyles.chip}>
              Teams <strong>{`${league.teamCount}/${league.maxTeams}`}</strong>
            </span>
            {league.status === 'INACTIVE' && <span className={profileStyles.chip}>Inactive</span>}
          </>
        }
        actions={
          <>
            <JoinButton target={league} />
            <DownloadMenu options={ladderDownloads(league.id)} />
          </>
        }
        editable={{ rules: league.rules, prize: league.prize, settings: league.settings }}
        onSaved={refetchPage}
      />
      {painted ? (
        <Suspense fallback={pending}>
          <LeagueBody league={league} refetchPage={refetchPage} />
        </Suspense>
      ) : (
        pending
      )}
    </div>
  );
}

/** League page (/league/{league_param}: an id or a name). */
export default function LeaguePage() {
  const { leagueParam = '' } = useParams();
  const { data, refetch, ...query } = useLeaguePageQuery({ variables: { param: leagueParam } });
  return (
    <ProfileRoute entity="league" query={query} page={data?.league} name={(league) => league.name}>
      {(league) => <LeagueProfile league={league} refetchPage={refetch} />}
    </ProfileRoute>
  );
}
