import * as yup from 'yup';
import { useCreateTeam } from '../teams/teamMutations';
import { TeamNameInput } from '../teams/TeamNameInput';
import { Modal } from '../ui/Modal';
import { errorMessage } from '../../lib/errors';
import { isValidTeamName, normalizeTeamName, TEAM_NAME_MESSAGE_SPACES } from '../../lib/names';
import { notify } from '../../lib/toast';
import { Form, FormError, SubmitButton, useForm } from '../forms';
import { CREATE_AND_JOIN_FAILED, joinedMessage, NOUN, useJoin, type JoinKind, type JoinTarget } from './JoinButton';
import styles from './JoinButton.module.css';

/** Join Ladder (Join Tournament): the viewer picks which of their teams joins. */
export function JoinPickModal({
  target,
  kind,
  loading,
  onPick,
  onClose,
}: {
  target: JoinTarget;
  kind: JoinKind;
  loading: boolean;
  onPick: (teamId: string) => void;
  onClose: () => void;
}) {
  return (
    <Modal title={`Join ${NOUN[kind]}`} size="sm" onClose={onClose}>
      <p className={styles.modalText}>Choose the team that joins {target.name}.</p>
      <ul className={styles.pickList}>
        {target.viewerJoinableTeams.map((team) => (
          <li key={team.id}>
            <button type="button" className="btn btn-ghost btn-block" disabled={loading} onClick={() => onPick(team.id)}>
              {team.name}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
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
        const created = await createTeam({
          variables: { input: { name: normalizeTeamName(name), gameId: target.game.id, regionId: target.region.id } },
        });
        const teamId = created.data?.createTeam.id;
        if (!teamId) throw new Error(CREATE_AND_JOIN_FAILED);
        notify.success(joinedMessage(await join(target.id, teamId)));
        onClose();
      } catch (e) {
        const message = errorMessage(e, '');
        helpers.setFormError(
          message && message !== CREATE_AND_JOIN_FAILED ? `${CREATE_AND_JOIN_FAILED} ${message}` : CREATE_AND_JOIN_FAILED,
        );
        notify.error(CREATE_AND_JOIN_FAILED);
      }
    },
  });
  const nameError = form.fieldError('name');

  return (
    <Modal title={`Join ${NOUN[kind]} Requirement`} size="sm" onClose={onClose}>
      <Form form={form} className={styles.modalForm}>
        <p className={styles.modalText}>
          You need a team that plays {target.game?.title ?? 'this game'} in {target.region?.title ?? 'this region'} to join {target.name}.
          Create one now and it asks to join at once.
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
