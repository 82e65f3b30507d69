/** The scheduling domain's entity door (db/entities.ts reads it). */
export { RescheduleProposal, schedulingEntities, TeamAvailability } from './scheduling.entities';
