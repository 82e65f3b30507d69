import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: reference data every other table points at (games and their metric definitions, platforms, regions, genres).
export class CatalogSchema1763800000000 implements MigrationInterface {
  name = 'CatalogSchema1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE genres (
        genre_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        genre_title text NOT NULL
      );
      CREATE UNIQUE INDEX genres_title_key ON genres (lower(genre_title));

      CREATE TABLE games (
        game_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        game_title text NOT NULL,
        game_image text,
        game_genre_id uuid REFERENCES genres (genre_id) ON DELETE SET NULL,
        metrics jsonb NOT NULL DEFAULT '[]'
      );
      CREATE UNIQUE INDEX games_title_key ON games (lower(game_title));
      CREATE INDEX games_genre_idx ON games (game_genre_id);

      CREATE TABLE platforms (
        platform_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        platform_title text NOT NULL,
        platform_pic text
      );
      CREATE UNIQUE INDEX platforms_title_key ON platforms (lower(platform_title));

      CREATE TABLE regions (
        region_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        region_title text NOT NULL
      );
      CREATE UNIQUE INDEX regions_title_key ON regions (lower(region_title));

      CREATE TABLE competition_categories (
        comp_cat_id int PRIMARY KEY,
        comp_cat_title text NOT NULL
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE competition_categories, regions, platforms, games, genres`);
  }
}
