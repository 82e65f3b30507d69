import { screen, waitFor } from '@testing-library/react';
import { ModerationAppLink } from '../../src/components/moderation/ModerationAppLink';
import { ModerationScopeDocument } from '../../src/gql/graphql';
import { renderWithClient } from '../support/renderWithClient';

const scope = (siteModerator: boolean, organizers: { id: string; name: string }[]) => ({
  request: { query: ModerationScopeDocument },
  result: { data: { moderationScope: { __typename: 'ModerationScope', siteModerator, organizers: organizers.map((o) => ({ __typename: 'Organizer', ...o })) } } },
});

/** Issue 29: the menu offers Moderation only to those who moderate somewhere. */
describe('ModerationAppLink', () => {
  it('links to /moderation for an organizer staff member', async () => {
    renderWithClient(<ModerationAppLink />, { mocks: [scope(false, [{ id: 'o1', name: 'Nova Esports' }])] });
    expect((await screen.findByRole('link', { name: 'Moderation' })).getAttribute('href')).toBe('/moderation');
  });

  it('links for a site moderator with no organizer', async () => {
    renderWithClient(<ModerationAppLink />, { mocks: [scope(true, [])] });
    expect(await screen.findByRole('link', { name: 'Moderation' })).toBeTruthy();
  });

  it('is absent for someone who moderates nowhere', async () => {
    const { client } = renderWithClient(<ModerationAppLink />, { mocks: [scope(false, [])] });
    await waitFor(() => expect((client.cache.extract() as { ROOT_QUERY?: Record<string, unknown> }).ROOT_QUERY?.moderationScope).toBeTruthy());
    expect(screen.queryByRole('link', { name: 'Moderation' })).toBeNull();
  });
});
