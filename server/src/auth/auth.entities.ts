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

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  @Column({ name: 'not_after', type: 'timestamptz', nullable: true })
  notAfter: Date | null;
}

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

export type OneTimeTokenType = 'recovery' | 'confirmation' | 'email_change' | 'reauthentication';

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

/** Mail the app would send; there is no SMTP relay, so this table (and the server log) is the mailbox. */
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

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}

export const authEntities = [AuthUser, AuthSession, AuthRefreshToken, AuthOneTimeToken, MailOutbox];
