import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { FiltersForm, splitWords } from '../../src/components/moderation/FiltersForm';
import { ModerationFiltersDocument, UpdateModerationFiltersDocument } from '../../src/gql/graphql';
import * as toast from '../../src/lib/toast';
import { press } from '../support/forms';
import { renderWithClient } from '../support/renderWithClient';

const filtersMock = (words: string[]): MockLink.MockedResponse => ({
  request: { query: ModerationFiltersDocument, variables: { organizerId: 'o1' } },
  result: { data: { moderationFilters: { __typename: 'ModerationFilters', organizerId: 'o1', words, mode: 'HOLD' } } },
});

/** Issue 29: an organizer's word filter (one word or * pattern a line, Hold or Replace). */
describe('FiltersForm', () => {
  afterEach(() => jest.restoreAllMocks());

  it('splits the words one a line, trimmed, without blanks or repeats', () => {
    expect(splitWords(' noob*\n\nbot\nbot \n')).toEqual(['noob*', 'bot']);
  });

  it('saves the words and the mode', async () => {
    const success = jest.spyOn(toast.notify, 'success').mockImplementation(() => 1);
    let calls = 0;
    const save: MockLink.MockedResponse = {
      request: { query: UpdateModerationFiltersDocument, variables: { input: { organizerId: 'o1', words: ['noob*', 'bot'], mode: 'REPLACE' } } },
      result: () => {
        calls += 1;
        return { data: { updateModerationFilters: { __typename: 'ModerationFilters', organizerId: 'o1', words: ['noob*', 'bot'], mode: 'REPLACE' } } };
      },
    };
    renderWithClient(<FiltersForm organizerId="o1" />, { mocks: [filtersMock(['ez']), save] });
    const box = (await screen.findByLabelText(/^Words/)) as HTMLTextAreaElement;
    expect(box.value).toBe('ez');
    fireEvent.change(box, { target: { value: 'noob*\nbot\n' } });
    fireEvent.click(screen.getByLabelText('Replace the words with ***'));
    await press('Save Filters');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Filters saved.'));
    expect(calls).toBe(1);
  });

  it("shows the server's refusal of the words under the words", async () => {
    const message = 'A pattern may hold at most 2 asterisks.';
    const save: MockLink.MockedResponse = {
      request: { query: UpdateModerationFiltersDocument, variables: { input: { organizerId: 'o1', words: ['*a*b*'], mode: 'HOLD' } } },
      result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: { words: message } } })] },
    };
    renderWithClient(<FiltersForm organizerId="o1" />, { mocks: [filtersMock([]), save] });
    const box = await screen.findByLabelText(/^Words/);
    expect(screen.getByText(/No words yet/)).toBeTruthy();
    fireEvent.change(box, { target: { value: '*a*b*' } });
    await press('Save Filters');
    const error = await screen.findByText(message);
    expect(error.id).toBe('filter-words-error');
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });
});
