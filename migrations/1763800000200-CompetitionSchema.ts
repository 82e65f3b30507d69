import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: the competition half of the model (ladders and their pages, participants, standings, matches with per-round
// metric scores, tournaments, brackets). Runs after the community schema (1763800000100): it points at users, teams,
// organizers, comment_walls and leaderboards. Every foreign key that is looked up has an index; PostgreSQL 15 syntax only.
export class CompetitionSchema1763800000200 implements MigrationInterface {
  name = 'CompetitionSchema1763800000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE leagues (
        league_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        league_name text NOT NULL CHECK (btrim(league_name) <> ''),
        start_date date NOT NULL,
        end_date date NOT NULL,
        organizer_id uuid NOT NULL REFERENCES organizers (organizer_id) ON DELETE CASCADE,
        comp_cat_id int NOT NULL DEFAULT 1 REFERENCES competition_categories (comp_cat_id),
        platform_id uuid REFERENCES platforms (platform_id) ON DELETE SET NULL,
        game_id uuid REFERENCES games (game_id) ON DELETE SET NULL,
        region_id uuid REFERENCES regions (region_id) ON DELETE SET NULL,
        game_genre_id uuid REFERENCES genres (genre_id) ON DELETE SET NULL,
        is_parent boolean NOT NULL DEFAULT true,
        parent_league_id uuid REFERENCES leagues (league_id) ON DELETE SET NULL,
        lg_leaderboard_id uuid REFERENCES leaderboards (leaderboard_id) ON DELETE SET NULL,
        user_id uuid REFERENCES users (user_id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
        max_teams int NOT NULL DEFAULT 12 CHECK (max_teams BETWEEN 2 AND 1024),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT leagues_dates_check CHECK (end_date >= start_date),
        CONSTRAINT leagues_parent_check CHECK (parent_league_id IS NULL OR parent_league_id <> league_id)
      );
      -- The league route parameter may be an id or a name: names are unique whatever their case.
      CREATE UNIQUE INDEX leagues_name_key ON leagues (lower(league_name));
      CREATE INDEX leagues_organizer_idx ON leagues (organizer_id);
      CREATE INDEX leagues_comp_cat_idx ON leagues (comp_cat_id);
      CREATE INDEX leagues_platform_idx ON leagues (platform_id);
      CREATE INDEX leagues_game_idx ON leagues (game_id);
      CREATE INDEX leagues_region_idx ON leagues (region_id);
      CREATE INDEX leagues_genre_idx ON leagues (game_genre_id);
      CREATE INDEX leagues_parent_idx ON leagues (parent_league_id);
      CREATE INDEX leagues_leaderboard_idx ON leagues (lg_leaderboard_id);
      CREATE INDEX leagues_user_idx ON leagues (user_id);

      CREATE TABLE league_page (
        league_page_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        league_id uuid NOT NULL UNIQUE REFERENCES leagues (league_id) ON DELETE CASCADE,
        league_bio text,
        league_video_data text,
        league_banner text,
        league_profile_pic text,
        rules text,
        prize text,
        settings text,
        -- League metrics: an array whose first element is an object keyed by metric name.
        scoring_rules jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(scoring_rules) = 'array'),
        announcement_wall_id uuid REFERENCES comment_walls (comment_wall_id) ON DELETE SET NULL,
        user_id uuid REFERENCES users (user_id) ON DELETE SET NULL
      );
      CREATE INDEX league_page_wall_idx ON league_page (announcement_wall_id);
      CREATE INDEX league_page_user_idx ON league_page (user_id);

      CREATE TABLE league_participants (
        league_id uuid NOT NULL REFERENCES leagues (league_id) ON DELETE CASCADE,
        team_id uuid NOT NULL REFERENCES teams (team_id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (league_id, team_id)
      );
      CREATE INDEX league_participants_team_idx ON league_participants (team_id);

      CREATE TABLE standings (
        standings_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        league_id uuid NOT NULL REFERENCES leagues (league_id) ON DELETE CASCADE,
        team_id uuid NOT NULL REFERENCES teams (team_id) ON DELETE CASCADE,
        points int NOT NULL DEFAULT 0,
        wins int NOT NULL DEFAULT 0 CHECK (wins >= 0),
        losses int NOT NULL DEFAULT 0 CHECK (losses >= 0),
        draws int NOT NULL DEFAULT 0 CHECK (draws >= 0),
        CONSTRAINT standings_league_team_key UNIQUE (league_id, team_id)
      );
      -- Standings read order: points descending (rank is computed; ties share a rank), then team.
      CREATE INDEX standings_rank_idx ON standings (league_id, points DESC, team_id);
      CREATE INDEX standings_team_idx ON standings (team_id);

      CREATE TABLE tournaments (
        tournament_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tourney_name text NOT NULL CHECK (btrim(tourney_name) <> ''),
        organizer_id uuid NOT NULL REFERENCES organizers (organizer_id) ON DELETE CASCADE,
        tourney_size int NOT NULL CHECK (tourney_size BETWEEN 2 AND 256),
        game_id uuid REFERENCES games (game_id) ON DELETE SET NULL,
        region_id uuid REFERENCES regions (region_id) ON DELETE SET NULL,
        platform_id uuid REFERENCES platforms (platform_id) ON DELETE SET NULL,
        game_genre_id uuid REFERENCES genres (genre_id) ON DELETE SET NULL,
        lg_leaderboard_id uuid REFERENCES leaderboards (leaderboard_id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'registration' CHECK (status IN ('registration', 'in_progress', 'completed')),
        start_date date,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX tournaments_name_key ON tournaments (lower(tourney_name));
      CREATE INDEX tournaments_organizer_idx ON tournaments (organizer_id);
      CREATE INDEX tournaments_game_idx ON tournaments (game_id);
      CREATE INDEX tournaments_region_idx ON tournaments (region_id);
      CREATE INDEX tournaments_platform_idx ON tournaments (platform_id);
      CREATE INDEX tournaments_genre_idx ON tournaments (game_genre_id);
      CREATE INDEX tournaments_leaderboard_idx ON tournaments (lg_leaderboard_id);

      CREATE TABLE tournament_page (
        tourney_page_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tournament_id uuid NOT NULL UNIQUE REFERENCES tournaments (tournament_id) ON DELETE CASCADE,
        tourney_banner text,
        tourney_profile_pic text,
        tourney_bio text,
        tourney_video_data text,
        comment_wall_id uuid REFERENCES comment_walls (comment_wall_id) ON DELETE SET NULL
      );
      CREATE INDEX tournament_page_wall_idx ON tournament_page (comment_wall_id);

      CREATE TABLE tourney_participants (
        tournament_id uuid NOT NULL REFERENCES tournaments (tournament_id) ON DELETE CASCADE,
        team_id uuid NOT NULL REFERENCES teams (team_id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
        seed int CHECK (seed >= 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tournament_id, team_id)
      );
      CREATE INDEX tourney_participants_team_idx ON tourney_participants (team_id);

      CREATE TABLE matches (
        match_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        league_id uuid REFERENCES leagues (league_id) ON DELETE CASCADE,
        tournament_id uuid REFERENCES tournaments (tournament_id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'pending', 'completed', 'cancelled')),
        -- Millisecond precision, like the JavaScript dates and ISO cursors that carry it.
        scheduled_time timestamptz(3) NOT NULL,
        video text,
        match_banner text,
        rounds int NOT NULL DEFAULT 3 CHECK (rounds BETWEEN 1 AND 15),
        is_score_updated boolean NOT NULL DEFAULT false,
        finalized_at timestamptz,
        game_id uuid REFERENCES games (game_id) ON DELETE SET NULL,
        genre_id uuid REFERENCES genres (genre_id) ON DELETE SET NULL,
        platform_id uuid REFERENCES platforms (platform_id) ON DELETE SET NULL,
        region_id uuid REFERENCES regions (region_id) ON DELETE SET NULL,
        created_by uuid REFERENCES users (user_id) ON DELETE SET NULL,
        comment_wall_id uuid REFERENCES comment_walls (comment_wall_id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT matches_competition_check CHECK (league_id IS NOT NULL OR tournament_id IS NOT NULL)
      );
      -- A ladder's schedule, newest first.
      CREATE INDEX matches_league_time_idx ON matches (league_id, scheduled_time DESC);
      CREATE INDEX matches_tournament_idx ON matches (tournament_id);
      CREATE INDEX matches_game_idx ON matches (game_id);
      CREATE INDEX matches_genre_idx ON matches (genre_id);
      CREATE INDEX matches_platform_idx ON matches (platform_id);
      CREATE INDEX matches_region_idx ON matches (region_id);
      CREATE INDEX matches_created_by_idx ON matches (created_by);
      CREATE INDEX matches_wall_idx ON matches (comment_wall_id);

      CREATE TABLE match_participants (
        match_id uuid NOT NULL REFERENCES matches (match_id) ON DELETE CASCADE,
        team_id uuid NOT NULL REFERENCES teams (team_id),
        total_points int NOT NULL DEFAULT 0,
        placement int CHECK (placement >= 1),
        PRIMARY KEY (match_id, team_id)
      );
      -- A team's match history (get-team-matches).
      CREATE INDEX match_participants_team_idx ON match_participants (team_id);

      CREATE TABLE match_rounds (
        match_id uuid NOT NULL,
        team_id uuid NOT NULL,
        match_round int NOT NULL CHECK (match_round >= 1),
        metrics jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(metrics) = 'object'),
        round_points int NOT NULL DEFAULT 0,
        PRIMARY KEY (match_id, team_id, match_round),
        CONSTRAINT match_rounds_participant_fkey FOREIGN KEY (match_id, team_id)
          REFERENCES match_participants (match_id, team_id) ON DELETE CASCADE
      );

      CREATE TABLE brackets (
        bracket_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tournament_id uuid NOT NULL UNIQUE REFERENCES tournaments (tournament_id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE bracket_nodes (
        node_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        bracket_id uuid NOT NULL REFERENCES brackets (bracket_id) ON DELETE CASCADE,
        tournament_id uuid NOT NULL REFERENCES tournaments (tournament_id) ON DELETE CASCADE,
        parent_node_id uuid REFERENCES bracket_nodes (node_id) ON DELETE SET NULL,
        match_id uuid REFERENCES matches (match_id) ON DELETE SET NULL,
        round_number int NOT NULL CHECK (round_number >= 1),
        node_status text NOT NULL DEFAULT 'pending' CHECK (node_status IN ('pending', 'ready', 'completed', 'bye')),
        created_stamp timestamptz NOT NULL DEFAULT now(),
        winner_uuid uuid REFERENCES teams (team_id) ON DELETE SET NULL,
        group_number int CHECK (group_number >= 1),
        slot_index int NOT NULL CHECK (slot_index >= 0),
        participant_1 uuid REFERENCES teams (team_id) ON DELETE SET NULL,
        participant_2 uuid REFERENCES teams (team_id) ON DELETE SET NULL,
        CONSTRAINT bracket_nodes_slot_key UNIQUE (bracket_id, round_number, slot_index),
        CONSTRAINT bracket_nodes_distinct_participants CHECK (participant_1 IS NULL OR participant_2 IS NULL OR participant_1 <> participant_2)
      );
      -- The bracket view: round 1 grouped by group_number, ordered by slot_index.
      CREATE INDEX bracket_nodes_layout_idx ON bracket_nodes (tournament_id, round_number, group_number, slot_index);
      CREATE INDEX bracket_nodes_parent_idx ON bracket_nodes (parent_node_id);
      CREATE INDEX bracket_nodes_match_idx ON bracket_nodes (match_id);
      CREATE INDEX bracket_nodes_winner_idx ON bracket_nodes (winner_uuid);
      CREATE INDEX bracket_nodes_participant_1_idx ON bracket_nodes (participant_1);
      CREATE INDEX bracket_nodes_participant_2_idx ON bracket_nodes (participant_2);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE bracket_nodes, brackets, match_rounds, match_participants, matches,
        tourney_participants, tournament_page, tournaments,
        standings, league_participants, league_page, leagues
    `);
  }
}
