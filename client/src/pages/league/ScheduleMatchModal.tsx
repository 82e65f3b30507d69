import { fromDate, now, toCalendarDateTime, type CalendarDateTime } from '@internationalized/date';
import * as yup from 'yup';
import { Form, FormError, SubmitButton, useForm } from '../../components/forms';
import { useScheduleMatch } from '../../components/ladder/ladderMutations';
import { SuggestedTimes } from '../../components/scheduling/SuggestedTimes';
import { DatePickerField } from '../../components/ui/DatePickerField';
import { Modal } from '../../components/ui/Modal';
import { PickComboBox, type PickOption } from '../../components/ui/PickComboBox';
import { useLeagueTeamsQuery } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { userTimeZone } from '../../lib/dates';
import { notify } from '../../lib/toast';
import styles from './League.module.css';

/** The next full hour in the viewer's zone: the time a new match starts with. */
function nextHour(timeZone: string): CalendarDateTime {
  const t = toCalendarDateTime(now(timeZone)).set({ minute: 0, second: 0, millisecond: 0 });
  return t.add({ hours: 1 });
}

interface ScheduleMatchValues {
  home: string | null;
  away: string | null;
  when: CalendarDateTime | null;
}

export const MATCH_IN_PAST = 'A match is scheduled in the future.';

/** Two different teams and a time ahead of now (the server refuses a past one with the same words). */
export const scheduleMatchSchema = yup.object({
  home: yup.string().nullable().required('Select a team.'),
  away: yup
    .string()
    .nullable()
    .required('Select a team.')
    .test('different', 'Pick two different teams.', function (away) {
      return !away || away !== this.parent.home;
    }),
  when: yup
    .mixed<CalendarDateTime>()
    .nullable()
    .required('A scheduled time is required.')
    .test('future', MATCH_IN_PAST, (when) => !when || when.toDate(userTimeZone()).getTime() > Date.now()),
});

/**
 * Schedule A Match (doc 02): two approved teams and a time (required; entered in the viewer's time
 * zone, sent as an instant). A refusal reads 'Failed to create match: {message}'.
 */
export default function ScheduleMatchModal({ leagueId, onClose }: { leagueId: string; onClose: () => void }) {
  const timeZone = userTimeZone();
  // Every approved team to pick from (the page itself shows only the first few).
  const approved = useLeagueTeamsQuery({ variables: { id: leagueId } });
  const teams: PickOption[] = (approved.data?.league.participants ?? []).map((p) => ({ id: p.team.id, title: p.team.name }));
  const teamsLoading = approved.loading && !approved.data;
  const [schedule] = useScheduleMatch();

  const form = useForm<ScheduleMatchValues>({
    initialValues: { home: null, away: null, when: nextHour(timeZone) },
    validationSchema: scheduleMatchSchema,
    onSubmit: async ({ home, away, when }, helpers) => {
      try {
        await schedule({ variables: { leagueId, teamIds: [home!, away!], scheduledTime: when!.toDate(timeZone).toISOString() } });
        notify.success('Match scheduled!');
        onClose();
      } catch (e) {
        const message = `Failed to create match: ${errorMessage(e)}`;
        helpers.setFormError(message);
        notify.error(message);
      }
    },
  });
  const pick = (name: keyof ScheduleMatchValues) => (value: unknown) => void form.setFieldValue(name, value);

  return (
    <Modal title="Schedule A Match" onClose={onClose}>
      <Form form={form} className={styles.modalForm}>
        {approved.loading && <p className={styles.state}>Loading...</p>}
        {approved.data && teams.length < 2 && <p className={styles.state}>Two approved teams are needed to schedule a match.</p>}
        <PickComboBox label="Team 1" options={teams} selectedId={form.values.home} onChange={pick('home')} error={form.fieldError('home')} placeholder="Select a team" loading={teamsLoading} />
        <PickComboBox label="Team 2" options={teams} selectedId={form.values.away} onChange={pick('away')} error={form.fieldError('away')} placeholder="Select a team" loading={teamsLoading} />
        <SuggestedTimes
          leagueId={leagueId}
          teamA={form.values.home}
          teamB={form.values.away}
          onPick={(iso) => pick('when')(toCalendarDateTime(fromDate(new Date(iso), timeZone)).set({ second: 0, millisecond: 0 }))}
        />
        <DatePickerField<CalendarDateTime>
          label="Scheduled Time"
          granularity="minute"
          value={form.values.when}
          onChange={pick('when')}
          isRequired
          error={form.fieldError('when')}
          hint={`In your time zone (${timeZone}).`}
        />
        <FormError className="form-error" />
        <SubmitButton pendingLabel="Creating...">Create Match</SubmitButton>
      </Form>
    </Modal>
  );
}
