import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import { sectionsOf, type BracketNodeLike } from '../../components/bracket/bracketModel';
import styles from '../../components/dashboard/Dashboard.module.css';
import { DashboardLink } from '../../components/dashboard/DashboardList';
import { FallbackImage } from '../../components/FallbackImage';
import { Form, FormError, SubmitButton, useForm } from '../../components/forms';
import {
  useDecideTournamentTeam,
  useSaveTournamentSeeding,
  useSeedTournament,
  useStartTournament,
  useUpdateTournamentSettings,
} from '../../components/tournament/tournamentMutations';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { Modal } from '../../components/ui/Modal';
import { useConfirm } from '../../components/ui/useConfirm';
import { graphql } from '../../gql';
import type { EntryDecision, SeedingMethod, TournamentManageQuery } from '../../gql/graphql';
import { useTournamentManageQuery } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { teamPath, tournamentPath } from '../../lib/paths';
import { displayName } from '../../lib/text';
import { notify } from '../../lib/toast';
import { useBusyAction } from '../../lib/useBusyAction';
import { formatSummary, RANKED_LABEL, stageFormatLabel, STATUS_LABEL } from '../tournament/tournamentText';

export const RANKED_ON = 'Ranked: its results will count on the leaderboards';
export const RANKED_OFF = 'Unranked: its results will not count on the leaderboards';

export const tournamentManageQuery = graphql(`
  query TournamentManage($id: ID!) {
    tournament(id: $id) {
      id
      name
      status
      format
      size
      checkInMinutes
      stages {
        stageNumber
        kind
        groupCount
      }
      ranked
      viewerCanEditSettings
      viewerCanModerate
      viewerCanSchedule
      participants {
        ...TournamentPage_participant
      }
      bracket {
        id
        isPreview
        nodes {
          id
          roundNumber
          groupNumber
          slotIndex
          side
          status
          participant1 {
            id
            name
          }
          participant2 {
            id
            name
          }
        }
      }
    }
  }
`);

type Manage = TournamentManageQuery['tournament'];
type Entry = Manage['participants'][number];

export const SEED_METHOD_LABEL: Record<SeedingMethod, string> = {
  LADDER_STANDING: 'Ladder standing',
  SKILL_RATING: 'Skill rating',
  JOIN_ORDER: 'Join order',
};
export const SEEDING_SAVED = 'Seeding saved!';
export const SEEDED = 'Seeds assigned!';
export const STARTED = 'Tournament started!';
export const TEAM_TWICE = 'A team can only be placed once.';

export interface SeedingSlot {
  slotIndex: number;
  groupNumber: number | null;
  p1: string;
  p2: string;
}

/** The editable round-1 slots of a (preview) bracket: the first side's first round, by group, then slot. */
export function firstRoundSlots(nodes: readonly BracketNodeLike[]): SeedingSlot[] {
  const first = sectionsOf(nodes)[0];
  if (!first) return [];
  return first.rounds[0].groups.flatMap((g) =>
    g.nodes.map((n) => ({ slotIndex: n.slotIndex, groupNumber: n.groupNumber ?? null, p1: n.participant1?.id ?? '', p2: n.participant2?.id ?? '' })),
  );
}

/** Team ids placed more than once. */
export function duplicatePlacements(slots: readonly SeedingSlot[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const s of slots)
    for (const id of [s.p1, s.p2]) {
      if (!id) continue;
      if (seen.has(id)) twice.add(id);
      seen.add(id);
    }
  return [...twice];
}

const seedingSchema = yup.object({
  slots: yup.array().test('unique', TEAM_TWICE, (slots) => duplicatePlacements((slots ?? []) as SeedingSlot[]).length === 0),
});

/** Manual seeding of round 1: per slot, the two places as selects of the approved teams (empty = a bye). */
function SeedingEditor({ tournamentId, slots, teams }: { tournamentId: string; slots: SeedingSlot[]; teams: readonly Entry[] }) {
  const idBase = useId();
  const [save] = useSaveTournamentSeeding();
  const form = useForm<{ slots: SeedingSlot[] }>({
    initialValues: { slots },
    validationSchema: seedingSchema,
    onSubmit: async (values, helpers) => {
      try {
        await save({
          variables: {
            tournamentId,
            slots: values.slots.map((s) => ({ slotIndex: s.slotIndex, participant1Id: s.p1 || null, participant2Id: s.p2 || null })),
          },
        });
        notify.success(SEEDING_SAVED);
      } catch (e) {
        if (helpers.applyGraphQLErrors(e)) return;
        helpers.setFormError(errorMessage(e, 'Failed to save the seeding'));
      }
    },
  });
  const twice = new Set(duplicatePlacements(form.values.slots));
  const slotsError = form.submitCount > 0 || twice.size ? (typeof form.errors.slots === 'string' ? form.errors.slots : null) : null;
  const place = (index: number, key: 'p1' | 'p2', teamId: string) => void form.setFieldValue(`slots.${index}.${key}`, teamId);
  const select = (index: number, key: 'p1' | 'p2', label: string) => {
    const value = form.values.slots[index][key];
    return (
      <select
        id={`${idBase}-${index}-${key}`}
        aria-label={label}
        className={styles.select}
        value={value}
        aria-invalid={value && twice.has(value) ? true : undefined}
        onChange={(e) => place(index, key, e.target.value)}
      >
        <option value="">— empty (BYE) —</option>
        {teams.map((t) => (
          <option key={t.teamId} value={t.teamId}>
            {t.seed != null ? `#${t.seed} ${t.team.name}` : t.team.name}
          </option>
        ))}
      </select>
    );
  };
  return (
    <Form form={form} aria-label="Round 1 seeding" className={styles.inviteForm}>
      <ol className={styles.seedSlots}>
        {form.values.slots.map((slot, index) => (
          <li key={slot.slotIndex} className={styles.seedSlot} data-testid="seeding-slot">
            <span className={styles.label}>
              {`Slot ${slot.slotIndex + 1}`}
              {slot.groupNumber != null ? ` · Group ${slot.groupNumber}` : ''}
            </span>
            {select(index, 'p1', `Slot ${slot.slotIndex + 1} first team`)}
            {select(index, 'p2', `Slot ${slot.slotIndex + 1} second team`)}
          </li>
        ))}
      </ol>
      {slotsError && (
        <p className={styles.fieldError} role="alert">
          {slotsError}
        </p>
      )}
      <FormError />
      <SubmitButton pendingLabel="Saving..." className="btn btn-primary btn-sm">
        Save Seeding
      </SubmitButton>
    </Form>
  );
}

function TeamRow({ entry, children }: { entry: Entry; children?: ReactNode }) {
  return (
    <li className={styles.row}>
      <DashboardLink
        to={teamPath(entry.team.name)}
        name={entry.team.name}
        label={displayName(entry.team.name)}
        meta={[entry.seed != null ? `Seed ${entry.seed}` : null, entry.checkedInAt ? 'Checked in' : null].filter(Boolean).join(' · ') || ' '}
        picture={<FallbackImage src={entry.team.profilePicture} fallback="team" alt="" className={styles.avatar} width={40} height={40} />}
      />
      <span className={styles.buttons}>{children}</span>
    </li>
  );
}

/** A titled list of the tournament's entries (PENDING TEAMS, APPROVED TEAMS), each row with its `buttons`, or `emptyText`. */
function EntriesSection({
  id,
  title,
  emptyText,
  entries,
  buttons,
}: {
  id: string;
  title: string;
  emptyText: string;
  entries: readonly Entry[];
  buttons: (entry: Entry) => ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.subTitle}>
        {title}
      </h3>
      {entries.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.rows}>
          {entries.map((entry) => (
            <TeamRow key={entry.teamId} entry={entry}>
              {buttons(entry)}
            </TeamRow>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Running one tournament from the dashboard: pending teams (Approve, Decline), approved teams (Remove
 * before the start), seeding (Seed by a method, then round-1 slots by hand) and Start Tournament
 * behind a confirmation.
 */
export function TournamentManageModal({ tournamentId, name, onClose }: { tournamentId: string; name: string; onClose: () => void }) {
  const idBase = useId();
  const { data, loading, error } = useTournamentManageQuery({ variables: { id: tournamentId }, fetchPolicy: 'cache-and-network' });
  const [decide] = useDecideTournamentTeam();
  const [seed, seedState] = useSeedTournament();
  const [start, startState] = useStartTournament();
  const [updateSettings] = useUpdateTournamentSettings();
  const { busy, run } = useBusyAction();
  const confirm = useConfirm();
  const [method, setMethod] = useState<SeedingMethod>('JOIN_ORDER');
  const [confirming, setConfirming] = useState(false);

  const t = data?.tournament;
  const registration = t?.status === 'REGISTRATION';
  // Each action shows only when the server says the viewer may take it (a mod decides entries, never seeds or starts).
  const moderate = !!t?.viewerCanModerate;
  const canRun = !!t?.viewerCanSchedule;
  const pending = (t?.participants ?? []).filter((p) => p.status === 'PENDING');
  const approved = (t?.participants ?? []).filter((p) => p.status === 'APPROVED').sort((a, b) => (a.seed ?? Infinity) - (b.seed ?? Infinity));
  const slots = t?.bracket ? firstRoundSlots(t.bracket.nodes) : [];

  const act = (entry: Entry, decision: EntryDecision) =>
    run(`${entry.teamId}:${decision}`, () => decide({ variables: { tournamentId, teamId: entry.teamId, decision } }), {
      success: decision === 'APPROVE' ? `${entry.team.name} approved` : decision === 'DECLINE' ? `${entry.team.name} declined` : `${entry.team.name} removed`,
    });

  /** Decline and Remove cannot be undone: they ask first, naming the team and the tournament (act toasts the outcome). */
  const askDecision = (entry: Entry, decision: 'DECLINE' | 'KICK') =>
    confirm.ask({
      title: decision === 'DECLINE' ? `Decline ${entry.team.name}?` : `Remove ${entry.team.name}?`,
      question:
        decision === 'DECLINE'
          ? `Decline the request of ${entry.team.name} to join ${name}?`
          : `Remove ${entry.team.name} from ${name}? The team loses its place in the tournament.`,
      confirmLabel: decision === 'DECLINE' ? 'Decline' : 'Remove',
      run: () => act(entry, decision),
    });

  const applySeeds = () => run('seed', () => seed({ variables: { tournamentId, method } }), { success: SEEDED, failure: 'Seeding failed' });

  const doStart = () =>
    run(
      'start',
      async () => {
        try {
          await start({ variables: { tournamentId } });
        } finally {
          setConfirming(false);
        }
      },
      { success: STARTED, failure: 'The tournament could not start' },
    );

  let body;
  if (loading && !t) body = <p className={styles.state}>Loading participants…</p>;
  else if (error && !t) body = <p className={`${styles.state} ${styles.stateError}`} role="alert">{`Error: ${errorMessage(error)}`}</p>;
  else if (!t) body = <p className={styles.state}>No data available.</p>;
  else
    body = (
      <div className={styles.manage}>
        <div className={styles.manageHead}>
          <span className={styles.count}>{`${STATUS_LABEL[t.status]} · ${formatSummary(t)} · ${approved.length}/${t.size} teams · ${t.ranked ? RANKED_LABEL : 'Unranked'}`}</span>
          {registration && t.viewerCanEditSettings && (
            <label className={styles.check}>
              <input
                type="checkbox"
                name="ranked"
                checked={t.ranked}
                disabled={busy !== null}
                onChange={(e) => {
                  const ranked = e.target.checked;
                  void run('ranked', () => updateSettings({ variables: { tournamentId, input: { ranked } } }), {
                    success: ranked ? RANKED_ON : RANKED_OFF,
                    failure: 'The setting could not be saved',
                  });
                }}
              />
              Ranked
            </label>
          )}
          <Link to={tournamentPath(t.id)} className="btn btn-sm btn-ghost">
            View Tournament
          </Link>
          {registration && canRun && (
            <button type="button" className="btn btn-sm btn-primary" disabled={startState.loading} onClick={() => setConfirming(true)}>
              Start Tournament
            </button>
          )}
        </div>

        <EntriesSection
          id={`${idBase}-pending`}
          title="PENDING TEAMS"
          emptyText="No Pending Teams"
          entries={pending}
          buttons={(p) =>
            moderate && (
            <>
              <button type="button" className="btn btn-sm btn-primary" disabled={busy !== null || !registration} aria-label={`Approve ${p.team.name}`} onClick={() => void act(p, 'APPROVE')}>
                Approve
              </button>
              <button type="button" className={`btn btn-sm btn-ghost ${styles.danger}`} disabled={busy !== null} aria-label={`Decline ${p.team.name}`} onClick={() => askDecision(p, 'DECLINE')}>
                Decline
              </button>
            </>
          )}
        />

        <EntriesSection
          id={`${idBase}-approved`}
          title="APPROVED TEAMS"
          emptyText="No Teams Have Joined Yet"
          entries={approved}
          buttons={(p) =>
            registration &&
            moderate && (
              <button type="button" className={`btn btn-sm btn-ghost ${styles.danger}`} disabled={busy !== null} aria-label={`Remove ${p.team.name}`} onClick={() => askDecision(p, 'KICK')}>
                Remove
              </button>
            )
          }
        />

        {registration && canRun && (
          <section aria-labelledby={`${idBase}-seeding`}>
            <h3 id={`${idBase}-seeding`} className={styles.subTitle}>
              SEEDING
            </h3>
            <div className={styles.seedBy}>
              <label htmlFor={`${idBase}-method`} className={styles.label}>
                Seed by
              </label>
              <select id={`${idBase}-method`} className={styles.select} value={method} onChange={(e) => setMethod(e.target.value as SeedingMethod)}>
                {(Object.keys(SEED_METHOD_LABEL) as SeedingMethod[]).map((m) => (
                  <option key={m} value={m}>
                    {SEED_METHOD_LABEL[m]}
                  </option>
                ))}
              </select>
              <button type="button" className="btn btn-sm btn-ghost" disabled={seedState.loading || approved.length === 0} onClick={() => void applySeeds()}>
                {seedState.loading ? 'Seeding...' : 'Apply Seeds'}
              </button>
            </div>
            {slots.length === 0 ? (
              <p className={styles.empty}>Approve teams to place them in the bracket.</p>
            ) : (
              <SeedingEditor key={JSON.stringify(slots)} tournamentId={t.id} slots={slots} teams={approved} />
            )}
          </section>
        )}
      </div>
    );

  return (
    <Modal title={`MANAGE: ${name}`} size="lg" onClose={onClose}>
      {body}
      {confirm.dialog}
      {confirming && (
        <ConfirmModal
          title="Start Tournament?"
          confirmLabel="Yes, Start"
          pendingLabel="Starting..."
          pending={startState.loading}
          onConfirm={() => void doStart()}
          onCancel={() => setConfirming(false)}
        >
          <p className={styles.placeholder}>
            {t && t.stages.length > 1
              ? `Stage 1 (${stageFormatLabel(t.stages[0])}) is built from the current seeds and its first matches are scheduled; each later stage starts when you advance to it. Teams can no longer join`
              : 'The bracket is built from the current seeds and its first matches are scheduled. Teams can no longer join'}
            {t?.checkInMinutes != null ? ', and approved teams that did not check in are dropped.' : '.'}
          </p>
        </ConfirmModal>
      )}
    </Modal>
  );
}
