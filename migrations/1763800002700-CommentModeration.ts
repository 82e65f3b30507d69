import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: moderation of comments (issue 29). A hidden comment keeps its row and text (its author still sees it, with the
// reason); hidden_by is null when a filter held it at posting, the moderator otherwise. A removed comment loses its
// text for everyone, as a deletion does, but keeps its author (who alone is told why), so the deletion check allows
// an author on a removed comment.
export class CommentModeration1763800002700 implements MigrationInterface {
  name = 'CommentModeration1763800002700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE comments
        ADD COLUMN hidden_reason text,
        ADD COLUMN hidden_at timestamptz,
        ADD COLUMN hidden_by uuid REFERENCES users (user_id) ON DELETE SET NULL,
        ADD COLUMN removed_reason text,
        ADD COLUMN removed_at timestamptz,
        ADD COLUMN removed_by uuid REFERENCES users (user_id) ON DELETE SET NULL,
        DROP CONSTRAINT comments_deleted_check,
        ADD CONSTRAINT comments_deleted_check CHECK (
          (deleted_at IS NULL AND comment IS NOT NULL)
          OR (deleted_at IS NOT NULL AND comment IS NULL AND (user_id IS NULL OR removed_at IS NOT NULL))
        )
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE comments SET user_id = NULL WHERE removed_at IS NOT NULL`);
    await q.query(`
      ALTER TABLE comments
        DROP CONSTRAINT comments_deleted_check,
        ADD CONSTRAINT comments_deleted_check CHECK (
          (deleted_at IS NULL AND comment IS NOT NULL) OR (deleted_at IS NOT NULL AND comment IS NULL AND user_id IS NULL)
        ),
        DROP COLUMN removed_by, DROP COLUMN removed_at, DROP COLUMN removed_reason,
        DROP COLUMN hidden_by, DROP COLUMN hidden_at, DROP COLUMN hidden_reason
    `);
  }
}
