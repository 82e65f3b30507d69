import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { CommentWall } from '../comments';
import { User } from '../users';

/** Staff roles: owner and super_admin edit everything; admin and mod only their assigned leagues. */
export const STAFF_ROLES = ['mod', 'admin', 'super_admin', 'owner'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type StaffStatus = 'pending' | 'approved' | 'declined';

/** An organizer (also called a league or organization in the spec): runs ladders and tournaments. */
@Entity('organizers')
export class Organizer {
  @PrimaryGeneratedColumn('uuid', { name: 'organizer_id' })
  id: string;

  /** org_name (also organizer_name); unique whatever the case. */
  @Column({ name: 'org_name', type: 'text' })
  name: string;

  /** The owning user (the spec's user_id). */
  @Column({ name: 'user_id', type: 'uuid' })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  owner: Relation<User>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** The public page of an organizer: media and the announcement wall. */
@Entity('organizer_page')
export class OrganizerPage {
  @PrimaryGeneratedColumn('uuid', { name: 'organizer_page_id' })
  id: string;

  @Column({ name: 'organizer_id', type: 'uuid' })
  organizerId: string;

  @OneToOne(() => Organizer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organizer_id' })
  organizer: Relation<Organizer>;

  @Column({ name: 'organizer_bio', type: 'text', nullable: true })
  bio: string | null;

  @Column({ name: 'organizer_video_data', type: 'text', nullable: true })
  videoUrl: string | null;

  @Column({ name: 'organizer_profile_pic', type: 'text', nullable: true })
  profilePicture: string | null;

  @Column({ name: 'organizer_banner', type: 'text', nullable: true })
  banner: string | null;

  @Column({ name: 'announcement_wall_id', type: 'uuid', nullable: true })
  announcementWallId: string | null;

  @OneToOne(() => CommentWall, { nullable: true })
  @JoinColumn({ name: 'announcement_wall_id' })
  announcementWall: Relation<CommentWall> | null;
}

/**
 * One user's staff place at one organizer. These rows are also the user's "organizations" list
 * (Accept/Decline = update-org-status); a pending row is a staff invitation.
 */
@Entity('organizer_staff')
export class OrganizerStaff {
  @PrimaryColumn('uuid', { name: 'organizer_id' })
  organizerId: string;

  @ManyToOne(() => Organizer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organizer_id' })
  organizer: Relation<Organizer>;

  @PrimaryColumn('uuid', { name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  /** The spec's `roles` column holds one role. */
  @Column({ name: 'roles', type: 'text', default: 'mod' })
  role: StaffRole;

  @Column({ name: 'status', type: 'text', default: 'pending' })
  status: StaffStatus;

  /** League ids this admin or mod works on (ladder_assignment). */
  @Column({ name: 'assignment', type: 'uuid', array: true, default: () => "'{}'" })
  assignment: string[];

  @Column({ name: 'invited_by', type: 'uuid', nullable: true })
  invitedById: string | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'invited_by' })
  invitedBy: Relation<User> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

export const organizersEntities = [Organizer, OrganizerPage, OrganizerStaff];
