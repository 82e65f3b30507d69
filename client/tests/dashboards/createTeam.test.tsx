import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { CreateTeamModal } from '../../src/components/teams/CreateTeamModal';
import { CreateTeamDocument, CreateTeamOptionsDocument } from '../../src/gql/graphql';
import { type Mock } from '../support/dashboards';
import { renderWithClient } from '../support/renderWithClient';

const optionsMock: Mock = {
  request: { query: CreateTeamOptionsDocument },
  result: {
    data: {
      games: [
        { __typename: 'Game', id: 'g1', title: 'Valorant' },
        { __typename: 'Game', id: 'g2', title: 'Rocket League' },
      ],
      regions: [
        { __typename: 'Region', id: 'r1', title: 'North America' },
        { __typename: 'Region', id: 'r2', title: 'Europe' },
      ],
    },
  },
};

async function open(mocks: Mock[] = [optionsMock]) {
  const onClose = jest.fn();
  renderWithClient(<CreateTeamModal onClose={onClose} />, { mocks });
  const dialog = await screen.findByRole('dialog', { name: 'Create a New Team' });
  // The button waits for the games and regions.
  await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Create Team' }) as HTMLButtonElement).disabled).toBe(false));
  return { dialog, onClose };
}

const type = async (field: HTMLElement, value: string) => {
  await act(async () => {
    fireEvent.change(field, { target: { value } });
  });
};
const leave = async (field: HTMLElement) => {
  await act(async () => {
    fireEvent.blur(field);
  });
};

describe('Create a New Team', () => {
  it('disables the Region and Game boxes, saying Loading..., until their options arrive', async () => {
    // Options that do not arrive while the test looks (a short delay raced the dialog's own render when suites ran
    // in parallel).
    const { unmount } = renderWithClient(<CreateTeamModal onClose={jest.fn()} />, { mocks: [{ ...optionsMock, delay: 60_000 }] });
    const loading = await screen.findByRole('dialog', { name: 'Create a New Team' });
    const boxesOf = (dialog: HTMLElement) => ['Region', 'Game'].map((name) => within(dialog).getByRole('combobox', { name }) as HTMLInputElement);
    expect(boxesOf(loading).map((box) => [box.disabled, box.placeholder])).toEqual([
      [true, 'Loading...'],
      [true, 'Loading...'],
    ]);
    unmount();
    const { dialog } = await open();
    expect(boxesOf(dialog).map((box) => [box.disabled, box.placeholder])).toEqual([
      [false, 'Select Region'],
      [false, 'Select Game'],
    ]);
  });

  it('has Team Name, Region and Game combo boxes, Create Team and Close', async () => {
    const { dialog } = await open();
    expect(within(dialog).getByLabelText('Team Name')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Region' })).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Game' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Create Team' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('refuses an invalid name, a region and a game that match no listed title', async () => {
    const { dialog } = await open();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));
    });
    await waitFor(() => expect(within(dialog).getByText('Team name must be alphanumeric, up to 18 characters.')).toBeTruthy());
    expect(within(dialog).getByText('Please select a valid region.')).toBeTruthy();
    expect(within(dialog).getByText('Please select a valid game.')).toBeTruthy();

    const name = within(dialog).getByLabelText('Team Name');
    await type(name, 'Red-Wolves');
    expect(within(dialog).getByText('Team name must be alphanumeric, up to 18 characters.')).toBeTruthy();
    await type(name, 'abcdefghijklmnopqrs');
    expect(within(dialog).getByText('Team name must be alphanumeric, up to 18 characters.')).toBeTruthy();
    await type(name, '  Red    Wolves ');
    expect(within(dialog).queryByText('Team name must be alphanumeric, up to 18 characters.')).toBeNull();

    const region = within(dialog).getByRole('combobox', { name: 'Region' });
    await type(region, 'north'); // a filter text, not a listed title
    await leave(region);
    expect(within(dialog).getByText('Please select a valid region.')).toBeTruthy();
    await type(region, 'North America');
    expect(within(dialog).queryByText('Please select a valid region.')).toBeNull();
  });

  it('filters the options as the user types and takes the picked title', async () => {
    const { dialog } = await open();
    const game = within(dialog).getByRole('combobox', { name: 'Game' });
    await act(async () => {
      game.focus();
    });
    await type(game, 'rock');
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Rocket League']);
    await act(async () => {
      fireEvent.click(within(list).getByRole('option', { name: 'Rocket League' }));
    });
    expect((game as HTMLInputElement).value).toBe('Rocket League');
  });

  it("sends the normalised name with the ids, and shows the server's CONFLICT message under the name", async () => {
    const { dialog, onClose } = await open([
      optionsMock,
      {
        request: { query: CreateTeamDocument, variables: { input: { name: 'Red Wolves', regionId: 'r2', gameId: 'g1' } } },
        result: { errors: [new GraphQLError('Team name is already taken.', { extensions: { code: 'CONFLICT' } })] },
      },
    ]);
    await type(within(dialog).getByLabelText('Team Name'), '  Red   Wolves ');
    await type(within(dialog).getByRole('combobox', { name: 'Region' }), 'Europe');
    await type(within(dialog).getByRole('combobox', { name: 'Game' }), 'Valorant');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));
    });
    await waitFor(() => expect(within(dialog).getByText('Team name is already taken.')).toBeTruthy());
    expect(onClose).not.toHaveBeenCalled();
  });
});
