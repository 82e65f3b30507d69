import type { FormikHelpers, FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { fieldErrorsOf } from '../../lib/errors';
import { applyServerErrors, useAppForm, type AppFormStatus } from './useAppForm';

/** The message shown when a submit fails in a way nobody planned for. */
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

/** What a form keeps in formik's `status` (the same shape `useAppForm` uses). */
export type FormStatus = AppFormStatus;

/** formik's helpers plus the two ways a submit reports a refusal it understood. */
export interface FormHelpers<V> extends FormikHelpers<V> {
  /**
   * Shows `message` for the whole form (role=alert above the button), or under `field` when the
   * refusal is about one of this form's inputs (any other name falls back to the form). Typing in
   * that field again clears it (the next validation run).
   */
  setFormError: (message: string | null, field?: string) => void;
  /**
   * Maps a GraphQL BAD_USER_INPUT refusal onto the inputs (`extensions.fields`), as `useAppForm`
   * does for thrown errors. Returns false (and does nothing) for any other error.
   */
  applyGraphQLErrors: (error: unknown) => boolean;
}

export interface UseFormOptions<V extends FormikValues> {
  initialValues: V;
  /** A yup object schema over the values; its messages are what the user reads. */
  validationSchema: AnyObjectSchema;
  /**
   * Called with the values yup accepted. Refusals the caller understands go through the helpers;
   * a thrown error (a bug, a failure nobody mapped) becomes 'An unexpected error occurred. Please
   * try again.' and is logged, so no failure is only logged.
   */
  onSubmit: (values: V, helpers: FormHelpers<V>) => void | Promise<unknown>;
}

/**
 * `useAppForm` (the app's one formik set-up: yup schema, validation on change and blur, status
 * cleared on each submit) for forms whose calls answer with `{ error }` instead of throwing, such
 * as GoTrueClient's: the submit reports refusals explicitly with `setFormError`.
 */
export function useForm<V extends FormikValues>({ onSubmit, ...options }: UseFormOptions<V>) {
  return useAppForm<V>({
    ...options,
    onSubmit: async (values, formik) => {
      const helpers: FormHelpers<V> = {
        ...formik,
        setFormError: (message, field) => {
          if (field && message && Object.prototype.hasOwnProperty.call(values, field)) {
            formik.setFieldError(field, message);
            formik.setStatus({} satisfies FormStatus);
          } else {
            formik.setStatus((message ? { formError: message } : {}) satisfies FormStatus);
          }
        },
        applyGraphQLErrors: (error) => {
          if (!fieldErrorsOf(error)) return false;
          applyServerErrors(error, formik, values);
          return true;
        },
      };
      try {
        await onSubmit(values, helpers);
      } catch (error) {
        console.error('Form submit failed', error);
        formik.setStatus({ formError: UNEXPECTED_ERROR } satisfies FormStatus);
      }
    },
  });
}

export type FormApi<V extends FormikValues> = ReturnType<typeof useForm<V>>;
