import { useCallback } from 'react';
import { errorMessage, fieldErrorsOf } from '../../lib/errors';
import { notify } from '../../lib/toast';
import { useForm } from '../forms';
import { buildScores, RoundScoresFields, roundsWithErrors, scoresSchema, useInitialValues, useRoundScores, type Values } from '../ladder/ReportScoreModal';
import styles from '../ladder/Ladder.module.css';
import { Modal } from '../ui/Modal';

/** A report's rounds as the score fields hold them: teamId -> round -> metric -> text. */
export type ReportedScores = Array<{ teamId: string; rounds: Array<{ round: number; metrics: unknown }> }>;

function valuesOf(report: ReportedScores | null): Values | null {
  if (!report) return null;
  const values: Values = {};
  for (const side of report) {
    values[side.teamId] = {};
    for (const r of side.rounds) {
      values[side.teamId][r.round] = Object.fromEntries(Object.entries((r.metrics ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
    }
  }
  return values;
}

/**
 * Per round, per metric, both teams: the staff Report Score form's fields, sending the result through `send` (a team's
 * report, or the result staff enter to resolve a dispute). Starts from `initial` (the team's own report when amending).
 */
export function TeamReportModal({
  matchId,
  title,
  submitLabel,
  initial,
  send,
  onClose,
}: {
  matchId: string;
  title: string;
  submitLabel: string;
  initial: ReportedScores | null;
  send: (scores: ReturnType<typeof buildScores>) => Promise<unknown>;
  onClose: () => void;
}) {
  const scores = useRoundScores(matchId);
  const { details, match, participants, metrics } = scores;
  const form = useForm<Values>({
    initialValues: {},
    validationSchema: scoresSchema(metrics),
    onSubmit: async (values, helpers) => {
      try {
        await send(buildScores(values, metrics));
        onClose();
      } catch (e) {
        const fields = Object.entries(fieldErrorsOf(e) ?? {}).filter(([k]) => k.startsWith('scores.') && k.split('.').length >= 4);
        for (const [k, m] of fields) helpers.setFieldError(k.slice('scores.'.length), m);
        const message = errorMessage(e, 'Failed to send the report');
        helpers.setFormError(message);
        notify.error(message);
      }
    },
  });
  const { resetForm, setValues } = form;
  const loaded = useInitialValues(
    participants,
    useCallback((stored: Values) => resetForm({ values: valuesOf(initial) ?? Object.fromEntries(Object.keys(stored).map((k) => [k, {}])) }), [resetForm, initial]),
  );
  const values = loaded ? form.values : null;
  const badRounds = roundsWithErrors(form.errors);
  const ready = Boolean(participants && values && participants.length > 0);
  return (
    <Modal
      title={title}
      size="lg"
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-primary" disabled={!ready || form.isSubmitting} onClick={() => void form.submitForm()}>
          {form.isSubmitting ? 'Sending...' : submitLabel}
        </button>
      }
    >
      {details.loading && !match && <p className={styles.state}>Loading match details...</p>}
      {participants && values ? (
        <>
          <RoundScoresFields scores={scores} participants={participants} values={values} setValues={setValues} errors={form.errors} />
          {badRounds.length > 0 && form.submitCount > 0 && <p className="form-error" role="alert">{`Fix the scores marked in round ${badRounds.join(', ')}.`}</p>}
          {form.formError && (
            <p className="form-error" role="alert">
              {form.formError}
            </p>
          )}
        </>
      ) : (
        !details.loading && <p className={styles.state}>Loading participants…</p>
      )}
    </Modal>
  );
}
