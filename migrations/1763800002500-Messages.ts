import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: the Messages panel (issue 29). A conversation is direct (two users, stored lowest id first so a pair has one),
// a team's or a match's; its members are derived (the pair, the team's approved roster, the match's rosters and staff),
// never copied, so a roster change is a membership change at once. Per-member state (read up to, muted) is a row only
// once a member reads or mutes. Messages carry moderation state (hidden, removed) beside their text.
export class Messages1763800002500 implements MigrationInterface {
  name = 'Messages1763800002500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE conversations (
        conversation_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CONSTRAINT conversations_kind_check CHECK (kind IN ('direct', 'team', 'match')),
        user_low_id uuid REFERENCES users (user_id) ON DELETE CASCADE,
        user_high_id uuid REFERENCES users (user_id) ON DELETE CASCADE,
        team_id uuid CONSTRAINT conversations_team_key UNIQUE REFERENCES teams (team_id) ON DELETE CASCADE,
        match_id uuid CONSTRAINT conversations_match_key UNIQUE REFERENCES matches (match_id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_message_at timestamptz,
        CONSTRAINT conversations_shape_check CHECK (
          (kind = 'direct' AND user_low_id IS NOT NULL AND user_high_id IS NOT NULL AND user_low_id < user_high_id AND team_id IS NULL AND match_id IS NULL)
          OR (kind = 'team' AND team_id IS NOT NULL AND user_low_id IS NULL AND user_high_id IS NULL AND match_id IS NULL)
          OR (kind = 'match' AND match_id IS NOT NULL AND user_low_id IS NULL AND user_high_id IS NULL AND team_id IS NULL)),
        CONSTRAINT conversations_pair_key UNIQUE (user_low_id, user_high_id)
      );
      CREATE INDEX conversations_user_high_idx ON conversations (user_high_id) WHERE user_high_id IS NOT NULL;

      CREATE TABLE conversation_members_state (
        conversation_id uuid NOT NULL REFERENCES conversations (conversation_id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        last_read_at timestamptz,
        muted boolean NOT NULL DEFAULT false,
        PRIMARY KEY (conversation_id, user_id)
      );
      CREATE INDEX conversation_members_state_user_idx ON conversation_members_state (user_id);

      CREATE TABLE messages (
        message_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        conversation_id uuid NOT NULL REFERENCES conversations (conversation_id) ON DELETE CASCADE,
        author_id uuid REFERENCES users (user_id) ON DELETE SET NULL,
        body text NOT NULL CONSTRAINT messages_body_check CHECK (char_length(body) BETWEEN 1 AND 2000),
        -- clock_timestamp: two messages of one transaction still have an order.
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        hidden_reason text,
        hidden_at timestamptz,
        hidden_by uuid REFERENCES users (user_id) ON DELETE SET NULL,
        removed_reason text,
        removed_at timestamptz,
        removed_by uuid REFERENCES users (user_id) ON DELETE SET NULL
      );
      CREATE INDEX messages_conversation_time_idx ON messages (conversation_id, created_at DESC, message_id DESC);
      CREATE INDEX messages_author_idx ON messages (author_id);

      CREATE TABLE user_blocks (
        blocker_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        blocked_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (blocker_id, blocked_id),
        CONSTRAINT user_blocks_self_check CHECK (blocker_id <> blocked_id)
      );
      CREATE INDEX user_blocks_blocked_idx ON user_blocks (blocked_id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_blocks; DROP TABLE messages; DROP TABLE conversation_members_state; DROP TABLE conversations`);
  }
}
