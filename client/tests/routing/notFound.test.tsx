import { screen } from '@testing-library/react';
import { makeSession } from '../support/auth';
import { renderApp } from '../support/renderApp';

describe('unknown routes', () => {
  it.each(['/nowhere', '/league', '/user/ace/extra'])('%s shows the 404 page inside the shell', async (path) => {
    await renderApp(path, { session: makeSession() });
    expect(screen.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Search...')).toBeTruthy();
  });

  it('is shown to visitors too, without a redirect', async () => {
    const { router } = await renderApp('/nowhere');
    expect(screen.getByText('404 - Page Not Found')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/nowhere');
  });
});
