import { DisputesQueue } from '../../components/match-reports/DisputesQueue';
import { skipToken } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { FallbackImage } from '../../components/FallbackImage';
import styles from '../../components/dashboard/Dashboard.module.css';
import { AnswerButtons, DashboardList } from '../../components/dashboard/DashboardList';
import { InviteUserModal } from '../../components/dashboard/InviteUserModal';
import { Form, FormError, SubmitButton, useForm } from '../../components/forms';
import { StaffSection } from '../../components/staff/StaffSection';
import { useCreateOrganizer, useInviteStaff, useRespondToStaffInvitation } from '../../components/staff/staffMutations';
import { invitableStaffRoles, STAFF_ROLE_LABELS } from '../../components/staff/staffRoles';
import { Modal } from '../../components/ui/Modal';
import { graphql } from '../../gql';
import type { StaffRole } from '../../gql/graphql';
import { useOrgDashboardOrganizerQuery, useOrgDashboardQuery } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { useBusyAction } from '../../lib/useBusyAction';
import { normalizeLeagueName } from '../../lib/names';
import { organizerPath } from '../../lib/paths';
import { displayName } from '../../lib/text';
import { notify } from '../../lib/toast';
import { usePageTitle } from '../../lib/usePageTitle';
import { LadderSection } from './LadderSection';
import { OrganizerLeagueCards } from './OrganizerLeagueCards';
import { TournamentSection } from './TournamentSection';
import { useCloseAfterCreated } from './useCloseAfterCreated';
import { WebhooksSection } from './WebhooksSection';

// Create Ladder holds two React Aria DatePickers (heavy): it loads when the button is pressed.
const CreateLadderModal = lazy(() => import('./CreateLadderModal'));
// Create Tournament holds a React Aria date-time picker: loaded the same way.
const CreateTournamentModal = lazy(() => import('./CreateTournamentModal'));

export const orgDashboardQuery = graphql(`
  query OrgDashboard {
    viewer {
      id
      organizations {
        id
        role
        status
        organizer {
          id
          name
          profilePicture
        }
      }
    }
  }
`);

export const orgDashboardOrganizerQuery = graphql(`
  query OrgDashboardOrganizer($param: String!) {
    organizer(param: $param) {
      id
      viewerCanCreateCompetitions
      viewerCanManageStaff
      ...StaffSection_organizer
      ...LadderSection_organizer
      ...TournamentSection_organizer
    }
  }
`);

type Section = 'leagues' | 'ladder' | 'tournament' | 'staff' | 'disputes' | 'webhooks';

/** The Ladder and Tournament sections' create button: its label, the dialog it opens, what the refusal names. */
const CREATE_COMPETITION = {
  ladder: { label: 'Create Ladder', dialog: 'create-ladder', noun: 'ladders' },
  tournament: { label: 'Create Tournament', dialog: 'create-tournament', noun: 'tournaments' },
} as const;
type Sub = 'active' | 'pending' | 'inactive';

const SUBS: Record<Section, Array<{ id: Sub; label: string }>> = {
  leagues: [
    { id: 'active', label: 'Active' },
    { id: 'pending', label: 'Pending' },
  ],
  ladder: [
    { id: 'active', label: 'Active' },
    { id: 'inactive', label: 'Inactive' },
  ],
  tournament: [
    { id: 'active', label: 'Active' },
    { id: 'inactive', label: 'Inactive' },
  ],
  staff: [
    { id: 'active', label: 'Active' },
    { id: 'pending', label: 'Pending' },
  ],
  webhooks: [{ id: 'active', label: 'Endpoints' }],
  disputes: [{ id: 'active', label: 'Open' }],
};

export const ORG_CREATED = 'Organizer created successfully!';
export const ORG_CREATE_FAILED = 'Error creating organizer.';

/** An organization on a dashboard row: its picture linking to its page, and its name. */
function OrganizerCell({ organizer }: { organizer: { id: string; name: string; profilePicture?: string | null } }) {
  return (
    <span className={styles.who}>
      <Link to={organizerPath(organizer.id)} aria-label={`${organizer.name || 'Unnamed Team'} page`}>
        <FallbackImage src={organizer.profilePicture} fallback="organizer" alt="" className={styles.avatar} width={40} height={40} />
      </Link>
      <span className={styles.name} title={organizer.name}>
        {organizer.name ? displayName(organizer.name) : 'Unnamed Team'}
      </span>
    </span>
  );
}

/** Create League (doc 02 sections 2, 4, 5, 8): the name is normalised; an empty result sends nothing. */
function CreateLeagueModal({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const { done, created } = useCloseAfterCreated(onClose);
  const [create] = useCreateOrganizer();

  const form = useForm({
    initialValues: { name: '' },
    validationSchema: yup.object({ name: yup.string().test('name', 'League Name', (text) => normalizeLeagueName(text ?? '') !== '') }),
    onSubmit: async ({ name }, helpers) => {
      if (done) return;
      try {
        await create({ variables: { name: normalizeLeagueName(name) } });
        created(ORG_CREATED, 'short');
      } catch (e) {
        helpers.setFormError(CombinedGraphQLErrors.is(e) ? errorMessage(e, 'Failed to create organizer') : 'Failed to create organizer');
        notify.error(ORG_CREATE_FAILED);
      }
    },
  });

  return (
    <Modal title="Create League" onClose={onClose} size="sm">
      <Form form={form} className={styles.inviteForm}>
        <label htmlFor={inputId} className={styles.label}>
          League Name
        </label>
        <input id={inputId} name="name" className={styles.input} value={form.values.name} autoComplete="off" onChange={form.handleChange} />
        <FormError className={styles.formError} />
        <SubmitButton pendingLabel="Creating..." disabled={done || !normalizeLeagueName(form.values.name)}>
          Create League
        </SubmitButton>
      </Form>
    </Modal>
  );
}

/**
 * LEAGUE MANAGER (doc 02 sections 2 and 4). Without a selected organizer: the viewer's
 * organizations (ACTIVE LEAGUES, PENDING LEAGUES) and Create League. Manage selects one: Ladder,
 * Tournament and Staff sections, each with its action button; the back chevron returns.
 */
export default function OrgDashboardPage() {
  usePageTitle('League Manager');
  // The organizer being managed lives in the URL (?org={id}): a reload keeps it, and Back returns to the list.
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('org');
  const [sectionChoice, setSection] = useState<Section>('ladder');
  const [subChoice, setSub] = useState<Sub>('active');
  // Without an organizer only Leagues exists; with one, the chosen section (Ladder first). A list the section lacks is its Active one.
  const section: Section = selectedId ? (sectionChoice === 'leagues' ? 'ladder' : sectionChoice) : 'leagues';
  const sub: Sub = SUBS[section].some((s) => s.id === subChoice) ? subChoice : 'active';
  const [dialog, setDialog] = useState<'create-league' | 'invite-staff' | 'create-ladder' | 'create-tournament' | 'add-webhook' | null>(null);
  const [inviteRole, setInviteRole] = useState<StaffRole>('MOD');
  const { busy: answering, run } = useBusyAction();

  const { data, loading, error } = useOrgDashboardQuery();
  const organizerResult = useOrgDashboardOrganizerQuery(selectedId ? { variables: { param: selectedId } } : skipToken);
  const organizer = selectedId ? organizerResult.data?.organizer : undefined;
  const [respond] = useRespondToStaffInvitation();
  const [invite] = useInviteStaff();

  const places = data?.viewer?.organizations ?? [];
  const approved = places.filter((p) => p.status === 'APPROVED');
  const pending = places.filter((p) => p.status === 'PENDING');
  const viewerRole = organizer?.viewerStaff?.role ?? null;
  const viewerInvitation = selectedId ? (pending.find((p) => p.organizer.id === selectedId) ?? null) : null;

  const select = (id: string | null) => {
    setParams(id ? { org: id } : {});
    setSection('ladder');
    setSub('active');
  };
  const chooseSection = (next: Section) => {
    setSection(next);
    setSub('active');
  };

  const answer = (organizerId: string, accept: boolean) => run(`${organizerId}:${accept}`, () => respond({ variables: { organizerId, accept } }));

  // Webhooks: the owner and super admins only (the same right as managing staff).
  const sections: Section[] = selectedId ? ['ladder', 'tournament', 'staff', 'disputes', ...(organizer?.viewerCanManageStaff ? (['webhooks'] as const) : [])] : ['leagues'];
  const sectionLabel: Record<Section, string> = { leagues: 'Leagues', ladder: 'Ladder', tournament: 'Tournament', staff: 'Staff', disputes: 'Disputes', webhooks: 'Webhooks' };

  let action;
  if (!selectedId) {
    action = (
      <button type="button" className="btn btn-primary btn-sm" onClick={() => setDialog('create-league')}>
        Create League
      </button>
    );
  } else if (section === 'ladder' || section === 'tournament') {
    const { label, dialog: opens, noun } = CREATE_COMPETITION[section];
    action = (
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={!organizer?.viewerCanCreateCompetitions}
        title={organizer && !organizer.viewerCanCreateCompetitions ? `Only the owner, super admins and admins create ${noun}` : undefined}
        onClick={() => setDialog(opens)}
      >
        {label}
      </button>
    );
  } else if (section === 'disputes') {
    action = null;
  } else if (section === 'webhooks') {
    action = (
      <button type="button" className="btn btn-primary btn-sm" onClick={() => setDialog('add-webhook')}>
        Add Endpoint
      </button>
    );
  } else {
    action = (
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={!organizer?.viewerCanManageStaff}
        title={organizer?.viewerCanManageStaff ? undefined : 'Only the owner and super admins invite staff'}
        onClick={() => {
          setInviteRole('MOD');
          setDialog('invite-staff');
        }}
      >
        Invite Staff
      </button>
    );
  }

  let body;
  if (loading && !data) body = <p className={styles.state}>Loading...</p>;
  else if (error && !data) body = <p className={`${styles.state} ${styles.stateError}`} role="alert">Error loading organizations.</p>;
  else if (!selectedId && sub === 'active') {
    body = (
      <DashboardList titleId="active-leagues-title" title="ACTIVE LEAGUES" isEmpty={approved.length === 0} emptyText="No Orgs">
        {approved.map((place) => (
          <li key={place.id} className={styles.row}>
            <OrganizerCell organizer={place.organizer} />
            <span className={styles.role}>{STAFF_ROLE_LABELS[place.role]}</span>
            <span className={styles.buttons}>
              <button type="button" className="btn btn-sm btn-primary" aria-label={`Manage ${place.organizer.name}`} onClick={() => select(place.organizer.id)}>
                Manage
              </button>
            </span>
          </li>
        ))}
      </DashboardList>
    );
  } else if (!selectedId) {
    body = (
      <DashboardList titleId="pending-leagues-title" title="PENDING LEAGUES" isEmpty={pending.length === 0} emptyText="No Orgs">
        {pending.map((place) => (
          <li key={place.id} className={styles.row}>
            <OrganizerCell organizer={place.organizer} />
            <span className={styles.role}>{STAFF_ROLE_LABELS[place.role]}</span>
            <AnswerButtons name={place.organizer.name} disabled={answering !== null} onAnswer={(accept) => answer(place.organizer.id, accept)} />
          </li>
        ))}
      </DashboardList>
    );
  } else if (!organizer) {
    body = organizerResult.error ? (
      <p className={`${styles.state} ${styles.stateError}`} role="alert">{`Error: ${errorMessage(organizerResult.error, 'Something went wrong')}`}</p>
    ) : (
      <p className={styles.state}>Loading...</p>
    );
  } else if (section === 'ladder') {
    body = <LadderSection organizer={organizer} view={sub === 'inactive' ? 'inactive' : 'active'} />;
  } else if (section === 'tournament') {
    body = <TournamentSection organizer={organizer} view={sub === 'inactive' ? 'inactive' : 'active'} />;
  } else if (section === 'disputes') {
    body = <DisputesQueue organizerId={organizer.id} />;
  } else if (section === 'webhooks') {
    body = organizer.viewerCanManageStaff ? <WebhooksSection organizerId={organizer.id} adding={dialog === 'add-webhook'} onAddClose={() => setDialog(null)} /> : null;
  } else {
    body = (
      <StaffSection
        organizer={organizer}
        view={sub === 'pending' ? 'pending' : 'active'}
        viewerInvitation={viewerInvitation}
        onLeft={() => select(null)}
      />
    );
  }

  const title = selectedId ? (organizer?.name ?? places.find((p) => p.organizer.id === selectedId)?.organizer.name ?? 'LEAGUE MANAGER') : 'LEAGUE MANAGER';
  const roles = invitableStaffRoles(viewerRole);

  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <button type="button" className={styles.back} aria-label="Back" disabled={!selectedId} onClick={() => select(null)}>
          ‹
        </button>
        <h1 className={styles.pageTitle} title={title}>
          {displayName(title)}
        </h1>
      </div>
      <div className={styles.toolbar}>
        <nav className={styles.nav} aria-label="Sections">
          <div className={styles.segmented} role="group" aria-label="Section">
            {sections.map((s) => (
              <button key={s} type="button" className={styles.segment} aria-pressed={section === s} onClick={() => chooseSection(s)}>
                {sectionLabel[s]}
              </button>
            ))}
          </div>
          <div className={styles.segmented} role="group" aria-label={`${sectionLabel[section]} lists`}>
            {SUBS[section].map((s) => (
              <button key={s.id} type="button" className={styles.subSegment} aria-pressed={sub === s.id} onClick={() => setSub(s.id)}>
                {s.label}
              </button>
            ))}
          </div>
        </nav>
        {action}
      </div>
      {selectedId && section === 'ladder' && <OrganizerLeagueCards organizerId={selectedId} />}
      {body}
      {dialog === 'create-league' && <CreateLeagueModal onClose={() => setDialog(null)} />}
      {dialog === 'create-ladder' && organizer && (
        <Suspense fallback={null}>
          <CreateLadderModal
            organizerId={organizer.id}
            parentLeagues={organizer.leagues.filter((l) => l.isParent).map((l) => ({ id: l.id, name: l.name }))}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {dialog === 'create-tournament' && organizer && (
        <Suspense fallback={null}>
          <CreateTournamentModal organizerId={organizer.id} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {dialog === 'invite-staff' && organizer && (
        <InviteUserModal
          title="Invite Staff"
          targetId={organizer.id}
          send={(userName) => invite({ variables: { organizerId: organizer.id, userName, role: inviteRole } })}
          onClose={() => setDialog(null)}
        >
          <label className={styles.label} htmlFor="invite-staff-role">
            Role
          </label>
          <select id="invite-staff-role" className={styles.select} value={inviteRole} onChange={(event) => setInviteRole(event.target.value as StaffRole)}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </InviteUserModal>
      )}
    </div>
  );
}
