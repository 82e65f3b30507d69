import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, type Relation } from 'typeorm';

/** How one scoring metric of a game is entered and whether it counts (the spec stores `active` as 'true'/'false'). */
export interface MetricDefinition {
  name: string;
  type: 'Number' | 'number' | 'text';
  active: 'true' | 'false';
}

@Entity('genres')
export class Genre {
  @PrimaryGeneratedColumn('uuid', { name: 'genre_id' })
  id: string;

  @Column({ name: 'genre_title', type: 'text' })
  title: string;
}

@Entity('games')
export class Game {
  @PrimaryGeneratedColumn('uuid', { name: 'game_id' })
  id: string;

  @Column({ name: 'game_title', type: 'text' })
  title: string;

  @Column({ name: 'game_image', type: 'text', nullable: true })
  image: string | null;

  @Column({ name: 'game_genre_id', type: 'uuid', nullable: true })
  genreId: string | null;

  @ManyToOne(() => Genre, { nullable: true })
  @JoinColumn({ name: 'game_genre_id' })
  genre: Relation<Genre> | null;

  @Column({ name: 'metrics', type: 'jsonb', default: () => "'[]'" })
  metrics: MetricDefinition[];
}

@Entity('platforms')
export class Platform {
  @PrimaryGeneratedColumn('uuid', { name: 'platform_id' })
  id: string;

  @Column({ name: 'platform_title', type: 'text' })
  title: string;

  @Column({ name: 'platform_pic', type: 'text', nullable: true })
  picture: string | null;
}

@Entity('regions')
export class Region {
  @PrimaryGeneratedColumn('uuid', { name: 'region_id' })
  id: string;

  @Column({ name: 'region_title', type: 'text' })
  title: string;
}

/** Competition categories; ladders are category 1 (the spec's fixed comp_cat_id). */
@Entity('competition_categories')
export class CompetitionCategory {
  @PrimaryColumn({ name: 'comp_cat_id', type: 'int' })
  id: number;

  @Column({ name: 'comp_cat_title', type: 'text' })
  title: string;
}


/**
 * The catalog tags of a ladder, a tournament or a match, as an abstract base class its entity extends (TypeORM reads
 * a parent's columns as the entity's own): the platform, game, region and genre it is tagged with, each optional, by
 * id and as a row. Competitions name the genre's column game_genre_id, matches genre_id.
 */
export function CatalogTagColumns(genreColumn: 'game_genre_id' | 'genre_id') {
  abstract class CatalogTags {
    @Column({ name: 'platform_id', type: 'uuid', nullable: true })
    platformId: string | null;

    @ManyToOne(() => Platform, { nullable: true })
    @JoinColumn({ name: 'platform_id' })
    platform: Relation<Platform> | null;

    @Column({ name: 'game_id', type: 'uuid', nullable: true })
    gameId: string | null;

    @ManyToOne(() => Game, { nullable: true })
    @JoinColumn({ name: 'game_id' })
    game: Relation<Game> | null;

    @Column({ name: 'region_id', type: 'uuid', nullable: true })
    regionId: string | null;

    @ManyToOne(() => Region, { nullable: true })
    @JoinColumn({ name: 'region_id' })
    region: Relation<Region> | null;

    @Column({ name: genreColumn, type: 'uuid', nullable: true })
    genreId: string | null;

    @ManyToOne(() => Genre, { nullable: true })
    @JoinColumn({ name: genreColumn })
    genre: Relation<Genre> | null;
  }
  return CatalogTags;
}

export const catalogEntities = [Genre, Game, Platform, Region, CompetitionCategory];
