import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  CreateApiTokenDocument,
  MyApiTokensDocument,
  RevokeApiTokenDocument,
  type CreateApiTokenMutationVariables,
} from '../../src/gql/graphql';
import { ApiTokensPanel } from '../../src/pages/user-dashboard/ApiTokensPanel';
import { makeSession, makeUser } from '../support/auth';
import { press } from '../support/forms';
import { renderPage } from '../support/renderPage';

const TOKEN = {
  __typename: 'ApiToken' as const,
  id: 'token-1',
  name: 'Discord bot',
  prefix: 'clutch_pat_AbCd',
  scopes: ['READ', 'WRITE_MATCHES'],
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2027-01-01T10:00:00.000Z',
  lastUsedAt: null as string | null,
  expired: false,
};
const SECRET = 'clutch_pat_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefgh';

const list = (tokens: (typeof TOKEN)[]): MockLink.MockedResponse => ({
  request: { query: MyApiTokensDocument },
  result: { data: { myApiTokens: tokens } },
});

function Page() {
  return <ApiTokensPanel />;
}

async function open(mocks: MockLink.MockedResponse[]) {
  await renderPage(Page, '/user-dashboard', {
    session: makeSession({ user: makeUser({ user_name: 'ace' }, 'user-ace', 'ace@example.test') }),
    mocks,
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
}

describe('My Account: API tokens', () => {
  it('lists tokens with their prefix, scopes and last use (Never when unused), or says there are none', async () => {
    await open([
      list([TOKEN, { ...TOKEN, id: 'token-2', name: 'Stats', scopes: ['READ'], lastUsedAt: '2026-11-20T08:00:00.000Z', expired: true }]),
    ]);
    const items = within(await screen.findByRole('list', { name: 'API tokens' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Discord bot')).toBeTruthy();
    expect(within(items[0]).getByText('clutch_pat_AbCd…')).toBeTruthy();
    expect(within(items[0]).getByText('read, write:matches')).toBeTruthy();
    expect(within(items[0]).getByText('Never')).toBeTruthy();
    expect(within(items[1]).queryByText('Never')).toBeNull();
    expect(within(items[1]).getByText('Expired')).toBeTruthy();
  });

  it('shows No API tokens for an empty list', async () => {
    await open([list([])]);
    expect(await screen.findByText('No API tokens')).toBeTruthy();
  });

  it('creates a token with the chosen scopes and expiry, then shows it once with Copy', async () => {
    let sent: CreateApiTokenMutationVariables | undefined;
    const created: MockLink.MockedResponse = {
      request: {
        query: CreateApiTokenDocument,
        variables: (variables: CreateApiTokenMutationVariables) => {
          sent = variables;
          return true;
        },
      },
      result: {
        data: {
          createApiToken: {
            __typename: 'CreatedApiToken',
            token: SECRET,
            apiToken: { __typename: 'ApiToken', id: 'token-9', name: 'Overlay' },
          },
        },
      },
    };
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await open([list([]), created, list([{ ...TOKEN, id: 'token-9', name: 'Overlay' }])]);
    await screen.findByText('No API tokens');

    await press('Create Token');
    const dialog = screen.getByRole('dialog', { name: 'Create API Token' });
    // Nothing is sent without a name or a scope.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /read/ }));
    await press('Create Token', dialog);
    expect(within(dialog).getByText('Token name is required.')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one scope.')).toBeTruthy();
    expect(sent).toBeUndefined();

    fireEvent.change(within(dialog).getByLabelText('Token Name'), { target: { value: '  Overlay ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /write:matches/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /read/ }));
    fireEvent.change(within(dialog).getByLabelText('Expires in'), { target: { value: '90' } });
    await press('Create Token', dialog);
    const shown = await screen.findByRole('dialog', { name: 'Token created' }, { timeout: 5000 });

    expect(sent?.input.name).toBe('Overlay');
    expect(sent?.input.scopes).toEqual(['READ', 'WRITE_MATCHES']);
    const days = (new Date(sent!.input.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);

    expect((within(shown).getByLabelText('New API token') as HTMLInputElement).value).toBe(SECRET);
    await press('Copy', shown);
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(within(shown).getByRole('button', { name: 'Copied!' })).toBeTruthy();
    await press('Done', shown);
    expect(screen.queryByLabelText('New API token')).toBeNull();
  });

  it('puts the server’s field message under the field', async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: CreateApiTokenDocument, variables: () => true },
      result: {
        errors: [
          new GraphQLError('Expiry date must be within a year.', {
            extensions: { code: 'BAD_USER_INPUT', fields: { expires_at: 'Expiry date must be within a year.' } },
          }),
        ],
      },
    };
    await open([list([]), refused]);
    await press('Create Token');
    const dialog = screen.getByRole('dialog', { name: 'Create API Token' });
    fireEvent.change(within(dialog).getByLabelText('Token Name'), { target: { value: 'x' } });
    await press('Create Token', dialog);
    expect(await within(dialog).findByText('Expiry date must be within a year.')).toBeTruthy();
  });

  it('revokes only after confirming', async () => {
    let revoked = 0;
    const revoke: MockLink.MockedResponse = {
      request: { query: RevokeApiTokenDocument, variables: { id: 'token-1' } },
      result: () => {
        revoked += 1;
        return { data: { revokeApiToken: { __typename: 'ApiToken', id: 'token-1' } } };
      },
    };
    await open([list([TOKEN]), revoke, list([])]);
    await screen.findByText('Discord bot');
    await press('Revoke Discord bot');
    let confirm = screen.getByRole('dialog', { name: 'Revoke Discord bot?' });
    await press('Cancel', confirm);
    expect(revoked).toBe(0);
    await press('Revoke Discord bot');
    confirm = screen.getByRole('dialog', { name: 'Revoke Discord bot?' });
    await press('Revoke', confirm);
    // MockLink answers after a realistic delay (20-50 ms): wait for the call rather than a fixed time.
    await waitFor(() => expect(revoked).toBe(1));
    expect(await screen.findByText('No API tokens')).toBeTruthy();
  });
});
