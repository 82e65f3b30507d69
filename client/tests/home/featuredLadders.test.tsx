import { act, fireEvent, screen, within } from '@testing-library/react';
import FeaturedLadders, { LADDERS_MEDIUM_QUERY, LADDERS_NARROW_QUERY } from '../../src/pages/home/FeaturedLadders';
import { stubCarouselLayout } from '../support/carouselLayout';
import { fakeMediaQueryList } from '../support/matchMedia';
import { featuredLaddersMock, ladderFixture } from '../support/mocks';
import { renderWithClient } from '../support/renderWithClient';

/** A viewport `width` px wide, as far as `(max-width: N)` media queries are concerned. */
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

const ladders = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].map((name, i) => ladderFixture({ id: `l${i + 1}`, name }));

/** The ladder names on the current page (the others are hidden from assistive tech and inert). */
const onPage = () =>
  Array.from(document.querySelectorAll<HTMLElement>('li:not([aria-hidden])')).map((li) => li.querySelector('h3')!.textContent);

describe('Featured Ladders carousel', () => {
  let undo: Array<() => void> = [];
  afterEach(() => {
    undo.forEach((fn) => fn());
    undo = [];
  });

  it('matches the spec breakpoints: under 620 px and under 1201 px', () => {
    expect(LADDERS_NARROW_QUERY).toBe('(max-width: 619.98px)');
    expect(LADDERS_MEDIUM_QUERY).toBe('(max-width: 1200.98px)');
  });

  it.each([
    [1280, 3, 2],
    [1201, 3, 2],
    [1200, 2, 3],
    [620, 2, 3],
    [619, 1, 5],
    [375, 1, 5],
  ])('at %i px shows %i cards a page (%i pages)', async (width, perPage, pages) => {
    undo.push(setViewportWidth(width), stubCarouselLayout({ visible: perPage }));
    renderWithClient(<FeaturedLadders />, { mocks: [featuredLaddersMock(ladders)] });
    const carousel = await screen.findByRole('region', { name: 'Featured ladder cards' });
    expect(carousel.getAttribute('data-per-page')).toBe(String(perPage));
    expect(onPage()).toEqual(ladders.slice(0, perPage).map((l) => l.name));
    expect(within(carousel).getByText(`Page 1 of ${pages}`)).toBeTruthy();
  });

  it('wraps with the arrows: next from the last page is the first, previous from the first is the last', async () => {
    undo.push(setViewportWidth(1280), stubCarouselLayout({ visible: 3 }));
    renderWithClient(<FeaturedLadders />, { mocks: [featuredLaddersMock(ladders)] });
    await screen.findByRole('region', { name: 'Featured ladder cards' });
    // The carousel takes the arrows once its engine has measured the pages (a click before that is dropped).
    await screen.findByText('Page 1 of 2');
    const next = screen.getByRole('button', { name: 'Next ladders' });
    const prev = screen.getByRole('button', { name: 'Previous ladders' });
    await act(async () => fireEvent.click(next));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(onPage()).toEqual(['Delta', 'Echo']);
    await act(async () => fireEvent.click(next));
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(onPage()).toEqual(['Alpha', 'Bravo', 'Charlie']);
    await act(async () => fireEvent.click(prev));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('shows each card with its links and no arrows when everything fits on one page', async () => {
    undo.push(setViewportWidth(1280), stubCarouselLayout({ visible: 3 }));
    renderWithClient(<FeaturedLadders />, {
      mocks: [featuredLaddersMock([ladderFixture({ id: 'l9', name: 'Valorant NA Ladder', game: null, region: null, platform: null })])],
    });
    const card = await screen.findByRole('article', { name: 'Valorant NA Ladder' });
    expect(within(card).getByRole('link', { name: 'Valorant NA Ladder' }).getAttribute('href')).toBe('/league/l9');
    expect(within(card).getByRole('link', { name: 'Pixel Arena' }).getAttribute('href')).toBe('/organizer/o1');
    expect(within(card).getByText('No Game Info')).toBeTruthy();
    expect(within(card).getByText('Region not found')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Unknown Platform' })).toBeTruthy();
    expect(within(card).getByText('Nov 1, 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next ladders' })).toBeNull();
  });

  it("says 'No Leagues Available' when there is none", async () => {
    renderWithClient(<FeaturedLadders />, { mocks: [featuredLaddersMock([])] });
    expect(await screen.findByText('No Leagues Available')).toBeTruthy();
  });
});
