import { registerTopLevelPostRule } from '../comments';
import { registerStaffSource } from '../competitions';
import { registerFollowable } from '../follows';
import { ladderAnnouncementRule, leaguesService } from '../leagues';
import { assertNotInStartedMatch, registerTournamentCompetition } from '../matches';
import { organizerAnnouncementRule, organizersService, registerCompetitionList } from '../organizers';
import { registerRosterLock } from '../teams';
import { tournamentCompetition, tournamentsService } from '../tournaments';

/**
 * Wires the competitions that own matches into the matches domain (ladders are built in; tournaments depend on
 * matches, so they are handed over here rather than imported there). Imported by every door's assembly.
 */
registerTournamentCompetition(tournamentCompetition);

// Rosters locked into a started match keep their players (teams cannot import matches: matches depend on teams).
registerRosterLock(assertNotInStartedMatch);

/** A ladder's announcement wall takes top-level posts from those who moderate the ladder (the role matrix). */
registerTopLevelPostRule('league', ladderAnnouncementRule);
/** An organizer's announcement wall takes top-level posts from its approved staff (comments sits below organizers). */
registerTopLevelPostRule('organizer', organizerAnnouncementRule);

// The role matrix reads each organizer's staff (the organizers domain sits above the competitions kernel).
registerStaffSource((ctx, organizerId) => organizersService.approvedStaffOf(ctx, organizerId));

// Staff are assigned to the organizer's ladders and tournaments (both sit above organizers: they read its staff).
registerCompetitionList('leagues', (ctx, organizerId) => leaguesService.ofOrganizer(ctx, organizerId));
registerCompetitionList('tournaments', (ctx, organizerId) => tournamentsService.ofOrganizer(ctx, { id: organizerId }));

// Ladders and tournaments are followable pages (follows sits below them: it cannot import them).
registerFollowable('league', leaguesService.getLeagueById);
registerFollowable('tournament', tournamentsService.getTournamentById);
