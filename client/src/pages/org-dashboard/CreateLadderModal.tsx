import type { CalendarDate } from '@internationalized/date';
import { useId } from 'react';
import * as yup from 'yup';
import styles from '../../components/dashboard/Dashboard.module.css';
import { Form, FormError, LabelledInput, SubmitButton, useForm } from '../../components/forms';
import { useCreateLadder } from '../../components/ladder/ladderMutations';
import { DatePickerField } from '../../components/ui/DatePickerField';
import { Modal } from '../../components/ui/Modal';
import { graphql } from '../../gql';
import { useCreateLadderOptionsQuery } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { normalizeLeagueName } from '../../lib/names';
import { CatalogPicks } from './CatalogPicks';
import { useCloseAfterCreated } from './useCloseAfterCreated';

export const createLadderOptionsQuery = graphql(`
  query CreateLadderOptions {
    games {
      id
      title
    }
    platforms {
      id
      title
    }
    regions {
      id
      title
    }
  }
`);

export const LADDER_CREATED = 'Ladder created successfully!';
export const LADDER_MESSAGES = {
  name: 'Ladder name must contain letters or digits.',
  startDate: 'Start Date is required.',
  endDate: 'End Date is required.',
  endBeforeStart: 'End Date cannot be before Start Date.',
  platform: 'Please select a valid platform.',
  game: 'Please select a valid game.',
  region: 'Please select a valid region.',
  parent: 'Select the parent league.',
} as const;

export interface CreateLadderValues {
  name: string;
  startDate: CalendarDate | null;
  endDate: CalendarDate | null;
  platformId: string;
  gameId: string;
  regionId: string;
  isParent: boolean;
  parentLeagueId: string;
  openEntry: boolean;
  maxTeams: number;
}

/** Create Ladder's client-side rules: a name left after normalising, both dates, the end not before the start, listed picks. */
export function createLadderSchema() {
  return yup.object({
    name: yup.string().default('').test('name', LADDER_MESSAGES.name, (v) => normalizeLeagueName(v ?? '') !== ''),
    startDate: yup.mixed<CalendarDate>().nullable().required(LADDER_MESSAGES.startDate),
    endDate: yup
      .mixed<CalendarDate>()
      .nullable()
      .required(LADDER_MESSAGES.endDate)
      .test('after-start', LADDER_MESSAGES.endBeforeStart, function (end) {
        const start = this.parent.startDate as CalendarDate | null;
        return !start || !end || end.compare(start) >= 0;
      }),
    platformId: yup.string().required(LADDER_MESSAGES.platform),
    gameId: yup.string().required(LADDER_MESSAGES.game),
    regionId: yup.string().required(LADDER_MESSAGES.region),
    isParent: yup.boolean(),
    parentLeagueId: yup.string().when('isParent', { is: false, then: (s) => s.required(LADDER_MESSAGES.parent), otherwise: (s) => s.optional() }),
    openEntry: yup.boolean(),
    maxTeams: yup.number().min(2).max(1024),
  });
}

/**
 * Create Ladder (doc 02): Ladder Name, Start Date, End Date (sent as YYYY-MM-DD), Select Platform,
 * Select Game, Select Region, and the parent-league option (a parent by default, which sends no
 * parent). 'Creating...' while it runs; 'Ladder created successfully!' for 1.6 s, then it closes.
 */
export default function CreateLadderModal({
  organizerId,
  parentLeagues,
  onClose,
}: {
  organizerId: string;
  parentLeagues: ReadonlyArray<{ id: string; name: string }>;
  onClose: () => void;
}) {
  const idBase = useId();
  const { data, error } = useCreateLadderOptionsQuery();
  const [create] = useCreateLadder();
  const { done, created } = useCloseAfterCreated(onClose);

  const form = useForm<CreateLadderValues>({
    initialValues: {
      name: '',
      startDate: null,
      endDate: null,
      platformId: '',
      gameId: '',
      regionId: '',
      isParent: true,
      parentLeagueId: '',
      openEntry: false,
      maxTeams: 12,
    },
    validationSchema: createLadderSchema(),
    onSubmit: async (values, helpers) => {
      const name = normalizeLeagueName(values.name);
      if (!name || done) return;
      try {
        await create({
          variables: {
            input: {
              organizerId,
              name,
              startDate: values.startDate!.toString(),
              endDate: values.endDate!.toString(),
              platformId: values.platformId,
              gameId: values.gameId,
              regionId: values.regionId,
              isParent: values.isParent,
              parentLeagueId: values.isParent ? null : values.parentLeagueId,
              openEntry: values.openEntry,
              maxTeams: values.maxTeams,
            },
          },
        });
        created(LADDER_CREATED);
      } catch (e) {
        if (helpers.applyGraphQLErrors(e)) return;
        helpers.setFormError(errorMessage(e, 'Failed to create ladder'));
      }
    },
  });
  const { values, setFieldValue } = form;
  const fieldError = (name: keyof CreateLadderValues & string) => form.fieldError(name) ?? null;

  return (
    <Modal title="Create Ladder" onClose={onClose}>
      {error ? (
        <p className={`${styles.state} ${styles.stateError}`} role="alert">
          {`Error loading games/platforms/regions/ladders: ${errorMessage(error)}`}
        </p>
      ) : (
        <Form form={form} aria-label="Create Ladder" className={styles.inviteForm}>
          <div className={styles.field}>
            <LabelledInput id={`${idBase}-name`} name="name" label="Ladder Name" labelClassName={styles.label} className={styles.input} autoComplete="off" />
            {fieldError('name') && <p className={styles.fieldError}>{fieldError('name')}</p>}
          </div>
          <DatePickerField<CalendarDate>
            label="Start Date"
            value={values.startDate}
            onChange={(v) => form.pickValue('startDate', v)}
            error={fieldError('startDate')}
          />
          <DatePickerField<CalendarDate>
            label="End Date"
            value={values.endDate}
            onChange={(v) => form.pickValue('endDate', v)}
            error={fieldError('endDate')}
          />
          <CatalogPicks form={form} catalog={data} />
          <label className={styles.check}>
            <input type="checkbox" name="isParent" checked={values.isParent} onChange={(e) => void setFieldValue('isParent', e.target.checked)} />
            Parent league
          </label>
          {!values.isParent && (
            <div className={styles.field}>
              <label htmlFor={`${idBase}-parent`} className={styles.label}>
                Parent League
              </label>
              <select id={`${idBase}-parent`} name="parentLeagueId" className={styles.select} value={values.parentLeagueId} onChange={form.handleChange}>
                <option value="">Select a parent league</option>
                {parentLeagues.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </select>
              {fieldError('parentLeagueId') && <p className={styles.fieldError}>{fieldError('parentLeagueId')}</p>}
            </div>
          )}
          <label className={styles.check}>
            <input type="checkbox" name="openEntry" checked={values.openEntry} onChange={(e) => void setFieldValue('openEntry', e.target.checked)} />
            Open entry (teams join without approval)
          </label>
          <FormError />
          <SubmitButton pendingLabel="Creating..." disabled={done}>
            Create Ladder
          </SubmitButton>
        </Form>
      )}
    </Modal>
  );
}
