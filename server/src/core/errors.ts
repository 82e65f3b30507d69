import { Messages, type MessageKey } from './messages';

/** The error codes clients see: GraphQL `extensions.code`, REST `error.code`. */
export enum ErrorCode {
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  BAD_USER_INPUT = 'BAD_USER_INPUT',
  NOT_FOUND = 'NOT_FOUND',
  CONFLICT = 'CONFLICT',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
}

/** The one domain exception. Services throw it; the GraphQL and REST adapters map it once. */
export class AppError extends Error {
  /** TOO_MANY_REQUESTS: seconds until a retry can succeed (REST answers it as Retry-After). */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Per-field messages for forms (formik setErrors). */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(what: string) {
    return new AppError(ErrorCode.NOT_FOUND, `${what} not found`);
  }
  static badInput(message: string, fields?: Record<string, string>) {
    return new AppError(ErrorCode.BAD_USER_INPUT, message, fields);
  }
  static forbidden(message: string = Messages.forbidden) {
    return new AppError(ErrorCode.FORBIDDEN, message);
  }
  static unauthenticated(message: string = Messages.unauthenticated) {
    return new AppError(ErrorCode.UNAUTHENTICATED, message);
  }
  static conflict(message: string) {
    return new AppError(ErrorCode.CONFLICT, message);
  }
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    return Object.assign(new AppError(ErrorCode.TOO_MANY_REQUESTS, message), { retryAfterSeconds });
  }
  static of(code: ErrorCode, key: MessageKey) {
    return new AppError(code, Messages[key]);
  }
}

export function assertUnreachable(value: never): never {
  throw new Error(`Unhandled value: ${String(value)}`);
}

export function httpStatusOf(code: ErrorCode): number {
  switch (code) {
    case ErrorCode.UNAUTHENTICATED:
      return 401;
    case ErrorCode.FORBIDDEN:
      return 403;
    case ErrorCode.BAD_USER_INPUT:
      return 400;
    case ErrorCode.NOT_FOUND:
      return 404;
    case ErrorCode.CONFLICT:
      return 409;
    case ErrorCode.TOO_MANY_REQUESTS:
      return 429;
    case ErrorCode.PAYLOAD_TOO_LARGE:
      return 413;
    default:
      return assertUnreachable(code);
  }
}

/**
 * A PostgreSQL data exception (SQLSTATE class 22: invalid text representation, numeric value out of range, bad
 * datetime, untranslatable character...): a value from the request that the column type cannot hold reached a query.
 * Services validate input first; the error mappers still answer these with 400, never 500, so one missed check
 * (a non-UUID id, an integer beyond int4) cannot turn hostile input into a server error.
 */
export function isInputDataError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** PostgreSQL unique_violation, raised when two requests race for one name. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
