import { getIn } from 'formik';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import { DashboardWho } from '../../components/dashboard/DashboardList';
import { Form, FormError, SubmitButton, useForm } from '../../components/forms';
import styles from '../../components/dashboard/Dashboard.module.css';
import { useDecideLadderTeam, useUpdateLadderMetrics, useUpdateLadderSettings } from '../../components/ladder/ladderMutations';
import { Modal } from '../../components/ui/Modal';
import { useConfirm } from '../../components/ui/useConfirm';
import { graphql } from '../../gql';
import type { EntryDecision } from '../../gql/graphql';
import { useLadderMetricsQuery, useLadderTeamsQuery } from '../../gql/hooks';
import { errorMessage, fieldErrorsOf } from '../../lib/errors';
import { teamPath } from '../../lib/paths';
import { notify } from '../../lib/toast';
import { useBusyAction } from '../../lib/useBusyAction';

export const ladderTeamsQuery = graphql(`
  query LadderTeams($id: String!) {
    league(param: $id) {
      id
      teamCount
      maxTeams
      participants {
        teamId
        status
        team {
          id
          name
          profilePicture
        }
      }
    }
  }
`);

/** One metric row of SCORE SETTINGS; saving the metrics brings them back in this shape. */
export const ladderModalsMetricFragment = graphql(`
  fragment LadderModals_metric on LadderMetric {
    name
    type
    weight
    active
    text
  }
`);

export const ladderMetricsQuery = graphql(`
  query LadderMetrics($id: String!) {
    league(param: $id) {
      id
      game {
        id
        title
      }
      metrics {
        ...LadderModals_metric
      }
    }
  }
`);

export const METRICS_EMPTY = 'No metrics to submit!';
export const METRICS_SAVED = 'Metrics updated successfully!';
export const METRICS_FAILED = 'An error occurred while updating metrics.';
export const METRICS_NO_GAME = 'Error: Game ID is required to load data.';
/** Beside a weight that is not a whole number of 0 or more (the server's words for the same refusal). */
export const WEIGHT_INVALID = 'Metric values must be whole numbers of 0 or more.';
/** Beside a text metric's text over 200 characters (the server's words). */
export const METRIC_TEXT_INVALID = 'Text metrics take text of up to 200 characters.';

interface LadderRef {
  id: string;
  name: string;
}

const DECISION_LABEL: Record<EntryDecision, string> = { APPROVE: 'Approve', DECLINE: 'Decline', KICK: 'Kick' };

/** A staff decision on one team of the ladder: Approve is the primary action, Decline and Kick the danger ones. */
function DecisionButton({
  decision,
  teamName,
  disabled,
  onDecide,
}: {
  decision: EntryDecision;
  teamName: string;
  disabled: boolean;
  onDecide: (decision: EntryDecision) => void;
}) {
  const label = DECISION_LABEL[decision];
  return (
    <button
      type="button"
      className={decision === 'APPROVE' ? 'btn btn-sm btn-primary' : `btn btn-sm btn-ghost ${styles.danger}`}
      disabled={disabled}
      aria-label={`${label} ${teamName}`}
      onClick={() => onDecide(decision)}
    >
      {label}
    </button>
  );
}

/** Active teams (Kick, View) or pending teams (Approve, Decline) of a ladder. */
export function LadderTeamsModal({ ladder, view, onClose }: { ladder: LadderRef; view: 'active' | 'pending'; onClose: () => void }) {
  const { data, loading, error } = useLadderTeamsQuery({ variables: { id: ladder.id }, fetchPolicy: 'cache-and-network' });
  const [decide] = useDecideLadderTeam();
  const { busy, run } = useBusyAction();
  const confirm = useConfirm();
  const wanted = view === 'active' ? 'APPROVED' : 'PENDING';
  const rows = (data?.league.participants ?? []).filter((p) => p.status === wanted);

  // Approve says what happened here; Decline and Kick say it through their confirmation.
  const act = (teamId: string, decision: EntryDecision, teamName?: string) =>
    run(`${teamId}:${decision}`, () => decide({ variables: { leagueId: ladder.id, teamId, decision } }), {
      success: decision === 'APPROVE' && teamName ? `${teamName} joined ${ladder.name}.` : undefined,
    });

  const decisionOf = (p: { teamId: string; team: { name: string } }) => ({
    teamName: p.team.name,
    disabled: busy !== null,
    // Decline and Kick cannot be undone: they ask first, naming the team and the ladder.
    onDecide: (decision: EntryDecision) =>
      decision === 'APPROVE'
        ? void act(p.teamId, decision, p.team.name)
        : confirm.ask({
            title: `${DECISION_LABEL[decision]} ${p.team.name}?`,
            question:
              decision === 'KICK'
                ? `Kick ${p.team.name} from ${ladder.name}? The team leaves the ladder.`
                : `Decline the request of ${p.team.name} to join ${ladder.name}?`,
            confirmLabel: DECISION_LABEL[decision],
            done: decision === 'KICK' ? `${p.team.name} was kicked from ${ladder.name}.` : `${p.team.name}'s request to join ${ladder.name} was declined.`,
            run: () => act(p.teamId, decision),
          }),
  });

  const title = view === 'active' ? 'ACTIVE TEAMS' : 'PENDING TEAMS';
  return (
    <Modal title={`${title}: ${ladder.name}`} onClose={onClose}>
      {confirm.dialog}
      {loading && !data ? (
        <p className={styles.state}>Loading...</p>
      ) : error && !data ? (
        <p className={`${styles.state} ${styles.stateError}`} role="alert">
          {errorMessage(error, 'Failed to fetch ladder teams')}
        </p>
      ) : (
        <>
          {data && view === 'active' && <p className={styles.meta}>{`teams: ${data.league.teamCount}/${data.league.maxTeams}`}</p>}
          {rows.length === 0 ? (
            <p className={styles.empty}>{view === 'active' ? 'No Active Teams in Ladder' : 'No Pending Teams'}</p>
          ) : (
            <ul className={styles.rows}>
              {rows.map((p) => (
                <li key={p.teamId} className={styles.row}>
                  <DashboardWho picture={p.team.profilePicture} fallback="team" name={p.team.name} size={40} />
                  <span className={styles.buttons}>
                    {view === 'active' ? (
                      <>
                        <Link className="btn btn-sm btn-ghost" to={teamPath(p.team.name)} aria-label={`View ${p.team.name}`}>
                          View
                        </Link>
                        <DecisionButton decision="KICK" {...decisionOf(p)} />
                      </>
                    ) : (
                      <>
                        <DecisionButton decision="APPROVE" {...decisionOf(p)} />
                        <DecisionButton decision="DECLINE" {...decisionOf(p)} />
                      </>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Modal>
  );
}

export interface LadderSettingsValues {
  maxTeams: number;
  openEntry: boolean;
  winPoints: number;
  drawPoints: number;
  lossPoints: number;
}

/** Ladder settings: capacity, open entry or approval, win/draw/loss points. */
export function LadderSettingsModal({ ladder, onClose }: { ladder: LadderRef & LadderSettingsValues; onClose: () => void }) {
  const idBase = useId();
  const [save] = useUpdateLadderSettings();
  const form = useForm<LadderSettingsValues>({
    initialValues: {
      maxTeams: ladder.maxTeams,
      openEntry: ladder.openEntry,
      winPoints: ladder.winPoints,
      drawPoints: ladder.drawPoints,
      lossPoints: ladder.lossPoints,
    },
    validationSchema: yup.object({
      maxTeams: yup.number().integer().min(2).max(1024),
      openEntry: yup.boolean(),
      winPoints: yup.number().integer().min(0).max(100),
      drawPoints: yup.number().integer().min(0).max(100),
      lossPoints: yup.number().integer().min(0).max(100),
    }),
    onSubmit: async (values, helpers) => {
      try {
        await save({ variables: { leagueId: ladder.id, input: values } });
        notify.success('Ladder settings saved!');
        onClose();
      } catch (e) {
        const message = errorMessage(e, 'Something went wrong');
        helpers.setFormError(message);
        notify.error(message);
      }
    },
  });
  // Typed numbers are kept whole and inside the field's range.
  const num = (key: 'maxTeams' | 'winPoints' | 'drawPoints' | 'lossPoints', label: string, min: number, max: number) => (
    <div className={styles.field}>
      <label htmlFor={`${idBase}-${key}`} className={styles.label}>
        {label}
      </label>
      <input
        id={`${idBase}-${key}`}
        type="number"
        className={styles.input}
        min={min}
        max={max}
        value={form.values[key]}
        onChange={(e) => void form.setFieldValue(key, Math.max(min, Math.min(max, Math.floor(Number(e.target.value) || 0))))}
      />
    </div>
  );

  return (
    <Modal title={`Ladder Settings: ${ladder.name}`} size="sm" onClose={onClose}>
      <Form form={form} className={styles.inviteForm}>
        {num('maxTeams', 'Capacity (teams)', 2, 1024)}
        <label className={styles.check}>
          <input type="checkbox" checked={form.values.openEntry} onChange={(e) => void form.setFieldValue('openEntry', e.target.checked)} />
          Open entry (teams join without approval)
        </label>
        {num('winPoints', 'Win points', 0, 100)}
        {num('drawPoints', 'Draw points', 0, 100)}
        {num('lossPoints', 'Loss points', 0, 100)}
        <FormError className={styles.formError} />
        <SubmitButton pendingLabel="Saving...">Save Settings</SubmitButton>
      </Form>
    </Modal>
  );
}

/** One metric as the form holds it: the weight as typed (checked, never clamped), a text metric's text. */
interface MetricRow {
  name: string;
  type: string;
  weight: string;
  text: string;
  active: boolean;
}

const isNumber = (type: string) => type.toLowerCase() === 'number';

/**
 * SCORE SETTINGS: per metric of the ladder's game its weight (a stepper that never goes below 0, or
 * a text input for text metrics) and an Active / Inactive radio; Save Metrics. Loads after the
 * game's metrics; the form initialises once.
 */
export function ScoreSettingsModal({ ladder, onClose }: { ladder: LadderRef; onClose: () => void }) {
  const { data, loading, error } = useLadderMetricsQuery({ variables: { id: ladder.id }, fetchPolicy: 'network-only' });
  const [initialRows, setInitialRows] = useState<MetricRow[] | null>(null);

  useEffect(() => {
    if (initialRows || !data?.league.metrics || !data.league.game) return;
    setInitialRows(data.league.metrics.map((m) => ({ name: m.name, type: m.type, weight: String(m.weight), text: m.text ?? '', active: m.active })));
  }, [data, initialRows]);

  let body;
  if (loading && !data) body = <p className={styles.state}>Loading...</p>;
  else if (error && !data)
    body = (
      <p className={`${styles.state} ${styles.stateError}`} role="alert">
        {errorMessage(error, 'Failed to load data')}
      </p>
    );
  else if (data && !data.league.game)
    body = (
      <p className={`${styles.state} ${styles.stateError}`} role="alert">
        {METRICS_NO_GAME}
      </p>
    );
  else if (!initialRows) body = <p className={styles.state}>Loading...</p>;
  else body = <ScoreSettingsForm ladderId={ladder.id} initialRows={initialRows} />;

  return (
    <Modal title="SCORE SETTINGS" onClose={onClose}>
      <p className={styles.meta}>
        {ladder.name}
        {data?.league.game ? ` · ${data.league.game.title}` : ''}: each round adds value × weight of every active number metric.
      </p>
      {body}
    </Modal>
  );
}

/**
 * A weight is a whole number of 0 or more (a stepper: the spec's minus stops at 0); a typed -3 or 0.5 is shown as
 * typed with WEIGHT_INVALID beside it and nothing is sent. Text metrics' text is saved (scoring_rules[0]).
 */
export const scoreSettingsSchema = yup.object({
  rows: yup.array(
    yup.object({
      type: yup.string(),
      weight: yup.string().when('type', {
        is: (type: string) => isNumber(type ?? ''),
        then: (schema) => schema.required(WEIGHT_INVALID).matches(/^\s*\d+\s*$/, WEIGHT_INVALID).test('max', WEIGHT_INVALID, (v) => Number(v) <= 1000),
      }),
      text: yup.string().max(200, METRIC_TEXT_INVALID),
    }),
  ),
});

/** The metric rows of SCORE SETTINGS: numeric weights, text metrics' text, Active / Inactive. */
function ScoreSettingsForm({ ladderId, initialRows }: { ladderId: string; initialRows: MetricRow[] }) {
  const idBase = useId();
  const [save] = useUpdateLadderMetrics();
  const [saved, setSaved] = useState(false);
  const form = useForm({
    initialValues: { rows: initialRows },
    validationSchema: scoreSettingsSchema,
    onSubmit: async ({ rows }, helpers) => {
      setSaved(false);
      if (rows.length === 0) {
        notify.error(METRICS_EMPTY);
        helpers.setFormError(METRICS_EMPTY);
        return;
      }
      try {
        await save({
          variables: {
            leagueId: ladderId,
            metrics: rows.map((r) =>
              isNumber(r.type) ? { name: r.name, weight: Number(r.weight), active: r.active } : { name: r.name, weight: 0, active: r.active, text: r.text },
            ),
          },
        });
        notify.success(METRICS_SAVED);
        setSaved(true);
      } catch (e) {
        notify.error(METRICS_FAILED);
        // The server names the value it refused: metrics.<name>.weight or .text, shown beside that input.
        const placed = Object.entries(fieldErrorsOf(e) ?? {}).filter(([key, message]) => {
          const match = /^metrics\.(.+)\.(weight|text)$/.exec(key);
          const index = match ? rows.findIndex((r) => r.name === match[1]) : -1;
          if (index < 0 || !match) return false;
          helpers.setFieldError(`rows.${index}.${match[2]}`, message);
          return true;
        });
        if (placed.length === 0) helpers.setFormError(`${METRICS_FAILED} ${errorMessage(e, '')}`.trim());
      }
    },
  });
  const { rows } = form.values;
  const update = (name: string, patch: Partial<MetricRow>) =>
    void form.setFieldValue(
      'rows',
      rows.map((r) => (r.name === name ? { ...r, ...patch } : r)),
    );
  const errorOf = (index: number, key: 'weight' | 'text'): string | undefined => {
    const message: unknown = getIn(form.errors, `rows.${index}.${key}`);
    return typeof message === 'string' ? message : undefined;
  };

  return (
    <Form form={form} className={styles.inviteForm}>
      {rows.length === 0 && <p className={styles.empty}>No metrics</p>}
      {rows.map((row, index) => {
        const weight = Number(row.weight);
        const whole = /^\s*\d+\s*$/.test(row.weight);
        const error = errorOf(index, isNumber(row.type) ? 'weight' : 'text');
        const errorId = `${idBase}-${index}-error`;
        return (
          <fieldset key={row.name} className={styles.metric} aria-label={row.name}>
            <legend className={styles.label}>{row.name}</legend>
            {isNumber(row.type) ? (
              <div className={styles.stepper}>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={`Decrease ${row.name}`}
                  disabled={!whole || weight <= 0}
                  onClick={() => update(row.name, { weight: String(Math.max(0, weight - 1)) })}
                >
                  −
                </button>
                <input
                  className={styles.stepperValue}
                  type="number"
                  min={0}
                  step={1}
                  aria-label={`${row.name} weight`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  value={row.weight}
                  onChange={(e) => update(row.name, { weight: e.target.value })}
                />
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={`Increase ${row.name}`}
                  onClick={() => update(row.name, { weight: String(whole ? weight + 1 : 0) })}
                >
                  +
                </button>
              </div>
            ) : (
              <input
                className={styles.input}
                type="text"
                aria-label={`${row.name} value`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                value={row.text}
                onChange={(e) => update(row.name, { text: e.target.value })}
                placeholder="Text metric (recorded, not scored)"
              />
            )}
            {error && (
              <p id={errorId} className="form-error" role="alert">
                {error}
              </p>
            )}
            <div className={styles.radios} role="radiogroup" aria-label={`${row.name} active`}>
              <label className={styles.check}>
                <input type="radio" name={`active-${row.name}`} checked={row.active} onChange={() => update(row.name, { active: true })} />
                Active
              </label>
              <label className={styles.check}>
                <input type="radio" name={`active-${row.name}`} checked={!row.active} onChange={() => update(row.name, { active: false })} />
                Inactive
              </label>
            </div>
          </fieldset>
        );
      })}
      <FormError className={styles.formError} />
      {saved && (
        <p className={styles.meta} role="status">
          {METRICS_SAVED}
        </p>
      )}
      <SubmitButton pendingLabel="Saving...">Save Metrics</SubmitButton>
    </Form>
  );
}
