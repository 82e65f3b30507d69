import type { EntityManager } from 'typeorm';

/**
 * The SMS seam: a text message goes into the outbox (mail_outbox, channel 'sms') in the caller's transaction, like
 * mail. No SMS provider is configured today, so the outbox is the phone's mailbox; a provider plugs in as a worker that
 * claims the 'sms' rows (the mail worker takes only 'email' rows). In development (NODE_ENV !== 'production') one
 * line `[auth] sms to <phone>: <devNote or text>` hands the developer (and the e2e suite) the code; never in production,
 * where codes are secrets. `phone` is digits only (E.164 without '+', as auth_users stores it).
 */
export async function queueSms(
  db: EntityManager,
  phone: string,
  text: string,
  { devNote, silent = false }: { devNote?: string; silent?: boolean } = {},
): Promise<void> {
  await db.query(`INSERT INTO mail_outbox (to_address, subject, body, channel) VALUES ($1, '', $2, 'sms')`, [phone, text]);
  if (process.env.NODE_ENV !== 'production' && !silent) console.log(`[auth] sms to ${phone}: ${devNote ?? text}`);
}
