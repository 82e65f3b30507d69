import type { MigrationInterface, QueryRunner } from 'typeorm';

// Why: a match's teams keep their scheduled order everywhere (issue 23 item 12); sorting by points swapped Report
// Score's columns and the match page's sides after every Update Scores. slot is the team's place in that order.
export class MatchParticipantSlot1763800001700 implements MigrationInterface {
  name = 'MatchParticipantSlot1763800001700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE match_participants ADD COLUMN slot smallint NOT NULL DEFAULT 0`);
    // Existing matches: a bracket match keeps its node's participant_1 / participant_2; the rest their team id order.
    await q.query(
      `UPDATE match_participants p SET slot = s.slot
         FROM (SELECT match_id, team_id, row_number() OVER (PARTITION BY match_id ORDER BY team_id) AS slot FROM match_participants) s
        WHERE s.match_id = p.match_id AND s.team_id = p.team_id`,
    );
    await q.query(
      `UPDATE match_participants p SET slot = CASE WHEN p.team_id = n.participant_1 THEN 1 ELSE 2 END
         FROM bracket_nodes n
        WHERE n.match_id = p.match_id AND p.team_id IN (n.participant_1, n.participant_2)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE match_participants DROP COLUMN slot`);
  }
}
