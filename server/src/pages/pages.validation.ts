import { DISPLAY_NAME_MAX } from '../auth';
import { AppError } from '../core/errors';
import { Messages, type MessageKey } from '../core/messages';

/** Text limits of the editable page fields (the GraphQL input descriptions state them too). */
export const LIMITS = { displayName: DISPLAY_NAME_MAX, bio: 1000, rules: 5000, prize: 2000, settings: 2000, videoUrl: 2048 } as const;

/**
 * A text field of an edit: undefined when omitted (left as it is), null when cleared (null or blank), else the trimmed
 * text. `field` names the field in the error's details (formik setErrors).
 */
export function optionalText(value: unknown, field: string, max: number, tooLong: MessageKey): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string') {
    const message = Messages.profileNotText.replace('{field}', field);
    throw AppError.badInput(message, { [field]: message });
  }
  const text = value.trim();
  if (text.length > max) throw AppError.badInput(Messages[tooLong], { [field]: Messages[tooLong] });
  return text === '' ? null : text;
}

/** A video URL: http or https only, at most 2048 characters; blank clears it. */
export function optionalVideoUrl(value: unknown, field: string): string | null | undefined {
  const text = optionalText(value, field, LIMITS.videoUrl, 'videoUrlTooLong');
  if (text == null) return text;
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw AppError.badInput(Messages.videoUrlInvalid, { [field]: Messages.videoUrlInvalid });
  }
  return text;
}

/** A display name: 1 to DISPLAY_NAME_MAX (50) characters, as at sign-up, after trimming and collapsing inner whitespace; it cannot be cleared. */
export function optionalDisplayName(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  const text = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : null;
  if (text === null && value !== null) {
    const message = Messages.profileNotText.replace('{field}', field);
    throw AppError.badInput(message, { [field]: message });
  }
  if (!text || text.length > LIMITS.displayName)
    throw AppError.badInput(Messages.displayNameLength, { [field]: Messages.displayNameLength });
  return text;
}

/** Only the fields that differ from the stored row: what an edit actually writes. */
export function changedFields<T extends object>(current: Partial<T> | null, next: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as Array<keyof T>) {
    const value = next[key];
    if (value !== undefined && (current?.[key] ?? null) !== value) changes[key] = value;
  }
  return changes;
}
