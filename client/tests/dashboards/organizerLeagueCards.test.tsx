import { act, fireEvent, screen, within } from '@testing-library/react';
import { OrganizerLeagueCardsDocument } from '../../src/gql/graphql';
import { OrganizerLeagueCards } from '../../src/pages/org-dashboard/OrganizerLeagueCards';
import { stubCarouselLayout } from '../support/carouselLayout';
import { fakeMediaQueryList } from '../support/matchMedia';
import { ladderFixture } from '../support/mocks';
import { renderWithClient } from '../support/renderWithClient';

function setViewportWidth(width: number) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return fakeMediaQueryList(query, max ? width <= Number(max[1]) : false);
  }) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

const cardsMock = (leagues: Array<Record<string, unknown>>) => ({
  request: { query: OrganizerLeagueCardsDocument, variables: { param: 'o-neon' } },
  result: { data: { organizer: { __typename: 'Organizer', id: 'o-neon', name: 'Neon League', leagues } } },
});
const onPage = () =>
  Array.from(document.querySelectorAll<HTMLElement>('li:not([aria-hidden])')).map((li) => li.querySelector('h3')!.textContent);

describe("the League Manager's league cards carousel (doc 02)", () => {
  let undo: Array<() => void> = [];
  afterEach(() => {
    undo.forEach((fn) => fn());
    undo = [];
  });

  it("shows the organizer's ladders two per page with 'Page x of y' and wrapping arrows on a desktop", async () => {
    undo.push(setViewportWidth(1366), stubCarouselLayout({ visible: 2 }));
    const ladders = ['Alpha', 'Bravo', 'Charlie'].map((name, i) => ladderFixture({ id: `l${i + 1}`, name }));
    renderWithClient(<OrganizerLeagueCards organizerId="o-neon" />, { mocks: [cardsMock(ladders)] });
    const carousel = await screen.findByRole('region', { name: 'Neon League league cards' });
    expect(carousel.getAttribute('data-per-page')).toBe('2');
    await screen.findByText('Page 1 of 2');
    expect(onPage()).toEqual(['Alpha', 'Bravo']);
    await act(async () => fireEvent.click(within(carousel).getByRole('button', { name: 'Next ladders' })));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(onPage()).toEqual(['Charlie']);
    await act(async () => fireEvent.click(within(carousel).getByRole('button', { name: 'Next ladders' })));
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it("shows two cards a page on a phone too (doc 02), and 'No Leagues Available' for an organizer without ladders", async () => {
    undo.push(setViewportWidth(375), stubCarouselLayout({ visible: 2 }));
    renderWithClient(<OrganizerLeagueCards organizerId="o-neon" />, {
      mocks: [cardsMock(['Alpha', 'Bravo', 'Charlie'].map((name, i) => ladderFixture({ id: `l${i + 1}`, name })))],
    });
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect(onPage()).toEqual(['Alpha', 'Bravo']);
    expect(screen.getByRole('region', { name: 'Neon League league cards' }).getAttribute('data-per-page')).toBe('2');

    renderWithClient(<OrganizerLeagueCards organizerId="o-neon" />, { mocks: [cardsMock([])] });
    expect(await screen.findByText('No Leagues Available')).toBeTruthy();
  });
});
