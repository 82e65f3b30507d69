/**
 * Every user-facing text the server sends, in one reviewable place.
 * Texts quoted by the spec are kept exactly (case and punctuation included).
 */
export const Messages = {
  // generic
  unauthenticated: 'You must be signed in to do that.',
  forbidden: 'You do not have permission to do that.',
  invalidId: 'Invalid id: expected a UUID.',
  unexpected: 'An unexpected error occurred. Please try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
} as const;

export type MessageKey = keyof typeof Messages;
