import { FieldArray } from 'formik';
import * as yup from 'yup';
import { Form, FormError, SubmitButton, useAppForm } from '../forms';
import { Modal } from '../ui/Modal';
import { graphql } from '../../gql';
import { useTeamAvailabilityEditorQuery, useUpdateTeamAvailabilityMutation } from '../../gql/hooks';
import { userTimeZone } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/toast';
import styles from './Scheduling.module.css';

export const teamAvailabilityEditorQuery = graphql(`
  query TeamAvailabilityEditor($teamId: ID!) {
    teamAvailability(teamId: $teamId) {
      teamId
      timeZone
      windows {
        weekday
        start
        end
      }
      viewerCanEdit
    }
  }
`);

export const updateTeamAvailabilityMutation = graphql(`
  mutation UpdateTeamAvailability($teamId: ID!, $timeZone: String!, $windows: [AvailabilityWindowInput!]!) {
    updateTeamAvailability(teamId: $teamId, timeZone: $timeZone, windows: $windows) {
      teamId
      timeZone
      windows {
        weekday
        start
        end
      }
      viewerCanEdit
    }
  }
`);

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const MAX_WINDOWS = 28;
const WEEKDAY_INVALID = 'The weekday is a whole number from 1 (Monday) to 7 (Sunday).';
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const END = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** Every IANA zone the browser knows (the server checks the name too). */
function timeZones(current: string): string[] {
  let zones: string[];
  try {
    zones = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    zones = [];
  }
  return zones.includes(current) ? zones : [current, ...zones];
}

interface WindowValue {
  weekday: number;
  start: string;
  end: string;
}
interface AvailabilityValues {
  timeZone: string;
  windows: WindowValue[];
}

/** The server's rules, said the same way: weekday 1-7, HH:MM, end after start, at most 28 windows. */
export const availabilitySchema = yup.object({
  timeZone: yup.string().required('The time zone must be an IANA name, e.g. Europe/Berlin.'),
  windows: yup
    .array()
    .max(MAX_WINDOWS, 'Availability is a list of at most 28 weekly windows.')
    .of(
      yup.object({
        weekday: yup
          .number()
          .required(WEEKDAY_INVALID)
          .test('weekday', WEEKDAY_INVALID, (d) => Number.isInteger(d) && d! >= 1 && d! <= 7),
        start: yup.string().required('The start is a time of day, HH:MM.').matches(HHMM, 'The start is a time of day, HH:MM.'),
        end: yup
          .string()
          .required('The end is a time of day, HH:MM (24:00 for midnight).')
          .matches(END, 'The end is a time of day, HH:MM (24:00 for midnight).')
          .test('after', 'A window ends after it starts.', function (end) {
            return !end || !HHMM.test(this.parent.start ?? '') || end > this.parent.start;
          }),
      }),
    ),
});

/** The error formik holds for one window's field, once a submit was tried or the list was touched. */
function windowError(errors: unknown, i: number, key: keyof WindowValue): string | undefined {
  const list = errors as Array<Partial<Record<keyof WindowValue, string>> | undefined> | string | undefined;
  return Array.isArray(list) ? list[i]?.[key] : undefined;
}

function Editor({ teamId, teamName, initial, onClose }: { teamId: string; teamName: string; initial: AvailabilityValues; onClose: () => void }) {
  const [update] = useUpdateTeamAvailabilityMutation();
  const form = useAppForm<AvailabilityValues>({
    initialValues: initial,
    validationSchema: availabilitySchema,
    onSubmit: async ({ timeZone, windows }) => {
      await update({
        variables: { teamId, timeZone, windows: windows.map((w) => ({ weekday: Number(w.weekday), start: w.start, end: w.end })) },
        update: (cache, { data }) => {
          if (data) cache.writeQuery({ query: teamAvailabilityEditorQuery, variables: { teamId }, data: { teamAvailability: data.updateTeamAvailability } });
        },
      });
      notify.success(`Availability of ${teamName} saved.`);
      onClose();
    },
  });
  const zones = timeZones(form.values.timeZone);
  const shown = form.submitCount > 0 || Boolean(form.touched.windows);
  const listError = typeof form.errors.windows === 'string' ? form.errors.windows : undefined;
  return (
    <Form form={form} aria-label={`Availability of ${teamName}`}>
      <label className={styles.zone}>
        <span>Time zone</span>
        <select name="timeZone" value={form.values.timeZone} onChange={form.handleChange} aria-invalid={Boolean(form.fieldError('timeZone'))}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </label>
      {form.fieldError('timeZone') && <p className={styles.error}>{form.fieldError('timeZone')}</p>}
      <FieldArray name="windows">
        {(helpers) => (
          <>
            {form.values.windows.length === 0 && <p className={styles.muted}>No windows yet: add the hours your team can play.</p>}
            <ul className={styles.windows}>
              {form.values.windows.map((w, i) => (
                <li key={i} className={styles.windowRow} data-testid="availability-window">
                  <label>
                    <span>Day</span>
                    <select name={`windows.${i}.weekday`} value={w.weekday} onChange={(e) => void form.setFieldValue(`windows.${i}.weekday`, Number(e.target.value))}>
                      {WEEKDAYS.map((day, d) => (
                        <option key={day} value={d + 1}>
                          {day}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label>
                    <span>From</span>
                    <input type="time" name={`windows.${i}.start`} value={w.start} onChange={form.handleChange} onBlur={form.handleBlur} aria-invalid={shown && Boolean(windowError(form.errors.windows, i, 'start'))} />
                  </label>
                  <label>
                    <span>To</span>
                    <input type="time" name={`windows.${i}.end`} value={w.end} onChange={form.handleChange} onBlur={form.handleBlur} aria-invalid={shown && Boolean(windowError(form.errors.windows, i, 'end'))} />
                  </label>
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => helpers.remove(i)} aria-label={`Remove ${WEEKDAYS[w.weekday - 1] ?? ''} ${w.start}-${w.end}`}>
                    Remove
                  </button>
                  {shown &&
                    (['weekday', 'start', 'end'] as const).map((key) =>
                      windowError(form.errors.windows, i, key) ? (
                        <p key={key} className={styles.error} role="alert">
                          {windowError(form.errors.windows, i, key)}
                        </p>
                      ) : null,
                    )}
                </li>
              ))}
            </ul>
            {shown && listError && <p className={styles.error}>{listError}</p>}
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={form.values.windows.length >= MAX_WINDOWS}
              onClick={() => helpers.push({ weekday: 1, start: '19:00', end: '22:00' })}
            >
              Add window
            </button>
          </>
        )}
      </FieldArray>
      <FormError />
      <SubmitButton pendingLabel="Saving...">Save Availability</SubmitButton>
    </Form>
  );
}

/** Team Manager's availability editor: weekly windows in the team's own IANA zone (its leader and co-leaders). */
export function AvailabilityModal({ teamId, teamName, onClose }: { teamId: string; teamName: string; onClose: () => void }) {
  const { data, loading, error } = useTeamAvailabilityEditorQuery({ variables: { teamId }, fetchPolicy: 'cache-and-network' });
  const current = data?.teamAvailability;
  return (
    <Modal title={`Availability of ${teamName}`} onClose={onClose}>
      {loading && !current && <p className={styles.muted}>Loading...</p>}
      {error && !current && <p className={styles.error} role="alert">{`Error: ${errorMessage(error)}`}</p>}
      {current && (
        <Editor
          teamId={teamId}
          teamName={teamName}
          initial={{ timeZone: current.timeZone ?? userTimeZone(), windows: current.windows.map((w) => ({ weekday: w.weekday, start: w.start, end: w.end === '24:00' ? '23:59' : w.end })) }}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
