import type { RequestContext } from './context';

/**
 * The seam between domains that accept user text (comments, messages, names) and the one that moderates it.
 * Core knows neither side: a content domain asks `screenContent` before it writes, the moderation domain supplies the
 * screen, and the composition root connects them. Without a screen (a unit test of one domain) text passes unchanged.
 */

/** Where a piece of user text is posted: the organizer whose staff moderate it, or null for site-only places. */
export interface ContentPlace {
  /** 'comment' | 'message' | 'display_name' | 'team_name' | 'organizer_name' and so on. */
  kind: string;
  /** The organizer whose moderators (and bans, filters) apply; null when only site moderators apply. */
  organizerId: string | null;
}

export interface ScreenedContent {
  /** The text to store: unchanged, or with filtered words replaced. */
  text: string;
  /** True when a filter holds the text for review: store it hidden from others until a moderator acts. */
  held: boolean;
  /** Why it was held (shown to its author), when held. */
  heldReason?: string;
}

/**
 * Screens one post. Throws the catalogue's FORBIDDEN/BAD_USER_INPUT errors (banned, timed out, rate-limited, a name
 * that fails the filter) and changes nothing then; otherwise answers what to store.
 */
export type ContentScreen = (
  ctx: RequestContext,
  input: { authorId: string; place: ContentPlace; text: string },
) => Promise<ScreenedContent>;

/** Who takes part where: the user, the team they enter (a team can be banned too), and the organizer of the place. */
export interface ParticipationInput {
  userId: string;
  teamId?: string | null;
  organizerId: string | null;
}

/** Refuses (FORBIDDEN) a user (or team) kept out of an organizer's places by a ban; resolves when the user may take part. */
export type ParticipationCheck = (ctx: RequestContext, input: ParticipationInput) => Promise<void>;

let screen: ContentScreen | null = null;
let participation: ParticipationCheck | null = null;

/** The composition root installs the moderation domain's screen and participation check once at start. */
export function installContentGate(gate: { screen: ContentScreen; participation: ParticipationCheck }): void {
  screen = gate.screen;
  participation = gate.participation;
}

export function screenContent(
  ctx: RequestContext,
  input: { authorId: string; place: ContentPlace; text: string },
): Promise<ScreenedContent> {
  return screen ? screen(ctx, input) : Promise.resolve({ text: input.text, held: false });
}

export function assertMayTakePart(ctx: RequestContext, input: ParticipationInput): Promise<void> {
  return participation ? participation(ctx, input) : Promise.resolve();
}
