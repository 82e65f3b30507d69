import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useRefetchOnReconnect } from '../../apollo/useLiveRefetch';
import { CommentWall } from '../../components/comments/CommentWall';
import { FallbackImage } from '../../components/FallbackImage';
import { ReportScoreModal, useSteadyOrder } from '../../components/ladder/ReportScoreModal';
import { PageStatus, Panel, profileStyles } from '../../components/profile/ProfileLayout';
import { MatchReportsPanel } from '../../components/match-reports/MatchReportsPanel';
import { openMessages } from '../../components/messages/messagesDoor';
import { ReschedulePanel } from '../../components/scheduling/ReschedulePanel';
import { VideoPlayer } from '../../components/video/VideoPlayer';
import { graphql } from '../../gql';
import type { MatchPage_MatchFragment } from '../../gql/graphql';
import { useMatchEventsSubscription, useMatchPageQuery } from '../../gql/hooks';
import { formatScheduledTime } from '../../lib/dates';
import { errorMessage, isNotFound } from '../../lib/errors';
import { leaguePath, teamPath, tournamentPath } from '../../lib/paths';
import { usePageTitle } from '../../lib/usePageTitle';
import { MatchEditModal } from './MatchEditModal';
import styles from './Match.module.css';

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

/** The per-round points of both teams (and the active metrics' values under them). */
function RoundsTable({ match, participants }: { match: MatchPage_MatchFragment; participants: MatchPage_MatchFragment['participants'] }) {
  const rounds = Array.from({ length: Math.max(1, match.rounds) }, (_, i) => i + 1);
  const metrics = (match.league?.metrics ?? []).filter((m) => m.active);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label="Rounds">
        <thead>
          <tr>
            <th scope="col">Team</th>
            {rounds.map((r) => (
              <th key={r} scope="col">{`R${r}`}</th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {participants.map((p) => (
            <tr key={p.teamId}>
              <th scope="row">{p.team.name}</th>
              {rounds.map((r) => {
                const round = p.rounds.find((x) => x.matchRound === r);
                const values = (round?.metrics ?? {}) as Record<string, unknown>;
                const detail = metrics
                  .filter((m) => values[m.name] !== undefined && values[m.name] !== '')
                  .map((m) => `${m.name}: ${String(values[m.name])}`)
                  .join(', ');
                return (
                  <td key={r} title={detail || undefined}>
                    {round ? round.roundPoints : '–'}
                  </td>
                );
              })}
              <td className={styles.total}>{p.totalPoints}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MatchView({ match, refetch }: { match: MatchPage_MatchFragment; refetch: () => Promise<unknown> }) {
  const [reporting, setReporting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  // Live: each event carries the match as it is now; Apollo merges it into the cached page.
  useMatchEventsSubscription({ variables: { matchId: match.id } });
  useRefetchOnReconnect(refetch);

  // The sides stay where the page first showed them (the scheduled order), whatever a live event's order.
  const participants = useSteadyOrder(match.participants) ?? [];
  const [home, away] = participants;
  const reportable = match.viewerCanReport && match.status !== 'COMPLETED' && match.status !== 'CANCELLED';
  // A finalized bracket match can be corrected by the tournament's staff (the later matches it invalidates are reset).
  const correctable = match.viewerCanReport && match.status === 'COMPLETED' && match.tournament != null;
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
      <div className={styles.body}>
        <MatchReportsPanel matchId={match.id} reports={match.reports} />
        <ReschedulePanel match={match} teamIds={participants.map((p) => p.teamId)} />
        <Panel title="Rounds">
          <RoundsTable match={match} participants={participants} />
        </Panel>
        <VideoPlayer url={match.videoUrl} title="Match video" />
        <CommentWall wallId={match.commentWall?.id} />
      </div>
      {reporting && <ReportScoreModal matchId={match.id} onClose={() => setReporting(false)} />}
      {correcting && (
        <Suspense fallback={null}>
          <CorrectResultModal matchId={match.id} onClose={() => setCorrecting(false)} />
        </Suspense>
      )}
      {editing && <MatchEditModal match={match} onClose={() => setEditing(false)} onSaved={refetch} />}
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
