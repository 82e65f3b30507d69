/** The competitions kernel's entity door: the entry columns, without the kernel's services (ladders' and tournaments' entities import this). */
export { EntryColumns, type ParticipantStatus } from './entries.entities';
