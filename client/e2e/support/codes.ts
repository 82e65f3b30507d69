import { serverLog } from './browser';

/**
 * A sign-in mail (POST /otp) is logged in development as `[auth] mail to <address>: <subject>: code <6 digits> <link>`
 * (server/src/auth/otp.ts), so the suite can type the code or follow the link.
 */
const SIGN_IN_MAIL = /^\[auth\] mail to (\S+): (.+): code (\d{6}) (http\S+)$/;

export interface SignInMail {
  code: string;
  link: string;
}

function signInMails(email: string): SignInMail[] {
  const address = email.trim().toLowerCase();
  const log = serverLog();
  return log
    .split('\n')
    .map((line) => SIGN_IN_MAIL.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null && m[1] === address)
    .map((m) => ({ code: m[3]!, link: m[4]! }));
}

/** The newest sign-in code and link logged for `email` beyond the first `seenBefore` ones, waiting up to `timeoutMs`. */
export async function nextSignInMail(email: string, seenBefore: number, timeoutMs = 10_000): Promise<SignInMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = signInMails(email);
    if (mails.length > seenBefore) return mails[mails.length - 1]!;
    if (Date.now() > deadline) throw new Error(`e2e: no sign-in mail for ${email} in the server log within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many sign-in mails were logged for `email` so far. */
export function signInMailCount(email: string): number {
  return signInMails(email).length;
}
