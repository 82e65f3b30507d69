import { now, toCalendarDateTime, type CalendarDateTime } from '@internationalized/date';
import { useId } from 'react';
import * as yup from 'yup';
import styles from '../../components/dashboard/Dashboard.module.css';
import { Form, FormError, SubmitButton, TextField, useForm } from '../../components/forms';
import { useCreateTournament } from '../../components/tournament/tournamentMutations';
import { DatePickerField } from '../../components/ui/DatePickerField';
import { Modal } from '../../components/ui/Modal';
import type { TournamentFormat } from '../../gql/graphql';
import { useCreateLadderOptionsQuery } from '../../gql/hooks';
import { userTimeZone } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { normalizeLeagueName } from '../../lib/names';
import { FORMAT_LABEL } from '../tournament/tournamentText';
import { CatalogPicks } from './CatalogPicks';
import { useCloseAfterCreated } from './useCloseAfterCreated';

export const TOURNAMENT_CREATED = 'Tournament created successfully!';
export const TOURNAMENT_MESSAGES = {
  name: 'Tournament name must contain letters or digits.',
  nameLength: 'Tournament name can be at most 60 characters.',
  size: 'Size must be a whole number of teams from 2 to 256.',
  startTime: 'Start time is required.',
  checkInMinutes: 'Check-in must be 5 to 1440 minutes.',
  matchRounds: 'Match rounds must be 1 to 15.',
  platform: 'Please select a valid platform.',
  game: 'Please select a valid game.',
  region: 'Please select a valid region.',
  groupCount: 'Groups must split the teams evenly, at least 2 in each.',
  groupAdvance: 'From each group, at least 1 and fewer than the group has go on (2 or more in all).',
  swissRounds: 'Swiss rounds: 1 to 20, fewer than the number of teams.',
  swissAdvance: 'From the Swiss, 2 or more and fewer than all teams go on.',
} as const;

/** The shapes Create Tournament offers: today's single stage, or groups or Swiss feeding playoffs. */
export type StagePlan = 'single' | 'groups' | 'swiss';
export const STAGE_PLAN_LABEL: Record<StagePlan, string> = {
  single: 'Single stage',
  groups: 'Groups, then playoffs',
  swiss: 'Swiss, then playoffs',
};
export const PLAYOFF_FORMATS: readonly TournamentFormat[] = ['SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION'];

export const FORMATS: readonly TournamentFormat[] = ['SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION', 'ROUND_ROBIN', 'SWISS'];

export interface CreateTournamentValues {
  name: string;
  size: string;
  gameId: string;
  regionId: string;
  platformId: string;
  format: TournamentFormat;
  startTime: CalendarDateTime | null;
  thirdPlaceMatch: boolean;
  checkIn: boolean;
  checkInMinutes: string;
  matchRounds: string;
  /** Whether its results count on the global leaderboards, universal scores and ratings. */
  ranked: boolean;
  stagePlan: StagePlan;
  groupCount: string;
  groupAdvance: string;
  swissRounds: string;
  swissAdvance: string;
  playoffFormat: TournamentFormat;
}

const wholeIn = (min: number, max: number) => (v: string | undefined) => {
  const n = Number(v);
  return v !== undefined && v.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
};

/** Create Tournament's client-side rules (the server enforces the same). */
export function createTournamentSchema() {
  return yup.object({
    name: yup
      .string()
      .default('')
      .test('name', TOURNAMENT_MESSAGES.name, (v) => normalizeLeagueName(v ?? '') !== '')
      .test('length', TOURNAMENT_MESSAGES.nameLength, (v) => normalizeLeagueName(v ?? '').length <= 60),
    size: yup.string().test('size', TOURNAMENT_MESSAGES.size, wholeIn(2, 256)),
    gameId: yup.string().required(TOURNAMENT_MESSAGES.game),
    regionId: yup.string().required(TOURNAMENT_MESSAGES.region),
    platformId: yup.string().required(TOURNAMENT_MESSAGES.platform),
    format: yup.string().oneOf([...FORMATS]),
    startTime: yup.mixed<CalendarDateTime>().nullable().required(TOURNAMENT_MESSAGES.startTime),
    thirdPlaceMatch: yup.boolean(),
    checkIn: yup.boolean(),
    ranked: yup.boolean(),
    checkInMinutes: yup
      .string()
      .when('checkIn', { is: true, then: (s) => s.test('minutes', TOURNAMENT_MESSAGES.checkInMinutes, wholeIn(5, 1440)) }),
    matchRounds: yup.string().test('rounds', TOURNAMENT_MESSAGES.matchRounds, wholeIn(1, 15)),
    stagePlan: yup.string().oneOf(['single', 'groups', 'swiss']),
    playoffFormat: yup.string().oneOf([...PLAYOFF_FORMATS]),
    groupCount: yup.string().when('stagePlan', {
      is: 'groups',
      then: (s) =>
        s.test('groups', TOURNAMENT_MESSAGES.groupCount, function (v) {
          const size = Number(this.parent.size);
          return wholeIn(1, 64)(v) && Number.isInteger(size) && size % Number(v) === 0 && size / Number(v) >= 2;
        }),
    }),
    groupAdvance: yup.string().when('stagePlan', {
      is: 'groups',
      then: (s) =>
        s.test('advance', TOURNAMENT_MESSAGES.groupAdvance, function (v) {
          const groups = Number(this.parent.groupCount);
          const perGroup = Number(this.parent.size) / groups;
          return wholeIn(1, Math.max(1, perGroup - 1))(v) && Number(v) < perGroup && Number(v) * groups >= 2;
        }),
    }),
    swissRounds: yup.string().when('stagePlan', {
      is: 'swiss',
      then: (s) =>
        s.test('rounds', TOURNAMENT_MESSAGES.swissRounds, function (v) {
          return wholeIn(1, 20)(v) && Number(v) < Number(this.parent.size);
        }),
    }),
    swissAdvance: yup.string().when('stagePlan', {
      is: 'swiss',
      then: (s) =>
        s.test('advance', TOURNAMENT_MESSAGES.swissAdvance, function (v) {
          return wholeIn(2, 255)(v) && Number(v) < Number(this.parent.size);
        }),
    }),
  });
}

/** The stages a plan sends (none for a single stage: the format alone). */
export function stagesOf(values: CreateTournamentValues) {
  if (values.stagePlan === 'groups') {
    const groupCount = Number(values.groupCount);
    return [
      {
        kind: 'ROUND_ROBIN' as const,
        groupCount,
        groupSize: Number(values.size) / groupCount,
        advance: Number(values.groupAdvance),
        seeding: 'CROSS_GROUP' as const,
      },
      { kind: values.playoffFormat },
    ];
  }
  if (values.stagePlan === 'swiss')
    return [
      { kind: 'SWISS' as const, rounds: Number(values.swissRounds), advance: Number(values.swissAdvance), seeding: 'STANDING' as const },
      { kind: values.playoffFormat },
    ];
  return null;
}

/** Tomorrow at the next full hour in the viewer's zone: where a new tournament's start begins. */
function defaultStart(timeZone: string): CalendarDateTime {
  return toCalendarDateTime(now(timeZone)).set({ minute: 0, second: 0, millisecond: 0 }).add({ days: 1, hours: 1 });
}

/**
 * Create Tournament (org dashboard, Tournament section): name, size, the same platform, game and
 * region picks as Create Ladder, format, start (in the viewer's zone, sent as an instant), a
 * third-place match (single elimination only), check-in (off by default) and rounds per match.
 */
export default function CreateTournamentModal({ organizerId, onClose }: { organizerId: string; onClose: () => void }) {
  const idBase = useId();
  const timeZone = userTimeZone();
  const { data, error } = useCreateLadderOptionsQuery();
  const [create] = useCreateTournament();
  const { done, created } = useCloseAfterCreated(onClose);

  const form = useForm<CreateTournamentValues>({
    initialValues: {
      name: '',
      size: '8',
      gameId: '',
      regionId: '',
      platformId: '',
      format: 'SINGLE_ELIMINATION',
      startTime: defaultStart(timeZone),
      thirdPlaceMatch: false,
      checkIn: false,
      checkInMinutes: '30',
      matchRounds: '3',
      ranked: true,
      stagePlan: 'single',
      groupCount: '4',
      groupAdvance: '2',
      swissRounds: '4',
      swissAdvance: '8',
      playoffFormat: 'SINGLE_ELIMINATION',
    },
    validationSchema: createTournamentSchema(),
    onSubmit: async (values, helpers) => {
      if (done) return;
      const stages = stagesOf(values);
      try {
        await create({
          variables: {
            input: {
              organizerId,
              name: normalizeLeagueName(values.name),
              size: Number(values.size),
              gameId: values.gameId,
              regionId: values.regionId,
              platformId: values.platformId,
              format: stages ? stages[0].kind : values.format,
              startTime: values.startTime!.toDate(timeZone).toISOString(),
              thirdPlaceMatch: !stages && values.format === 'SINGLE_ELIMINATION' && values.thirdPlaceMatch,
              checkInMinutes: values.checkIn ? Number(values.checkInMinutes) : null,
              matchRounds: Number(values.matchRounds),
              ranked: values.ranked,
              stages,
            },
          },
        });
        created(TOURNAMENT_CREATED);
      } catch (e) {
        if (helpers.applyGraphQLErrors(e)) return;
        helpers.setFormError(errorMessage(e, 'Failed to create tournament'));
      }
    },
  });
  const { values, setFieldValue } = form;
  const fieldError = (name: keyof CreateTournamentValues & string) => form.fieldError(name) ?? null;

  return (
    <Modal title="Create Tournament" onClose={onClose}>
      {error ? (
        <p className={`${styles.state} ${styles.stateError}`} role="alert">
          {`Error loading games/platforms/regions: ${errorMessage(error)}`}
        </p>
      ) : (
        <Form form={form} aria-label="Create Tournament" className={styles.inviteForm}>
          <TextField name="name" label="Tournament Name" autoComplete="off" maxLength={80} />
          <TextField
            name="size"
            label="Size (teams)"
            type="number"
            inputMode="numeric"
            min={2}
            max={256}
            hint="2 to 256; the bracket rounds it up to a power of two."
          />
          <CatalogPicks form={form} catalog={data} />
          <div className={styles.field}>
            <label htmlFor={`${idBase}-stages`} className={styles.label}>
              Stages
            </label>
            <select
              id={`${idBase}-stages`}
              name="stagePlan"
              className={styles.select}
              value={values.stagePlan}
              onChange={form.handleChange}
            >
              {(Object.keys(STAGE_PLAN_LABEL) as StagePlan[]).map((plan) => (
                <option key={plan} value={plan}>
                  {STAGE_PLAN_LABEL[plan]}
                </option>
              ))}
            </select>
          </div>
          {values.stagePlan === 'groups' && (
            <>
              <TextField
                name="groupCount"
                label="Groups"
                type="number"
                inputMode="numeric"
                min={1}
                max={64}
                hint="Round robin in each group; the teams split evenly."
              />
              <TextField
                name="groupAdvance"
                label="Teams advancing from each group"
                type="number"
                inputMode="numeric"
                min={1}
                hint="Seeded across groups: A1 meets B2, B1 meets A2."
              />
            </>
          )}
          {values.stagePlan === 'swiss' && (
            <>
              <TextField name="swissRounds" label="Swiss rounds" type="number" inputMode="numeric" min={1} max={20} />
              <TextField
                name="swissAdvance"
                label="Teams advancing to the playoffs"
                type="number"
                inputMode="numeric"
                min={2}
                hint="The top of the Swiss standings, seeded by standing."
              />
            </>
          )}
          {values.stagePlan !== 'single' && (
            <div className={styles.field}>
              <label htmlFor={`${idBase}-playoffs`} className={styles.label}>
                Playoffs
              </label>
              <select
                id={`${idBase}-playoffs`}
                name="playoffFormat"
                className={styles.select}
                value={values.playoffFormat}
                onChange={form.handleChange}
              >
                {PLAYOFF_FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {FORMAT_LABEL[f]}
                  </option>
                ))}
              </select>
            </div>
          )}
          {values.stagePlan === 'single' && (
            <div className={styles.field}>
              <label htmlFor={`${idBase}-format`} className={styles.label}>
                Format
              </label>
              <select id={`${idBase}-format`} name="format" className={styles.select} value={values.format} onChange={form.handleChange}>
                {FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {FORMAT_LABEL[f]}
                  </option>
                ))}
              </select>
            </div>
          )}
          <DatePickerField<CalendarDateTime>
            label="Start Time"
            granularity="minute"
            value={values.startTime}
            onChange={(v) => form.pickValue('startTime', v)}
            error={fieldError('startTime')}
            hint={`In your time zone (${timeZone}).`}
          />
          {values.stagePlan === 'single' && values.format === 'SINGLE_ELIMINATION' && (
            <label className={styles.check}>
              <input
                type="checkbox"
                name="thirdPlaceMatch"
                checked={values.thirdPlaceMatch}
                onChange={(e) => void setFieldValue('thirdPlaceMatch', e.target.checked)}
              />
              Third-place match
            </label>
          )}
          <label className={styles.check}>
            <input
              type="checkbox"
              name="checkIn"
              checked={values.checkIn}
              onChange={(e) => void setFieldValue('checkIn', e.target.checked)}
            />
            Check-in before the start
          </label>
          {values.checkIn && (
            <TextField
              name="checkInMinutes"
              label="Check-in minutes"
              type="number"
              inputMode="numeric"
              min={5}
              max={1440}
              hint="Approved teams that do not check in are dropped at the start."
            />
          )}
          <TextField name="matchRounds" label="Rounds per match" type="number" inputMode="numeric" min={1} max={15} />
          <label className={styles.check}>
            <input type="checkbox" name="ranked" checked={values.ranked} onChange={(e) => void setFieldValue('ranked', e.target.checked)} />
            Ranked: results count on the global leaderboards, universal scores and ratings
          </label>
          <FormError />
          <SubmitButton pendingLabel="Creating..." disabled={done}>
            Create Tournament
          </SubmitButton>
        </Form>
      )}
    </Modal>
  );
}
