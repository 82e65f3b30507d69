import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** One sign-in account. The product profile (users, users_page) hangs off the same id. */
@Entity('auth_users')
export class AuthUser {
  @PrimaryColumn({ name: 'id', type: 'uuid' })
  id: string;

  /** Stored trimmed and lowercased; unique when present. */
  @Column({ name: 'email', type: 'text', nullable: true })
  email: string | null;

  /** Digits only (E.164 without '+'); unique when present. */
  @Column({ name: 'phone', type: 'text', nullable: true })
  phone: string | null;

  /** argon2id; never leaves the auth module. */
  @Column({ name: 'encrypted_password', type: 'text', nullable: true, select: false })
  encryptedPassword: string | null;

  @Column({ name: 'email_confirmed_at', type: 'timestamptz', nullable: true })
  emailConfirmedAt: Date | null;

  @Column({ name: 'phone_confirmed_at', type: 'timestamptz', nullable: true })
  phoneConfirmedAt: Date | null;

  @Column({ name: 'raw_user_meta_data', type: 'jsonb', default: () => "'{}'" })
  userMetaData: Record<string, unknown>;

  @Column({ name: 'raw_app_meta_data', type: 'jsonb', default: () => "'{}'" })
  appMetaData: Record<string, unknown>;

  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  /** Set by an operator (admin API ban_duration): no session opens before then. */
  @Column({ name: 'banned_until', type: 'timestamptz', nullable: true })
  bannedUntil: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}

/** A signed-in device. Access tokens carry its id; deleting it signs that device out. */
@Entity('auth_sessions')
export class AuthSession {
  @PrimaryColumn({ name: 'id', type: 'uuid' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'aal', type: 'text', default: 'aal1' })
  aal: string;

  /** How the session proved who the user is, oldest first (the access token's `amr`); mfa.ts adds `totp`. */
  @Column({ name: 'amr', type: 'jsonb', default: () => "'[]'" })
  amr: Array<{ method: string; timestamp: number }>;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  @Column({ name: 'not_after', type: 'timestamptz', nullable: true })
  notAfter: Date | null;

  /** How the session was opened: a mailed recovery link or code ('recovery') may set a new password without the old. */
  @Column({ name: 'opened_by', type: 'text', default: 'password' })
  openedBy: SessionOpenedBy;
}

export type SessionOpenedBy = 'password' | 'signup' | 'recovery' | 'confirmation' | 'email_change' | 'otp' | 'phone_change' | 'web3';

/** An opaque, single-use refresh token, stored as its SHA-256; `parent` is the hash of the token it replaced. */
@Entity('auth_refresh_tokens')
export class AuthRefreshToken {
  @PrimaryGeneratedColumn({ name: 'id', type: 'bigint' })
  id: string;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'session_id', type: 'uuid' })
  sessionId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'parent', type: 'text', nullable: true })
  parent: string | null;

  @Column({ name: 'revoked', type: 'boolean', default: false })
  revoked: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}

export type OneTimeTokenType = 'recovery' | 'confirmation' | 'email_change' | 'reauthentication' | 'magiclink' | 'sms' | 'phone_change';

/** A mailed link or code (stored hashed) that proves control of an address once. */
@Entity('auth_one_time_tokens')
export class AuthOneTimeToken {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'token_type', type: 'text' })
  tokenType: OneTimeTokenType;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  /** The address the token was sent to (for email_change: the new address). */
  @Column({ name: 'relates_to', type: 'text' })
  relatesTo: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'consumed_at', type: 'timestamptz', nullable: true })
  consumedAt: Date | null;
}

/**
 * Mail the app sends (mailer.ts). With SMTP settings a worker delivers each row once (sent_at), retrying with back-off;
 * without them this table is the mailbox (and, in development only, the server log).
 */
@Entity('mail_outbox')
export class MailOutbox {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  id: string;

  @Column({ name: 'to_address', type: 'text' })
  toAddress: string;

  @Column({ name: 'subject', type: 'text' })
  subject: string;

  @Column({ name: 'body', type: 'text' })
  body: string;

  /** 'email', or 'sms' for a text message to a phone (phone.ts queueSms; no SMS provider delivers them yet). */
  @Column({ name: 'channel', type: 'text', default: 'email' })
  channel: 'email' | 'sms';

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  /** Delivery attempts claimed so far. */
  @Column({ name: 'attempts', type: 'integer', default: 0 })
  attempts: number;

  /** Not claimed before this time: the back-off after a failure, or the lease of a claim in flight. */
  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** Given up after the last attempt (or queued before delivery existed). */
  @Column({ name: 'failed_at', type: 'timestamptz', nullable: true })
  failedAt: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;
}

export const authEntities = [AuthUser, AuthSession, AuthRefreshToken, AuthOneTimeToken, MailOutbox];
