import type { PrefetchQuery } from '../../apollo/createApolloClient';
import { lazy, Suspense, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { useRefetchOnReconnect } from '../../apollo/useLiveRefetch';
import { FallbackImage } from '../../components/FallbackImage';
import { useSteadyOrder } from '../../components/ladder/useSteadyOrder';
import { PageStatus, profileStyles } from '../../components/profile/ProfileLayout';
import { openMessages } from '../../components/messages/messagesDoor';
import { graphql } from '../../gql';
import type { MatchPage_MatchFragment } from '../../gql/graphql';
import { useMatchEventsSubscription, useMatchPageQuery } from '../../gql/hooks';
import { formatScheduledTime } from '../../lib/scheduledTime';
import { errorMessage, isNotFound } from '../../lib/errors';
import { leaguePath, teamPath, tournamentPath } from '../../lib/paths';
import { useAfterFirstPaint } from '../../lib/useAfterFirstPaint';
import { usePageTitle } from '../../lib/usePageTitle';
import styles from './Match.module.css';

// Below the hero (the reports and their forms, rescheduling with its date picker, the rounds, the video, the comments):
// its code starts once the hero is on screen, so a phone's first paint waits for none of it.
const MatchBody = lazy(() => import('./MatchBody'));
// The hero's actions open these: each loads when asked for.
const ReportScoreModal = lazy(() => import('../../components/ladder/ReportScoreModal').then((m) => ({ default: m.ReportScoreModal })));
const MatchEditModal = lazy(() => import('./MatchEditModal').then((m) => ({ default: m.MatchEditModal })));
// Only tournament staff correct a finalized bracket match: the modal loads when they ask for it.
const CorrectResultModal = lazy(() => import('../../components/tournament/CorrectResultModal'));

/** One team's line on the match page: its total, placement and rounds; also what score reports and finalizes return. */
export const matchPageParticipantFragment = graphql(`
  fragment MatchPage_participant on MatchParticipant {
    teamId
    totalPoints
    placement
    team {
      id
      name
      profilePicture
    }
    rounds {
      matchRound
      metrics
      roundPoints
    }
  }
`);

export const matchPageFragment = graphql(`
  fragment MatchPage_match on Match {
    id
    status
    scheduledTime
    rounds
    isScoreUpdated
    finalizedAt
    videoUrl
    banner
    viewerCanReport
    viewerCanEdit
    viewerCanMessage
    league {
      id
      name
      metrics {
        name
        type
        weight
        active
      }
    }
    tournament {
      id
      name
    }
    winner {
      id
    }
    commentWall {
      id
    }
    participants {
      ...MatchPage_participant
    }
    ...ReschedulePanel_match
    reports {
      ...MatchReportsPanel_reports
    }
  }
`);

export const matchPageQuery = graphql(`
  query MatchPage($id: ID!) {
    match(id: $id) {
      ...MatchPage_match
    }
  }
`);

export const matchEventsSubscription = graphql(`
  subscription MatchEvents($matchId: ID!) {
    matchEvents(matchId: $matchId) {
      kind
      match {
        ...MatchPage_match
      }
    }
  }
`);

/**
 * Puts the page's query in flight before React's first render (apollo/prefetchRoute.ts, as the route's code arrives):
 * the answer, the early script's when there is one (apollo/earlyResultLink.ts), is then in the cache for that render.
 */
export function prefetchMatchPage(prefetchQuery: PrefetchQuery, id: string): Promise<unknown> {
  return prefetchQuery(matchPageQuery, { id });
}

const STATUS_LABEL = { SCHEDULED: 'Scheduled', PENDING: 'Pending', COMPLETED: 'Completed', CANCELLED: 'Cancelled' } as const;

function TeamSide({ side, match }: { side: MatchPage_MatchFragment['participants'][number] | undefined; match: MatchPage_MatchFragment }) {
  if (!side) return <div className={styles.side}>TBD</div>;
  const won = match.status === 'COMPLETED' && match.winner?.id === side.team.id;
  return (
    <div className={styles.side} data-winner={won || undefined} data-testid="match-side">
      <FallbackImage src={side.team.profilePicture} fallback="team" alt={`${side.team.name} picture`} className={styles.sidePic} width={96} height={96} />
      <Link to={teamPath(side.team.name)} className={styles.sideName}>
        {side.team.name}
      </Link>
      <span className={styles.sidePoints} aria-label={`${side.team.name} total points`} data-testid="total-points">
        {side.totalPoints}
      </span>
      {won && <span className={styles.winner}>Winner</span>}
    </div>
  );
}

function MatchView({ match, refetch }: { match: MatchPage_MatchFragment; refetch: () => Promise<unknown> }) {
  const [reporting, setReporting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const client = useApolloClient();
  // Once the hero is on screen: the body's code and its comment wall, then the body, drawn once with them.
  const painted = useAfterFirstPaint(() => import('./MatchBody').then((body) => body.prefetchMatchBody(client, match)));
  // Live: each event carries the match as it is now; Apollo merges it into the cached page.
  useMatchEventsSubscription({ variables: { matchId: match.id } });
  useRefetchOnReconnect(refetch);

  // The sides stay where the page first showed them (the scheduled order), whatever a live event's order.
  const participants = useSteadyOrder(match.participants) ?? [];
  const [home, away] = participants;
  const reportable = match.viewerCanReport && match.status !== 'COMPLETED' && match.status !== 'CANCELLED';
  // A finalized bracket match can be corrected by the tournament's staff (the later matches it invalidates are reset).
  const correctable = match.viewerCanReport && match.status === 'COMPLETED' && match.tournament != null;
  // Holds the body's place while its code loads, so the footer does not flash up under the hero.
  const pending = <div className={styles.bodyPending} aria-busy="true" />;
  return (
    <div className={profileStyles.page}>
      <header className={styles.hero}>
        {/* The page's heading: the two sides' names are shown large below, the heading names the match for readers. */}
        <h1 className="visually-hidden">{`${home?.team.name ?? 'TBD'} vs ${away?.team.name ?? 'TBD'}`}</h1>
        <div className={styles.bannerFrame}>
          <FallbackImage className={styles.banner} src={match.banner} fallback="banner" alt="Match banner" data-testid="match-banner" />
        </div>
        <div className={styles.board}>
          <TeamSide side={home} match={match} />
          <div className={styles.middle}>
            <span className={styles.vs}>VS</span>
            <span className={styles.status} data-status={match.status} data-testid="match-status">
              {STATUS_LABEL[match.status]}
            </span>
            <span className={styles.when}>{formatScheduledTime(match.scheduledTime)}</span>
            {match.league && (
              <Link to={leaguePath(match.league.id)} className={styles.leagueLink}>
                {match.league.name}
              </Link>
            )}
            {match.tournament && (
              <Link to={tournamentPath(match.tournament.id)} className={styles.leagueLink}>
                {match.tournament.name}
              </Link>
            )}
          </div>
          <TeamSide side={away} match={match} />
        </div>
        {(reportable || correctable || match.viewerCanEdit || match.viewerCanMessage) && (
          <div className={styles.actions}>
            {match.viewerCanMessage && (
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => openMessages({ matchId: match.id })}>
                Match chat
              </button>
            )}
            {correctable && (
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setCorrecting(true)}>
                Correct result
              </button>
            )}
            {reportable && (
              <button type="button" className="btn btn-primary btn-sm" onClick={() => setReporting(true)}>
                Report Score
              </button>
            )}
            {match.viewerCanEdit && (
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(true)}>
                Edit Match
              </button>
            )}
          </div>
        )}
      </header>
      {painted ? (
        <Suspense fallback={pending}>
          <MatchBody match={match} participants={participants} />
        </Suspense>
      ) : (
        pending
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportScoreModal matchId={match.id} onClose={() => setReporting(false)} />
        </Suspense>
      )}
      {correcting && (
        <Suspense fallback={null}>
          <CorrectResultModal matchId={match.id} onClose={() => setCorrecting(false)} />
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={null}>
          <MatchEditModal match={match} onClose={() => setEditing(false)} onSaved={refetch} />
        </Suspense>
      )}
    </div>
  );
}

/** Match page (/match/{match_id}): banner, both teams with picture, name and total points, rounds, video, comment wall; live. */
export default function MatchPage() {
  const { matchId = '' } = useParams();
  const { data, loading, error, refetch } = useMatchPageQuery({ variables: { id: matchId } });
  const match = data?.match;
  usePageTitle(match ? match.participants.map((p) => p.team.name).join(' vs ') || 'Match' : 'Match');

  if (loading && !match) return <PageStatus>Loading match details...</PageStatus>;
  if (error && !match && isNotFound(error)) return <PageStatus>No match data available or invalid match ID.</PageStatus>;
  if (error && !match) return <PageStatus kind="error">{`Error fetching match data: ${errorMessage(error, 'Unknown error')}`}</PageStatus>;
  if (!match) return <PageStatus>No match data available or invalid match ID.</PageStatus>;
  return <MatchView key={match.id} match={match} refetch={refetch} />;
}
