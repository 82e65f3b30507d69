import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { AppError, ErrorCode, isInputDataError } from '../core/errors';
import { Messages } from '../core/messages';

/**
 * The one place GraphQL errors are mapped: an AppError keeps its code, message and field details;
 * GraphQL's own validation errors pass through; anything else is logged and masked.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    return {
      message: original.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: original.code, ...(original.fields ? { fields: original.fields } : {}) },
    };
  }
  // A request value the column type cannot hold (see isInputDataError): the client's fault, said without the SQL.
  if (isInputDataError(original)) {
    console.warn('[graphql] input reached the database unvalidated:', (original as Error).message);
    return { message: Messages.inputInvalidValue, locations: formatted.locations, path: formatted.path, extensions: { code: ErrorCode.BAD_USER_INPUT } };
  }
  const code = formatted.extensions?.code;
  if (code && code !== 'INTERNAL_SERVER_ERROR') return formatted;
  // Apollo's own request refusals (an unsupported persisted-query version, ...) carry a 4xx status but no code.
  const status = (original as { extensions?: { http?: { status?: number } } } | null)?.extensions?.http?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_REQUEST' } };
  console.error('[graphql] unexpected error', original);
  return { message: Messages.unexpected, locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
