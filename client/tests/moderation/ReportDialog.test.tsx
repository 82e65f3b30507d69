import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { ReportButton } from '../../src/components/moderation/ReportButton';
import { REASON_REQUIRED, REPORT_SENT, ReportDialog } from '../../src/components/moderation/ReportDialog';
import { ReportContentDocument } from '../../src/gql/graphql';
import * as toast from '../../src/lib/toast';
import { press } from '../support/forms';
import { renderWithClient } from '../support/renderWithClient';

/** Issue 29: reporting a comment, a message, a user, a team or an organizer. */
describe('ReportDialog', () => {
  afterEach(() => jest.restoreAllMocks());

  const reportMock = (
    input: Record<string, unknown>,
    result: MockLink.MockedResponse['result'],
    counter?: { calls: number },
  ): MockLink.MockedResponse => ({
    request: { query: ReportContentDocument, variables: { input } },
    result: () => {
      if (counter) counter.calls += 1;
      return typeof result === 'function' ? (result as () => never)() : (result as never);
    },
  });

  it('refuses a report without a reason beside the reason, sending nothing', async () => {
    const onClose = jest.fn();
    const counter = { calls: 0 };
    const mock = reportMock(
      { targetType: 'COMMENT', targetId: 'c1', reason: 'SPAM', text: '' },
      { data: { reportContent: { __typename: 'ModerationReport', id: 'r1', status: 'OPEN' } } },
      counter,
    );
    renderWithClient(<ReportDialog targetType="COMMENT" targetId="c1" what="comment by ace" onClose={onClose} />, { mocks: [mock] });
    const dialog = screen.getByRole('dialog', { name: 'Report comment by ace' });
    await press('Send Report', dialog);
    expect(await within(dialog).findByText(REASON_REQUIRED)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(counter.calls).toBe(0);
  });

  it('counts the details and stops at 1000 characters', () => {
    renderWithClient(<ReportDialog targetType="COMMENT" targetId="c1" what="comment by ace" onClose={() => {}} />);
    const box = screen.getByLabelText('Details (optional)') as HTMLTextAreaElement;
    expect(box.maxLength).toBe(1000);
    fireEvent.change(box, { target: { value: 'abc' } });
    expect(screen.getByText('3 / 1000')).toBeTruthy();
  });

  it('sends the reason and the details, says so in a toast and closes; the button is disabled while sending', async () => {
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    const onClose = jest.fn();
    const counter = { calls: 0 };
    const mock: MockLink.MockedResponse = {
      ...reportMock(
        { targetType: 'MESSAGE', targetId: 'm1', reason: 'HARASSMENT', text: 'keeps insulting me' },
        { data: { reportContent: { __typename: 'ModerationReport', id: 'r1', status: 'OPEN' } } },
        counter,
      ),
      delay: 50,
    };
    renderWithClient(<ReportDialog targetType="MESSAGE" targetId="m1" what="message by ace" onClose={onClose} />, { mocks: [mock] });
    const dialog = screen.getByRole('dialog', { name: 'Report message by ace' });
    fireEvent.click(within(dialog).getByLabelText('Harassment'));
    fireEvent.change(within(dialog).getByLabelText('Details (optional)'), { target: { value: '  keeps insulting me ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Sending...' }) as HTMLButtonElement).disabled).toBe(true));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(counter.calls).toBe(1);
    expect(success).toHaveBeenCalledWith(REPORT_SENT);
  });

  it("puts the server's field refusal under its field and keeps the dialog open", async () => {
    const onClose = jest.fn();
    const message = 'A report text is at most 1000 characters.';
    const mock = reportMock(
      { targetType: 'USER', targetId: 'u1', reason: 'OTHER', text: 'x' },
      { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: { text: message } } })] },
    );
    renderWithClient(<ReportDialog targetType="USER" targetId="u1" what="ace" onClose={onClose} />, { mocks: [mock] });
    const dialog = screen.getByRole('dialog', { name: 'Report ace' });
    fireEvent.click(within(dialog).getByLabelText('Other'));
    fireEvent.change(within(dialog).getByLabelText('Details (optional)'), { target: { value: 'x' } });
    await press('Send Report', dialog);
    const error = await within(dialog).findByText(message);
    const details = within(dialog).getByLabelText('Details (optional)');
    expect(details.getAttribute('aria-invalid')).toBe('true');
    // the refusal is read with the field: its id is among those that describe the textarea
    expect(details.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a refusal without a field shows as the form error', async () => {
    const mock = reportMock(
      { targetType: 'TEAM', targetId: 't1', reason: 'SPAM', text: '' },
      { errors: [new GraphQLError('You cannot report this.', { extensions: { code: 'FORBIDDEN' } })] },
    );
    renderWithClient(<ReportDialog targetType="TEAM" targetId="t1" what="Team Nova" onClose={() => {}} />, { mocks: [mock] });
    const dialog = screen.getByRole('dialog', { name: 'Report Team Nova' });
    fireEvent.click(within(dialog).getByLabelText('Spam'));
    await press('Send Report', dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You cannot report this.');
  });

  it('the Report button opens the dialog for a signed-in viewer and is absent when signed out', async () => {
    const { unmount } = renderWithClient(<ReportButton targetType="COMMENT" targetId="c1" what="comment by ace" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Report comment by ace' })));
    // The dialog's code is asked for by the press (or the pointer coming over the button) and opens as it arrives.
    expect(await screen.findByRole('dialog', { name: 'Report comment by ace' }, { timeout: 5000 })).toBeTruthy();
    unmount();
    renderWithClient(<ReportButton targetType="COMMENT" targetId="c1" what="comment by ace" />, { viewerId: null });
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
  });
});
