import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CommentWall } from '../comments/entities';
import { OwnerKey } from '../core/owner-columns';
import { PageColumnsWithBio } from '../core/page-columns';
import { MembershipColumns, User } from '../users/entities';

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
export class OrganizerPage extends PageColumnsWithBio({
  idColumn: 'organizer_page_id',
  prefix: 'organizer',
  owner: { entity: () => Organizer, name: 'organizer' },
}) {
  @Column({ name: 'announcement_wall_id', type: 'uuid', nullable: true })
  announcementWallId: string | null;

  @OneToOne(() => CommentWall, { nullable: true })
  @JoinColumn({ name: 'announcement_wall_id' })
  announcementWall: Relation<CommentWall> | null;
}

/** The organizer half of a staff place's primary key. */
const OrganizerStaffKey = OwnerKey({ entity: () => Organizer, name: 'organizer' });

/**
 * One user's staff place at one organizer. These rows are also the user's "organizations" list
 * (Accept/Decline = update-org-status); a pending row is a staff invitation.
 */
@Entity('organizer_staff')
export class OrganizerStaff extends MembershipColumns<StaffRole, StaffStatus, typeof OrganizerStaffKey>(OrganizerStaffKey, 'mod') {
  /** League ids this admin or mod works on (ladder_assignment). */
  @Column({ name: 'assignment', type: 'uuid', array: true, default: () => "'{}'" })
  assignment: string[];
}

export const organizersEntities = [Organizer, OrganizerPage, OrganizerStaff];
