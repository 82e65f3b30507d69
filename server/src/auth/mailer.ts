import nodemailer from 'nodemailer';
import type { DataSource, EntityManager } from 'typeorm';
import { MailOutbox } from './auth.entities';

/** An SMTP relay (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_FROM). */
export interface SmtpSettings {
  host: string;
  /** 587 by default; 465 speaks TLS from the start, any other port upgrades with STARTTLS when the relay offers it. */
  port: number;
  user?: string;
  pass?: string;
  from: string;
}

export interface MailSettings {
  /** With a relay, a worker delivers the outbox through it; without one, mail stays in the outbox table. */
  smtp?: SmtpSettings;
  /** Development only (NODE_ENV !== 'production'): each queued mail, links and codes included, is printed to the log. */
  printToLog: boolean;
}

export function loadMailSettings(env: NodeJS.ProcessEnv): MailSettings {
  const host = env.SMTP_HOST?.trim();
  const port = Number(env.SMTP_PORT ?? '');
  return {
    printToLog: env.NODE_ENV !== 'production',
    smtp: host
      ? {
          host,
          port: Number.isInteger(port) && port > 0 && port < 65536 ? port : 587,
          user: env.SMTP_USER || undefined,
          pass: env.SMTP_PASS || undefined,
          from: env.SMTP_FROM?.trim() || `Clutch <no-reply@${host}>`,
        }
      : undefined,
  };
}

/** What the worker hands a mail to: nodemailer's transporter, or a test's fake. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export function smtpTransport(smtp: SmtpSettings): MailTransport {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.port === 465,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    // Well inside the claim's lease, so a hung relay never lets a second worker send the same row meanwhile.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 30_000,
  });
}

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

interface ClaimedRow {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  attempts: number;
}

/** Delivery tunables; tests shorten them. */
export interface DeliveryOptions {
  /** How often a worker looks for due mail (ms). Queuing a mail also wakes it (kick). */
  pollMs: number;
  /** Rows one claim takes. */
  batchSize: number;
  /** A claimed row is not due again for this long (s): the worker's lease, far above the SMTP timeouts. */
  leaseSeconds: number;
  /** Back-off after the n-th failed attempt: retryBaseSeconds * 2^(n-1), at most retryMaxSeconds. */
  retryBaseSeconds: number;
  retryMaxSeconds: number;
  /** After this many failed attempts the row is given up (failed_at) and stays for inspection. */
  maxAttempts: number;
}

const DEFAULT_DELIVERY: DeliveryOptions = {
  pollMs: 5_000,
  batchSize: 20,
  leaseSeconds: 120,
  retryBaseSeconds: 30,
  retryMaxSeconds: 3_600,
  maxAttempts: 8,
};

/**
 * The mail seam. `queue` writes a mail into the outbox table in the caller's transaction (and, in development only,
 * prints it). With SMTP settings, a worker in every process delivers due rows: a claim takes rows with
 * `FOR UPDATE SKIP LOCKED` and leases them (next_attempt_at moves past the send), so racing workers and processes
 * never take the same row; a sent row gets sent_at, a failed one its error and a later attempt (exponential back-off),
 * and after maxAttempts failed_at. The queue is the table: nothing is held in memory, a restart loses nothing. A
 * process that dies between sending and recording it sends that row again after the lease (at least once, never twice
 * while the workers live).
 */
export class Mailer {
  private readonly options: DeliveryOptions;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: MailSettings,
    private readonly transport: MailTransport | undefined = settings.smtp ? smtpTransport(settings.smtp) : undefined,
    options: Partial<DeliveryOptions> = {},
  ) {
    this.options = { ...DEFAULT_DELIVERY, ...options };
  }

  /** True when a worker delivers this process's outbox (SMTP settings, or a test's transport). */
  get delivers(): boolean {
    return this.transport !== undefined;
  }

  /**
   * Queues a mail in the caller's transaction. Production logs never see it: links and codes are secrets. In
   * development one line `[auth] mail to <address>: <subject>: <devNote>` hands the developer (and the e2e suite,
   * client/e2e/support/mail.ts) the mail's link or code; `silent` skips it (a mail whose transaction is rolled back).
   */
  async queue(
    db: EntityManager,
    mail: OutgoingMail,
    { devNote, silent = false }: { devNote?: string; silent?: boolean } = {},
  ): Promise<void> {
    await db.insert(MailOutbox, { toAddress: mail.to, subject: mail.subject, body: mail.body });
    if (this.settings.printToLog && !silent) console.log(`[auth] mail to ${mail.to}: ${mail.subject}${devNote ? `: ${devNote}` : ''}`);
  }

  /** Starts the polling worker (only when there is a transport). */
  start(): void {
    if (!this.transport || this.timer || this.stopped) return;
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Runs a delivery pass soon (after a mail was queued and committed); passes never overlap in one process. */
  kick(): void {
    if (!this.transport || !this.timer || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while (!this.stopped && (await this.deliverDue()) > 0);
        } while (this.again && !this.stopped);
      } catch (error) {
        // The database is away (or closing): the next tick tries again. Never the mail itself in the log.
        console.error('[mail] delivery pass failed:', error instanceof Error ? error.message : String(error));
      } finally {
        this.running = undefined;
      }
    })();
  }

  /** Stops the worker and waits for a pass in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One claim-and-send pass over at most batchSize due rows; answers how many it claimed. */
  async deliverDue(): Promise<number> {
    if (!this.transport) return 0;
    const result: unknown[] = await this.dataSource.query(
      `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
        WHERE id IN (
          SELECT id FROM mail_outbox
           WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now() AND channel = 'email'
           ORDER BY next_attempt_at, created_at
           LIMIT $1
           FOR UPDATE SKIP LOCKED)
        RETURNING id, to_address, subject, body, attempts`,
      [this.options.batchSize, this.options.leaseSeconds],
    );
    // (UPDATE ... RETURNING answers [rows, count] through TypeORM's postgres driver.)
    const rows = (Array.isArray(result[0]) ? result[0] : result) as ClaimedRow[];
    for (const row of rows) await this.send(row);
    return rows.length;
  }

  private async send(row: ClaimedRow): Promise<void> {
    try {
      await this.transport!.sendMail({
        from: this.settings.smtp?.from ?? 'Clutch <no-reply@localhost>',
        to: row.to_address,
        subject: row.subject,
        text: row.body,
      });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const attempts = Number(row.attempts);
      const giveUp = attempts >= this.options.maxAttempts;
      const delay = Math.min(this.options.retryMaxSeconds, this.options.retryBaseSeconds * 2 ** Math.min(attempts - 1, 20));
      await this.dataSource.query(
        `UPDATE mail_outbox SET last_error = $2, failed_at = CASE WHEN $3 THEN now() END,
                next_attempt_at = now() + make_interval(secs => $4)
          WHERE id = $1`,
        [row.id, reason, giveUp, delay],
      );
      console.warn(`[mail] delivery attempt ${attempts} of mail ${row.id} failed${giveUp ? ' (given up)' : ''}: ${reason}`);
      return;
    }
    await this.dataSource.query(`UPDATE mail_outbox SET sent_at = now(), last_error = NULL WHERE id = $1`, [row.id]);
  }
}
