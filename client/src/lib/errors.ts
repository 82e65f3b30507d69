import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** A message a person can read, from whatever an Apollo call, fetch or upload threw. */
export function errorMessage(error: unknown, fallback = 'Unknown error'): string {
  if (CombinedGraphQLErrors.is(error)) {
    const messages = error.errors.map((e) => e.message).filter(Boolean);
    if (messages.length) return messages.join(' ');
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/**
 * An error with per-field messages: a REST facade refusal (`{ error: { code, message, fields } }`)
 * or several failures of one form submit gathered together.
 */
export class FieldErrors extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
    readonly code?: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'FieldErrors';
  }
}

/**
 * The per-field messages of a BAD_USER_INPUT error (GraphQL `extensions.fields`), or null when the
 * error carries none.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (error instanceof FieldErrors) return Object.keys(error.fields).length ? { ...error.fields } : null;
  if (!CombinedGraphQLErrors.is(error)) return null;
  const out: Record<string, string> = {};
  for (const e of error.errors) {
    if (e.extensions?.code !== 'BAD_USER_INPUT') continue;
    const fields = e.extensions.fields;
    if (fields && typeof fields === 'object') {
      for (const [key, value] of Object.entries(fields as Record<string, unknown>)) {
        if (typeof value === 'string') out[key] = value;
      }
    }
  }
  return Object.keys(out).length ? out : null;
}

/** Whether the server answered NOT_FOUND (an unknown id or name), as opposed to a failure. */
export function isNotFound(error: unknown): boolean {
  if (error instanceof FieldErrors) return error.code === 'NOT_FOUND' || error.status === 404;
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
}
