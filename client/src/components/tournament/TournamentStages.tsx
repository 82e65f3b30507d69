import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { graphql } from '../../gql';
import type { TournamentFormat, TournamentStagesQuery } from '../../gql/graphql';
import { useAdvanceTournamentStageMutation, useDecideStageTieMutation, useTournamentNextStagePreviewLazyQuery } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/toast';
import { BracketModeToggle } from '../bracket/BracketModeToggle';
import { BracketView, type BracketMode } from '../bracket/BracketView';
import { useConfirm } from '../ui/useConfirm';
import styles from './TournamentStages.module.css';

/** A tournament's stages as the tabs show them; a tournament's live event carries them too (TournamentPage). */
export const tournamentStagesFragment = graphql(`
  fragment TournamentStages_tournament on Tournament {
    id
    viewerCanManage
    stages {
      stageNumber
      kind
      status
      groupCount
      advance
      standings {
        rank
        groupNumber
        team {
          id
          name
        }
        played
        wins
        losses
        draws
        points
        differential
        explanation
        unresolvedWith {
          id
        }
      }
      nodes {
        ...BracketView_node
      }
    }
  }
`);

export const tournamentStagesQuery = graphql(`
  query TournamentStages($id: ID!) {
    tournament(id: $id) {
      ...TournamentStages_tournament
    }
  }
`);

export const tournamentNextStagePreviewQuery = graphql(`
  query TournamentNextStagePreview($id: ID!) {
    previewNextStage(tournamentId: $id) {
      currentComplete
      next {
        stageNumber
        kind
      }
      entrants {
        id
        name
      }
      undecidedTies {
        groupNumber
        teams {
          id
          name
        }
      }
    }
  }
`);

export const decideStageTieMutation = graphql(`
  mutation DecideStageTie($id: ID!, $stageNumber: Int!, $teamIds: [ID!]!) {
    decideStageTie(tournamentId: $id, stageNumber: $stageNumber, teamIds: $teamIds) {
      stageNumber
      status
    }
  }
`);

type TieTeam = { id: string; name: string };

/** Staff order a tie no tiebreaker separates, best first; the server records the decision in the audit. */
export function TieDecision({
  tournamentId,
  stageNumber,
  groupNumber,
  teams,
  onDecided,
}: {
  tournamentId: string;
  stageNumber: number;
  groupNumber: number | null | undefined;
  teams: readonly TieTeam[];
  onDecided: () => void;
}) {
  const [order, setOrder] = useState<TieTeam[]>([...teams]);
  const [decide, decideState] = useDecideStageTieMutation({ refetchQueries: ['TournamentStages'] });
  const move = (from: number, to: number) =>
    setOrder((list) => {
      const next = [...list];
      const [team] = next.splice(from, 1);
      next.splice(to, 0, team);
      return next;
    });
  const where = groupNumber != null ? ` in Group ${groupNumber}` : '';
  return (
    <div data-testid="tie-decision">
      <p
        role="alert"
        className={styles.note}
      >{`A tie at the cut-off waits for a staff decision${where}: ${teams.map((t) => t.name).join(', ')}. Put them in the order they finish.`}</p>
      <ol className={styles.entrants} aria-label={`Tie order${where}`}>
        {order.map((team, i) => (
          <li key={team.id}>
            {team.name}{' '}
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-label={`Move ${team.name} up`}
              disabled={i === 0}
              onClick={() => move(i, i - 1)}
            >
              Up
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-label={`Move ${team.name} down`}
              disabled={i === order.length - 1}
              onClick={() => move(i, i + 1)}
            >
              Down
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={decideState.loading}
        onClick={async () => {
          try {
            await decide({ variables: { id: tournamentId, stageNumber, teamIds: order.map((t) => t.id) } });
            notify.success('Tie decided.');
            onDecided();
          } catch (e) {
            notify.error(errorMessage(e, 'Could not record the decision.'));
          }
        }}
      >
        Record this order
      </button>
    </div>
  );
}

export const advanceTournamentStageMutation = graphql(`
  mutation AdvanceTournamentStage($id: ID!) {
    advanceStage(tournamentId: $id) {
      id
      status
    }
  }
`);

type Stage = TournamentStagesQuery['tournament']['stages'][number];
type Row = Stage['standings'][number];

const KIND_LABEL: Record<TournamentFormat, string> = {
  ROUND_ROBIN: 'Groups',
  SWISS: 'Swiss',
  SINGLE_ELIMINATION: 'Playoffs',
  DOUBLE_ELIMINATION: 'Playoffs',
};

export const stageTabLabel = (stage: Pick<Stage, 'stageNumber' | 'kind'>) => `Stage ${stage.stageNumber}: ${KIND_LABEL[stage.kind]}`;

/**
 * One group's (or the Swiss field's) table: each row says why it sits above the next, or, in a tie at the cut-off no
 * tiebreaker separates, that it waits for the organizer.
 */
function StandingsTable({ title, rows, advance }: { title: string; rows: Row[]; advance: number | null }) {
  // A tie never crosses a group, so the table's own rows name the teams a row is level with.
  const nameOf = new Map(rows.map((row) => [row.team.id, row.team.name]));
  const rankOf = new Map(rows.map((row) => [row.team.id, row.rank]));
  // Only a tie straddling the cut-off waits for the organizer (who goes on); one below or above it changes nothing.
  const awaitsDecision = (row: Row) => {
    if (advance == null || row.unresolvedWith.length === 0) return false;
    const ranks = [row.rank, ...row.unresolvedWith.map((team) => rankOf.get(team.id) ?? row.rank)];
    return Math.min(...ranks) <= advance && Math.max(...ranks) > advance;
  };
  return (
    <div className={styles.tableWrap} role="region" aria-label={title} tabIndex={0}>
      <table className={styles.table} data-testid="stage-standings">
        <caption className={styles.caption}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Team</th>
            <th scope="col" title="Wins">
              W
            </th>
            <th scope="col" title="Draws">
              D
            </th>
            <th scope="col" title="Losses">
              L
            </th>
            <th scope="col" title="Score difference">
              +/-
            </th>
            <th scope="col">Pts</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.team.id} data-qualifies={advance != null && row.rank <= advance ? true : undefined} data-testid="standing-row">
              <td>{row.rank}</td>
              <td>
                <span className={styles.team}>{row.team.name}</span>
                {/* A tie waiting for the organizer says so once, below; the server's 'staff decide' would repeat it. */}
                {row.explanation && !awaitsDecision(row) && <span className={styles.why}>{row.explanation}</span>}
                {awaitsDecision(row) && (
                  <span className={styles.awaiting} data-testid="awaiting-decision">
                    {`Level with ${row.unresolvedWith.map((team) => nameOf.get(team.id) ?? 'another team').join(', ')} on every tiebreaker: awaiting the organizer's decision`}
                  </span>
                )}
              </td>
              <td>{row.wins}</td>
              <td>{row.draws}</td>
              <td>{row.losses}</td>
              <td>{row.differential > 0 ? `+${row.differential}` : row.differential}</td>
              <td className={styles.points}>{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StageBody({ stage, mode }: { stage: Stage; mode: BracketMode }) {
  if (stage.status === 'PENDING') return <p className={styles.note}>{`Starts when Stage ${stage.stageNumber - 1} is complete.`}</p>;
  if (stage.kind === 'ROUND_ROBIN') {
    const groups = [...new Set(stage.standings.map((r) => r.groupNumber ?? 1))].sort((a, b) => a - b);
    return (
      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group} className={styles.groupCard} aria-label={`Group ${group}`}>
            <StandingsTable
              title={`Group ${group}`}
              rows={stage.standings.filter((r) => (r.groupNumber ?? 1) === group)}
              advance={stage.advance ?? null}
            />
            <BracketView nodes={stage.nodes.filter((n) => (n.groupNumber ?? 1) === group)} mode="rounds" />
          </section>
        ))}
      </div>
    );
  }
  if (stage.kind === 'SWISS')
    return (
      <>
        <StandingsTable title="Swiss standings" rows={stage.standings} advance={stage.advance ?? null} />
        <BracketView nodes={stage.nodes} mode="rounds" />
      </>
    );
  return <BracketView nodes={stage.nodes} mode={mode} />;
}

/** Staff: the next stage's seeds before they start it (ties at the cut-off wait for a decision). */
function AdvancePanel({ tournamentId, current, next }: { tournamentId: string; current: Stage; next: Stage }) {
  const [load, preview] = useTournamentNextStagePreviewLazyQuery({ fetchPolicy: 'network-only' });
  const [advance] = useAdvanceTournamentStageMutation({ refetchQueries: ['TournamentStages', 'TournamentPage'] });
  const confirm = useConfirm();
  if (current.status !== 'COMPLETED') return null;
  const data = preview.data?.previewNextStage;
  const blocked = data ? data.undecidedTies.length > 0 || !data.currentComplete : true;
  return (
    <div className={styles.advance} data-testid="advance-panel">
      <p className={styles.note}>{`Stage ${current.stageNumber} is complete. Check who goes on, then start ${stageTabLabel(next)}.`}</p>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => void load({ variables: { id: tournamentId } })}
        disabled={preview.loading}
      >
        Preview next stage
      </button>
      {preview.error && <p role="alert">{errorMessage(preview.error)}</p>}
      {data && (
        <>
          <ol className={styles.entrants} aria-label="Next stage seeds">
            {data.entrants.map((team) => (
              <li key={team.id}>{team.name}</li>
            ))}
          </ol>
          {data.undecidedTies.map((tie) => (
            <TieDecision
              key={tie.groupNumber ?? 0}
              tournamentId={tournamentId}
              stageNumber={current.stageNumber}
              groupNumber={tie.groupNumber}
              teams={tie.teams}
              onDecided={() => void load({ variables: { id: tournamentId } })}
            />
          ))}
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={blocked}
            onClick={() =>
              confirm.ask({
                title: `Start ${stageTabLabel(next)}?`,
                question: `${data.entrants.length} teams go on; the first matches are scheduled. Stage ${current.stageNumber}'s results are then corrected only with a confirmation.`,
                confirmLabel: 'Start stage',
                done: `${stageTabLabel(next)} started.`,
                run: async () => {
                  try {
                    await advance({ variables: { id: tournamentId } });
                  } catch (e) {
                    notify.error(errorMessage(e, 'Could not start the stage.'));
                    return false;
                  }
                },
              })
            }
          >
            {`Start Stage ${next.stageNumber}`}
          </button>
        </>
      )}
      {confirm.dialog}
    </div>
  );
}

/** A multi-stage tournament's stages as tabs: groups as tables with their matches, Swiss rounds, the playoff bracket. */
export function TournamentStages({ tournament }: { tournament: TournamentStagesQuery['tournament'] }) {
  const stages = tournament.stages;
  const current = [...stages].reverse().find((s) => s.status !== 'PENDING') ?? stages[0];
  const [selected, setSelected] = useState<number | null>(null);
  const [mode, setMode] = useState<BracketMode>('bracket');
  const shown = selected ?? current.stageNumber;
  const next = stages.find((s) => s.stageNumber === current.stageNumber + 1);
  return (
    <div className={styles.stages}>
      {tournament.viewerCanManage && next && <AdvancePanel tournamentId={tournament.id} current={current} next={next} />}
      <Tabs selectedKey={String(shown)} onSelectionChange={(key) => setSelected(Number(key))}>
        <TabList aria-label="Stages" className={styles.tabList}>
          {stages.map((stage) => (
            <Tab key={stage.stageNumber} id={String(stage.stageNumber)} className={styles.tab}>
              {stageTabLabel(stage)}
            </Tab>
          ))}
        </TabList>
        {stages.map((stage) => (
          <TabPanel key={stage.stageNumber} id={String(stage.stageNumber)} className={styles.panel}>
            {(stage.kind === 'SINGLE_ELIMINATION' || stage.kind === 'DOUBLE_ELIMINATION') && stage.status !== 'PENDING' && (
              <BracketModeToggle mode={mode} onChange={setMode} className={styles.toggle} />
            )}
            <StageBody stage={stage} mode={mode} />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
