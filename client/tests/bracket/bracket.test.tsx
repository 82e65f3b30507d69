import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BracketView } from '../../src/components/bracket/BracketView';
import {
  groupFirstRound,
  roundsOf,
  roundTitle,
  sectionsOf,
  slotView,
  stagesOf,
  type BracketNodeLike,
} from '../../src/components/bracket/bracketModel';

const team = (n: number) => ({ id: `t${n}`, name: `Team ${n}` });
const node = (over: Partial<BracketNodeLike> & Pick<BracketNodeLike, 'id'>): BracketNodeLike => ({
  roundNumber: 1,
  groupNumber: null,
  slotIndex: 0,
  status: 'PENDING',
  side: 'WINNERS',
  participant1: null,
  participant2: null,
  winnerTeamId: null,
  match: null,
  ...over,
});

describe('bracket model', () => {
  it('groups round-1 nodes by group_number (ascending, ungrouped last) and orders each group by slot_index', () => {
    const nodes = [
      node({ id: 'c', groupNumber: 2, slotIndex: 5 }),
      node({ id: 'a', groupNumber: 1, slotIndex: 1 }),
      node({ id: 'x', groupNumber: null, slotIndex: 9 }),
      node({ id: 'd', groupNumber: 2, slotIndex: 4 }),
      node({ id: 'b', groupNumber: 1, slotIndex: 0 }),
    ];
    expect(groupFirstRound(nodes).map((g) => [g.groupNumber, g.nodes.map((n) => n.id)])).toEqual([
      [1, ['b', 'a']],
      [2, ['d', 'c']],
      [null, ['x']],
    ]);
  });

  it('orders rounds ascending; only the first round is grouped, later rounds by slot_index', () => {
    const rounds = roundsOf([
      node({ id: 'f', roundNumber: 3, groupNumber: null }),
      node({ id: 's2', roundNumber: 2, slotIndex: 1, groupNumber: 1 }),
      node({ id: 's1', roundNumber: 2, slotIndex: 0, groupNumber: 2 }),
      node({ id: 'q1', roundNumber: 1, slotIndex: 0, groupNumber: 1 }),
    ]);
    expect(rounds.map((r) => r.roundNumber)).toEqual([1, 2, 3]);
    expect(rounds[1].groups).toHaveLength(1);
    expect(rounds[1].groups[0].nodes.map((n) => n.id)).toEqual(['s1', 's2']);
  });

  it('splits sides into labelled sections in a fixed order', () => {
    const sections = sectionsOf([
      node({ id: 'gf', side: 'GRAND_FINAL' }),
      node({ id: 'l', side: 'LOSERS' }),
      node({ id: 'w', side: 'WINNERS' }),
      node({ id: '3', side: 'THIRD_PLACE', roundNumber: 3 }),
    ]);
    expect(sections.map((s) => s.title)).toEqual(['Winners Bracket', 'Losers Bracket', 'Grand Final', 'Third Place']);
  });

  it('cuts rounds into stages of 3', () => {
    expect(stagesOf([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(stagesOf([])).toEqual([[]]);
  });

  it('names elimination rounds from the final back', () => {
    expect(roundTitle('WINNERS', 4, 4)).toBe('Final');
    expect(roundTitle('WINNERS', 3, 4)).toBe('Semifinals');
    expect(roundTitle('WINNERS', 2, 4)).toBe('Quarterfinals');
    expect(roundTitle('WINNERS', 1, 4)).toBe('Round 1');
    expect(roundTitle('LOSERS', 2, 6)).toBe('Round 2');
    expect(roundTitle('GRAND_FINAL', 2, 2)).toBe('Grand Final Reset');
  });

  describe('empty places: BYE, team name or TBD', () => {
    it('a team shows its name, score and whether it won', () => {
      const n = node({ id: 'n', participant1: team(1), participant2: team(2), participant1Score: 3, participant2Score: 1, winnerTeamId: 't1', status: 'COMPLETED' });
      expect(slotView(n, 1)).toEqual({ kind: 'team', team: team(1), score: 3, winner: true });
      expect(slotView(n, 2)).toEqual({ kind: 'team', team: team(2), score: 1, winner: false });
    });
    it('an empty place of a BYE node is BYE, in any round', () => {
      expect(slotView(node({ id: 'n', roundNumber: 2, status: 'BYE', participant1: team(1) }), 2).kind).toBe('bye');
    });
    it('an empty round-1 place is BYE even before the node is marked', () => {
      expect(slotView(node({ id: 'n', roundNumber: 1, status: 'PENDING', participant1: team(1) }), 2).kind).toBe('bye');
    });
    it('an empty place of a later round is TBD', () => {
      expect(slotView(node({ id: 'n', roundNumber: 2, status: 'PENDING' }), 1)).toEqual({ kind: 'tbd', text: 'TBD' });
    });
    it("the losers bracket's first round waits for losers: TBD", () => {
      expect(slotView(node({ id: 'n', side: 'LOSERS', roundNumber: 1 }), 1).kind).toBe('tbd');
    });
  });
});

/** An 8-slot single elimination with 6 teams: seeds 1 and 2 have byes. */
function eightWithSix(): BracketNodeLike[] {
  return [
    node({ id: 'r1a', slotIndex: 0, groupNumber: 1, status: 'BYE', participant1: team(1), winnerTeamId: 't1' }),
    node({ id: 'r1b', slotIndex: 1, groupNumber: 1, status: 'READY', participant1: team(4), participant2: team(5), match: { id: 'm1' } }),
    node({ id: 'r1c', slotIndex: 2, groupNumber: 1, status: 'BYE', participant1: team(2), winnerTeamId: 't2' }),
    node({ id: 'r1d', slotIndex: 3, groupNumber: 1, status: 'COMPLETED', participant1: team(3), participant2: team(6), participant1Score: 20, participant2Score: 8, winnerTeamId: 't3', match: { id: 'm2' } }),
    node({ id: 'r2a', roundNumber: 2, slotIndex: 0, participant1: team(1) }),
    node({ id: 'r2b', roundNumber: 2, slotIndex: 1, participant1: team(2), participant2: team(3) }),
    node({ id: 'r3', roundNumber: 3, slotIndex: 0 }),
  ];
}

describe('BracketView', () => {
  const renderView = (nodes: BracketNodeLike[], mode?: 'bracket' | 'rounds') =>
    render(
      <MemoryRouter>
        <BracketView nodes={nodes} mode={mode} />
      </MemoryRouter>,
    );

  it('shows rounds as columns with BYE, TBD, scores and the winner; nodes with a match link to it', () => {
    renderView(eightWithSix());
    const rounds = screen.getAllByTestId('bracket-round');
    expect(rounds.map((r) => within(r).getByRole('heading').textContent)).toEqual(['Quarterfinals', 'Semifinals', 'Final']);
    expect(within(rounds[0]).getAllByText('BYE')).toHaveLength(2);
    expect(within(rounds[1]).getAllByText('TBD')).toHaveLength(1);
    expect(within(rounds[2]).getAllByText('TBD')).toHaveLength(2);
    const played = screen.getByRole('link', { name: 'Match: Team 3 vs Team 6' });
    expect(played.getAttribute('href')).toBe('/match/m2');
    expect(within(played).getByText('20')).toBeTruthy();
    expect(within(played).getByText('Team 3').parentElement?.getAttribute('data-winner')).toBe('true');
    expect(screen.getByRole('link', { name: 'Match: Team 4 vs Team 5' }).getAttribute('href')).toBe('/match/m1');
  });

  it("says when rounds lie past the scroller's right edge (a phone's Final), and scrolls on (issue 23 item 16)", async () => {
    // jsdom lays nothing out: a phone-width scroller holding three 240 px columns.
    const widths = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(760);
    const client = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(343);
    const scrollBy = jest.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    // As a browser's does, the observer reports each box it is given once, after the frame's layout: the scroller
    // measures then, not inside React's commit.
    const stub = window.ResizeObserver;
    let reports = 0;
    window.ResizeObserver = class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        setTimeout(() =>
          act(() => {
            reports += 1;
            this.report([], this as unknown as ResizeObserver);
          }),
        );
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      const { container } = renderView(eightWithSix());
      expect(screen.queryByRole('button', { name: 'More rounds ›' })).toBeNull();
      // The sign appears without adding to the tree: under a tab panel, an added element sets React Aria's watcher off
      // (a style recalculation to look for tabbable elements, in a task of its own after the first layout).
      const treeChanges: MutationRecord[] = [];
      const watcher = new MutationObserver((records) => treeChanges.push(...records));
      watcher.observe(container, { childList: true, subtree: true });
      const more = await screen.findByRole('button', { name: 'More rounds ›' });
      expect(reports).toBeGreaterThan(0);
      await Promise.resolve();
      watcher.disconnect();
      expect(treeChanges).toEqual([]);
      fireEvent.click(more);
      expect(scrollBy).toHaveBeenCalledTimes(1);
      // Scrolled to the end: the sign goes.
      widths.mockReturnValue(343);
      fireEvent.scroll(screen.getByRole('region', { name: /rounds$/ }));
      expect(screen.queryByRole('button', { name: 'More rounds ›' })).toBeNull();
    } finally {
      window.ResizeObserver = stub;
      widths.mockRestore();
      client.mockRestore();
    }
  });

  it('pages through stages of 3 rounds', () => {
    const nodes: BracketNodeLike[] = [];
    for (let round = 1; round <= 5; round += 1) nodes.push(node({ id: `n${round}`, roundNumber: round }));
    renderView(nodes);
    expect(screen.getAllByTestId('bracket-round')).toHaveLength(3);
    expect(screen.getByText('Rounds 1–3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Later rounds' }));
    expect(screen.getByText('Rounds 4–5')).toBeTruthy();
    expect(screen.getAllByTestId('bracket-round').map((r) => within(r).getByRole('heading').textContent)).toEqual(['Semifinals', 'Final']);
  });

  it('the round-list view groups nodes by round', () => {
    renderView(eightWithSix(), 'rounds');
    const rounds = screen.getAllByTestId('bracket-round');
    expect(rounds).toHaveLength(3);
    expect(within(rounds[0]).getAllByRole('listitem')).toHaveLength(4);
  });

  it('round robin reads as a list of rounds, with empty places as byes', () => {
    renderView([
      node({ id: 'a', side: 'ROUND_ROBIN', roundNumber: 1, participant1: team(1), participant2: team(2) }),
      node({ id: 'b', side: 'ROUND_ROBIN', roundNumber: 2, participant1: team(1) }),
    ]);
    expect(screen.getByRole('region', { name: 'Round Robin' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('BYE')).toBeTruthy();
  });
});
