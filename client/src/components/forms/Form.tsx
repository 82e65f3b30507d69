import { FormikProvider, useField, useFormikContext, type FormikValues } from 'formik';
import { useEffect, useId, useRef, type FormHTMLAttributes, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { FormApi, FormStatus } from './useForm';
import styles from './Forms.module.css';

/**
 * A <form> bound to a `useForm` instance: no browser validation bubbles, formik handles submit and reset. A submit
 * that leaves a field invalid moves the focus to the first invalid field, whose error its input describes.
 */
export function Form<V extends FormikValues>({
  form,
  children,
  className,
  ...props
}: { form: FormApi<V>; children: ReactNode } & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onReset'>) {
  const ref = useRef<HTMLFormElement>(null);
  const handled = useRef(0);
  const { submitCount, isSubmitting } = form;
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting]);
  return (
    <FormikProvider value={form}>
      <form
        ref={ref}
        {...props}
        className={[styles.form, className].filter(Boolean).join(' ')}
        noValidate
        onSubmit={form.handleSubmit}
        onReset={form.handleReset}
      >
        {children}
      </form>
    </FormikProvider>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur'> {
  name: string;
  label: string;
  /** A line under the input explaining the rule (shown until an error replaces it). */
  hint?: string;
  /**
   * Show the error as soon as the value differs from the initial one, not only once the field was
   * left: for forms whose button stays disabled while the value is invalid.
   */
  eagerErrors?: boolean;
}

/**
 * A labelled input with its error underneath. The error shows once the field was left or a submit
 * was tried, and is tied to the input (aria-invalid, aria-describedby) so screen readers read it.
 */
export function TextField({ name, label, hint, eagerErrors = false, id, type = 'text', className, ...inputProps }: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const autoId = useId();
  const inputId = id ?? `${autoId}-${name}`;
  const shown = meta.touched || submitCount > 0 || (eagerErrors && field.value !== meta.initialValue);
  const error = shown && meta.error ? meta.error : null;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        {...inputProps}
        {...field}
        value={field.value ?? ''}
        id={inputId}
        type={type}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={`${inputId}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'maxLength'> {
  name: string;
  label: string;
  /** The most characters the field takes: the textarea stops there and a counter under it says how many are used. */
  maxLength: number;
}

/**
 * TextField's multi-line sibling: a labelled textarea with a "used / most" counter and the field's error underneath
 * (shown as TextField shows it), both tied to the textarea by aria-describedby.
 */
export function TextAreaField({ name, label, maxLength, id, className, rows = 4, ...textareaProps }: TextAreaFieldProps) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const autoId = useId();
  const inputId = id ?? `${autoId}-${name}`;
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : null;
  const value = field.value ?? '';
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <textarea
        {...textareaProps}
        {...field}
        value={value}
        id={inputId}
        rows={rows}
        maxLength={maxLength}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error ${inputId}-count` : `${inputId}-count`}
      />
      <p id={`${inputId}-count`} className={styles.counter}>
        {value.length} / {maxLength}
      </p>
      {error && (
        <p id={`${inputId}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface LabelledInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onBlur'> {
  name: string;
  label: ReactNode;
  labelClassName?: string;
}

/**
 * A label and its input, bound to the form's field `name`, in the look of the caller's classes (a modal's own
 * label and input). Unlike TextField it shows no error: the caller places it where its layout wants (tie it to
 * the input with `id` and `aria-describedby`). An `onChange` runs after the form took the value.
 */
export function LabelledInput({ name, label, labelClassName, id, onChange, ...inputProps }: LabelledInputProps) {
  const [field] = useField<string>(name);
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <input
        {...inputProps}
        {...field}
        id={inputId}
        value={field.value ?? ''}
        onChange={(event) => {
          field.onChange(event);
          onChange?.(event);
        }}
      />
    </>
  );
}

/**
 * The form-level message of the last submit (a refusal not tied to one field), announced as an alert.
 * `className` replaces the standard look (a dashboard modal's plain red line).
 */
export function FormError({ className = styles.formError }: { className?: string }) {
  const { status } = useFormikContext();
  const message = (status as FormStatus | undefined)?.formError;
  if (!message) return null;
  return (
    <p className={className} role="alert">
      {message}
    </p>
  );
}

/** The submit button: disabled while the submit runs (showing `pendingLabel`) or when told. */
export function SubmitButton({
  children,
  pendingLabel,
  disabled,
  className = 'btn btn-primary btn-block',
}: {
  children: ReactNode;
  pendingLabel?: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  const { isSubmitting } = useFormikContext();
  return (
    <button type="submit" className={className} disabled={isSubmitting || disabled} aria-busy={isSubmitting || undefined}>
      {isSubmitting && pendingLabel ? pendingLabel : children}
    </button>
  );
}
