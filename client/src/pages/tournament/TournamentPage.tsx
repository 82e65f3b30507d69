import type { PrefetchQuery } from '../../apollo/createApolloClient';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useLiveRefetch } from '../../apollo/useLiveRefetch';
import { CompetitionHero } from '../../components/competition/CompetitionHero';
import { JoinButton } from '../../components/join/JoinButton';
import { ShareButton } from '../../components/ui/ShareButton';
import { DownloadMenu, tournamentDownloads } from '../../components/competition/DownloadMenu';
import { tournamentPath } from '../../lib/paths';
import { ProfileRoute, profileStyles } from '../../components/profile/ProfileLayout';
import { graphql } from '../../gql';
import type { TournamentPageQuery } from '../../gql/graphql';
import {
  useTournamentBracketQuery,
  useTournamentEventsSubscription,
  useTournamentPageQuery,
  useTournamentParticipantsQuery,
  useTournamentStagesQuery,
} from '../../gql/hooks';
import { formatScheduledTime } from '../../lib/scheduledTime';
import { useAfterFirstPaint } from '../../lib/useAfterFirstPaint';
import styles from './Tournament.module.css';
import { formatSummary, rankedLabel, STATUS_LABEL } from './tournamentText';

/** What the tournament page shows of its tournament; every live event carries it too. */
export const tournamentPageFragment = graphql(`
  fragment TournamentPage_tournament on Tournament {
    ...CompetitionHero_competition
    status
    format
    size
    thirdPlaceMatch
    startTime
    checkInMinutes
    checkInOpen
    matchRounds
    ranked
    viewerCanManage
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
    }
    viewerCheckInTeams {
      id
      name
    }
    winner {
      id
      name
    }
    commentWall {
      id
    }
    stages {
      stageNumber
      kind
      groupCount
    }
  }
`);

export const tournamentPageQuery = graphql(`
  query TournamentPage($id: ID!) {
    tournament(id: $id) {
      ...TournamentPage_tournament
    }
  }
`);

/**
 * Puts the page's query in flight before React's first render (apollo/prefetchRoute.ts, as the route's code arrives):
 * the answer, the early script's when there is one (apollo/earlyResultLink.ts), is then in the cache for that render.
 */
export function prefetchTournamentPage(prefetchQuery: PrefetchQuery, id: string): Promise<unknown> {
  return prefetchQuery(tournamentPageQuery, { id });
}

/** A tournament entry as the page's Teams box and the dashboard's Manage modal show it. */
export const tournamentPageParticipantFragment = graphql(`
  fragment TournamentPage_participant on TournamentParticipant {
    teamId
    status
    seed
    checkedInAt
    team {
      ...TeamListItem_team
    }
  }
`);

export const tournamentParticipantsQuery = graphql(`
  query TournamentParticipants($id: ID!) {
    tournament(id: $id) {
      id
      participants {
        ...TournamentPage_participant
      }
    }
  }
`);

export const tournamentBracketQuery = graphql(`
  query TournamentBracket($id: ID!) {
    tournament(id: $id) {
      id
      bracket {
        id
        isPreview
        nodes {
          ...BracketView_node
        }
      }
    }
  }
`);

/**
 * Each event carries the page as it is now (its fields, entries, bracket and, in stages, the stages), read once on the
 * server for every viewer (what the viewer may do per viewer): Apollo merges it into the cache by id. Nothing is fetched
 * again, except after a reconnect (events may have been missed).
 */
export const tournamentEventsSubscription = graphql(`
  subscription TournamentEvents($tournamentId: ID!, $withStages: Boolean!) {
    tournamentEvents(tournamentId: $tournamentId) {
      kind
      tournament {
        ...TournamentPage_tournament
        participants {
          ...TournamentPage_participant
        }
        bracket {
          id
          isPreview
          nodes {
            ...BracketView_node
          }
        }
        ...TournamentStages_tournament @include(if: $withStages)
      }
      match {
        id
      }
    }
  }
`);

// Below the hero (the bracket or stages, the video, the teams and the comments): its code starts once the hero is on
// screen, so a phone's first paint waits for none of it. The page's queries and live updates start with the hero.
const TournamentBody = lazy(() => import('./TournamentBody'));
// Shown while check-in is open (their toasts and sonner with them): loaded then.
const CheckInButtons = lazy(() => import('./CheckInButtons'));

type PageTournament = TournamentPageQuery['tournament'];
type Part = 'page' | 'participants' | 'bracket' | 'stages';

function TournamentProfile({ tournament, refetchPage }: { tournament: PageTournament; refetchPage: () => Promise<unknown> }) {
  const painted = useAfterFirstPaint();
  const participants = useTournamentParticipantsQuery({ variables: { id: tournament.id } });
  // A tournament in stages shows them as tabs (groups or Swiss, then playoffs) once registration has closed, each
  // stage with its own bracket; before that, and in a single-stage tournament, the bracket panel shows the bracket.
  // Each page fetches only the one it shows (on a phone, writing the other into the cache cost a long task).
  const multiStage = tournament.stages.length > 1;
  const showsStages = multiStage && tournament.status !== 'REGISTRATION';
  const bracket = useTournamentBracketQuery({ variables: { id: tournament.id }, skip: showsStages });
  const stages = useTournamentStagesQuery({ variables: { id: tournament.id }, skip: !showsStages });

  // After a reconnect every part shown is fetched again (events may have been missed); live events merge, see below.
  useLiveRefetch<Part>({
    page: refetchPage,
    participants: participants.refetch,
    bracket: () => (showsStages ? Promise.resolve() : bracket.refetch()),
    stages: () => (showsStages ? stages.refetch() : Promise.resolve()),
  });

  // Live, no polling: each event carries the page as it is now, which Apollo merges into the cache.
  useTournamentEventsSubscription({ variables: { tournamentId: tournament.id, withStages: multiStage } });

  const entries = participants.data?.tournament.participants;
  const approved = (entries ?? []).filter((p) => p.status === 'APPROVED').sort((a, b) => (a.seed ?? Infinity) - (b.seed ?? Infinity));
  // Holds the body's place while its code loads, so the footer does not flash up under the hero.
  const pending = <div className={styles.bodyPending} aria-busy="true" />;

  return (
    <div className={profileStyles.page}>
      <CompetitionHero
        competition={tournament}
        entityType="TOURNAMENT"
        leadingChips={
          <>
            <span className={profileStyles.chip} data-testid="tournament-status">
              {STATUS_LABEL[tournament.status]}
            </span>
            <span className={profileStyles.chip}>{formatSummary(tournament)}</span>
            <span
              className={profileStyles.chip}
              data-testid="tournament-ranked"
              title={tournament.ranked ? 'Its results count on the global leaderboards, universal scores and skill ratings.' : undefined}
            >
              {rankedLabel(tournament.ranked)}
            </span>
          </>
        }
        trailingChips={
          <>
            {tournament.startTime && <span className={profileStyles.chip}>{formatScheduledTime(tournament.startTime)}</span>}
            <span className={profileStyles.chip}>
              Teams <strong>{`${entries ? approved.length : '–'}/${tournament.size}`}</strong>
            </span>
            {tournament.checkInMinutes != null && tournament.status === 'REGISTRATION' && (
              <span className={profileStyles.chip}>
                {tournament.checkInOpen ? 'Check-in open' : `Check-in ${tournament.checkInMinutes} min before start`}
              </span>
            )}
            {tournament.winner && (
              <span className={`${profileStyles.chip} ${styles.champion}`} data-testid="tournament-winner">
                Champion: <strong>{tournament.winner.name}</strong>
              </span>
            )}
          </>
        }
        actions={
          <>
            {(tournament.status === 'REGISTRATION' || tournament.viewerJoinState === 'TEAM_JOINED') && (
              <JoinButton target={tournament} kind="tournament" />
            )}
            {tournament.checkInOpen && tournament.viewerCheckInTeams.length > 0 && (
              <Suspense fallback={null}>
                <CheckInButtons tournament={tournament} />
              </Suspense>
            )}
            <ShareButton path={tournamentPath(tournament.id)} />
            {tournament.status !== 'REGISTRATION' && <DownloadMenu options={tournamentDownloads(tournament.id)} />}
          </>
        }
        onSaved={refetchPage}
      />
      {painted ? (
        <Suspense fallback={pending}>
          <TournamentBody tournament={tournament} showsStages={showsStages} participants={participants} bracket={bracket} stages={stages} />
        </Suspense>
      ) : (
        pending
      )}
    </div>
  );
}

/** Tournament page (/tournament/{tournament_id}): hero with Join and check-in, the live bracket (or round list), teams, video, comments. */
export default function TournamentPage() {
  const { tournamentId = '' } = useParams();
  const { data, refetch, ...query } = useTournamentPageQuery({ variables: { id: tournamentId } });
  return (
    <ProfileRoute entity="tournament" query={query} page={data?.tournament} name={(tournament) => tournament.name}>
      {(tournament) => <TournamentProfile tournament={tournament} refetchPage={refetch} />}
    </ProfileRoute>
  );
}
