import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { skipToken } from '@apollo/client/react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useLiveRefetch } from '../../apollo/useLiveRefetch';
import { CommentWall } from '../../components/comments/CommentWall';
import { Panel, ProfileBody, profileStyles } from '../../components/profile/ProfileLayout';
import { TeamListItem } from '../../components/profile/TeamListItem';
import { VideoPlayer } from '../../components/video/VideoPlayer';
import { graphql } from '../../gql';
import type { LeagueEventKind, LeaguePageQuery } from '../../gql/graphql';
import { useLeagueEventsSubscription, useLeagueScheduleQuery, useLeagueStandingsQuery, useLeagueTeamsQuery } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import styles from './League.module.css';
import { ScheduleTab } from './ScheduleTab';
import { StandingsTab } from './StandingsTab';

// The date-time picker is heavy (React Aria DatePicker): it loads when Create Match is pressed.
const ScheduleMatchModal = lazy(() => import('./ScheduleMatchModal'));
// Opened on demand: its form loads then, not before the page's first paint.
const ReportScoreModal = lazy(() => import('../../components/ladder/ReportScoreModal').then((m) => ({ default: m.ReportScoreModal })));

export const leagueStandingsQuery = graphql(`
  query LeagueStandings($id: String!, $first: Int!, $after: String) {
    league(param: $id) {
      id
      standingsPage(first: $first, after: $after) {
        edges {
          cursor
          node {
            id
            rank
            teamId
            points
            wins
            losses
            draws
            played
            tiebreak
            team {
              id
              name
              profilePicture
            }
          }
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
`);

/** Teams the page's Teams box shows (the earliest to join). */
export const TEAMS_BOX_SIZE = 12;
/** Standings rows fetched first, and added by each Load More. */
export const STANDINGS_PAGE_SIZE = 50;
/** The most rows one request may bring (the server's page limit): a live refetch keeps up to this many rows shown. */
const MAX_PAGE_SIZE = 100;

export const leagueScheduleQuery = graphql(`
  query LeagueSchedule($id: String!) {
    league(param: $id) {
      id
      matches(first: 100) {
        edges {
          node {
            id
            status
            scheduledTime
            rounds
            isScoreUpdated
            winner {
              id
            }
            participants {
              teamId
              totalPoints
              team {
                id
                name
              }
            }
          }
        }
      }
    }
  }
`);

export const leagueTeamsQuery = graphql(`
  query LeagueTeams($id: String!, $first: Int) {
    league(param: $id) {
      id
      participants(status: APPROVED, first: $first) {
        teamId
        status
        team {
          ...TeamListItem_team
        }
      }
    }
  }
`);

export const leagueEventsSubscription = graphql(`
  subscription LeagueEvents($leagueId: ID!) {
    leagueEvents(leagueId: $leagueId) {
      kind
      league {
        id
      }
      match {
        id
      }
    }
  }
`);

type TabKey = 'standings' | 'schedule' | 'prizes' | 'rules';

/** What each live event kind makes the page fetch again. */
export const REFETCH_BY_KIND: Record<LeagueEventKind, Array<'page' | 'standings' | 'schedule' | 'teams'>> = {
  TEAMS: ['page', 'teams', 'standings'],
  SCHEDULE: ['schedule'],
  STANDINGS: ['standings', 'schedule'],
  SETTINGS: ['page'],
};

/**
 * Everything of the league page under its hero (ladder tabs, video, teams, announcements), with the live updates that
 * keep them and the hero current. A chunk of its own, drawn once the hero has been painted (LeaguePage.tsx).
 */
export default function LeagueBody({ league, refetchPage }: { league: LeaguePageQuery['league']; refetchPage: () => Promise<unknown> }) {
  const [tab, setTab] = useState<TabKey>('standings');
  const [scheduling, setScheduling] = useState(false);
  const [reporting, setReporting] = useState<string | null>(null);
  const standings = useLeagueStandingsQuery({ variables: { id: league.id, first: STANDINGS_PAGE_SIZE } });
  const standingsPage = standings.data?.league.standingsPage;
  const standingsShown = standingsPage?.edges.length ?? 0;
  // The rows render from a deferred copy: a page of standings is drawn in slices, not in one long task when it arrives.
  const standingsRows = useDeferredValue(standingsPage)?.edges.map((edge) => edge.node);
  // The schedule (up to 100 matches) is fetched when its tab is first shown, not before the page's first paint.
  const [scheduleShown, setScheduleShown] = useState(false);
  if (tab === 'schedule' && !scheduleShown) setScheduleShown(true);
  const schedule = useLeagueScheduleQuery(scheduleShown ? { variables: { id: league.id } } : skipToken);
  // The Teams box shows the first few; the standings list them all, a page at a time.
  const teams = useLeagueTeamsQuery({ variables: { id: league.id, first: TEAMS_BOX_SIZE } });

  const refetch = useLiveRefetch({
    page: refetchPage,
    // A live change re-reads the rows shown (up to a page limit), so Load More's rows do not vanish.
    standings: () => standings.refetch({ first: Math.min(MAX_PAGE_SIZE, Math.max(STANDINGS_PAGE_SIZE, standingsShown)), after: null }),
    schedule: scheduleShown ? schedule.refetch : () => Promise.resolve(),
    teams: teams.refetch,
  });

  // Live: each event names what changed; no polling.
  useLeagueEventsSubscription({
    variables: { leagueId: league.id },
    onData: ({ data }) => {
      const kind = data.data?.leagueEvents.kind;
      if (kind) refetch(REFETCH_BY_KIND[kind]);
    },
  });

  const matches = schedule.data?.league.matches.edges.map((e) => e.node);
  const rules = (league.rules ?? '').split('\n').filter((line) => line.trim());

  return (
    <>
      <ProfileBody
        comments={<CommentWall wallId={league.announcementWall?.id} title="Announcements" loadOnApproach canPost={league.viewerCanModerate} />}
        main={
          <>
            <Panel title="Ladder" className={styles.tabsPanel}>
              <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as TabKey)} className={styles.tabs}>
                <TabList aria-label="League" className={styles.tabList}>
                  <Tab id="standings" className={styles.tab}>
                    Standings
                  </Tab>
                  <Tab id="schedule" className={styles.tab}>
                    Schedule
                  </Tab>
                  <Tab id="prizes" className={styles.tab}>
                    Prizes
                  </Tab>
                  <Tab id="rules" className={styles.tab}>
                    Rules &amp; Settings
                  </Tab>
                </TabList>
                <TabPanel id="standings" className={styles.tabPanel}>
                  <StandingsTab
                    rows={standingsRows}
                    loading={standings.loading || (!!standingsPage && !standingsRows)}
                    onLoadMore={
                      standingsPage?.pageInfo.hasNextPage
                        ? () => standings.fetchMore({ variables: { after: standingsPage.pageInfo.endCursor, first: STANDINGS_PAGE_SIZE } })
                        : undefined
                    }
                    error={standings.error ? `Error loading league profile data: ${errorMessage(standings.error)}` : null}
                  />
                </TabPanel>
                <TabPanel id="schedule" className={styles.tabPanel}>
                  <ScheduleTab
                    matches={matches}
                    loading={schedule.loading}
                    error={schedule.error ? `Error loading league profile data: ${errorMessage(schedule.error)}` : null}
                    canSchedule={league.viewerCanSchedule}
                    canReport={league.viewerCanReport}
                    onCreateMatch={() => setScheduling(true)}
                    onReportScore={setReporting}
                  />
                </TabPanel>
                <TabPanel id="prizes" className={styles.tabPanel}>
                  {league.prize?.trim() ? (
                    <p className={styles.prose}>{league.prize}</p>
                  ) : (
                    <p className={styles.state}>Prizes not set yet</p>
                  )}
                </TabPanel>
                <TabPanel id="rules" className={styles.tabPanel}>
                  {rules.length ? (
                    <ul className={styles.rules}>
                      {rules.map((line, i) => (
                        <li key={i}>{line}</li>
                      ))}
                    </ul>
                  ) : (
                    <p className={styles.state}>Not set yet</p>
                  )}
                  <dl className={styles.settingsList}>
                    <div>
                      <dt>Entry</dt>
                      <dd>{league.openEntry ? 'Open entry' : 'Staff approval'}</dd>
                    </div>
                    <div>
                      <dt>Capacity</dt>
                      <dd>{`${league.teamCount}/${league.maxTeams} teams`}</dd>
                    </div>
                    <div>
                      <dt>Points</dt>
                      <dd>{`Win ${league.winPoints} · Draw ${league.drawPoints} · Loss ${league.lossPoints}`}</dd>
                    </div>
                  </dl>
                  {league.settings?.trim() && <p className={styles.prose}>{league.settings}</p>}
                </TabPanel>
              </Tabs>
            </Panel>
            <VideoPlayer url={league.videoUrl} title={`${league.name} video`} />
          </>
        }
        aside={
          <Panel title="Teams" action={<span className={profileStyles.chip}>{`${league.teamCount}/${league.maxTeams}`}</span>}>
            {teams.data && teams.data.league.participants.length === 0 ? (
              <p className={profileStyles.empty}>No Teams Have Joined Yet</p>
            ) : (
              <ul className={profileStyles.list}>
                {(teams.data?.league.participants ?? []).map((p) => (
                  <TeamListItem key={p.teamId} team={p.team} />
                ))}
              </ul>
            )}
            {teams.data && league.teamCount > teams.data.league.participants.length && (
              <button type="button" className={`btn btn-ghost btn-sm ${styles.allTeams}`} onClick={() => setTab('standings')}>
                {`See all ${league.teamCount} in Standings`}
              </button>
            )}
          </Panel>
        }
      />
      {scheduling && (
        <Suspense fallback={null}>
          <ScheduleMatchModal leagueId={league.id} onClose={() => setScheduling(false)} />
        </Suspense>
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportScoreModal matchId={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </>
  );
}
