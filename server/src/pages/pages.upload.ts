import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { AppError, ErrorCode } from '../core/errors';
import { hasUnsafeText } from '../core/input-text';
import { Messages } from '../core/messages';
import { MAX_IMAGE_BYTES, type ImageUpload } from './pages.images';

/** Multipart parsing for picture and banner uploads: in memory, one file of at most 5 MB, a few small text fields. */
const multipart = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 24 },
}).any();

/** Multer's refusals as the API's errors: 413 for an oversize file, 400 for anything else it cannot read. */
function uploadError(error: unknown): AppError {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, Messages.imageTooLarge);
    if (error.code === 'LIMIT_FILE_COUNT') return AppError.badInput(Messages.imageOneOnly);
  }
  return AppError.badInput(Messages.uploadUnreadable);
}

/** Parses a multipart upload (a no-op for other bodies); the route then reads the file with uploadedImage. */
export const imageUpload: RequestHandler = (req, res, next) => {
  multipart(req, res, (error?: unknown) => {
    if (error) return next(uploadError(error));
    // The text fields of a multipart body pass the same boundary check as JSON bodies.
    next(hasUnsafeText(req.body) ? AppError.badInput(Messages.inputUnsafeText) : undefined);
  });
};

/** The uploaded file sent under one of these field names (the first one names the field in errors). */
export function uploadedImage(req: Request, ...fields: string[]): ImageUpload {
  const files = (req.files ?? []) as Express.Multer.File[];
  const file = files.find((f) => fields.includes(f.fieldname));
  return { field: file?.fieldname ?? fields[0], bytes: file?.buffer };
}
