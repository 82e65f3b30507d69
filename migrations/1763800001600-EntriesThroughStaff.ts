import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: a team staff declined or kicked re-enters a ladder or tournament only through staff (an open ladder turns its
// next join into a pending request). Its entry remembers that across a new request, and across a request it withdraws.
export class EntriesThroughStaff1763800001600 implements MigrationInterface {
  name = 'EntriesThroughStaff1763800001600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE league_participants ADD COLUMN reentry_by_staff boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE tourney_participants ADD COLUMN reentry_by_staff boolean NOT NULL DEFAULT false`);
    // Entries staff already turned down; a stale invitation on one of them ends with that decision.
    await q.query(`UPDATE league_participants SET reentry_by_staff = true, invited_by = NULL WHERE status = 'declined'`);
    await q.query(`UPDATE tourney_participants SET reentry_by_staff = true WHERE status = 'declined'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tourney_participants DROP COLUMN reentry_by_staff`);
    await q.query(`ALTER TABLE league_participants DROP COLUMN reentry_by_staff`);
  }
}
