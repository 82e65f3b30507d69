import { lazy, Suspense, useId, useState } from 'react';
import type { JoinState } from '../../gql/graphql';
import { useCancelLadderEntry, useJoinLadder } from '../ladder/ladderMutations';
import { useCancelTournamentEntry, useJoinTournament } from '../tournament/tournamentMutations';
import { errorMessage } from '../../lib/errors';
import styles from './JoinButton.module.css';

// The button sits in a page's hero: its dialogs (a form, React Aria's modal) and the toasts (sonner) load when they
// are first needed, not before the page's first paint.
const JoinPickModal = lazy(() => import('./JoinDialogs').then((m) => ({ default: m.JoinPickModal })));
const JoinRequirementModal = lazy(() => import('./JoinDialogs').then((m) => ({ default: m.JoinRequirementModal })));
const notify = {
  success: (message: string) => void import('../../lib/toast').then((m) => m.notify.success(message)),
  error: (message: string) => void import('../../lib/toast').then((m) => m.notify.error(message)),
};

export const STAFF_CANNOT_JOIN = 'Staff members cannot join leagues.';
export const STAFF_CANNOT_JOIN_TOURNAMENT = 'Staff members cannot join tournaments.';
export const ONLY_LEADERS = 'Only leaders and co-leaders can register a team.';
export const JOINED = 'Successfully joined!';
/** A join that waits for staff (the ladder or tournament is not open entry): said so, never 'Successfully joined!'. */
export const REQUEST_SENT = 'Request sent: waiting for approval';
export const JOIN_FAILED = 'Unable to join. Try again.';
export const CREATE_AND_JOIN_FAILED = 'Error occurred. Try again.';
export const REQUEST_CANCELLED = 'Request cancelled.';
export const INVITATION_DECLINED = 'Invitation declined.';
export const CANCEL_FAILED = 'Unable to cancel. Try again.';

/** What can be joined: a ladder (league) or a tournament. */
export type JoinKind = 'ladder' | 'tournament';

/** The joinable page as the button reads it (a ladder's or a tournament's viewer fields). */
export interface JoinTarget {
  id: string;
  name: string;
  viewerJoinState: JoinState;
  viewerJoinableTeams: ReadonlyArray<{ id: string; name: string }>;
  game?: { id: string; title: string } | null;
  region?: { id: string; title: string } | null;
  /** The viewer's teams' entries waiting for staff: requests they may cancel, invitations they may decline. */
  viewerPendingEntries?: ReadonlyArray<{ teamId: string; team: { id: string; name: string }; invitedBy?: { id: string } | null }>;
}

/** The ladder screens' name for a JoinTarget. */
export type JoinLeague = JoinTarget;

/** The server's refusal when it sent one, else the spec's text. */
const refusal = (error: unknown, fallback: string) => errorMessage(error, fallback) || fallback;

export const NOUN: Record<JoinKind, string> = { ladder: 'Ladder', tournament: 'Tournament' };

/** Joins the ladder or the tournament with one of the viewer's teams (the same six states either way). */
export function useJoin(kind: JoinKind) {
  const [joinLadder, ladder] = useJoinLadder();
  const [joinTournament, tournament] = useJoinTournament();
  /** Resolves to the entry's status: APPROVED at once (open entry, or an accepted invitation), else PENDING. */
  const join = async (id: string, teamId: string): Promise<string | undefined> => {
    if (kind === 'ladder') return (await joinLadder({ variables: { leagueId: id, teamId } })).data?.joinLadder.status;
    return (await joinTournament({ variables: { tournamentId: id, teamId } })).data?.joinTournament.status;
  };
  return { join, loading: ladder.loading || tournament.loading };
}

/** What a join says: 'Successfully joined!' only for an entry approved at once. */
export const joinedMessage = (status: string | undefined) => (status === 'PENDING' ? REQUEST_SENT : JOINED);

/** Withdraws one of the viewer's teams' pending entries (its request, or staff's invitation). */
export function useCancelEntry(kind: JoinKind) {
  const [cancelLadder, ladder] = useCancelLadderEntry();
  const [cancelTournament, tournament] = useCancelTournamentEntry();
  const cancel = (id: string, teamId: string): Promise<unknown> =>
    kind === 'ladder' ? cancelLadder({ variables: { leagueId: id, teamId } }) : cancelTournament({ variables: { tournamentId: id, teamId } });
  return { cancel, loading: ladder.loading || tournament.loading };
}

/**
 * Where a team's pending state shows, beside the Join button: each of the viewer's teams waiting for staff, with
 * Cancel request (its own request) or Decline invitation (staff's invitation, which Join accepts).
 */
export function PendingEntries({ target, kind = 'ladder' }: { target: JoinTarget; kind?: JoinKind }) {
  const { cancel, loading } = useCancelEntry(kind);
  const entries = target.viewerPendingEntries ?? [];
  if (entries.length === 0) return null;
  const withdraw = async (teamId: string, invited: boolean) => {
    try {
      await cancel(target.id, teamId);
      notify.success(invited ? INVITATION_DECLINED : REQUEST_CANCELLED);
    } catch (error) {
      notify.error(refusal(error, CANCEL_FAILED));
    }
  };
  return (
    <ul className={styles.pendingList} aria-label="Pending entries">
      {entries.map((entry) => {
        const invited = !!entry.invitedBy;
        return (
          <li key={entry.teamId} className={styles.pending}>
            <span role="status">{invited ? `${entry.team.name} is invited` : `${entry.team.name}: ${REQUEST_SENT}`}</span>
            <button type="button" className="btn btn-outline-light btn-sm" disabled={loading} onClick={() => void withdraw(entry.teamId, invited)}>
              {invited ? 'Decline invitation' : 'Cancel request'}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The Join button's six states, in the spec's order (doc 02 section 4): USER_STAFF (a toast says
 * staff cannot join), TEAM_JOINED (green 'Joined'), CAN_JOIN (join with one of the viewer's teams),
 * NOT_AUTHORIZED (only leaders and co-leaders), NEED_TEAM (the Join Ladder Requirement modal creates
 * a team, then joins), DEFAULT (disabled).
 */
export function JoinButton({ target, kind = 'ladder' }: { target: JoinTarget; kind?: JoinKind }) {
  const entries = target.viewerPendingEntries ?? [];
  const pending = entries.length > 0;
  // A request of theirs waits and nothing else can be joined: the button itself says Pending, not a grey Join.
  const waiting = target.viewerJoinState === 'DEFAULT' && entries.some((entry) => !entry.invitedBy);
  const button = waiting ? (
    <button type="button" className={`btn btn-outline-light btn-sm ${styles.pendingButton}`} disabled>
      Pending
    </button>
  ) : (
    <JoinStateButton target={target} kind={kind} />
  );
  return pending ? (
    <span className={styles.withPending}>
      <PendingEntries target={target} kind={kind} />
      {button}
    </span>
  ) : (
    button
  );
}

/**
 * A Join the viewer cannot use (staff, or a member who does not lead the team): the reason shows beside it before any
 * click, the button looks and announces itself unavailable (aria-disabled), and a click still says the spec's text.
 */
function RefusedJoin({ reason }: { reason: string }) {
  const id = useId();
  return (
    <span className={styles.refused}>
      <button type="button" className={`btn btn-outline-light btn-sm ${styles.unavailable}`} aria-disabled="true" aria-describedby={id} onClick={() => notify.error(reason)}>
        Join
      </button>
      <span id={id} className={styles.reason}>
        {reason}
      </span>
    </span>
  );
}

/** The button itself, by the viewer's join state. */
function JoinStateButton({ target, kind }: { target: JoinTarget; kind: JoinKind }) {
  const [dialog, setDialog] = useState<'pick' | 'need-team' | null>(null);
  const { join, loading } = useJoin(kind);

  const joinWith = async (teamId: string) => {
    try {
      notify.success(joinedMessage(await join(target.id, teamId)));
      setDialog(null);
    } catch (error) {
      notify.error(refusal(error, JOIN_FAILED));
    }
  };

  switch (target.viewerJoinState) {
    case 'TEAM_JOINED':
      return (
        <span className={styles.joined} role="status" aria-label="Joined">
          ✓ Joined
        </span>
      );
    case 'USER_STAFF':
      return <RefusedJoin reason={kind === 'ladder' ? STAFF_CANNOT_JOIN : STAFF_CANNOT_JOIN_TOURNAMENT} />;
    case 'NOT_AUTHORIZED':
      return <RefusedJoin reason={ONLY_LEADERS} />;
    case 'CAN_JOIN': {
      const teams = target.viewerJoinableTeams;
      return (
        <>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={loading}
            onClick={() => (teams.length === 1 ? void joinWith(teams[0].id) : setDialog('pick'))}
          >
            {loading ? 'Joining...' : 'Join'}
          </button>
          {dialog === 'pick' && (
            <Suspense fallback={null}>
              <JoinPickModal
                target={target}
                kind={kind}
                loading={loading}
                onPick={(teamId) => void joinWith(teamId)}
                onClose={() => setDialog(null)}
              />
            </Suspense>
          )}
        </>
      );
    }
    case 'NEED_TEAM':
      return (
        <>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setDialog('need-team')}>
            Join
          </button>
          {dialog === 'need-team' && (
            <Suspense fallback={null}>
              <JoinRequirementModal target={target} kind={kind} onClose={() => setDialog(null)} />
            </Suspense>
          )}
        </>
      );
    default:
      return (
        <button type="button" className="btn btn-primary btn-sm" disabled title="Joining is not open">
          Join
        </button>
      );
  }
}
