import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { ACTION_REASON_REQUIRED } from '../../src/components/moderation/ActionDialog';
import { ModerationQueue } from '../../src/components/moderation/ModerationQueue';
import { MODERATION_PAGE_SIZE } from '../../src/components/moderation/operations';
import { ActOnReportDocument, ModerationQueueDocument } from '../../src/gql/graphql';
import * as toast from '../../src/lib/toast';
import { press } from '../support/forms';
import { renderWithClient } from '../support/renderWithClient';

const ORG = 'org-1';

function report(id: string, over: Record<string, unknown> = {}) {
  return {
    __typename: 'ModerationReport' as const,
    id,
    targetType: 'COMMENT',
    targetId: `comment-${id}`,
    reason: 'HARASSMENT',
    text: 'insults everyone',
    content: `rude words ${id}`,
    contextPath: '/organizer/org-1',
    contextLabel: 'Comment on Nova Esports',
    status: 'OPEN',
    createdAt: '2026-11-27T01:00:00.000Z',
    reporter: { __typename: 'User' as const, id: 'u-rep', userName: 'reporter' },
    subject: { __typename: 'User' as const, id: 'u-bad', userName: 'troll' },
    organizer: { __typename: 'Organizer' as const, id: ORG, name: 'Nova Esports' },
    ...over,
  };
}

/** One page of the queue: its reports, and the cursor of the next when there is one. */
const queueMock = (reports: ReturnType<typeof report>[], page: { after?: string; next?: string } = {}): MockLink.MockedResponse => ({
  request: { query: ModerationQueueDocument, variables: { organizerId: ORG, first: MODERATION_PAGE_SIZE, ...(page.after ? { after: page.after } : {}) } },
  result: {
    data: {
      moderationQueue: {
        __typename: 'ModerationReportConnection',
        edges: reports.map((node) => ({ __typename: 'ModerationReportEdge', cursor: `c-${node.id}`, node })),
        pageInfo: { __typename: 'PageInfo', endCursor: reports.length ? `c-${reports.at(-1)!.id}` : null, hasNextPage: Boolean(page.next) },
      },
    },
  },
});

const actMock = (input: Record<string, unknown>, counter: { calls: number }): MockLink.MockedResponse => ({
  request: { query: ActOnReportDocument, variables: { input } },
  result: () => {
    counter.calls += 1;
    return {
      data: {
        actOnReport: {
          __typename: 'ModerationAuditEntry',
          id: `a-${counter.calls}`,
          action: input.action,
          reason: input.reason,
          reportId: input.reportId,
          durationMinutes: (input.durationMinutes as number | undefined) ?? null,
          createdAt: '2026-11-27T01:05:00.000Z',
          targetType: 'COMMENT',
          targetId: 'comment-r1',
          moderator: { __typename: 'User', id: 'user-viewer', userName: 'viewer' },
        },
      },
    };
  },
});

const reportCard = (content: string) => screen.getByText(content).closest('li') as HTMLElement;

/** Issue 29: the moderation queue — reasoned actions, and live arrivals and departures. */
describe('ModerationQueue', () => {
  beforeEach(() => jest.spyOn(toast.notify, 'success').mockImplementation(() => 1));
  afterEach(() => jest.restoreAllMocks());

  it('shows a report with its content, reason, reporter text and a link to its context', async () => {
    renderWithClient(<ModerationQueue organizerId={ORG} placeName="Nova Esports" />, { mocks: [queueMock([report('r1')])] });
    const card = (await screen.findByText('rude words r1')).closest('li') as HTMLElement;
    expect(within(card).getByText('Harassment')).toBeTruthy();
    expect(within(card).getByText('insults everyone')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open in context' }).getAttribute('href')).toBe('/organizer/org-1');
    expect(within(card).getByRole('link', { name: 'troll' })).toBeTruthy();
  });

  it('Hide asks for a reason, then calls actOnReport with it and the report leaves the queue', async () => {
    const counter = { calls: 0 };
    renderWithClient(<ModerationQueue organizerId={ORG} placeName="Nova Esports" />, {
      mocks: [queueMock([report('r1'), report('r2')]), actMock({ reportId: 'r1', action: 'HIDE', reason: 'Be respectful' }, counter)],
    });
    await screen.findByText('rude words r1');
    await press('Hide', reportCard('rude words r1'));
    const dialog = screen.getByRole('dialog');
    await press('Hide', dialog);
    expect(await within(dialog).findByText(ACTION_REASON_REQUIRED)).toBeTruthy();
    expect(counter.calls).toBe(0);
    fireEvent.change(within(dialog).getByLabelText('Reason (required)'), { target: { value: ' Be respectful ' } });
    await press('Hide', dialog);
    await waitFor(() => expect(screen.queryByText('rude words r1')).toBeNull());
    expect(counter.calls).toBe(1);
    expect(screen.getByText('rude words r2')).toBeTruthy();
  });

  it('Time out sends the chosen duration; Ban says what happens and asks to confirm', async () => {
    const counter = { calls: 0 };
    renderWithClient(<ModerationQueue organizerId={ORG} placeName="Nova Esports" />, {
      mocks: [
        queueMock([report('r1'), report('r2')]),
        actMock({ reportId: 'r1', action: 'TIMEOUT', reason: 'Cool down', durationMinutes: 1440 }, counter),
        actMock({ reportId: 'r2', action: 'BAN', reason: 'Repeated abuse' }, counter),
      ],
    });
    await screen.findByText('rude words r1');
    await press('Time out', reportCard('rude words r1'));
    let dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('24 h'));
    fireEvent.change(within(dialog).getByLabelText('Reason (required)'), { target: { value: 'Cool down' } });
    await press('Time out', dialog);
    await waitFor(() => expect(screen.queryByText('rude words r1')).toBeNull());

    await press('Ban', reportCard('rude words r2'));
    dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).toBe('troll is banned from Nova Esports: its walls, conversations and competitions.');
    fireEvent.change(within(dialog).getByLabelText('Reason (required)'), { target: { value: 'Repeated abuse' } });
    await press('Yes, ban', dialog);
    await waitFor(() => expect(screen.queryByText('rude words r2')).toBeNull());
    expect(counter.calls).toBe(2);
  });

  it('Load More appends the next page of the queue, and is gone on the last page', async () => {
    renderWithClient(<ModerationQueue organizerId={ORG} placeName="Nova Esports" />, {
      mocks: [queueMock([report('r1'), report('r2')], { next: 'c-r2' }), queueMock([report('r3')], { after: 'c-r2' })],
    });
    await screen.findByText('rude words r1');
    expect(screen.queryByText('rude words r3')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('rude words r3')).toBeTruthy();
    expect(screen.getByText('rude words r1')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => within(li).getByRole('blockquote').textContent)).toEqual(['rude words r1', 'rude words r2', 'rude words r3']);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('a live report waits for Load More while later pages are not loaded (it is the newest)', async () => {
    const { subscriptions } = renderWithClient(<ModerationQueue organizerId={ORG} placeName="Nova Esports" />, {
      mocks: [queueMock([report('r1')], { next: 'c-r1' })],
    });
    await screen.findByText('rude words r1');
    act(() => subscriptions.simulateResult({ result: { data: { moderationQueueChanged: { __typename: 'ModerationQueueEvent', kind: 'CREATED', report: report('r9', { createdAt: '2026-11-27T02:00:00.000Z' }) } } } }));
    act(() => subscriptions.simulateResult({ result: { data: { moderationQueueChanged: { __typename: 'ModerationQueueEvent', kind: 'RESOLVED', report: report('r1', { status: 'RESOLVED' }) } } } }));
    await waitFor(() => expect(screen.queryByText('rude words r1')).toBeNull());
    expect(screen.queryByText('rude words r9')).toBeNull();
    expect(screen.getByRole('button', { name: 'Load More' })).toBeTruthy();
  });

  it('a live CREATED event adds a report and a RESOLVED event removes it, without fetching again', async () => {
    const { subscriptions } = renderWithClient(<ModerationQueue organizerId={ORG} placeName="Nova Esports" />, { mocks: [queueMock([report('r1')])] });
    await screen.findByText('rude words r1');
    act(() => subscriptions.simulateResult({ result: { data: { moderationQueueChanged: { __typename: 'ModerationQueueEvent', kind: 'CREATED', report: report('r3', { createdAt: '2026-11-27T01:10:00.000Z' }) } } } }));
    await screen.findByText('rude words r3');
    act(() => subscriptions.simulateResult({ result: { data: { moderationQueueChanged: { __typename: 'ModerationQueueEvent', kind: 'RESOLVED', report: report('r1', { status: 'RESOLVED' }) } } } }));
    await waitFor(() => expect(screen.queryByText('rude words r1')).toBeNull());
    expect(screen.getByText('rude words r3')).toBeTruthy();
    act(() => subscriptions.simulateResult({ result: { data: { moderationQueueChanged: { __typename: 'ModerationQueueEvent', kind: 'RESOLVED', report: report('r3', { status: 'RESOLVED' }) } } } }));
    expect(await screen.findByText(/No open reports for Nova Esports/)).toBeTruthy();
  });
});
