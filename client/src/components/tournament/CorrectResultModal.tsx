import { useState } from 'react';
import type { PreviewResultCorrectionMutation } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/toast';
import { BYE, roundTitle, TBD } from '../bracket/bracketModel';
import styles from '../ladder/Ladder.module.css';
import {
  isNumberMetric,
  RoundScoresFields,
  SCORE_INVALID,
  scoreErrors,
  useInitialValues,
  useRoundScores,
  type Metric,
  type Values,
} from '../ladder/ReportScoreModal';
import { Modal } from '../ui/Modal';
import { useCorrectMatchResult, usePreviewResultCorrection } from './tournamentMutations';

export const RESULT_CORRECTED = 'Result corrected!';

type Preview = PreviewResultCorrectionMutation['previewResultCorrection'];
type ResetNode = Preview['resetNodes'][number];
type Change = Preview['changes'][number];

/**
 * A correction replaces the whole result: every round 1..N of both teams, each with every metric
 * (an empty number counts as 0; an empty text is left out).
 */
export function correctionScores(values: Values, metrics: readonly Metric[], teamIds: readonly string[], rounds: number) {
  return teamIds.map((teamId) => ({
    teamId,
    rounds: Array.from({ length: rounds }, (_, i) => {
      const row = values[teamId]?.[i + 1] ?? {};
      const out: Record<string, number | string> = {};
      for (const metric of metrics) {
        const raw = row[metric.name] ?? '';
        if (isNumberMetric(metric.type)) out[metric.name] = raw === '' ? 0 : Number(raw);
        else if (raw !== '') out[metric.name] = raw;
      }
      return { round: i + 1, metrics: out };
    }),
  }));
}

/** 'This resets 2 later matches:' (or that nothing later is touched). */
/** This stage's later matches the correction resets ('of this stage' when a later stage also loses matches). */
export function resetSummary(count: number, laterStageStarted = false): string {
  const where = laterStageStarted ? ' of this stage' : '';
  if (count === 0) return `No later match${where} is reset.`;
  return `This resets ${count} later ${count === 1 ? 'match' : 'matches'}${where}:`;
}

/** What a later, already started stage loses (the group stage corrected after the playoffs began). */
export function laterStageSummary(count: number): string {
  if (count === 0) return 'A later stage has started; no match of it is reset.';
  return `A later stage has started: this voids ${count} of its matches:`;
}

export const CONFIRM_LATER_STAGES = 'I have seen what the later stage loses; apply the correction anyway';

/** One reset node as a line: its round and who is in it now. */
export function resetLine(node: ResetNode): string {
  const name = (team: ResetNode['participant1']) => team?.name ?? (node.roundNumber === 1 && node.side === 'WINNERS' ? BYE : TBD);
  const side =
    node.side === 'WINNERS'
      ? ''
      : `${node.side === 'LOSERS' ? 'Losers' : node.side === 'GRAND_FINAL' ? 'Grand final' : node.side === 'THIRD_PLACE' ? 'Third place' : 'Bracket'}, `;
  const round =
    node.side === 'GRAND_FINAL' || node.side === 'THIRD_PLACE'
      ? roundTitle(node.side, node.roundNumber, node.roundNumber)
      : `Round ${node.roundNumber}`;
  return `${side}${round}: ${name(node.participant1)} vs ${name(node.participant2)}`;
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');
const count = (n: number, one: string, many: string) => `${signed(n)} ${Math.abs(n) === 1 ? one : many}`;

/** What the correction does outside the bracket (an unranked tournament's results count nowhere). */
export function changesSummary(changes: readonly Change[]): string {
  return changes.length === 0 ? 'Nothing changes on the leaderboards, scores or ratings.' : 'On the leaderboards, scores and ratings:';
}

/**
 * One team's or player's movement: 'Wolves: −3 points, −1 win on its leaderboards', or
 * 'ana: −3 points, −1 win, rating 412 → 268'.
 */
export function changeLine(change: Change): string {
  const moves = [count(change.points, 'point', 'points'), count(change.wins, 'win', 'wins')].filter((m) => !m.startsWith('0 '));
  if (change.team) return `${change.team.name}: ${moves.join(', ') || 'no change'} on its leaderboards`;
  if (change.ratingBefore != null && change.ratingAfter != null && change.ratingBefore !== change.ratingAfter)
    moves.push(`rating ${change.ratingBefore} \u2192 ${change.ratingAfter}`);
  return `${change.user?.userName ?? 'Unknown User'}: ${moves.join(', ') || 'no change'}`;
}

/**
 * Correct result (a finalized bracket match, tournament staff): enter the corrected rounds, see what
 * the correction resets downstream and moves on the leaderboards, scores and ratings
 * (previewResultCorrection), then apply it (correctMatchResult), which resets those nodes, applies the
 * result, moves the points and writes the audit entry in one transaction.
 */
export function CorrectResultModal({ matchId, onClose }: { matchId: string; onClose: () => void }) {
  const roundScores = useRoundScores(matchId);
  const { details, stats, match, participants, metrics, rounds } = roundScores;
  const [values, setValues] = useState<Values | null>(null);
  useInitialValues(participants, setValues);
  const [previewCorrection, previewState] = usePreviewResultCorrection();
  const [correct, correctState] = useCorrectMatchResult();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Once a later stage has started, the server refuses the correction unless staff confirm its losses.
  const [laterStagesConfirmed, setLaterStagesConfirmed] = useState(false);

  const scores = () =>
    correctionScores(
      values ?? {},
      metrics,
      (participants ?? []).map((p) => p.teamId),
      rounds,
    );
  // A value that is not a number of 0 or more is marked beside its input and nothing is sent.
  const invalid = scoreErrors(values ?? {}, metrics);

  const runPreview = async () => {
    setError(null);
    if (invalid) return setError(SCORE_INVALID);
    try {
      const result = await previewCorrection({ variables: { matchId, scores: scores() } });
      setPreview(result.data?.previewResultCorrection ?? null);
      setLaterStagesConfirmed(false);
    } catch (e) {
      setError(errorMessage(e, 'The correction could not be previewed'));
    }
  };

  const apply = async () => {
    setError(null);
    if (invalid) return setError(SCORE_INVALID);
    try {
      await correct({
        variables: { matchId, scores: scores(), confirmLaterStages: preview?.laterStagesStarted ? laterStagesConfirmed : false },
      });
      notify.success(RESULT_CORRECTED);
      onClose();
    } catch (e) {
      const message = errorMessage(e, 'The correction failed');
      setError(message);
      notify.error(message);
    }
  };

  let body;
  if ((details.loading && !match) || (stats.loading && !participants)) body = <p className={styles.state}>Loading match details...</p>;
  else if ((details.error && !match) || (stats.error && !participants))
    body = (
      <p
        className={`${styles.state} ${styles.stateError}`}
        role="alert"
      >{`Error fetching match data: ${errorMessage(details.error ?? stats.error)}`}</p>
    );
  else if (!participants || !values) body = <p className={styles.state}>Loading participants…</p>;
  else if (preview)
    body = (
      <div className={styles.correction} data-testid="correction-preview">
        <p className={styles.modalText}>
          {preview.winner ? `Winner after the correction: ${preview.winner.name}` : 'After the correction the match is a draw.'}
          {preview.winnerChanges ? ' (the winner changes)' : ' (the winner stays)'}
        </p>
        <p className={styles.modalText}>{resetSummary(preview.resetNodes.length, preview.laterStagesStarted)}</p>
        {preview.resetNodes.length > 0 && (
          <ul className={styles.resetList}>
            {preview.resetNodes.map((node) => (
              <li key={node.id}>{resetLine(node)}</li>
            ))}
          </ul>
        )}
        {preview.laterStagesStarted && (
          <div data-testid="correction-later-stages">
            <p className={styles.modalText}>{laterStageSummary(preview.laterStageResets.length)}</p>
            {preview.laterStageResets.length > 0 && (
              <ul className={styles.resetList}>
                {preview.laterStageResets.map((node) => (
                  <li key={node.id}>{resetLine(node)}</li>
                ))}
              </ul>
            )}
            <label className={styles.modalText}>
              <input type="checkbox" checked={laterStagesConfirmed} onChange={(e) => setLaterStagesConfirmed(e.target.checked)} />{' '}
              {CONFIRM_LATER_STAGES}
            </label>
          </div>
        )}
        <p className={styles.modalText}>{changesSummary(preview.changes)}</p>
        {preview.changes.length > 0 && (
          <ul className={styles.resetList} data-testid="correction-changes">
            {preview.changes.map((change) => (
              <li key={change.team ? `t:${change.team.id}` : `u:${change.user?.id}`}>{changeLine(change)}</li>
            ))}
          </ul>
        )}
      </div>
    );
  else
    body = (
      <>
        <RoundScoresFields
          scores={roundScores}
          participants={participants}
          values={values}
          setValues={setValues}
          errors={invalid ?? undefined}
        />
        <p className={styles.modalText}>The correction replaces every round of both teams; an empty number counts as 0.</p>
        {metrics.length === 0 && <p className={styles.state}>No active metrics for this match&apos;s game.</p>}
      </>
    );

  return (
    <Modal
      title="Correct Result"
      size="lg"
      onClose={onClose}
      footer={
        preview ? (
          <>
            <button type="button" className="btn btn-ghost" disabled={correctState.loading} onClick={() => setPreview(null)}>
              Back
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={correctState.loading || (preview.laterStagesStarted && !laterStagesConfirmed)}
              onClick={() => void apply()}
            >
              {correctState.loading ? 'Applying...' : 'Apply Correction'}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={!values || !participants || previewState.loading}
            onClick={() => void runPreview()}
          >
            {previewState.loading ? 'Checking...' : 'Preview Correction'}
          </button>
        )
      }
    >
      {body}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}

export default CorrectResultModal;
