import { gql } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { useFragment } from '@apollo/client/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FollowButton } from '../../src/components/follow/FollowButton';
import { FollowingList } from '../../src/components/follow/FollowingList';
import { FollowDocument, UnfollowDocument } from '../../src/gql/graphql';
import { followingListMock } from '../support/mocks';
import { renderWithClient } from '../support/renderWithClient';

const TEAM_ID = 'team-neon';
const TEAM_FOLLOW = gql`
  fragment TestTeamFollow on Team {
    id
    name
    viewerIsFollowing
    followerCount
  }
`;

interface TeamFollow {
  id: string;
  name: string;
  viewerIsFollowing: boolean;
  followerCount: number;
}

/** A team page's follow area: the button reads the team from the cache, as the real page does through its query. */
function TeamFollowArea() {
  const { data, complete } = useFragment<TeamFollow>({ fragment: TEAM_FOLLOW, from: { __typename: 'Team', id: TEAM_ID } });
  if (!complete) return null;
  return (
    <>
      <FollowButton target={{ entityType: 'TEAM', id: data.id, name: data.name, isFollowing: data.viewerIsFollowing, followerCount: data.followerCount }} />
      <span data-testid="followers">{data.followerCount}</span>
    </>
  );
}

const status = (isFollowing: boolean, followerCount: number) => ({
  __typename: 'FollowStatus',
  entityType: 'TEAM',
  followedId: TEAM_ID,
  isFollowing,
  followerCount,
});

const followingList = (profiles: Array<{ id: string; name: string }>) => followingListMock('user-viewer', profiles.map((p) => ({ entityType: 'TEAM', ...p })));

function setup(mocks: MockLink.MockedResponse[], following = false) {
  const view = renderWithClient(
    <>
      <TeamFollowArea />
      <FollowingList />
    </>,
    { mocks },
  );
  view.client.cache.writeFragment({
    fragment: TEAM_FOLLOW,
    data: { __typename: 'Team', id: TEAM_ID, name: 'Neon Vipers', viewerIsFollowing: following, followerCount: 7 },
  });
  return view;
}

describe('FollowButton', () => {
  it('shows following at once, settles on the server answer and refreshes the menu list', async () => {
    const vars = { entityType: 'TEAM', followedId: TEAM_ID };
    setup([
      followingList([]),
      { request: { query: FollowDocument, variables: vars }, result: { data: { follow: status(true, 9) } }, delay: 1_500 },
      followingList([{ id: TEAM_ID, name: 'Neon Vipers' }]),
    ]);
    const button = await screen.findByRole('button', { name: 'follow' });

    fireEvent.click(button);
    // Optimistic, well before the server's answer (1.5 s): the guessed count (8) shows, not the server's (9).
    const following = await screen.findByRole('button', { name: 'following' }, { timeout: 1_000 });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('followers').textContent).toBe('8');

    // Settled on the server's answer (its count wins over the guess).
    await waitFor(() => expect(screen.getByTestId('followers').textContent).toBe('9'), { timeout: 5_000 });
    expect(screen.getByRole('button', { name: 'following' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    // The menu list was refetched and shows the team, linked by id.
    fireEvent.click(screen.getByRole('tab', { name: 'Teams' }));
    const link = await screen.findByRole('link', { name: 'Neon Vipers' });
    expect(link.getAttribute('href')).toBe(`/team/${TEAM_ID}`);
  });

  it('reverts to follow with a readable message when the server refuses', async () => {
    setup([
      followingList([]),
      {
        request: { query: FollowDocument, variables: { entityType: 'TEAM', followedId: TEAM_ID } },
        error: new Error('Network request failed'),
        delay: 1_500,
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'follow' }));
    await screen.findByRole('button', { name: 'following' }, { timeout: 1_000 });

    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toBe('Could not follow Neon Vipers: Network request failed');
    expect(screen.getByRole('button', { name: 'follow' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('followers').textContent).toBe('7');
  });

  it('unfollows from following', async () => {
    setup(
      [
        followingList([{ id: TEAM_ID, name: 'Neon Vipers' }]),
        { request: { query: UnfollowDocument, variables: { entityType: 'TEAM', followedId: TEAM_ID } }, result: { data: { unfollow: status(false, 6) } } },
        followingList([]),
      ],
      true,
    );
    // The list must have loaded before the unfollow, or its refetch would merge into the first fetch.
    fireEvent.click(screen.getByRole('tab', { name: 'Teams' }));
    await within(screen.getByRole('tabpanel')).findByText('Neon Vipers');
    fireEvent.click(await screen.findByRole('button', { name: 'following' }));
    await screen.findByRole('button', { name: 'follow' });
    await waitFor(() => expect(screen.getByTestId('followers').textContent).toBe('6'));
    await waitFor(() => expect(within(screen.getByRole('tabpanel')).getByText('No one found')).toBeTruthy());
  });
});
