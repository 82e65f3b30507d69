import { ReportingSettingsModal } from '../../components/match-reports/ReportingSettingsModal';
import { useEffect, useRef, useState } from 'react';
import styles from '../../components/dashboard/Dashboard.module.css';
import { DashboardLink, DashboardList } from '../../components/dashboard/DashboardList';
import { InviteUserModal } from '../../components/dashboard/InviteUserModal';
import { useInviteTeamToLadder, useToggleLadderStatus } from '../../components/ladder/ladderMutations';
import { graphql } from '../../gql';
import type { LadderSection_OrganizerFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { leaguePath } from '../../lib/paths';
import { notify } from '../../lib/toast';
import { useBusyAction } from '../../lib/useBusyAction';
import { useConfirm } from '../../components/ui/useConfirm';
import { LadderSettingsModal, LadderTeamsModal, ScoreSettingsModal } from './LadderModals';

/** One ladder row (and what its dialogs start from); createLadder asks the same back for the new row. */
export const ladderSectionLadderFragment = graphql(`
  fragment LadderSection_ladder on League {
    id
    name
    status
    isParent
    teamCount
    pendingTeamCount
    maxTeams
    openEntry
    winPoints
    drawPoints
    lossPoints
    viewerCanModerate
    viewerCanEditSettings
    viewerCanEditScoreSettings
    game {
      id
      title
    }
    ...ReportingSettingsModal_ladder
  }
`);

export const ladderSectionOrganizerFragment = graphql(`
  fragment LadderSection_organizer on Organizer {
    id
    leagues {
      ...LadderSection_ladder
    }
  }
`);

export const LINK_COPIED = 'Link Copied!';
export const LINK_COPIED_MS = 2000;

/** The ladder share link: the product's public host followed by /league/{league_id}. */
export const ladderShareUrl = (leagueId: string, origin: string = window.location.origin) => `${origin}${leaguePath(leagueId)}`;

type Ladder = LadderSection_OrganizerFragment['leagues'][number];
type Dialog = { kind: 'active' | 'pending' | 'settings' | 'score' | 'invite' | 'reporting'; ladder: Ladder } | null;

async function copyText(text: string) {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/**
 * ACTIVE LADDERS / INACTIVE LADDERS (doc 02 section 2): each ladder with its real team count, the
 * status toggle, Active Teams, Pending Teams, Share Ladder ('Link Copied!' for 2 s), Score Settings
 * and Settings. Each action shows only when the server says the viewer may take it on that ladder
 * (its viewerCan… fields, read from the role matrix): an unassigned admin or mod sees no button that fails.
 */
export function LadderSection({ organizer, view }: { organizer: LadderSection_OrganizerFragment; view: 'active' | 'inactive' }) {
  const status = view === 'inactive' ? 'INACTIVE' : 'ACTIVE';
  const ladders = organizer.leagues.filter((l) => l.status === status);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [toggle] = useToggleLadderStatus();
  const [inviteTeam] = useInviteTeamToLadder();
  const { busy: toggling, run } = useBusyAction();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const share = async (ladder: Ladder) => {
    try {
      await copyText(ladderShareUrl(ladder.id));
      setCopied(ladder.id);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(null), LINK_COPIED_MS);
    } catch (e) {
      notify.error(errorMessage(e, 'Something went wrong'));
    }
  };

  const flip = (ladder: Ladder) => run(ladder.id, () => toggle({ variables: { leagueId: ladder.id } }));
  const confirm = useConfirm();
  /** Set Inactive asks first (Set Active does at once). */
  const askFlip = (ladder: Ladder) => {
    if (ladder.status !== 'ACTIVE') return void flip(ladder);
    confirm.ask({
      title: `Set ${ladder.name} inactive?`,
      question: `Set ${ladder.name} inactive? It moves to INACTIVE LADDERS until it is set active again.`,
      confirmLabel: 'Set Inactive',
      done: `${ladder.name} is now inactive.`,
      run: () => flip(ladder),
    });
  };

  return (
    <DashboardList
      titleId="ladders-title"
      title={status === 'ACTIVE' ? 'ACTIVE LADDERS' : 'INACTIVE LADDERS'}
      isEmpty={ladders.length === 0}
      emptyText="No Ladders"
      footer={
        <>
          {confirm.dialog}
          {dialog?.kind === 'active' && <LadderTeamsModal ladder={dialog.ladder} view="active" onClose={() => setDialog(null)} />}
          {dialog?.kind === 'pending' && <LadderTeamsModal ladder={dialog.ladder} view="pending" onClose={() => setDialog(null)} />}
          {dialog?.kind === 'settings' && <LadderSettingsModal ladder={dialog.ladder} onClose={() => setDialog(null)} />}
          {dialog?.kind === 'score' && <ScoreSettingsModal ladder={dialog.ladder} onClose={() => setDialog(null)} />}
          {dialog?.kind === 'reporting' && <ReportingSettingsModal ladder={dialog.ladder} onClose={() => setDialog(null)} />}
          {dialog?.kind === 'invite' && (
            <InviteUserModal
              title={`INVITE TEAMS: ${dialog.ladder.name}`}
              targetId={dialog.ladder.id}
              fieldLabel="Enter Team Name"
              normalize={(text) => text.trim().replace(/\s+/g, ' ')}
              send={(team) => inviteTeam({ variables: { leagueId: dialog.ladder.id, team } })}
              onClose={() => setDialog(null)}
            />
          )}
        </>
      }
    >
      {ladders.map((ladder) => (
        <li key={ladder.id} className={styles.row} data-testid="ladder-row">
          <DashboardLink to={leaguePath(ladder.id)} name={ladder.name} meta={ladder.game?.title ?? 'No Game Info'} />
          <span className={styles.count} aria-label={`teams: ${ladder.teamCount}/${ladder.maxTeams}`}>
            {`teams: ${ladder.teamCount}/${ladder.maxTeams}`}
          </span>
          {!!ladder.pendingTeamCount && <span className={styles.count}>{`${ladder.pendingTeamCount} pending`}</span>}
          <span className={styles.buttons}>
            {ladder.viewerCanModerate && (
              <>
                <button type="button" className="btn btn-sm btn-ghost" aria-label={`Active Teams of ${ladder.name}`} onClick={() => setDialog({ kind: 'active', ladder })}>
                  Active Teams
                </button>
                <button type="button" className="btn btn-sm btn-ghost" aria-label={`Pending Teams of ${ladder.name}`} onClick={() => setDialog({ kind: 'pending', ladder })}>
                  Pending Teams
                </button>
              </>
            )}
            <button type="button" className="btn btn-sm btn-ghost" aria-label={`Share ${ladder.name}`} onClick={() => void share(ladder)}>
              {copied === ladder.id ? LINK_COPIED : 'Share Ladder'}
            </button>
            {ladder.viewerCanEditScoreSettings && (
              <button type="button" className="btn btn-sm btn-ghost" aria-label={`Score Settings of ${ladder.name}`} onClick={() => setDialog({ kind: 'score', ladder })}>
                Score Settings
              </button>
            )}
            {ladder.viewerCanEditSettings && (
              <>
                <button type="button" className="btn btn-sm btn-ghost" aria-label={`Settings of ${ladder.name}`} onClick={() => setDialog({ kind: 'settings', ladder })}>
                  Settings
                </button>
                <button type="button" className="btn btn-sm btn-ghost" aria-label={`Reporting of ${ladder.name}`} onClick={() => setDialog({ kind: 'reporting', ladder })}>
                  {ladder.reportingMode === 'TEAMS' ? 'Reporting: Team reports' : 'Reporting: Staff only'}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-ghost"
                  aria-label={`${status === 'ACTIVE' ? 'Deactivate' : 'Activate'} ${ladder.name}`}
                  disabled={toggling === ladder.id}
                  onClick={() => askFlip(ladder)}
                >
                  {status === 'ACTIVE' ? 'Set Inactive' : 'Set Active'}
                </button>
              </>
            )}
            {ladder.viewerCanModerate && (
              <button type="button" className="btn btn-sm btn-ghost" aria-label={`Invite Teams to ${ladder.name}`} onClick={() => setDialog({ kind: 'invite', ladder })}>
                Invite Teams
              </button>
            )}
          </span>
        </li>
      ))}
    </DashboardList>
  );
}
