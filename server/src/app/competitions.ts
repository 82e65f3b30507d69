import { assertNotInStartedMatch, registerTournamentCompetition } from '../matches';
import { registerRosterLock } from '../teams';
import { tournamentCompetition } from '../tournaments';

/**
 * Wires the competitions that own matches into the matches domain (ladders are built in; tournaments depend on
 * matches, so they are handed over here rather than imported there). Imported by every door's assembly.
 */
registerTournamentCompetition(tournamentCompetition);

// Rosters locked into a started match keep their players (teams cannot import matches: matches depend on teams).
registerRosterLock(assertNotInStartedMatch);
