import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createCache } from '../../src/apollo/cache';
import { LazySearchBox } from '../../src/components/search/LazySearchBox';

// Its own file: the combobox module must not be loaded yet (once loaded it stays, module-wide), as on a first visit.
describe('LazySearchBox on the prerendered home', () => {
  it('on a prerendered page, adopts what was typed before React hydrated the stand-in', async () => {
    const client = new ApolloClient({ link: new MockLink([]), cache: createCache() });
    const page = (
      <ApolloProvider client={client}>
        <MemoryRouter>
          <LazySearchBox />
        </MemoryRouter>
      </ApolloProvider>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page);
    container.querySelector('input')!.value = 'vip'; // keys pressed before any script ran: no handler saw them
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    // The combobox's module is really imported (a first load can take over findByRole's default second in CI).
    const combo = (await within(container).findByRole('combobox', { name: 'Search' }, { timeout: 10_000 })) as HTMLInputElement;
    expect(combo.value).toBe('vip');
    act(() => root!.unmount());
    container.remove();
  });
});
