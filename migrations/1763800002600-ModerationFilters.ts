import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: moderation (issue 29). An organizer keeps its own word list (words or globs, matched linearly, never as user
// regex) with a mode: hold the post for review or replace the words. An organizer ban keeps a user out of that
// organizer's walls, conversations and competitions; a time-out stops a user posting anywhere until it ends.
export class ModerationFilters1763800002600 implements MigrationInterface {
  name = 'ModerationFilters1763800002600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE moderation_filters (
        organizer_id uuid PRIMARY KEY REFERENCES organizers (organizer_id) ON DELETE CASCADE,
        words text[] NOT NULL DEFAULT '{}',
        mode text NOT NULL DEFAULT 'hold' CONSTRAINT moderation_filters_mode_check CHECK (mode IN ('hold', 'replace')),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE moderation_bans (
        organizer_id uuid NOT NULL REFERENCES organizers (organizer_id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        reason text NOT NULL,
        banned_by uuid REFERENCES users (user_id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (organizer_id, user_id)
      );
      CREATE INDEX moderation_bans_user_idx ON moderation_bans (user_id);
      CREATE TABLE moderation_timeouts (
        user_id uuid PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
        until timestamptz NOT NULL,
        reason text NOT NULL
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE moderation_timeouts; DROP TABLE moderation_bans; DROP TABLE moderation_filters;`);
  }
}
