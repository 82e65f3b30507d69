import { Column, CreateDateColumn, PrimaryColumn } from 'typeorm';

/** Where a team stands in a ladder or tournament it asked to join. */
/** 'inactive' only in tournaments: dropped at the start for not checking in. */
export type ParticipantStatus = 'pending' | 'approved' | 'declined' | 'inactive';

/**
 * The columns of a team's entry into a competition (a ladder's or a tournament's participants), added to
 * `CompetitionKey` (the competition's half of the primary key, which stays first): the team (the key's other half),
 * where the entry stands, when it was asked, and whether staff turned the team away (it then re-enters only through
 * staff). The entry entity extends the class returned.
 */
export function EntryColumns<CompetitionKey extends abstract new (...args: any[]) => object>(CompetitionKey: CompetitionKey) {
  abstract class Entry extends CompetitionKey {
    @PrimaryColumn({ name: 'team_id', type: 'uuid' })
    teamId: string;

    @Column({ name: 'status', type: 'text', default: 'pending' })
    status: ParticipantStatus;

    @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
    createdAt: Date;

    /** Staff declined or kicked the team: an open competition turns its next join into a pending request. */
    @Column({ name: 'reentry_by_staff', type: 'boolean', default: false })
    reentryByStaff: boolean;
  }
  return Entry;
}
