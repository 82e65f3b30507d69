import { fromDate, toCalendarDateTime, type CalendarDateTime } from '@internationalized/date';
import * as yup from 'yup';
import { Form, FormError, SubmitButton, useAppForm } from '../forms';
import { DatePickerField } from '../ui/DatePickerField';
import { Panel } from '../profile/ProfileLayout';
import { graphql } from '../../gql';
import type { ReschedulePanel_MatchFragment } from '../../gql/graphql';
import { useAnswerRescheduleMutation, useMoveMatchMutation, useProposeRescheduleMutation } from '../../gql/hooks';
import { formatScheduledTime, userTimeZone } from '../../lib/dates';
import { useBusyAction } from '../../lib/useBusyAction';
import { notify } from '../../lib/toast';
import { SuggestedTimes } from './SuggestedTimes';
import styles from './Scheduling.module.css';

/** What the match page needs for reschedules; spread into the page's match, so live match events refresh it. */
export const reschedulePanelFragment = graphql(`
  fragment ReschedulePanel_match on Match {
    id
    status
    scheduledTime
    viewerCanProposeReschedule
    viewerCanReport
    league {
      id
    }
    rescheduleProposals {
      id
      status
      times
      expiresAt
      acceptedTime
      viewerCanAnswer
      team {
        id
        name
      }
    }
  }
`);

export const proposeRescheduleMutation = graphql(`
  mutation ProposeReschedule($matchId: ID!, $times: [DateTime!]!) {
    proposeReschedule(matchId: $matchId, times: $times) {
      id
    }
  }
`);

export const answerRescheduleMutation = graphql(`
  mutation AnswerReschedule($proposalId: ID!, $acceptedTime: DateTime, $decline: Boolean) {
    answerReschedule(proposalId: $proposalId, acceptedTime: $acceptedTime, decline: $decline) {
      id
      status
    }
  }
`);

export const moveMatchMutation = graphql(`
  mutation MoveMatch($matchId: ID!, $scheduledTime: DateTime!) {
    moveMatch(matchId: $matchId, scheduledTime: $scheduledTime) {
      id
      scheduledTime
    }
  }
`);

const STATUS_TEXT = {
  PENDING: 'waiting for an answer',
  ACCEPTED: 'accepted',
  DECLINED: 'declined',
  SUPERSEDED: 'replaced by a newer proposal',
  OVERRIDDEN: 'overridden by staff',
  EXPIRED: 'expired',
} as const;

export const MAX_PROPOSED_TIMES = 3;
export const TIME_IN_PAST = 'A new time must be in the future.';

interface ProposeValues {
  times: Array<CalendarDateTime | null>;
}

/** One to three distinct times ahead of now (the server refuses the same, naming times.N). */
export const proposeSchema = yup.object({
  times: yup
    .array()
    .of(yup.mixed<CalendarDateTime>().nullable().test('future', TIME_IN_PAST, (t) => !t || t.toDate(userTimeZone()).getTime() > Date.now()))
    .test('some', 'Propose at least one new time.', (times) => (times ?? []).some(Boolean))
    .test('distinct', 'Propose each time once.', (times) => {
      const set = (times ?? []).filter(Boolean).map((t) => t!.toString());
      return new Set(set).size === set.length;
    }),
});

const toPicker = (iso: string, timeZone: string) => toCalendarDateTime(fromDate(new Date(iso), timeZone)).set({ second: 0, millisecond: 0 });

function ProposeForm({ match, teamIds }: { match: ReschedulePanel_MatchFragment; teamIds: string[] }) {
  const timeZone = userTimeZone();
  const [propose] = useProposeRescheduleMutation();
  const form = useAppForm<ProposeValues>({
    initialValues: { times: [null, null, null] },
    validationSchema: proposeSchema,
    onSubmit: async ({ times }, helpers) => {
      const chosen = times.filter((t): t is CalendarDateTime => t !== null).map((t) => t.toDate(timeZone).toISOString());
      // The toast waits for the refreshed page, so it never contradicts the panel still reading "No new times proposed."
      await propose({ variables: { matchId: match.id, times: chosen }, refetchQueries: ['MatchPage'], awaitRefetchQueries: true });
      notify.success('New times proposed.');
      helpers.resetForm();
    },
  });
  const setTime = (i: number, value: CalendarDateTime | null) => {
    const next = [...form.values.times];
    next[i] = value;
    void form.setFieldValue('times', next);
    void form.setFieldTouched('times', true, false);
  };
  const pickSuggestion = (iso: string) => {
    const free = form.values.times.findIndex((t) => t === null);
    setTime(free === -1 ? MAX_PROPOSED_TIMES - 1 : free, toPicker(iso, timeZone));
  };
  const error = form.fieldError('times');
  return (
    <Form form={form} aria-label="Propose new times">
      {match.league && <SuggestedTimes leagueId={match.league.id} teamA={teamIds[0] ?? null} teamB={teamIds[1] ?? null} onPick={pickSuggestion} />}
      {form.values.times.map((value, i) => (
        <DatePickerField<CalendarDateTime>
          key={i}
          label={`New time ${i + 1}`}
          granularity="minute"
          value={value}
          onChange={(next) => setTime(i, next)}
          isRequired={i === 0}
          hint={i === 0 ? `In your time zone (${timeZone}).` : undefined}
        />
      ))}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <FormError />
      <SubmitButton pendingLabel="Proposing...">Propose</SubmitButton>
    </Form>
  );
}

interface MoveValues {
  when: CalendarDateTime | null;
}

export const moveSchema = yup.object({
  when: yup
    .mixed<CalendarDateTime>()
    .nullable()
    .required('A new time is required.')
    .test('future', TIME_IN_PAST, (t) => !t || t.toDate(userTimeZone()).getTime() > Date.now()),
});

/** Staff override: move the match directly (the double-booking rule still applies); a pending proposal is overridden. */
function MoveForm({ match, teamIds }: { match: ReschedulePanel_MatchFragment; teamIds: string[] }) {
  const timeZone = userTimeZone();
  const [move] = useMoveMatchMutation();
  const form = useAppForm<MoveValues>({
    initialValues: { when: null },
    validationSchema: moveSchema,
    fieldMap: { scheduledTime: 'when' },
    onSubmit: async ({ when }, helpers) => {
      const iso = when!.toDate(timeZone).toISOString();
      await move({ variables: { matchId: match.id, scheduledTime: iso }, refetchQueries: ['MatchPage'] });
      notify.success(`Match moved to ${formatScheduledTime(iso)}.`);
      helpers.resetForm();
    },
  });
  return (
    <Form form={form} aria-label="Move the match">
      {match.league && <SuggestedTimes leagueId={match.league.id} teamA={teamIds[0] ?? null} teamB={teamIds[1] ?? null} onPick={(iso) => form.pickValue('when', toPicker(iso, timeZone))} />}
      <DatePickerField<CalendarDateTime>
        label="Move to"
        granularity="minute"
        value={form.values.when}
        onChange={(next) => form.pickValue('when', next)}
        isRequired
        error={form.fieldError('when')}
        hint={`Staff: moves the match at once. In your time zone (${timeZone}).`}
      />
      <FormError />
      <SubmitButton pendingLabel="Moving...">Move Match</SubmitButton>
    </Form>
  );
}

/**
 * Reschedule (issue 26), for the two teams' leaders and co-leaders: the latest proposal with its state; the other side
 * accepts one of its times or declines; either side proposes up to three new times (suggested where both teams are
 * available). Times read in the viewer's zone.
 */
export function ReschedulePanel({ match, teamIds }: { match: ReschedulePanel_MatchFragment; teamIds: string[] }) {
  const [answer] = useAnswerRescheduleMutation();
  const { busy, run } = useBusyAction();
  const [latest, ...older] = match.rescheduleProposals;
  const answerable = latest?.viewerCanAnswer ?? false;
  const movable = match.viewerCanReport && match.status === 'SCHEDULED';
  if (!match.viewerCanProposeReschedule && !answerable && !movable) return null;

  const accept = (iso: string) =>
    run(`accept:${iso}`, () => answer({ variables: { proposalId: latest!.id, acceptedTime: iso }, refetchQueries: ['MatchPage'] }), { success: `Match moved to ${formatScheduledTime(iso)}.` });
  const decline = () => run('decline', () => answer({ variables: { proposalId: latest!.id, decline: true }, refetchQueries: ['MatchPage'] }), { success: 'Proposal declined.' });

  return (
    <Panel title="Reschedule">
      <div className={styles.panel} data-testid="reschedule-panel">
        {latest ? (
          <p className={styles.stateLine} data-testid="reschedule-state">{`${latest.team.name} proposed new times: ${STATUS_TEXT[latest.status]}.`}</p>
        ) : (
          <p className={styles.muted}>No new times proposed.</p>
        )}
        {latest && (
          <ul className={styles.times}>
            {latest.times.map((iso) => (
              <li key={iso} className={styles.timeRow}>
                <span data-accepted={latest.acceptedTime === iso || undefined}>{formatScheduledTime(iso)}</span>
                {answerable && (
                  <button type="button" className="btn btn-primary btn-sm" disabled={busy !== null} onClick={() => accept(iso)} aria-label={`Accept ${formatScheduledTime(iso)}`}>
                    Accept
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {answerable && (
          <div className={styles.actions}>
            <button type="button" className="btn btn-ghost btn-sm" disabled={busy !== null} onClick={decline}>
              Decline
            </button>
            <span className={styles.muted}>{`Answer before ${formatScheduledTime(latest!.expiresAt)}.`}</span>
          </div>
        )}
        {older.length > 0 && (
          <ul className={styles.history} aria-label="Earlier proposals">
            {older.map((p) => (
              <li key={p.id}>{`${p.team.name}: ${p.times.map((t) => formatScheduledTime(t)).join(' · ')} (${STATUS_TEXT[p.status]})`}</li>
            ))}
          </ul>
        )}
        {match.viewerCanProposeReschedule && <ProposeForm match={match} teamIds={teamIds} />}
        {movable && <MoveForm match={match} teamIds={teamIds} />}
      </div>
    </Panel>
  );
}
