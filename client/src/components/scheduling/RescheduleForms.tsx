import { fromDate, toCalendarDateTime, type CalendarDateTime } from '@internationalized/date';
import * as yup from 'yup';
import { Form, FormError, SubmitButton, useAppForm } from '../forms';
import { DatePickerField } from '../ui/DatePickerField';
import { graphql } from '../../gql';
import type { ReschedulePanel_MatchFragment } from '../../gql/graphql';
import { useMoveMatchMutation, useProposeRescheduleMutation } from '../../gql/hooks';
import { formatScheduledTime, userTimeZone } from '../../lib/scheduledTime';
import { notify } from '../../lib/toast';
import { SuggestedTimes } from './SuggestedTimes';
import styles from './Scheduling.module.css';

// The Reschedule panel's two forms, with their date pickers, schemas and form library: the panel loads this module only
// when it shows one of them (ReschedulePanel.tsx), so a match page whose viewer may not reschedule never downloads it.

export const proposeRescheduleMutation = graphql(`
  mutation ProposeReschedule($matchId: ID!, $times: [DateTime!]!) {
    proposeReschedule(matchId: $matchId, times: $times) {
      id
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

export const MAX_PROPOSED_TIMES = 3;
export const TIME_IN_PAST = 'A new time must be in the future.';

interface ProposeValues {
  times: Array<CalendarDateTime | null>;
}

/** One to three distinct times ahead of now (the server refuses the same, naming times.N). */
export const proposeSchema = yup.object({
  times: yup
    .array()
    .of(
      yup
        .mixed<CalendarDateTime>()
        .nullable()
        .test('future', TIME_IN_PAST, (t) => !t || t.toDate(userTimeZone()).getTime() > Date.now()),
    )
    .test('some', 'Propose at least one new time.', (times) => (times ?? []).some(Boolean))
    .test('distinct', 'Propose each time once.', (times) => {
      const set = (times ?? []).filter(Boolean).map((t) => t!.toString());
      return new Set(set).size === set.length;
    }),
});

const toPicker = (iso: string, timeZone: string) =>
  toCalendarDateTime(fromDate(new Date(iso), timeZone)).set({ second: 0, millisecond: 0 });

export function ProposeForm({ match, teamIds }: { match: ReschedulePanel_MatchFragment; teamIds: string[] }) {
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
      {match.league && (
        <SuggestedTimes leagueId={match.league.id} teamA={teamIds[0] ?? null} teamB={teamIds[1] ?? null} onPick={pickSuggestion} />
      )}
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
export function MoveForm({ match, teamIds }: { match: ReschedulePanel_MatchFragment; teamIds: string[] }) {
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
      {match.league && (
        <SuggestedTimes
          leagueId={match.league.id}
          teamA={teamIds[0] ?? null}
          teamB={teamIds[1] ?? null}
          onPick={(iso) => form.pickValue('when', toPicker(iso, timeZone))}
        />
      )}
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
