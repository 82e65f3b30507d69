/**
 * Name rules of the management screens (doc 02 section 5), shared by the forms and their tests.
 */

/** 'Team name must be alphanumeric, up to 18 characters.' (doc 02 section 5). */
export const TEAM_NAME_MESSAGE = 'Team name must be alphanumeric, up to 18 characters.';
/** The Join Ladder Requirement form's wording of the same rule (doc 02 section 5, "another variant"). */
export const TEAM_NAME_MESSAGE_SPACES = 'Team name must be alphanumeric, have a maximum of 18 characters, and only one space between words.';
export const TEAM_NAME_MAX = 18;

/** A team name as it is checked and sent: trimmed, inner whitespace collapsed to one space. */
export function normalizeTeamName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** 1 to 18 letters, digits or single spaces between words (after `normalizeTeamName`). */
export function isValidTeamName(raw: string): boolean {
  const name = normalizeTeamName(raw);
  return name.length >= 1 && name.length <= TEAM_NAME_MAX && /^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/.test(name);
}

/**
 * League (organizer) and ladder names: non-alphanumeric characters removed, whitespace collapsed
 * and trimmed. An empty result means nothing is sent.
 */
export function normalizeLeagueName(raw: string): string {
  return raw
    .replace(/[^A-Za-z0-9\s]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An invite's user name: trimmed, lowercased, non-alphanumerics removed, spaces collapsed; with more
 * than two words the first word is kept and the rest are joined without spaces
 * ('  John  Q  Public! ' -> 'john qpublic'); one or two words stay as they are ('ace pilot').
 */
export function normalizeInviteUserName(raw: string): string {
  const words = raw
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length > 2) return `${words[0]} ${words.slice(1).join('')}`;
  return words.join(' ');
}
