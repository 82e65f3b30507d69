import { useCallback, useEffect, useRef, useState } from 'react';
import { getIn } from 'formik';
import { object, ValidationError } from 'yup';
import { graphql } from '../../gql';
import { useReportScoreMatchQuery, useReportScoreStatsQuery } from '../../gql/hooks';
import type { ReportScoreMatchQuery, ReportScoreStatsQuery } from '../../gql/graphql';
import { errorMessage, fieldErrorsOf } from '../../lib/errors';
import { notify } from '../../lib/toast';
import { useForm, type FormStatus } from '../forms';
import { ConfirmModal } from '../ui/ConfirmModal';
import { Modal } from '../ui/Modal';
import styles from './Ladder.module.css';
import { useFinalizeMatch, useReportMatchScores } from './ladderMutations';
import { useSteadyOrder } from './useSteadyOrder';

export const reportScoreMatchQuery = graphql(`
  query ReportScoreMatch($id: ID!) {
    match(id: $id) {
      id
      status
      rounds
      isScoreUpdated
      league {
        id
        metrics {
          name
          type
          weight
          active
        }
      }
      game {
        id
        metrics {
          name
          type
          active
        }
      }
    }
  }
`);

export const reportScoreStatsQuery = graphql(`
  query ReportScoreStats($id: ID!) {
    match(id: $id) {
      id
      status
      isScoreUpdated
      participants {
        teamId
        totalPoints
        team {
          id
          name
        }
        rounds {
          matchRound
          metrics
          roundPoints
        }
      }
    }
  }
`);

export const SCORES_UPDATED = 'Scores updated successfully!';
export const SCORES_FINALIZED = 'Scores finalized successfully!';
export const STATS_ERROR = 'Error loading match stats';
/** Beside a numeric score that is not a number of 0 or more (RoundScoreInput.metrics: numbers, 0 or more). */
export const SCORE_INVALID = 'Scores must be numbers of 0 or more.';

/** A metric as the form reads it: its name and whether it is a number. */
export interface Metric {
  name: string;
  type: string;
}

/**
 * The metrics a match is reported in, active ones only: its ladder's score settings, or (a tournament's
 * bracket match, which has no ladder) its game's metrics, whose active flag is the string 'true'.
 */
export function reportMetrics(match: ReportScoreMatchQuery['match'] | undefined): Metric[] {
  if (!match) return [];
  if (match.league) return match.league.metrics.filter((m) => m.active);
  return (match.game?.metrics ?? []).filter((m) => m.active === 'true');
}
/** values[teamId][round][metric] as typed ('' for empty). */
export type Values = Record<string, Record<number, Record<string, string>>>;
type Participants = NonNullable<ReportScoreStatsQuery['match']>['participants'];

export const isNumberMetric = (type: string) => type.toLowerCase() === 'number';

/** A fresh idempotency key per Update Scores click. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Whether a failure is worth retrying with the same key: the request may not have reached the server, or its answer got lost. */
function isTransient(error: unknown): boolean {
  const e = error as { errors?: unknown; networkError?: unknown; name?: string; statusCode?: number };
  if (e && Array.isArray(e.errors)) return false; // the server answered with a refusal
  return e?.name === 'TypeError' || e?.name === 'ServerError' || (typeof e?.statusCode === 'number' && e.statusCode >= 500);
}

/** The report as the server takes it: per team, the rounds with at least one value; numbers as numbers. */
export function buildScores(values: Values, metrics: readonly Metric[]) {
  return Object.entries(values).map(([teamId, rounds]) => ({
    teamId,
    rounds: Object.entries(rounds)
      .map(([round, row]) => {
        const out: Record<string, number | string> = {};
        for (const metric of metrics) {
          const raw = row[metric.name];
          if (raw === undefined || raw === '') continue;
          out[metric.name] = isNumberMetric(metric.type) ? Number(raw) : raw;
        }
        return { round: Number(round), metrics: out };
      })
      .filter((r) => Object.keys(r.metrics).length > 0),
  }));
}

/** The form's values from the stored rounds. */
export function valuesFrom(participants: Participants): Values {
  const initial: Values = {};
  for (const p of participants) {
    initial[p.teamId] = {};
    for (const r of p.rounds) {
      const row: Record<string, string> = {};
      for (const [name, value] of Object.entries((r.metrics ?? {}) as Record<string, unknown>)) row[name] = value == null ? '' : String(value);
      initial[p.teamId][r.matchRound] = row;
    }
  }
  return initial;
}

/** One typed value put into the values as typed: a bad number is shown with SCORE_INVALID beside it, never clamped to 0. */
export function withValue(values: Values | null, teamId: string, round: number, metric: Metric, raw: string): Values {
  const v = values ?? {};
  return { ...v, [teamId]: { ...(v[teamId] ?? {}), [round]: { ...(v[teamId]?.[round] ?? {}), [metric.name]: raw } } };
}

/** Whether a typed value of a numeric metric is a number of 0 or more ('' is empty, not sent). */
export const isScoreValid = (raw: string) => raw.trim() === '' || (Number.isFinite(Number(raw)) && Number(raw) >= 0);

/** The path of one value in the form's values and errors: teamId.round.metric. */
export const scorePath = (teamId: string, round: number | string, metric: string) => `${teamId}.${round}.${metric}`;

/** The refused values of `values` (SCORE_INVALID at teamId.round.metric), or null when every numeric value is a number of 0 or more. */
export function scoreErrors(values: Values, metrics: readonly Metric[]): Record<string, Record<string, Record<string, string>>> | null {
  const numeric = new Set(metrics.filter((m) => isNumberMetric(m.type)).map((m) => m.name));
  const out: Record<string, Record<string, Record<string, string>>> = {};
  for (const [teamId, rounds] of Object.entries(values ?? {})) {
    for (const [round, row] of Object.entries(rounds ?? {})) {
      for (const [name, raw] of Object.entries(row ?? {})) {
        if (!numeric.has(name) || isScoreValid(String(raw ?? ''))) continue;
        ((out[teamId] ??= {})[round] ??= {})[name] = SCORE_INVALID;
      }
    }
  }
  return Object.keys(out).length ? out : null;
}

/** The score forms' yup schema over `Values`: scoreErrors as yup errors on teamId.round.metric; a refused form sends nothing. */
export function scoresSchema(metrics: readonly Metric[]) {
  return object().test('scores', SCORE_INVALID, function check(values: unknown) {
    const errors = scoreErrors((values ?? {}) as Values, metrics);
    if (!errors) return true;
    const all = Object.entries(errors).flatMap(([teamId, rounds]) =>
      Object.entries(rounds).flatMap(([round, row]) => Object.keys(row).map((name) => this.createError({ path: scorePath(teamId, round, name), message: SCORE_INVALID }))),
    );
    return new ValidationError(all);
  });
}

/** The rounds (ascending) holding a refused value, for the form's summary. */
export function roundsWithErrors(errors: unknown): number[] {
  const rounds = new Set<number>();
  for (const byRound of Object.values((errors ?? {}) as Record<string, unknown>)) {
    if (byRound && typeof byRound === 'object') for (const [round, row] of Object.entries(byRound)) if (row) rounds.add(Number(round));
  }
  return [...rounds].filter((r) => Number.isInteger(r)).sort((a, b) => a - b);
}

/**
 * Prev/Next over rounds 1..N (of `scores`, from useRoundScores) and, for the shown round, each team's metric
 * inputs; a typed value goes through `withValue` into the form's values by `setValues`.
 */
export function RoundScoresFields({
  scores: { metrics, rounds, round, setRound: onRound },
  participants,
  values,
  setValues,
  errors,
  disabled = false,
}: {
  scores: RoundScores;
  participants: Participants;
  values: Values;
  setValues: (update: (values: Values | null) => Values) => unknown;
  /** The form's errors (teamId.round.metric), shown beside each input. */
  errors?: unknown;
  disabled?: boolean;
}) {
  const onValue = (teamId: string, metric: Metric, raw: string) => void setValues((v) => withValue(v, teamId, round, metric, raw));
  return (
    <>
      <div className={styles.roundNav} role="group" aria-label="Rounds">
        <button type="button" className="btn btn-ghost btn-sm" disabled={round <= 1} onClick={() => onRound(Math.max(1, round - 1))}>
          Prev
        </button>
        <span className={styles.roundLabel} aria-live="polite">
          Round {round} of {rounds}
        </span>
        <button type="button" className="btn btn-ghost btn-sm" disabled={round >= rounds} onClick={() => onRound(Math.min(rounds, round + 1))}>
          Next
        </button>
      </div>
      <div className={styles.teamsGrid}>
        {participants.map((p) => (
          <fieldset key={p.teamId} className={styles.teamScores} disabled={disabled}>
            <legend className={styles.teamLegend}>
              {p.team.name} <span className={styles.total}>{p.totalPoints} pts</span>
            </legend>
            {metrics.map((metric) => {
              const inputId = `score-${p.teamId}-${round}-${metric.name}`;
              const number = isNumberMetric(metric.type);
              const message: unknown = getIn(errors, scorePath(p.teamId, round, metric.name));
              const error = typeof message === 'string' ? message : undefined;
              return (
                <div key={metric.name} className={styles.metricRow}>
                  <label htmlFor={inputId} className={styles.metricLabel}>
                    {metric.name}
                  </label>
                  <input
                    id={inputId}
                    className={styles.metricInput}
                    type={number ? 'number' : 'text'}
                    min={number ? 0 : undefined}
                    // Scores may be decimals (2.5 is a valid value): any step, and a keypad with the decimal point.
                    step={number ? 'any' : undefined}
                    inputMode={number ? 'decimal' : undefined}
                    aria-label={`${p.team.name} ${metric.name} round ${round}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    value={values[p.teamId]?.[round]?.[metric.name] ?? ''}
                    onChange={(event) => onValue(p.teamId, metric, event.target.value)}
                  />
                  {error && (
                    <p id={`${inputId}-error`} className="form-error" role="alert">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
    </>
  );
}

/**
 * What the score forms of a match (Report Score, Correct Result) work on: the match and its metrics, the
 * participants' stored rounds and the shown round.
 */
export function useRoundScores(matchId: string) {
  const details = useReportScoreMatchQuery({ variables: { id: matchId } });
  const stats = useReportScoreStatsQuery({ variables: { id: matchId } });
  const [round, setRound] = useState(1);
  const match = details.data?.match;
  const participants = useSteadyOrder(stats.data?.match.participants);
  return { details, stats, match, participants, metrics: reportMetrics(match), rounds: Math.max(1, match?.rounds ?? 1), round, setRound };
}

/** What useRoundScores gives a score form. */
export type RoundScores = ReturnType<typeof useRoundScores>;

/** Calls `init` with the stored rounds once they are there, once: the typed values start from them. */
export function useInitialValues(participants: Participants | undefined, init: (values: Values) => void): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done || !participants) return;
    init(valuesFrom(participants));
    setDone(true);
  }, [participants, done, init]);
  return done;
}

/**
 * Report Score (doc 02, Score reporting modal): rounds 1..N with Prev/Next, the ladder's active
 * metrics per team per round, Update Scores (a fresh idempotency key per click, the same key when
 * that click is retried) and Finalize Scores, enabled once the server marks the scores updated and
 * the match is not completed, behind an 'Are you sure?' confirmation.
 */
export function ReportScoreModal({ matchId, onClose }: { matchId: string; onClose: () => void }) {
  const scores = useRoundScores(matchId);
  const { details, stats, match, participants, metrics } = scores;
  const [report] = useReportMatchScores();
  const [finalize, finalizeState] = useFinalizeMatch();
  const [confirming, setConfirming] = useState(false);
  const attempt = useRef<string | null>(null);

  const form = useForm<Values>({
    initialValues: {},
    validationSchema: scoresSchema(metrics),
    // Update Scores: one key per click; a retry of this click (transient failure) sends the same key, so it applies once.
    onSubmit: async (values, helpers) => {
      const key = newIdempotencyKey();
      attempt.current = key;
      const send = () => report({ variables: { matchId, scores: buildScores(values, metrics), idempotencyKey: key } });
      for (let tries = 0; ; tries += 1) {
        try {
          await send();
          notify.success(SCORES_UPDATED);
          return;
        } catch (e) {
          if (tries < 2 && isTransient(e) && attempt.current === key) continue;
          // The server names the value it refused (scores.teamId.round.metric): shown beside that input.
          const fields = Object.entries(fieldErrorsOf(e) ?? {}).filter(([k]) => k.startsWith('scores.') && k.split('.').length >= 4);
          for (const [k, m] of fields) helpers.setFieldError(k.slice('scores.'.length), m);
          const message = errorMessage(e, 'Failed to update scores');
          helpers.setFormError(message);
          notify.error(message);
          return;
        }
      }
    },
  });
  const { resetForm, setValues, setStatus } = form;
  // The form initialises once, from the stored rounds.
  const loaded = useInitialValues(
    participants,
    useCallback((initial: Values) => resetForm({ values: initial }), [resetForm]),
  );
  const values = loaded ? form.values : null;
  const badRounds = roundsWithErrors(form.errors);
  const error = form.formError;

  const completed = (stats.data?.match.status ?? match?.status) === 'COMPLETED';
  const scoreUpdated = stats.data?.match.isScoreUpdated ?? match?.isScoreUpdated ?? false;

  const doFinalize = async () => {
    void setStatus(undefined);
    try {
      await finalize({ variables: { matchId } });
      setConfirming(false);
      notify.success(SCORES_FINALIZED);
      await stats.refetch().catch(() => undefined);
    } catch (e) {
      setConfirming(false);
      const message = errorMessage(e, 'Failed to finalize scores');
      void setStatus({ formError: message } satisfies FormStatus);
      notify.error(message);
    }
  };

  let body;
  if (details.loading && !match) body = <p className={styles.state}>Loading match details...</p>;
  else if (details.error && !match) body = <p className={`${styles.state} ${styles.stateError}`} role="alert">{`Error fetching match data: ${errorMessage(details.error)}`}</p>;
  else if (stats.error && !participants)
    body = (
      <p className={`${styles.state} ${styles.stateError}`} role="alert">
        {STATS_ERROR}
      </p>
    );
  else if (!participants || !values) body = <p className={styles.state}>Loading participants…</p>;
  else
    body = (
      <>
        <RoundScoresFields scores={scores} participants={participants} values={values} setValues={setValues} errors={form.errors} disabled={completed} />
        {badRounds.length > 0 && form.submitCount > 0 && (
          <p className="form-error" role="alert">{`Fix the scores marked in round ${badRounds.join(', ')}.`}</p>
        )}
        {metrics.length === 0 && <p className={styles.state}>{match?.league ? "No active metrics in this ladder's score settings." : "No active metrics for this match's game."}</p>}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </>
    );

  const ready = Boolean(participants && values && participants.length > 0);
  return (
    <Modal
      title="Report Score"
      size="lg"
      onClose={onClose}
      footer={
        <>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={!ready || details.loading || stats.loading || completed || form.isSubmitting}
            onClick={() => void form.submitForm()}
          >
            {form.isSubmitting ? 'Updating...' : 'Update Scores'}
          </button>
          <button type="button" className="btn btn-primary" disabled={!scoreUpdated || completed || finalizeState.loading} onClick={() => setConfirming(true)}>
            Finalize Scores
          </button>
        </>
      }
    >
      {body}
      {completed && <p className={styles.state}>This match is completed; its scores are final.</p>}
      {confirming && (
        <ConfirmModal
          title="Are you sure?"
          confirmLabel="Yes, Finalize"
          pendingLabel="Finalizing..."
          pending={finalizeState.loading}
          onConfirm={() => void doFinalize()}
          onCancel={() => setConfirming(false)}
        >
          <p className={styles.modalText}>Finalizing is permanent: the match is completed and the standings move.</p>
        </ConfirmModal>
      )}
    </Modal>
  );
}

export default ReportScoreModal;
