/** Spec constants for shortened text (doc 01 section 9, doc 02 section 9). */
export const BIO_PREVIEW_LENGTH = 40;
export const NAME_DISPLAY_LENGTH = 15;
export const ELLIPSIS = '...';

/**
 * Cuts `text` to `max` characters plus an ellipsis when it is longer; shorter text comes back as is.
 * Counts user-perceived characters (code points), so an emoji is never split in half.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('') + ELLIPSIS : text;
}

/**
 * Cuts `text` at the last word that fits in `max` characters, with one ellipsis character (…): a sentence that goes
 * on after the name ('… joined Night Hawks….') never reads four dots or half a word. A first word longer than `max`
 * is cut inside it. Shorter text comes back as is.
 */
export function truncateAtWord(text: string, max: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  const head = chars.slice(0, max + 1).join('');
  const space = head.lastIndexOf(' ');
  const cut = space > 0 ? head.slice(0, space) : chars.slice(0, max).join('');
  return `${cut.replace(/[\s.,;:!?-]+$/u, '')}\u2026`;
}

/** Whether `text` is longer than `max` characters (so a 'see more' link is needed). */
export function isLonger(text: string, max: number): boolean {
  return Array.from(text).length > max;
}

/** A team, user or organizer name as shown in lists: at most 15 characters plus an ellipsis. */
export function displayName(name: string): string {
  return truncate(name, NAME_DISPLAY_LENGTH);
}

/**
 * The heading of a list on a user's page: 'MY TOP 5' / 'MY TEAMS' on one's own page, and the
 * owner's name in capitals on anyone else's ('DEMO PLAYER'S TOP 5'; a long name is cut at 15
 * characters, 'S still follows).
 */
export function ownerHeading(what: string, owner: { isOwn: boolean; name: string }): string {
  if (owner.isOwn) return `MY ${what}`;
  return `${displayName(owner.name.trim()).toUpperCase()}'S ${what}`;
}
