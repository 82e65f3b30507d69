import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { Game, Genre, Region } from '../catalog/entities';
import { Team } from '../teams/entities';
import { User } from '../users/entities';

export type LeaderboardKind = 'user' | 'team';
export type LeaderboardScope = 'global' | 'league' | 'tournament';

/** A ranking of players (kind user) or teams (kind team), optionally narrowed to a region, genre or game. */
@Entity('leaderboards')
export class Leaderboard {
  @PrimaryGeneratedColumn('uuid', { name: 'leaderboard_id' })
  id: string;

  @Column({ name: 'kind', type: 'text' })
  kind: LeaderboardKind;

  /** global, or the board of one league (lg_leaderboard_id) or tournament. */
  @Column({ name: 'scope', type: 'text', default: 'global' })
  scope: LeaderboardScope;

  @Column({ name: 'lb_region_id', type: 'uuid', nullable: true })
  regionId: string | null;

  @ManyToOne(() => Region, { nullable: true })
  @JoinColumn({ name: 'lb_region_id' })
  region: Relation<Region> | null;

  @Column({ name: 'lb_genre_id', type: 'uuid', nullable: true })
  genreId: string | null;

  @ManyToOne(() => Genre, { nullable: true })
  @JoinColumn({ name: 'lb_genre_id' })
  genre: Relation<Genre> | null;

  @Column({ name: 'lb_game_id', type: 'uuid', nullable: true })
  gameId: string | null;

  @ManyToOne(() => Game, { nullable: true })
  @JoinColumn({ name: 'lb_game_id' })
  game: Relation<Game> | null;

  @Column({ name: 'title', type: 'text', nullable: true })
  title: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** One player's or one team's line on a leaderboard (exactly one of userId and teamId is set). */
@Entity('leaderboard_entries')
export class LeaderboardEntry {
  @PrimaryGeneratedColumn('uuid', { name: 'entry_id' })
  id: string;

  @Column({ name: 'leaderboard_id', type: 'uuid' })
  leaderboardId: string;

  @ManyToOne(() => Leaderboard, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'leaderboard_id' })
  leaderboard: Relation<Leaderboard>;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User> | null;

  @Column({ name: 'team_id', type: 'uuid', nullable: true })
  teamId: string | null;

  @ManyToOne(() => Team, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'team_id' })
  team: Relation<Team> | null;

  /** current_score. */
  @Column({ name: 'current_score', type: 'int', default: 0 })
  score: number;

  @Column({ name: 'wins', type: 'int', default: 0 })
  wins: number;

  /** A player's skill rating (ordinal x 100) on players' boards; 0 on teams' boards. */
  @Column({ name: 'rating', type: 'int', default: 0 })
  rating: number;

  @Column({ name: 'losses', type: 'int', default: 0 })
  losses: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

export const leaderboardsEntities = [Leaderboard, LeaderboardEntry];
