import { useState } from 'react';
import * as yup from 'yup';
import type { JoinState } from '../../gql/graphql';
import { useJoinLadder } from '../ladder/ladderMutations';
import { useCreateTeam } from '../teams/teamMutations';
import { TeamNameInput } from '../teams/TeamNameInput';
import { useJoinTournament } from '../tournament/tournamentMutations';
import { Modal } from '../ui/Modal';
import { errorMessage } from '../../lib/errors';
import { isValidTeamName, normalizeTeamName, TEAM_NAME_MESSAGE_SPACES } from '../../lib/names';
import { notify } from '../../lib/toast';
import { Form, FormError, SubmitButton, useForm } from '../forms';
import styles from './JoinButton.module.css';

export const STAFF_CANNOT_JOIN = 'Staff members cannot join leagues.';
export const STAFF_CANNOT_JOIN_TOURNAMENT = 'Staff members cannot join tournaments.';
export const ONLY_LEADERS = 'Only leaders and co-leaders can register a team.';
export const JOINED = 'Successfully joined!';
export const JOIN_FAILED = 'Unable to join. Try again.';
export const CREATE_AND_JOIN_FAILED = 'Error occurred. Try again.';

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
}

/** The ladder screens' name for a JoinTarget. */
export type JoinLeague = JoinTarget;

/** The server's refusal when it sent one, else the spec's text. */
const refusal = (error: unknown, fallback: string) => errorMessage(error, fallback) || fallback;

const NOUN: Record<JoinKind, string> = { ladder: 'Ladder', tournament: 'Tournament' };

/** Joins the ladder or the tournament with one of the viewer's teams (the same six states either way). */
function useJoin(kind: JoinKind) {
  const [joinLadder, ladder] = useJoinLadder();
  const [joinTournament, tournament] = useJoinTournament();
  const join = (id: string, teamId: string): Promise<unknown> =>
    kind === 'ladder' ? joinLadder({ variables: { leagueId: id, teamId } }) : joinTournament({ variables: { tournamentId: id, teamId } });
  return { join, loading: ladder.loading || tournament.loading };
}

/**
 * The Join button's six states, in the spec's order (doc 02 section 4): USER_STAFF (a toast says
 * staff cannot join), TEAM_JOINED (green 'Joined'), CAN_JOIN (join with one of the viewer's teams),
 * NOT_AUTHORIZED (only leaders and co-leaders), NEED_TEAM (the Join Ladder Requirement modal creates
 * a team, then joins), DEFAULT (disabled).
 */
export function JoinButton({ target, kind = 'ladder' }: { target: JoinTarget; kind?: JoinKind }) {
  const [dialog, setDialog] = useState<'pick' | 'need-team' | null>(null);
  const { join, loading } = useJoin(kind);

  const joinWith = async (teamId: string) => {
    try {
      await join(target.id, teamId);
      notify.success(JOINED);
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
      return (
        <button type="button" className="btn btn-primary btn-sm" onClick={() => notify.error(kind === 'ladder' ? STAFF_CANNOT_JOIN : STAFF_CANNOT_JOIN_TOURNAMENT)}>
          Join
        </button>
      );
    case 'NOT_AUTHORIZED':
      return (
        <button type="button" className="btn btn-primary btn-sm" onClick={() => notify.error(ONLY_LEADERS)}>
          Join
        </button>
      );
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
            <Modal title={`Join ${NOUN[kind]}`} size="sm" onClose={() => setDialog(null)}>
              <p className={styles.modalText}>Choose the team that joins {target.name}.</p>
              <ul className={styles.pickList}>
                {teams.map((team) => (
                  <li key={team.id}>
                    <button type="button" className="btn btn-ghost btn-block" disabled={loading} onClick={() => void joinWith(team.id)}>
                      {team.name}
                    </button>
                  </li>
                ))}
              </ul>
            </Modal>
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
          {dialog === 'need-team' && <JoinRequirementModal target={target} kind={kind} onClose={() => setDialog(null)} />}
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

/**
 * Join Ladder Requirement (Join Tournament Requirement on a tournament): a team of the game and region
 * is needed; create one, then join with it.
 */
export function JoinRequirementModal({ target, kind = 'ladder', onClose }: { target: JoinTarget; kind?: JoinKind; onClose: () => void }) {
  const [createTeam] = useCreateTeam();
  const { join } = useJoin(kind);

  const form = useForm({
    initialValues: { name: '' },
    validationSchema: yup.object({ name: yup.string().test('team-name', TEAM_NAME_MESSAGE_SPACES, (name) => isValidTeamName(name ?? '')) }),
    onSubmit: async ({ name }, helpers) => {
      if (!target.game || !target.region) {
        helpers.setFormError(CREATE_AND_JOIN_FAILED);
        return;
      }
      try {
        const created = await createTeam({ variables: { input: { name: normalizeTeamName(name), gameId: target.game.id, regionId: target.region.id } } });
        const teamId = created.data?.createTeam.id;
        if (!teamId) throw new Error(CREATE_AND_JOIN_FAILED);
        await join(target.id, teamId);
        notify.success(JOINED);
        onClose();
      } catch (e) {
        const message = errorMessage(e, '');
        helpers.setFormError(message && message !== CREATE_AND_JOIN_FAILED ? `${CREATE_AND_JOIN_FAILED} ${message}` : CREATE_AND_JOIN_FAILED);
        notify.error(CREATE_AND_JOIN_FAILED);
      }
    },
  });
  const nameError = form.fieldError('name');

  return (
    <Modal title={`Join ${NOUN[kind]} Requirement`} size="sm" onClose={onClose}>
      <Form form={form} className={styles.modalForm}>
        <p className={styles.modalText}>
          You need a team that plays {target.game?.title ?? 'this game'} in {target.region?.title ?? 'this region'} to join {target.name}. Create one
          now and it joins at once.
        </p>
        <TeamNameInput labelClassName={styles.label} className={styles.input} />
        <p className={styles.hint}>
          Game: {target.game?.title ?? 'No Game Info'} · Region: {target.region?.title ?? 'Region not found'}
        </p>
        {nameError && (
          <p className="form-error" role="alert">
            {nameError}
          </p>
        )}
        <FormError className="form-error" />
        <SubmitButton pendingLabel="Creating..." disabled={!form.values.name.trim()}>
          Create Team and Join
        </SubmitButton>
      </Form>
    </Modal>
  );
}
