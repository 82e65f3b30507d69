import * as yup from 'yup';
import { ModerationFiltersDocument, type FilterMode } from '../../gql/graphql';
import { useModerationFiltersQuery, useUpdateModerationFiltersMutation } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/toast';
import { Form, FormError, SubmitButton, useAppForm } from '../forms';
import styles from './Moderation.module.css';

export const MAX_FILTER_WORDS = 500;

const schema = yup.object({
  words: yup
    .string()
    .test('count', `At most ${MAX_FILTER_WORDS} words or patterns.`, (v) => splitWords(v ?? '').length <= MAX_FILTER_WORDS)
    .test('length', 'A word or pattern is at most 64 characters.', (v) => splitWords(v ?? '').every((w) => w.length <= 64)),
  mode: yup.mixed<FilterMode>().oneOf(['HOLD', 'REPLACE']).required(),
});

/** The words of the textarea: one a line, trimmed, empty lines and repeats left out. */
export function splitWords(text: string): string[] {
  return [...new Set(text.split('\n').map((w) => w.trim()).filter(Boolean))];
}

/** An organizer's word filter: one word or `*` pattern a line, and whether a match holds the post or replaces the words. */
export function FiltersForm({ organizerId }: { organizerId: string }) {
  const { data, loading, error } = useModerationFiltersQuery({ variables: { organizerId } });
  if (loading && !data) return <p aria-busy="true">Loading filters...</p>;
  if (error && !data) return <p role="alert">{errorMessage(error)}</p>;
  if (!data) return null;
  return <FiltersFormFields organizerId={organizerId} words={data.moderationFilters.words} mode={data.moderationFilters.mode} key={organizerId} />;
}

function FiltersFormFields({ organizerId, words, mode }: { organizerId: string; words: string[]; mode: FilterMode }) {
  const [save] = useUpdateModerationFiltersMutation();
  const form = useAppForm({
    initialValues: { words: words.join('\n'), mode },
    validationSchema: schema,
    fieldMap: { 'input.words': 'words', 'input.mode': 'mode' },
    onSubmit: async (values) => {
      await save({
        variables: { input: { organizerId, words: splitWords(values.words), mode: values.mode } },
        update: (cache, result) => {
          const filters = result.data?.updateModerationFilters;
          if (filters) cache.writeQuery({ query: ModerationFiltersDocument, variables: { organizerId }, data: { moderationFilters: filters } });
        },
      });
      notify.success('Filters saved.');
    },
  });
  const wordsError = form.fieldError('words');
  return (
    <Form form={form} aria-label="Word filter">
      <div>
        <label htmlFor="filter-words">Words (one a line; * matches any letters, e.g. noob*)</label>
        <textarea
          id="filter-words"
          name="words"
          className={styles.textarea}
          value={form.values.words}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          rows={8}
          aria-invalid={wordsError ? true : undefined}
          aria-describedby={wordsError ? 'filter-words-error' : undefined}
        />
        {wordsError && (
          <p id="filter-words-error" className={styles.error}>
            {wordsError}
          </p>
        )}
        {splitWords(form.values.words).length === 0 && <p className={styles.meta}>No words yet: add one a line to filter comments and messages in your places.</p>}
      </div>
      <fieldset className={styles.choices}>
        <legend>When a post matches</legend>
        <label>
          <input type="radio" name="mode" value="HOLD" checked={form.values.mode === 'HOLD'} onChange={() => form.pickValue('mode', 'HOLD')} /> Hold it for review
        </label>
        <label>
          <input type="radio" name="mode" value="REPLACE" checked={form.values.mode === 'REPLACE'} onChange={() => form.pickValue('mode', 'REPLACE')} /> Replace the words with ***
        </label>
      </fieldset>
      <FormError />
      <SubmitButton pendingLabel="Saving...">Save Filters</SubmitButton>
    </Form>
  );
}
