import { fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { AuditList } from '../../src/components/moderation/AuditList';
import { MODERATION_PAGE_SIZE } from '../../src/components/moderation/operations';
import { ModerationAuditDocument } from '../../src/gql/graphql';
import { renderWithClient } from '../support/renderWithClient';

const ORG = 'org-1';

function entry(id: string, over: Record<string, unknown> = {}) {
  return {
    __typename: 'ModerationAuditEntry' as const,
    id,
    action: 'HIDE',
    reason: `reason ${id}`,
    reportId: `report-${id}`,
    durationMinutes: null,
    createdAt: '2026-11-27T01:00:00.000Z',
    targetType: 'COMMENT',
    targetId: `comment-${id}`,
    moderator: { __typename: 'User' as const, id: 'u-mod', userName: 'mod' },
    ...over,
  };
}

/** One page of the audit: its entries, and whether another follows. */
const auditMock = (entries: ReturnType<typeof entry>[], page: { after?: string; more?: boolean } = {}): MockLink.MockedResponse => ({
  request: { query: ModerationAuditDocument, variables: { organizerId: ORG, first: MODERATION_PAGE_SIZE, ...(page.after ? { after: page.after } : {}) } },
  result: {
    data: {
      moderationAudit: {
        __typename: 'ModerationAuditConnection',
        edges: entries.map((node) => ({ __typename: 'ModerationAuditEdge', cursor: `c-${node.id}`, node })),
        pageInfo: { __typename: 'PageInfo', endCursor: entries.length ? `c-${entries.at(-1)!.id}` : null, hasNextPage: Boolean(page.more) },
      },
    },
  },
});

/** Issue 29's leftovers: the audit pages with Load More, and says what a filter save was. */
describe('AuditList', () => {
  it('Load More appends the next page (newest first); a filter save reads as one, with what changed', async () => {
    renderWithClient(<AuditList organizerId={ORG} placeName="Nova Esports" />, {
      mocks: [
        auditMock([entry('a3', { action: 'UPDATE_FILTERS', reason: 'Mode hold, 2 words; added noob', targetType: 'ORGANIZER', reportId: null }), entry('a2')], { more: true }),
        auditMock([entry('a1')], { after: 'c-a2' }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Moderation audit' });
    const rows = () => within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[];
    expect(within(rows()[0]).getByText('Saved the word filter')).toBeTruthy();
    expect(within(rows()[0]).getByText('Mode hold, 2 words; added noob')).toBeTruthy();
    expect(rows()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('reason a1')).toBeTruthy();
    expect(rows().map((row) => row.cells[2].textContent)).toEqual(['Mode hold, 2 words; added noob', 'reason a2', 'reason a1']);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });
});
