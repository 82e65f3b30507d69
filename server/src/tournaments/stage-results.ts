import type { EntityManager } from 'typeorm';

/** One node of a stage with its match's totals, as the standings read it. */
export interface StageNodeResult {
  tournamentId: string;
  stageNumber: number;
  groupNumber: number | null;
  status: string;
  participant1: string | null;
  participant2: string | null;
  winner: string | null;
  score1: number | null;
  score2: number | null;
}

/** Every node of the given tournaments with their matches' totals, in one statement (the standings' loader). */
export async function readStageResults(db: EntityManager, tournamentIds: readonly string[]): Promise<StageNodeResult[]> {
  const rows: Array<Record<string, unknown>> = await db.query(
    `SELECT n.tournament_id, n.stage_number, n.group_number, n.node_status, n.participant_1, n.participant_2, n.winner_uuid,
            p1.total_points AS s1, p2.total_points AS s2
       FROM bracket_nodes n
       LEFT JOIN match_participants p1 ON p1.match_id = n.match_id AND p1.team_id = n.participant_1
       LEFT JOIN match_participants p2 ON p2.match_id = n.match_id AND p2.team_id = n.participant_2
      WHERE n.tournament_id = ANY($1::uuid[])`,
    [[...tournamentIds]],
  );
  return rows.map((r) => ({
    tournamentId: r.tournament_id as string,
    stageNumber: Number(r.stage_number),
    groupNumber: r.group_number == null ? null : Number(r.group_number),
    status: r.node_status as string,
    participant1: (r.participant_1 as string | null) ?? null,
    participant2: (r.participant_2 as string | null) ?? null,
    winner: (r.winner_uuid as string | null) ?? null,
    score1: r.s1 == null ? null : Number(r.s1),
    score2: r.s2 == null ? null : Number(r.s2),
  }));
}

