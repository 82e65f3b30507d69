/**
 * The app's one formik wrapper (architecture example 11): `useAppForm` holds the set-up every form
 * shares (yup schema, validation on change and blur, messages once a field was left or a submit
 * tried, status cleared per submit, BAD_USER_INPUT fields mapped onto the inputs).
 *
 * - Calls that throw (Apollo mutations, uploads): `useAppForm` and throw; `applyServerErrors` places the messages.
 * - Calls that answer `{ error }` (GoTrueClient): `useForm`, and report with `helpers.setFormError(message, field?)`.
 *
 *   const form = useForm({ initialValues, validationSchema: yup.object({...}), onSubmit: async (values, h) => {
 *     const { error } = await client.signInWithPassword(values);
 *     if (error) h.setFormError('Something the user can act on.');
 *   } });
 *   <Form form={form}><TextField name="email" label="Email" type="email" /><FormError /><SubmitButton>Save</SubmitButton></Form>
 */
export { Form, FormError, LabelledInput, SubmitButton, TextAreaField, TextField, type LabelledInputProps, type TextAreaFieldProps, type TextFieldProps } from './Form';
export { applyServerErrors, useAppForm, type AppFormOptions, type AppFormStatus } from './useAppForm';
export { UNEXPECTED_ERROR, useForm, type FormApi, type FormHelpers, type FormStatus, type UseFormOptions } from './useForm';
