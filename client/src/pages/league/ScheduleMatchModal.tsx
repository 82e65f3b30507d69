import { now, toCalendarDateTime, type CalendarDateTime } from '@internationalized/date';
import { useState } from 'react';
import { useScheduleMatch } from '../../components/ladder/ladderMutations';
import { DatePickerField } from '../../components/ui/DatePickerField';
import { Modal } from '../../components/ui/Modal';
import { PickComboBox, type PickOption } from '../../components/ui/PickComboBox';
import { errorMessage } from '../../lib/errors';
import { userTimeZone } from '../../lib/dates';
import { notify } from '../../lib/toast';
import styles from './League.module.css';

/** The next full hour in the viewer's zone: the time a new match starts with. */
function nextHour(timeZone: string): CalendarDateTime {
  const t = toCalendarDateTime(now(timeZone)).set({ minute: 0, second: 0, millisecond: 0 });
  return t.add({ hours: 1 });
}

/**
 * Schedule A Match (doc 02): two approved teams and a time (required; entered in the viewer's time
 * zone, sent as an instant). A refusal reads 'Failed to create match: {message}'.
 */
export default function ScheduleMatchModal({ leagueId, teams, onClose }: { leagueId: string; teams: readonly PickOption[]; onClose: () => void }) {
  const timeZone = userTimeZone();
  const [home, setHome] = useState<string | null>(null);
  const [away, setAway] = useState<string | null>(null);
  const [when, setWhen] = useState<CalendarDateTime | null>(() => nextHour(timeZone));
  const [errors, setErrors] = useState<{ home?: string; away?: string; when?: string; form?: string }>({});
  const [schedule, { loading }] = useScheduleMatch();

  const submit = async () => {
    const next: typeof errors = {};
    if (!home) next.home = 'Select a team.';
    if (!away) next.away = 'Select a team.';
    if (home && away && home === away) next.away = 'Pick two different teams.';
    if (!when) next.when = 'A scheduled time is required.';
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      await schedule({ variables: { leagueId, teamIds: [home!, away!], scheduledTime: when!.toDate(timeZone).toISOString() } });
      notify.success('Match scheduled!');
      onClose();
    } catch (e) {
      const message = `Failed to create match: ${errorMessage(e)}`;
      setErrors({ form: message });
      notify.error(message);
    }
  };

  return (
    <Modal title="Schedule A Match" onClose={onClose}>
      <form
        className={styles.modalForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {teams.length < 2 && <p className={styles.state}>Two approved teams are needed to schedule a match.</p>}
        <PickComboBox label="Team 1" options={teams} selectedId={home} onChange={setHome} error={errors.home} placeholder="Select a team" />
        <PickComboBox label="Team 2" options={teams} selectedId={away} onChange={setAway} error={errors.away} placeholder="Select a team" />
        <DatePickerField<CalendarDateTime>
          label="Scheduled Time"
          granularity="minute"
          value={when}
          onChange={setWhen}
          isRequired
          error={errors.when}
          hint={`In your time zone (${timeZone}).`}
        />
        {errors.form && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={loading}>
          {loading ? 'Creating...' : 'Create Match'}
        </button>
      </form>
    </Modal>
  );
}
