import * as yup from 'yup';

/**
 * The account forms' rules and their texts. Spec texts are verbatim: 'Only letters and numbers, are
 * allowed.' (doc 01, section 5), 'Invalid email format.' and "New passwords don't match" (doc 02,
 * section 5). The server enforces the same rules (6 to 128 characters, user names [a-z0-9]{1,30}).
 */
export const ValidationMessages = {
  emailRequired: 'Email is required.',
  emailFormat: 'Invalid email format.',
  passwordRequired: 'Password is required.',
  passwordTooShort: 'Password should be at least 6 characters.',
  passwordTooLong: 'Password should be at most 128 characters.',
  usernameRequired: 'Username is required.',
  usernameChars: 'Only letters and numbers, are allowed.',
  usernameTooLong: 'User names can be at most 30 characters.',
  currentPasswordRequired: 'Enter your current password.',
  newPasswordRequired: 'Enter a new password.',
  confirmRequired: 'Confirm the new password.',
  passwordsDontMatch: "New passwords don't match",
  codeRequired: 'Enter the 6-digit code from the email.',
  codeFormat: 'The code is the 6 digits from the email.',
  phoneRequired: 'Phone number is required.',
  phoneFormat: 'Enter the number with its country code, e.g. +44 7700 900123.',
  smsCodeRequired: 'Enter the 6-digit code we texted you.',
  smsCodeFormat: 'The code is the 6 digits from the text message.',
} as const;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const USER_NAME_MAX = 30;

/** The spec's simple e-mail pattern: text, @, text, dot, text (the server checks the same). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The user name as sent (data.user_name): lowercased, everything but letters and digits removed. */
export function normalizeUserName(raw: string): string {
  return raw.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export const emailField = () =>
  yup.string().trim().required(ValidationMessages.emailRequired).matches(EMAIL_PATTERN, ValidationMessages.emailFormat);

/** A password being signed in with: only required (old accounts may predate today's rules). */
export const existingPasswordField = (required: string = ValidationMessages.passwordRequired) => yup.string().required(required);

/** A password being chosen: 6 to 128 characters. */
export const newPasswordField = (required: string = ValidationMessages.passwordRequired) =>
  yup
    .string()
    .required(required)
    .test('min', ValidationMessages.passwordTooShort, (value) => [...(value ?? '')].length >= PASSWORD_MIN)
    .max(PASSWORD_MAX, ValidationMessages.passwordTooLong);

export const confirmPasswordField = (other: string) =>
  yup
    .string()
    .required(ValidationMessages.confirmRequired)
    .oneOf([yup.ref(other)], ValidationMessages.passwordsDontMatch);

export const userNameField = () =>
  yup
    .string()
    .trim()
    .required(ValidationMessages.usernameRequired)
    .matches(/^[A-Za-z0-9]+$/, ValidationMessages.usernameChars)
    .max(USER_NAME_MAX, ValidationMessages.usernameTooLong);

export const recoveryCodeField = () =>
  yup
    .string()
    .trim()
    .required(ValidationMessages.codeRequired)
    .matches(/^\d{6}$/, ValidationMessages.codeFormat);

/** A phone number as the server takes it: 8 to 15 digits with the country code, spaces, dots, dashes and brackets allowed. */
export const phoneField = () =>
  yup
    .string()
    .trim()
    .required(ValidationMessages.phoneRequired)
    .test('phone', ValidationMessages.phoneFormat, (value) =>
      /^[1-9]\d{7,14}$/.test((value ?? '').replace(/[\s().-]/g, '').replace(/^\+/, '')),
    );

/** Login and signup take an e-mail or a phone (doc 01, section 5): `via` says which one the form shows. */
export type ContactVia = 'email' | 'phone';
const contactFields = () => ({
  via: yup.string().oneOf(['email', 'phone']),
  email: yup.string().when('via', { is: 'phone', then: (schema) => schema, otherwise: () => emailField() }),
  phone: yup.string().when('via', { is: 'phone', then: () => phoneField(), otherwise: (schema) => schema }),
});

export const loginSchema = yup.object({ ...contactFields(), password: existingPasswordField() });

export const signupSchema = yup.object({ ...contactFields(), username: userNameField(), password: newPasswordField() });

export const smsCodeSchema = yup.object({
  code: yup
    .string()
    .trim()
    .required(ValidationMessages.smsCodeRequired)
    .matches(/^\d{6}$/, ValidationMessages.smsCodeFormat),
});

export const signInCodeSchema = yup.object({ code: recoveryCodeField() });

export const recoverSchema = yup.object({ email: emailField() });

export const recoveryCodeSchema = yup.object({ email: emailField(), code: recoveryCodeField() });

export const resetPasswordSchema = yup.object({
  newPassword: newPasswordField(ValidationMessages.newPasswordRequired),
  confirmPassword: confirmPasswordField('newPassword'),
});

export const changePasswordSchema = yup.object({
  currentPassword: existingPasswordField(ValidationMessages.currentPasswordRequired),
  newPassword: newPasswordField(ValidationMessages.newPasswordRequired),
  confirmPassword: confirmPasswordField('newPassword'),
});

export const currentPasswordSchema = yup.object({ password: existingPasswordField(ValidationMessages.currentPasswordRequired) });

export const accountEmailSchema = yup.object({ email: emailField() });
