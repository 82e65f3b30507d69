import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { useState } from 'react';
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  OrgWebhooksDocument,
  type CreateWebhookMutationVariables,
  type WebhookEventType,
} from '../../src/gql/graphql';
import { WebhooksSection } from '../../src/pages/org-dashboard/WebhooksSection';
import { makeSession, makeUser } from '../support/auth';
import { press } from '../support/forms';
import { renderPage } from '../support/renderPage';

const ORG = 'org-1';
const TYPES: WebhookEventType[] = ['MATCH_FINALIZED', 'COMMENT_CREATED'];
const HOOK = {
  __typename: 'Webhook' as const,
  id: 'hook-1',
  url: 'https://bot.example.com/clutch',
  description: 'Discord bot',
  events: ['MATCH_FINALIZED'] as WebhookEventType[],
  enabled: true,
  disabledAt: null as string | null,
  previousSecretExpiresAt: null as string | null,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const SECRET = 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LXNlY3I=';

const list = (hooks: (typeof HOOK)[]): MockLink.MockedResponse => ({
  request: { query: OrgWebhooksDocument, variables: { param: ORG } },
  result: { data: { webhookEventTypes: TYPES, organizer: { __typename: 'Organizer', id: ORG, webhooks: hooks } } },
});

function Page() {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAdding(true)}>
        Add Endpoint
      </button>
      <WebhooksSection organizerId={ORG} adding={adding} onAddClose={() => setAdding(false)} />
    </>
  );
}

async function open(mocks: MockLink.MockedResponse[]) {
  await renderPage(Page, '/org-dashboard', { session: makeSession({ user: makeUser({ user_name: 'boss' }, 'user-boss', 'boss@example.test') }), mocks });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
}

describe('League Manager > Webhooks', () => {
  it('lists endpoints with their events, or says there are none', async () => {
    await open([list([HOOK, { ...HOOK, id: 'hook-2', url: 'https://b.example.com', events: ['ALL'], enabled: false, disabledAt: '2026-11-02T10:00:00.000Z', description: '' }])]);
    const rows = within(await screen.findByRole('region', { name: 'WEBHOOK ENDPOINTS' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Enabled · match.finalized · Discord bot')).toBeTruthy();
    expect(within(rows[1]).getByText(/^Disabled .* · All events \(\*\)$/)).toBeTruthy();
  });

  it('adds an endpoint with the picked events and shows the secret once, with Copy', async () => {
    let sent: CreateWebhookMutationVariables | undefined;
    const created: MockLink.MockedResponse = {
      request: {
        query: CreateWebhookDocument,
        variables: (variables: CreateWebhookMutationVariables) => {
          sent = variables;
          return true;
        },
      },
      result: { data: { createWebhook: { __typename: 'WebhookWithSecret', secret: SECRET, webhook: { ...HOOK, id: 'hook-9', events: ['COMMENT_CREATED'] } } } },
    };
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await open([list([]), created, list([{ ...HOOK, id: 'hook-9', events: ['COMMENT_CREATED'] }])]);
    await screen.findByText('No endpoints');
    await press('Add Endpoint');
    const dialog = screen.getByRole('dialog', { name: 'Add Webhook Endpoint' });
    const all = within(dialog).getByRole('checkbox', { name: 'All events (*)' }) as HTMLInputElement;
    expect(all.checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: 'comment.created' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(all);
    expect(all.checked).toBe(false);
    await press('Add Endpoint', dialog);
    expect(within(dialog).getByText('Enter the URL deliveries go to.')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one event.')).toBeTruthy();
    expect(sent).toBeUndefined();

    fireEvent.change(within(dialog).getByLabelText('Endpoint URL'), { target: { value: ' https://bot.example.com/clutch ' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Discord bot' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'comment.created' }));
    await press('Add Endpoint', dialog);
    const shown = await screen.findByRole('dialog', { name: 'Signing Secret' }, { timeout: 5000 });
    expect(sent?.input).toEqual({ organizerId: ORG, url: 'https://bot.example.com/clutch', description: 'Discord bot', events: ['COMMENT_CREATED'] });
    expect((within(shown).getByLabelText('Secret') as HTMLInputElement).value).toBe(SECRET);
    await press('Copy', shown);
    expect(writeText).toHaveBeenCalledWith(SECRET);
    await press('Done', shown);
    await waitFor(() => expect(screen.queryByLabelText('Secret')).toBeNull());
  });

  it("puts the server's refusal beside the URL", async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: CreateWebhookDocument, variables: () => true },
      result: { errors: [new GraphQLError('Webhooks go only to public addresses.', { extensions: { code: 'BAD_USER_INPUT', fields: { url: 'Webhooks go only to public addresses.' } } })] },
    };
    await open([list([]), refused]);
    await screen.findByText('No endpoints');
    await press('Add Endpoint');
    const dialog = screen.getByRole('dialog', { name: 'Add Webhook Endpoint' });
    fireEvent.change(within(dialog).getByLabelText('Endpoint URL'), { target: { value: 'http://10.0.0.1/x' } });
    await press('Add Endpoint', dialog);
    expect(await within(dialog).findByText('Webhooks go only to public addresses.')).toBeTruthy();
  });

  it('deletes only after confirming', async () => {
    let deleted = 0;
    const remove: MockLink.MockedResponse = {
      request: { query: DeleteWebhookDocument, variables: { webhookId: HOOK.id } },
      result: () => {
        deleted += 1;
        return { data: { deleteWebhook: { __typename: 'Webhook', id: HOOK.id } } };
      },
    };
    await open([list([HOOK]), remove, list([])]);
    await screen.findByText(HOOK.url);
    await press(`Delete ${HOOK.url}`);
    await press('Cancel', screen.getByRole('dialog', { name: 'Delete endpoint?' }));
    expect(deleted).toBe(0);
    await press(`Delete ${HOOK.url}`);
    await press('Delete', screen.getByRole('dialog', { name: 'Delete endpoint?' }));
    // MockLink answers after a realistic delay (20-50 ms): wait for the call rather than a fixed time.
    await waitFor(() => expect(deleted).toBe(1));
    expect(await screen.findByText('No endpoints')).toBeTruthy();
  });
});
