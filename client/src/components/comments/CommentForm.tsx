import { useField, useFormikContext } from 'formik';
import { useId, type KeyboardEvent } from 'react';
import * as yup from 'yup';
import { Form, FormError, useAppForm } from '../forms';
import styles from './CommentWall.module.css';

/** Comment text: no rule of its own (an empty text is ignored, not refused); the server's rules show under the field. */
const commentSchema = yup.object({ text: yup.string() });

export interface CommentFormProps {
  /** The text the form starts with (the comment being edited). */
  initialText?: string;
  /** The textarea's accessible name ('Write a comment', 'Write a reply', 'Edit comment'). */
  label: string;
  /** Show the label (visually hidden) instead of naming the textarea with aria-label. */
  labelledByHiddenLabel?: boolean;
  placeholder?: string;
  rows: number;
  autoFocus?: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** The send is under way (the mutation's loading). */
  pending: boolean;
  /** Ctrl/Cmd+Enter submits. */
  submitOnModEnter?: boolean;
  className: string;
  onCancel?: () => void;
  /**
   * Sends the text. Return true when it was sent (the input is then cleared), false when it was
   * ignored; throw to refuse: a BAD_USER_INPUT `text` message shows under the field, anything
   * else above the buttons.
   */
  onSubmit: (text: string) => Promise<boolean>;
}

/** The comment wall's new-comment, reply and edit forms: one formik form through `useAppForm`. */
export function CommentForm({ initialText = '', onSubmit, className, pending, ...field }: CommentFormProps) {
  const form = useAppForm({
    initialValues: { text: initialText },
    validationSchema: commentSchema,
    onSubmit: async ({ text }, helpers) => {
      if (await onSubmit(text)) helpers.resetForm({ values: { text: '' } });
    },
  });
  return (
    <Form
      form={form}
      className={className}
      onSubmitCapture={(event) => {
        // A blank text is ignored outright: no submit, no busy state.
        if (!form.values.text.trim()) {
          event.preventDefault();
          event.stopPropagation();
        }
      }}
    >
      <CommentTextArea {...field} />
      <div className={styles.formActions}>
        {field.onCancel && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={field.onCancel}>
            Cancel
          </button>
        )}
        {/* Busy while the text is being sent (not while a blank text is being ignored). */}
        <button type="submit" className="btn btn-primary btn-sm" disabled={pending} aria-busy={pending || undefined}>
          {pending ? field.pendingLabel : field.submitLabel}
        </button>
      </div>
      <FormError />
    </Form>
  );
}

function CommentTextArea({
  label,
  labelledByHiddenLabel,
  placeholder,
  rows,
  autoFocus,
  submitOnModEnter,
}: Pick<CommentFormProps, 'label' | 'labelledByHiddenLabel' | 'placeholder' | 'rows' | 'autoFocus' | 'submitOnModEnter'>) {
  const [input, meta] = useField<string>('text');
  const { submitForm, submitCount } = useFormikContext();
  const blank = !input.value?.trim();
  const id = useId();
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : null;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (submitOnModEnter && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!blank) void submitForm();
    }
  };
  return (
    <>
      {labelledByHiddenLabel && (
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
      )}
      <textarea
        {...input}
        id={id}
        className={styles.textarea}
        aria-label={labelledByHiddenLabel ? undefined : label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder={placeholder}
        rows={rows}
        autoFocus={autoFocus}
        onKeyDown={onKeyDown}
      />
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
