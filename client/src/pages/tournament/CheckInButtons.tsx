import { useCheckInTournament } from '../../components/tournament/tournamentMutations';
import type { TournamentPageQuery } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/toast';

export const CHECKED_IN = 'Checked in!';

/** Check In for each of the viewer's approved teams while check-in is open. */
export default function CheckInButtons({ tournament }: { tournament: TournamentPageQuery['tournament'] }) {
  const [checkIn, { loading }] = useCheckInTournament();
  if (!tournament.checkInOpen || tournament.viewerCheckInTeams.length === 0) return null;
  const many = tournament.viewerCheckInTeams.length > 1;
  return (
    <>
      {tournament.viewerCheckInTeams.map((team) => (
        <button
          key={team.id}
          type="button"
          className="btn btn-primary btn-sm"
          disabled={loading}
          onClick={async () => {
            try {
              await checkIn({ variables: { tournamentId: tournament.id, teamId: team.id } });
              notify.success(CHECKED_IN);
            } catch (e) {
              notify.error(errorMessage(e, 'Check-in failed. Try again.'));
            }
          }}
        >
          {many ? `Check In ${team.name}` : 'Check In'}
        </button>
      ))}
    </>
  );
}
