import { mixed, object, string } from 'yup';
import { MAX_IMAGE_BYTES } from '../media/uploadImage';

/** Limits and messages of the editable page fields; the server enforces the same ones with the same words. */
export const PROFILE_LIMITS = { displayName: 50, bio: 1000, videoUrl: 2048 } as const;
export const PROFILE_MESSAGES = {
  displayName: 'Display name must be 1 to 50 characters.',
  bio: 'Bio can be at most 1000 characters.',
  videoUrl: 'Video URL must be an http or https link.',
  videoUrlLength: 'Video URL can be at most 2048 characters.',
  image: 'Choose an image file (JPEG, PNG, WebP, GIF or AVIF).',
  imageSize: 'Images can be at most 5 MB.',
} as const;

export type EditableEntity = 'user' | 'team' | 'organizer';

export interface ProfileFormValues {
  picture: File | null;
  banner: File | null;
  displayName: string;
  bio: string;
  videoUrl: string;
}

/** An http(s) URL with a host (what the server accepts as a video URL). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Images only: the browser's type says image/* (the server then checks the bytes themselves). */
export function isImageFile(file: unknown): boolean {
  return file instanceof Blob && file.type.startsWith('image/');
}

const imageField = () =>
  mixed<File>()
    .nullable()
    .test('image', PROFILE_MESSAGES.image, (file) => file == null || isImageFile(file))
    .test('size', PROFILE_MESSAGES.imageSize, (file) => file == null || file.size <= MAX_IMAGE_BYTES);

/** Edit fields by entity (doc 02 section 6): user has a display name; team and organizer do not. */
export function profileSchema(entity: EditableEntity) {
  return object({
    picture: imageField(),
    banner: imageField(),
    displayName:
      entity === 'user'
        ? string()
            .transform((v: string) => v.trim().replace(/\s+/g, ' '))
            .required(PROFILE_MESSAGES.displayName)
            .max(PROFILE_LIMITS.displayName, PROFILE_MESSAGES.displayName)
        : string(),
    bio: string().max(PROFILE_LIMITS.bio, PROFILE_MESSAGES.bio),
    videoUrl: string()
      .trim()
      .max(PROFILE_LIMITS.videoUrl, PROFILE_MESSAGES.videoUrlLength)
      .test('http', PROFILE_MESSAGES.videoUrl, (v) => !v || isHttpUrl(v)),
  });
}

/** The page's current text fields, as the form holds them ('' for none). */
export interface ProfileSnapshot {
  id: string;
  displayName?: string | null;
  bio?: string | null;
  videoUrl?: string | null;
  profilePicture?: string | null;
  banner?: string | null;
}

const normalize = {
  displayName: (v: string) => v.trim().replace(/\s+/g, ' '),
  bio: (v: string) => v.trim(),
  videoUrl: (v: string) => v.trim(),
};

/** Only the text fields that differ from the page as it is (Apply saves nothing else). */
export function changedTextFields(
  entity: EditableEntity,
  values: ProfileFormValues,
  original: ProfileSnapshot,
): Partial<Record<'displayName' | 'bio' | 'videoUrl', string>> {
  const names = entity === 'user' ? (['displayName', 'bio', 'videoUrl'] as const) : (['bio', 'videoUrl'] as const);
  const changes: Partial<Record<'displayName' | 'bio' | 'videoUrl', string>> = {};
  for (const name of names) {
    const next = normalize[name](values[name]);
    const before = normalize[name](original[name] ?? '');
    if (next !== before) changes[name] = next;
  }
  return changes;
}

export function initialProfileValues(original: ProfileSnapshot): ProfileFormValues {
  return {
    picture: null,
    banner: null,
    displayName: original.displayName ?? '',
    bio: original.bio ?? '',
    videoUrl: original.videoUrl ?? '',
  };
}
