import { changePasswordSchema, loginSchema, normalizeUserName, recoveryCodeSchema, signupSchema } from '../../src/auth/validation';

async function errorsOf(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  values: object,
): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: Array<{ path: string; message: string }> }).inner;
    return Object.fromEntries(inner.reverse().map((e) => [e.path, e.message]));
  }
}

describe('normalizeUserName', () => {
  it('lowercases and strips everything but letters and digits', () => {
    expect(normalizeUserName('AcePlayer99')).toBe('aceplayer99');
    expect(normalizeUserName('  Ace Player_99! ')).toBe('aceplayer99');
  });
});

describe('account form schemas', () => {
  it('login needs an email of the simple form and a password', async () => {
    expect(await errorsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
    expect(await errorsOf(loginSchema, { email: 'ace@example', password: 'x' })).toEqual({ email: 'Invalid email format.' });
    expect(await errorsOf(loginSchema, { email: ' ace@example.test ', password: 'x' })).toEqual({});
  });

  it("signup: 'Only letters and numbers, are allowed.' for the username, 6+ characters for the password", async () => {
    expect(await errorsOf(signupSchema, { email: 'a@b.co', username: 'ace_99', password: '123456' })).toEqual({
      username: 'Only letters and numbers, are allowed.',
    });
    expect(await errorsOf(signupSchema, { email: 'a@b.co', username: 'ace player', password: '12345' })).toEqual({
      username: 'Only letters and numbers, are allowed.',
      password: 'Password should be at least 6 characters.',
    });
    expect(await errorsOf(signupSchema, { email: 'a@b.co', username: 'a'.repeat(31), password: '123456' })).toEqual({
      username: 'User names can be at most 30 characters.',
    });
    expect(await errorsOf(signupSchema, { email: 'a@b.co', username: ' Ace99 ', password: '123456' })).toEqual({});
  });

  it('change password: "New passwords don\'t match"', async () => {
    expect(await errorsOf(changePasswordSchema, { currentPassword: 'old', newPassword: 'new-pass', confirmPassword: 'other' })).toEqual({
      confirmPassword: "New passwords don't match",
    });
  });

  it('recovery code: six digits', async () => {
    expect(await errorsOf(recoveryCodeSchema, { email: 'a@b.co', code: '12345' })).toEqual({
      code: 'The code is the 6 digits from the email.',
    });
    expect(await errorsOf(recoveryCodeSchema, { email: 'a@b.co', code: ' 123456 ' })).toEqual({});
  });
});
