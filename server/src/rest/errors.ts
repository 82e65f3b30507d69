import type { ErrorRequestHandler } from 'express';
import { AppError, ErrorCode, httpStatusOf } from '../core/errors';
import { Messages } from '../core/messages';

/** The one REST error mapper: the matching HTTP status with `{ error: { code, message } }`. */
export const restErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  if (error instanceof AppError) {
    res.status(httpStatusOf(error.code)).json({ error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } });
    return;
  }
  // express.json() rejects malformed bodies with a SyntaxError carrying status 400, and oversize ones with 413.
  const status = (error as { status?: number }).status;
  if (status === 400) {
    res.status(400).json({ error: { code: ErrorCode.BAD_USER_INPUT, message: 'Malformed JSON body.' } });
    return;
  }
  if (status === 413) {
    res.status(413).json({ error: { code: ErrorCode.PAYLOAD_TOO_LARGE, message: 'Request body is too large.' } });
    return;
  }
  console.error('[rest] unexpected error', error);
  res.status(500).json({ error: { code: 'INTERNAL_SERVER_ERROR', message: Messages.unexpected } });
};
