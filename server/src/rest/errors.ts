import type { ErrorRequestHandler } from 'express';
import { AppError, ErrorCode, httpStatusOf, isInputDataError } from '../core/errors';
import { Messages } from '../core/messages';

/** The one REST error mapper: the matching HTTP status with `{ error: { code, message } }`. */
export const restErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    res.status(httpStatusOf(error.code)).json({ error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } });
    return;
  }
  const { status, code, message } = bodyErrorOf(error);
  res.status(status).json({ error: { code, message } });
};

/**
 * The one mapper of errors raised before a door's handler runs (body parsing, unsupported charset or encoding) and
 * of anything unexpected: a clear status and message, never a stack or a path. Used by every door.
 */
export function bodyErrorOf(error: unknown): { status: number; code: string; message: string } {
  const { status, type } = error as { status?: number; type?: string };
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
    return { status: 415, code: ErrorCode.BAD_USER_INPUT, message: Messages.bodyEncodingUnsupported };
  }
  if (status === 413) return { status: 413, code: ErrorCode.PAYLOAD_TOO_LARGE, message: Messages.bodyTooLarge };
  if (status === 406) return { status: 406, code: 'NOT_ACCEPTABLE', message: Messages.notAcceptable };
  if (status === 405) return { status: 405, code: 'METHOD_NOT_ALLOWED', message: Messages.methodNotAllowed };
  // A missing static file (uploaded media): its error names the absolute path, so say only that nothing is there.
  if (status === 404) return { status: 404, code: ErrorCode.NOT_FOUND, message: Messages.notFound };
  if (status && status >= 400 && status < 500) return { status: 400, code: ErrorCode.BAD_USER_INPUT, message: Messages.bodyMalformed };
  if (isInputDataError(error)) {
    console.warn('[http] input reached the database unvalidated:', (error as Error).message);
    return { status: 400, code: ErrorCode.BAD_USER_INPUT, message: Messages.inputInvalidValue };
  }
  console.error('[http] unexpected error', error);
  return { status: 500, code: 'INTERNAL_SERVER_ERROR', message: Messages.unexpected };
}

/** The app's last handler: JSON for every door (GraphQL-shaped on /graphql), never Express's HTML page. */
export const finalErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const { status, code, message } = error instanceof AppError ? { status: httpStatusOf(error.code), code: error.code, message: error.message } : bodyErrorOf(error);
  if (res.headersSent) return;
  if (req.path.startsWith('/graphql')) res.status(status).json({ errors: [{ message, extensions: { code } }] });
  else res.status(status).json({ error: { code, message } });
};
