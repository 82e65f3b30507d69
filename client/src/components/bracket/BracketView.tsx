import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { matchPath } from '../../lib/paths';
import {
  isListSide,
  roundTitle,
  sectionsOf,
  slotView,
  stagesOf,
  type BracketNodeLike,
  type Round,
  type Section,
  type SlotView,
} from './bracketModel';
import styles from './Bracket.module.css';

export const bracketViewNodeFragment = graphql(`
  fragment BracketView_node on BracketNode {
    id
    parentNodeId
    loserParentNodeId
    roundNumber
    groupNumber
    slotIndex
    status
    side
    participant1Score
    participant2Score
    winnerTeamId
    participant1 {
      id
      name
    }
    participant2 {
      id
      name
    }
    match {
      id
    }
  }
`);

export type BracketMode = 'bracket' | 'rounds';

function Slot({ view }: { view: SlotView }) {
  if (view.kind !== 'team')
    return (
      <div className={styles.slot} data-empty={view.kind}>
        <span className={styles.slotName}>{view.text}</span>
      </div>
    );
  return (
    <div className={styles.slot} data-winner={view.winner || undefined}>
      <span className={styles.slotName} title={view.team.name}>
        {view.team.name}
      </span>
      <span className={styles.slotScore}>{view.score ?? ''}</span>
    </div>
  );
}

/** One pairing: both places (team, BYE or TBD), scores, the winner highlighted; a link to its match when it has one. */
export function BracketNodeCard({ node, firstRound = 1 }: { node: BracketNodeLike; firstRound?: number }) {
  const one = slotView(node, 1, firstRound);
  const two = slotView(node, 2, firstRound);
  const body = (
    <>
      <Slot view={one} />
      <Slot view={two} />
    </>
  );
  const names = [one, two].map((v) => (v.kind === 'team' ? v.team.name : v.text)).join(' vs ');
  if (node.match)
    return (
      <Link to={matchPath(node.match.id)} className={styles.node} data-status={node.status} data-testid="bracket-node" aria-label={`Match: ${names}`}>
        {body}
      </Link>
    );
  return (
    <div className={styles.node} data-status={node.status} data-testid="bracket-node" aria-label={names} role="group">
      {body}
    </div>
  );
}

function groupLabel(groupNumber: number | null) {
  return groupNumber === null ? null : `Group ${groupNumber}`;
}

function RoundColumn({ section, round, lastRound, firstRound }: { section: Section<BracketNodeLike>; round: Round<BracketNodeLike>; lastRound: number; firstRound: number }) {
  const grouped = round.groups.length > 1;
  return (
    <div className={styles.column} data-testid="bracket-round" data-round-column>
      <h4 className={styles.roundTitle}>{roundTitle(section.side, round.roundNumber, lastRound)}</h4>
      <div className={styles.columnBody}>
        {round.groups.map((group) => (
          <div key={group.groupNumber ?? 'all'} className={styles.group} data-grouped={grouped || undefined}>
            {grouped && <span className={styles.groupLabel}>{groupLabel(group.groupNumber)}</span>}
            {group.nodes.map((node) => (
              <div key={node.id} className={styles.cell}>
                <BracketNodeCard node={node} firstRound={firstRound} />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The rounds' sideways scroller. When rounds lie past its right edge (a phone shows one or two columns), the edge fades
 * and a 'More rounds' button says so and scrolls one column on: the Final is never cut off without a sign of more.
 */
function SideScroller({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const box = ref.current;
    if (box) setMore(box.scrollLeft + box.clientWidth < box.scrollWidth - 2);
  }, []);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    if (typeof ResizeObserver === 'undefined') return measure();
    // The observer's first report comes after the browser's own layout of the frame: measuring here instead forced
    // that layout inside React's commit, which made the page's first long task longer on a phone.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  const scrollOn = () => {
    const box = ref.current;
    const column = box?.querySelector<HTMLElement>('[data-round-column]');
    box?.scrollBy({ left: column ? column.offsetWidth + 16 : box.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <div className={styles.scrollFrame} data-more={more || undefined}>
      <div ref={ref} className={styles.scroller} tabIndex={0} aria-label={label} role="region" onScroll={measure}>
        {children}
      </div>
      {/* Always there, shown or hidden: measured after the first layout, adding it then would change the tree under a
          tab panel, whose watcher (React Aria's) then forces a style recalculation to look for tabbable elements. */}
      <button type="button" className={styles.moreRounds} onClick={scrollOn} hidden={!more}>
        More rounds ›
      </button>
    </div>
  );
}

/** A side as columns of rounds, 3 rounds per stage with a pager; the stage scrolls sideways on a phone. */
function VisualSection({ section, firstRound }: { section: Section<BracketNodeLike>; firstRound: number }) {
  const stages = stagesOf(section.rounds);
  const [stage, setStage] = useState(0);
  const current = Math.min(stage, stages.length - 1);
  const lastRound = section.rounds[section.rounds.length - 1]?.roundNumber ?? 1;
  const shown = stages[current];
  return (
    <section className={styles.section} aria-label={section.title} data-side={section.side}>
      <header className={styles.sectionHead}>
        <h3 className={styles.sectionTitle}>{section.title}</h3>
        {stages.length > 1 && (
          <div className={styles.pager} role="group" aria-label={`${section.title} stages`}>
            <button type="button" className="btn btn-ghost btn-sm" disabled={current === 0} onClick={() => setStage(current - 1)} aria-label="Earlier rounds">
              ‹
            </button>
            <span className={styles.pagerLabel} aria-live="polite">
              {`Rounds ${shown[0]?.roundNumber}–${shown[shown.length - 1]?.roundNumber}`}
            </span>
            <button type="button" className="btn btn-ghost btn-sm" disabled={current >= stages.length - 1} onClick={() => setStage(current + 1)} aria-label="Later rounds">
              ›
            </button>
          </div>
        )}
      </header>
      <SideScroller label={`${section.title} rounds`}>
        <div className={styles.columns}>
          {shown.map((round) => (
            <RoundColumn key={round.roundNumber} section={section} round={round} lastRound={lastRound} firstRound={firstRound} />
          ))}
        </div>
      </SideScroller>
    </section>
  );
}

/** A side as a list of rounds (round robin and Swiss always; every side in the round-list view). */
function ListSection({ section, firstRound }: { section: Section<BracketNodeLike>; firstRound: number }) {
  const lastRound = section.rounds[section.rounds.length - 1]?.roundNumber ?? 1;
  return (
    <section className={styles.section} aria-label={section.title} data-side={section.side}>
      <header className={styles.sectionHead}>
        <h3 className={styles.sectionTitle}>{section.title}</h3>
      </header>
      {section.rounds.map((round) => (
        <div key={round.roundNumber} className={styles.listRound} data-testid="bracket-round">
          <h4 className={styles.roundTitle}>{roundTitle(section.side, round.roundNumber, lastRound)}</h4>
          {round.groups.map((group) => (
            <div key={group.groupNumber ?? 'all'}>
              {round.groups.length > 1 && <span className={styles.groupLabel}>{groupLabel(group.groupNumber)}</span>}
              <ul className={styles.listNodes}>
                {group.nodes.map((node) => (
                  <li key={node.id}>
                    <BracketNodeCard node={node} firstRound={firstRound} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}

/**
 * The bracket (our own rendering of the bracket nodes): in 'bracket' mode elimination sides are
 * columns of rounds (3 per stage), round robin and Swiss lists of rounds; in 'rounds' mode every side
 * is a list of rounds.
 */
export function BracketView({ nodes, mode = 'bracket' }: { nodes: readonly BracketNodeLike[]; mode?: BracketMode }) {
  const sections = sectionsOf(nodes);
  if (sections.length === 0) return <p className={styles.empty}>No bracket yet.</p>;
  return (
    <div className={styles.bracket} data-mode={mode}>
      {sections.map((section) =>
        mode === 'rounds' || isListSide(section.side) ? (
          <ListSection key={section.side} section={section} firstRound={1} />
        ) : (
          <VisualSection key={section.side} section={section} firstRound={1} />
        ),
      )}
    </div>
  );
}
