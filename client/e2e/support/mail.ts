import { serverLog } from './browser';

/** The server has no mail relay: it logs `[auth] mail to <address>: <subject>: <link>` (auth.service sendMailToken). */
const MAIL_LINE = /^\[auth\] mail to (\S+): (.+): (http\S+)$/;

export interface LoggedMail {
  to: string;
  subject: string;
  link: string;
}

/** Every mail this worker's server has logged so far (client/e2e/artifacts/server-<worker>.log, its stdout and stderr). */
export function loggedMails(): LoggedMail[] {
  const log = serverLog();
  return log
    .split('\n')
    .map((line) => MAIL_LINE.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ to: m[1]!, subject: m[2]!, link: m[3]! }));
}

/**
 * The latest password-recovery link logged for `email` (type=recovery), waiting up to `timeoutMs` for
 * one that was not in `seenBefore` (the links logged before the reset was requested).
 */
export async function latestRecoveryLink(email: string, { seenBefore = [] as string[], timeoutMs = 10_000 } = {}): Promise<string> {
  const address = email.trim().toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const links = recoveryLinks(address).filter((link) => !seenBefore.includes(link));
    if (links.length > 0) return links[links.length - 1]!;
    if (Date.now() > deadline) throw new Error(`e2e: no new recovery link for ${address} in the server log within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** All recovery links logged for `email`, oldest first. */
export function recoveryLinks(email: string): string[] {
  return linksOfType(email, 'recovery');
}

/** All links of one verify type (recovery, signup, email_change) logged for `email`, oldest first. */
export function linksOfType(email: string, type: string): string[] {
  const address = email.trim().toLowerCase();
  return loggedMails()
    .filter((mail) => mail.to === address && new URL(mail.link).searchParams.get('type') === type)
    .map((mail) => mail.link);
}

/** The latest e-mail-change confirmation link logged for the new address, waiting up to `timeoutMs` for it. */
export async function latestEmailChangeLink(newEmail: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const links = linksOfType(newEmail, 'email_change');
    if (links.length > 0) return links[links.length - 1]!;
    if (Date.now() > deadline) throw new Error(`e2e: no e-mail change link for ${newEmail} in the server log within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
