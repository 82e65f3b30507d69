import { useFormik, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { errorMessage, fieldErrorsOf } from '../../lib/errors';

/** What a submit that failed without a field to point at leaves in formik's status. */
export interface AppFormStatus {
  formError?: string;
}

export interface AppFormOptions<V extends FormikValues> {
  initialValues: V;
  validationSchema: AnyObjectSchema;
  onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<void> | void;
  /** Server field names that differ from the form's (e.g. the REST upload field user_profile_pic -> picture). */
  fieldMap?: Record<string, keyof V & string>;
}

/**
 * Puts a failed submit's messages where the user will see them: a BAD_USER_INPUT error's
 * `extensions.fields` (or a FieldErrors' fields) onto the matching formik fields, anything else
 * (and fields the form does not have) into `status.formError`.
 */
export function applyServerErrors<V extends FormikValues>(
  error: unknown,
  helpers: Pick<FormikHelpers<V>, 'setErrors' | 'setStatus' | 'setTouched'>,
  values: V,
  fieldMap: Record<string, string> = {},
): void {
  const fields = fieldErrorsOf(error) ?? {};
  const mapped: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [serverName, message] of Object.entries(fields)) {
    const name = fieldMap[serverName] ?? serverName;
    if (name in values) mapped[name] = message;
    else unplaced.push(message);
  }
  if (Object.keys(mapped).length) {
    helpers.setErrors(mapped as never);
    void helpers.setTouched(Object.fromEntries(Object.keys(mapped).map((k) => [k, true])) as never, false);
  }
  if (!Object.keys(mapped).length || unplaced.length) {
    const status: AppFormStatus = { formError: unplaced.length ? unplaced.join(' ') : errorMessage(error) };
    helpers.setStatus(status);
  }
}

/**
 * The one formik setup every form uses: a yup schema, validation on change and blur (messages show
 * once a field was touched or a submit was tried, see `fieldError`), the status cleared on every
 * submit, and server errors mapped onto the fields by `applyServerErrors`.
 */
export function useAppForm<V extends FormikValues>({ initialValues, validationSchema, onSubmit, fieldMap }: AppFormOptions<V>) {
  const formik = useFormik<V>({
    initialValues,
    validationSchema,
    validateOnBlur: true,
    validateOnChange: true,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await onSubmit(values, helpers);
      } catch (error) {
        applyServerErrors(error, helpers, values, fieldMap);
      }
    },
  });

  /** The message to show under a field: only once it was touched or a submit was tried. */
  const fieldError = (name: keyof V & string): string | undefined => {
    const message = formik.errors[name];
    const shown = formik.touched[name] || formik.submitCount > 0;
    return shown && typeof message === 'string' ? message : undefined;
  };

  /** A picker's change (a combo box, a date, a file): the value, and the field counts as left, so its error shows. */
  const pickValue = (name: keyof V & string, value: unknown): void => {
    void formik.setFieldValue(name, value);
    void formik.setFieldTouched(name, true, false);
  };

  const status = (formik.status ?? {}) as AppFormStatus;
  return { ...formik, fieldError, pickValue, formError: status.formError };
}
