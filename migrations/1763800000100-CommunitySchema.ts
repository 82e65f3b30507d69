import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: the community half of the data model (users, teams, organizers and staff, follows, top-5 lists,
// comment walls, leaderboards). Names follow the spec's columns; the competition migration references them.
// users.user_id carries no default and no FK here: it equals the auth account id, and the auth migration adds that FK.
// Runs on PostgreSQL 15 and on PGlite (PG 18): nothing newer than PG 15 is used.
export class CommunitySchema1763800000100 implements MigrationInterface {
  name = 'CommunitySchema1763800000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      -- A wall of comments belongs to exactly one page-like owner; owners point at their wall by id.
      CREATE TABLE comment_walls (
        comment_wall_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_type text NOT NULL CONSTRAINT comment_walls_owner_type_check
          CHECK (owner_type IN ('user', 'team', 'organizer', 'league', 'tournament', 'match')),
        owner_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT comment_walls_owner_key UNIQUE (owner_type, owner_id)
      );

      CREATE TABLE users (
        user_id uuid PRIMARY KEY,
        user_name text NOT NULL CONSTRAINT users_user_name_check CHECK (btrim(user_name) <> ''),
        display_name text,
        user_bio text,
        user_score int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_user_name_key ON users (lower(user_name));

      CREATE TABLE users_page (
        users_page_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL CONSTRAINT users_page_user_key UNIQUE REFERENCES users (user_id) ON DELETE CASCADE,
        user_video_data text,
        user_profile_pic text,
        user_banner text,
        comment_wall_id uuid CONSTRAINT users_page_comment_wall_key UNIQUE REFERENCES comment_walls (comment_wall_id) ON DELETE SET NULL
      );

      -- Team names: 1 to 18 letters, digits or single inner spaces (spec 02 section 5), unique whatever the case.
      CREATE TABLE teams (
        team_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_name text NOT NULL CONSTRAINT teams_team_name_check
          CHECK (char_length(team_name) <= 18 AND team_name ~ '^[A-Za-z0-9]+( [A-Za-z0-9]+)*$'),
        team_game_id uuid NOT NULL REFERENCES games (game_id),
        team_region_id uuid NOT NULL REFERENCES regions (region_id),
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by uuid REFERENCES users (user_id) ON DELETE SET NULL
      );
      CREATE UNIQUE INDEX teams_team_name_key ON teams (lower(team_name));
      CREATE INDEX teams_game_region_idx ON teams (team_game_id, team_region_id);
      CREATE INDEX teams_region_idx ON teams (team_region_id);
      CREATE INDEX teams_created_by_idx ON teams (created_by) WHERE created_by IS NOT NULL;

      CREATE TABLE team_page (
        team_page_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id uuid NOT NULL CONSTRAINT team_page_team_key UNIQUE REFERENCES teams (team_id) ON DELETE CASCADE,
        team_bio text,
        team_video_data text,
        team_profile_pic text,
        team_banner text,
        comment_wall_id uuid CONSTRAINT team_page_comment_wall_key UNIQUE REFERENCES comment_walls (comment_wall_id) ON DELETE SET NULL
      );

      -- Roster rows; a pending row is an invitation (or a request), 'left' keeps the history.
      CREATE TABLE team_members (
        team_id uuid NOT NULL REFERENCES teams (team_id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        roles text NOT NULL DEFAULT 'member' CONSTRAINT team_members_roles_check
          CHECK (roles IN ('member', 'captain', 'co-leader', 'leader')),
        status text NOT NULL DEFAULT 'pending' CONSTRAINT team_members_status_check
          CHECK (status IN ('pending', 'approved', 'declined', 'left')),
        invited_by uuid REFERENCES users (user_id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (team_id, user_id)
      );
      CREATE INDEX team_members_user_idx ON team_members (user_id);
      CREATE INDEX team_members_invited_by_idx ON team_members (invited_by) WHERE invited_by IS NOT NULL;
      CREATE UNIQUE INDEX team_members_one_leader_key ON team_members (team_id) WHERE roles = 'leader' AND status = 'approved';

      -- An organizer is owned by one user; deleting that user needs the ownership handed over first.
      CREATE TABLE organizers (
        organizer_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_name text NOT NULL CONSTRAINT organizers_org_name_check CHECK (btrim(org_name) <> ''),
        user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX organizers_org_name_key ON organizers (lower(org_name));
      CREATE INDEX organizers_user_idx ON organizers (user_id);

      CREATE TABLE organizer_page (
        organizer_page_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organizer_id uuid NOT NULL CONSTRAINT organizer_page_organizer_key UNIQUE REFERENCES organizers (organizer_id) ON DELETE CASCADE,
        organizer_bio text,
        organizer_video_data text,
        organizer_profile_pic text,
        organizer_banner text,
        announcement_wall_id uuid CONSTRAINT organizer_page_announcement_wall_key UNIQUE
          REFERENCES comment_walls (comment_wall_id) ON DELETE SET NULL
      );

      -- Staff rows are also the user's "organizations" list; a pending row is a staff invitation.
      -- assignment holds league ids (ladder_assignment): admins and mods are staff only for those.
      CREATE TABLE organizer_staff (
        organizer_id uuid NOT NULL REFERENCES organizers (organizer_id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        roles text NOT NULL DEFAULT 'mod' CONSTRAINT organizer_staff_roles_check
          CHECK (roles IN ('owner', 'super_admin', 'admin', 'mod')),
        status text NOT NULL DEFAULT 'pending' CONSTRAINT organizer_staff_status_check
          CHECK (status IN ('pending', 'approved', 'declined')),
        assignment uuid[] NOT NULL DEFAULT '{}',
        invited_by uuid REFERENCES users (user_id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (organizer_id, user_id)
      );
      CREATE INDEX organizer_staff_user_idx ON organizer_staff (user_id);
      CREATE INDEX organizer_staff_invited_by_idx ON organizer_staff (invited_by) WHERE invited_by IS NOT NULL;
      CREATE UNIQUE INDEX organizer_staff_one_owner_key ON organizer_staff (organizer_id) WHERE roles = 'owner';

      -- followed_id points at a user, team, organizer or league by entity_type (no single FK can).
      CREATE TABLE follows (
        follower_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        followed_id uuid NOT NULL,
        entity_type text NOT NULL CONSTRAINT follows_entity_type_check
          CHECK (entity_type IN ('user', 'team', 'organizer', 'league')),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (follower_id, followed_id, entity_type),
        CONSTRAINT follows_not_self_check CHECK (entity_type <> 'user' OR follower_id <> followed_id)
      );
      CREATE INDEX follows_followed_idx ON follows (followed_id, entity_type) WHERE is_active;

      -- MY TOP 5 of a user page: five numbered slots, each entity at most once.
      CREATE TABLE top_entries (
        users_page_id uuid NOT NULL REFERENCES users_page (users_page_id) ON DELETE CASCADE,
        position smallint NOT NULL CONSTRAINT top_entries_position_check CHECK (position BETWEEN 1 AND 5),
        entity_type text NOT NULL DEFAULT 'user' CONSTRAINT top_entries_entity_type_check
          CHECK (entity_type IN ('user', 'team', 'organizer', 'league')),
        entity_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (users_page_id, position),
        CONSTRAINT top_entries_entity_key UNIQUE (users_page_id, entity_id)
      );

      -- A deleted comment keeps its place in the tree with no text and no author.
      -- The composite FK keeps a reply on its parent's wall.
      CREATE TABLE comments (
        comment_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        comment_wall_id uuid NOT NULL REFERENCES comment_walls (comment_wall_id) ON DELETE CASCADE,
        parent_comment_id uuid,
        user_id uuid REFERENCES users (user_id) ON DELETE SET NULL,
        comment text,
        edited boolean NOT NULL DEFAULT false,
        deleted_at timestamptz,
        score int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT comments_wall_key UNIQUE (comment_id, comment_wall_id),
        CONSTRAINT comments_parent_fkey FOREIGN KEY (parent_comment_id, comment_wall_id)
          REFERENCES comments (comment_id, comment_wall_id) ON DELETE CASCADE,
        CONSTRAINT comments_comment_length_check CHECK (char_length(comment) <= 2000),
        CONSTRAINT comments_comment_not_blank_check CHECK (btrim(comment) <> ''),
        CONSTRAINT comments_deleted_check CHECK (
          (deleted_at IS NULL AND comment IS NOT NULL) OR (deleted_at IS NOT NULL AND comment IS NULL AND user_id IS NULL)
        )
      );
      CREATE INDEX comments_page_idx ON comments (comment_wall_id, parent_comment_id, created_at, comment_id);
      CREATE INDEX comments_parent_idx ON comments (parent_comment_id, created_at, comment_id) WHERE parent_comment_id IS NOT NULL;
      CREATE INDEX comments_user_idx ON comments (user_id) WHERE user_id IS NOT NULL;

      CREATE TABLE comment_votes (
        comment_id uuid NOT NULL REFERENCES comments (comment_id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        value smallint NOT NULL CONSTRAINT comment_votes_value_check CHECK (value IN (-1, 1)),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (comment_id, user_id)
      );
      CREATE INDEX comment_votes_user_idx ON comment_votes (user_id);

      CREATE TABLE leaderboards (
        leaderboard_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CONSTRAINT leaderboards_kind_check CHECK (kind IN ('user', 'team')),
        scope text NOT NULL DEFAULT 'global' CONSTRAINT leaderboards_scope_check CHECK (scope IN ('global', 'league', 'tournament')),
        lb_region_id uuid REFERENCES regions (region_id),
        lb_genre_id uuid REFERENCES genres (genre_id),
        lb_game_id uuid REFERENCES games (game_id),
        title text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX leaderboards_kind_scope_idx ON leaderboards (kind, scope);
      CREATE INDEX leaderboards_region_idx ON leaderboards (lb_region_id) WHERE lb_region_id IS NOT NULL;
      CREATE INDEX leaderboards_genre_idx ON leaderboards (lb_genre_id) WHERE lb_genre_id IS NOT NULL;
      CREATE INDEX leaderboards_game_idx ON leaderboards (lb_game_id) WHERE lb_game_id IS NOT NULL;

      -- One row per player or team on a board; rankings page by (score or wins) descending, then entry id.
      CREATE TABLE leaderboard_entries (
        entry_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        leaderboard_id uuid NOT NULL REFERENCES leaderboards (leaderboard_id) ON DELETE CASCADE,
        user_id uuid REFERENCES users (user_id) ON DELETE CASCADE,
        team_id uuid REFERENCES teams (team_id) ON DELETE CASCADE,
        current_score int NOT NULL DEFAULT 0,
        wins int NOT NULL DEFAULT 0,
        losses int NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT leaderboard_entries_subject_check CHECK (num_nonnulls(user_id, team_id) = 1),
        CONSTRAINT leaderboard_entries_user_key UNIQUE (leaderboard_id, user_id),
        CONSTRAINT leaderboard_entries_team_key UNIQUE (leaderboard_id, team_id)
      );
      CREATE INDEX leaderboard_entries_score_idx ON leaderboard_entries (leaderboard_id, current_score DESC, entry_id);
      CREATE INDEX leaderboard_entries_wins_idx ON leaderboard_entries (leaderboard_id, wins DESC, entry_id);
      CREATE INDEX leaderboard_entries_user_idx ON leaderboard_entries (user_id) WHERE user_id IS NOT NULL;
      CREATE INDEX leaderboard_entries_team_idx ON leaderboard_entries (team_id) WHERE team_id IS NOT NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE leaderboard_entries, leaderboards, comment_votes, comments, top_entries, follows,
        organizer_staff, organizer_page, organizers, team_members, team_page, teams, users_page, users, comment_walls
    `);
  }
}
