import { lazy, Suspense, useDeferredValue, useState } from 'react';
import type { ApolloCache, ApolloClient } from '@apollo/client';
import { skipToken } from '@apollo/client/react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useLiveRefetch } from '../../apollo/useLiveRefetch';
import { CommentWall } from '../../components/comments/CommentWall';
import { Panel, ProfileBody, profileStyles } from '../../components/profile/ProfileLayout';
import { TeamListItem } from '../../components/profile/TeamListItem';
import { VideoPlayer } from '../../components/video/VideoPlayer';
import { graphql } from '../../gql';
import type { LeagueEventsSubscription, LeaguePageQuery, LeagueStandingsQuery } from '../../gql/graphql';
import { useLeagueEventsSubscription, useLeagueScheduleQuery, useLeagueStandingsQuery, useLeagueTeamsQuery } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import styles from './League.module.css';
import { StandingsTab } from './StandingsTab';

// The date-time picker is heavy (React Aria DatePicker): it loads when Create Match is pressed.
const ScheduleMatchModal = lazy(() => import('./ScheduleMatchModal'));
// The Schedule tab (its filters, day grouping and date-fns) loads when the tab is first shown, with its query.
const ScheduleTab = lazy(() => import('./ScheduleTab').then((m) => ({ default: m.ScheduleTab })));
// Opened on demand: its form loads then, not before the page's first paint.
const ReportScoreModal = lazy(() => import('../../components/ladder/ReportScoreModal').then((m) => ({ default: m.ReportScoreModal })));

/** A page of standings rows, as the Standings tab shows them and a STANDINGS event carries them. */
export const leagueStandingsPageFragment = graphql(`
  fragment LeagueBody_standingsPage on StandingsConnection {
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
`);

export const leagueStandingsQuery = graphql(`
  query LeagueStandings($id: String!, $first: Int!, $after: String) {
    league(param: $id) {
      id
      standingsPage(first: $first, after: $after) {
        ...LeagueBody_standingsPage
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

/** A match as the Schedule tab lists it, and as a SCHEDULE or STANDINGS event carries it. */
export const leagueScheduleMatchFragment = graphql(`
  fragment LeagueBody_match on Match {
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
`);

export const leagueScheduleQuery = graphql(`
  query LeagueSchedule($id: String!) {
    league(param: $id) {
      id
      matches(first: 100) {
        edges {
          node {
            ...LeagueBody_match
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

/**
 * Each event carries what changed, read once on the server for every viewer: the match (a schedule entry), the first
 * standings rows, or the ladder's page fields (with the Teams box). Apollo merges them into the cache by id; nothing is
 * fetched again, except after a reconnect (events may have been missed).
 */
export const leagueEventsSubscription = graphql(`
  subscription LeagueEvents($leagueId: ID!, $standingsFirst: Int!, $teamsFirst: Int!) {
    leagueEvents(leagueId: $leagueId) {
      kind
      league {
        id
      }
      match {
        ...LeagueBody_match
      }
      standingsPage(first: $standingsFirst) {
        ...LeagueBody_standingsPage
      }
      page {
        ...LeaguePage_league
        participants(status: APPROVED, first: $teamsFirst) {
          teamId
          status
          team {
            ...TeamListItem_team
          }
        }
      }
    }
  }
`);

type LeagueEvent = LeagueEventsSubscription['leagueEvents'];

/**
 * Merges a live event into the cache where Apollo cannot by id alone: the standings' first rows replace the cached
 * ones (their order moved), and a match new to the schedule is listed in its place (newest scheduled first). Answers
 * 'refetch-standings' when the viewer shows more rows than an event carries (Load More): those rows are fetched again.
 */
export function mergeLeagueEvent(cache: ApolloCache, leagueId: string, event: LeagueEvent): 'merged' | 'refetch-standings' {
  let outcome: 'merged' | 'refetch-standings' = 'merged';
  const standingsPage = event.standingsPage;
  if (standingsPage) {
    const standings = { query: leagueStandingsQuery, variables: { id: leagueId, first: STANDINGS_PAGE_SIZE } };
    const shown = cache.readQuery(standings)?.league.standingsPage.edges.length ?? 0;
    if (shown > STANDINGS_PAGE_SIZE) outcome = 'refetch-standings';
    else
      cache.writeQuery({
        ...standings,
        data: {
          // The cache normalizes by __typename and id (our generated types leave __typename out).
          league: { __typename: 'League', id: leagueId, standingsPage } as LeagueStandingsQuery['league'],
        },
      });
  }
  const match = event.match;
  if (match) {
    cache.updateQuery({ query: leagueScheduleQuery, variables: { id: leagueId } }, (data) => {
      // Not loaded yet (its tab not shown): nothing to add to. Already listed: Apollo merged it by id.
      if (!data || data.league.matches.edges.some((edge) => edge.node.id === match.id)) return undefined;
      const edges = [...data.league.matches.edges, { __typename: 'MatchEdge' as const, node: match }].sort(
        (a, b) => Date.parse(b.node.scheduledTime) - Date.parse(a.node.scheduledTime),
      );
      return { league: { ...data.league, matches: { ...data.league.matches, edges } } };
    });
  }
  return outcome;
}

type TabKey = 'standings' | 'schedule' | 'prizes' | 'rules';

/**
 * The answers the body first shows (the standings' first page and the Teams box), into the cache, with the very
 * variables its queries use: the body then renders once with them (see useAfterFirstPaint). Never rejects: the
 * body's own queries report what failed.
 */
export async function prefetchLeagueBody(client: ApolloClient, leagueId: string): Promise<void> {
  await Promise.allSettled([
    client.query({ query: leagueStandingsQuery, variables: { id: leagueId, first: STANDINGS_PAGE_SIZE } }),
    client.query({ query: leagueTeamsQuery, variables: { id: leagueId, first: TEAMS_BOX_SIZE } }),
  ]);
}

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

  // Live, no polling: each event carries what changed and is merged into the cache (mergeLeagueEvent).
  useLeagueEventsSubscription({
    variables: { leagueId: league.id, standingsFirst: STANDINGS_PAGE_SIZE, teamsFirst: TEAMS_BOX_SIZE },
    onData: ({ client, data }) => {
      const event = data.data?.leagueEvents;
      if (event && mergeLeagueEvent(client.cache, league.id, event) === 'refetch-standings') refetch(['standings']);
    },
  });

  const matches = schedule.data?.league.matches.edges.map((e) => e.node);
  const rules = (league.rules ?? '').split('\n').filter((line) => line.trim());

  return (
    <>
      <ProfileBody
        restAfterPaint
        comments={
          <CommentWall wallId={league.announcementWall?.id} title="Announcements" loadOnApproach canPost={league.viewerCanModerate} />
        }
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
                  <Suspense fallback={<p className={styles.state}>Loading...</p>}>
                    <ScheduleTab
                      matches={matches}
                      loading={schedule.loading}
                      error={schedule.error ? `Error loading league profile data: ${errorMessage(schedule.error)}` : null}
                      canSchedule={league.viewerCanSchedule}
                      canReport={league.viewerCanReport}
                      onCreateMatch={() => setScheduling(true)}
                      onReportScore={setReporting}
                    />
                  </Suspense>
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
