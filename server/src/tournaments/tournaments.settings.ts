import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { Messages } from '../core/messages';
import { inTransaction } from '../core/transaction';
import { requireViewer } from '../core/viewer';
import type { Tournament } from './tournaments.entities';
import { forgetTournament, lockTournament, publishTournamentEvent, rankedInput, tournamentRights } from './tournaments.manager';

export interface TournamentSettingsInput {
  ranked?: unknown;
}

/** A tournament's settings, changed by its staff while it has not started. */
export const tournamentSettingsService = {
  /**
   * Whether its matches count on the global boards, universal scores and ratings: settled at the start (a change
   * afterwards would leave some of its matches counted and others not).
   */
  async update(ctx: RequestContext, tournamentId: unknown, input: TournamentSettingsInput): Promise<Tournament> {
    requireViewer(ctx);
    const ranked = input.ranked === undefined ? undefined : rankedInput(input.ranked);
    const tournament = await inTransaction(ctx, async (tx) => {
      const locked = await lockTournament(tx, tournamentId);
      if (!(await tournamentRights(tx, locked)).canEditSettings) throw AppError.forbidden(Messages.tournamentConfigureForbidden);
      if (ranked === undefined || ranked === locked.ranked) return locked;
      if (locked.status !== 'registration') throw AppError.conflict(Messages.tournamentRankedLocked);
      await tx.db.query(`UPDATE tournaments SET ranked = $2 WHERE tournament_id = $1`, [locked.id, ranked]);
      locked.ranked = ranked;
      await publishTournamentEvent(tx, locked.id, 'seeding');
      return locked;
    });
    forgetTournament(ctx, tournament.id);
    return tournament;
  },
};
