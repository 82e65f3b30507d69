import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: a finished bracket imported from an Open Bracket Format file (issue 28) is an archive of results played
// elsewhere: its tournament records where it came from, and nothing may report, correct or count its matches.
export class TournamentArchive1763800002350 implements MigrationInterface {
  name = 'TournamentArchive1763800002350';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tournaments ADD COLUMN archived_from text CHECK (archived_from IN ('obf'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tournaments DROP COLUMN archived_from`);
  }
}
