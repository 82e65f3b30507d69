import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: issue 29's site moderators, a role the operator grants (the moderator CLI): they see the site queue (every open
// report) and act on any report; a site ban suspends the account. Who granted it and when is kept.
// An organizer's moderators' BAN of a TEAM keeps the team out of that organizer's competitions (moderation_team_bans).
export class SiteModerators1763800002800 implements MigrationInterface {
  name = 'SiteModerators1763800002800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE site_moderators (
        user_id uuid PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
        granted_by text NOT NULL,
        granted_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX moderation_reports_site_open_idx ON moderation_reports (created_at) WHERE status = 'open';
      CREATE INDEX moderation_audit_created_idx ON moderation_audit (created_at DESC);
      CREATE TABLE moderation_team_bans (
        organizer_id uuid NOT NULL REFERENCES organizers (organizer_id) ON DELETE CASCADE,
        team_id uuid NOT NULL REFERENCES teams (team_id) ON DELETE CASCADE,
        reason text NOT NULL,
        banned_by uuid REFERENCES users (user_id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (organizer_id, team_id)
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE moderation_team_bans; DROP INDEX moderation_audit_created_idx; DROP INDEX moderation_reports_site_open_idx; DROP TABLE site_moderators;`);
  }
}
