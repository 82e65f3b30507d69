import { mixed, object, string } from 'yup';
import { MAX_IMAGE_BYTES } from '../media/uploadImage';

/** Limits and messages of the editable page fields; the server enforces the same ones with the same words. */
export const PROFILE_LIMITS = { displayName: 50, bio: 1000, videoUrl: 2048, rules: 5000, prize: 2000, settings: 2000 } as const;
export const PROFILE_MESSAGES = {
  displayName: 'Display name must be 1 to 50 characters.',
  bio: 'Bio can be at most 1000 characters.',
  videoUrl: 'Video URL must be an http or https link.',
  videoUrlLength: 'Video URL can be at most 2048 characters.',
  image: 'Choose an image file (JPEG, PNG, WebP, GIF or AVIF).',
  imageSize: 'Images can be at most 5 MB.',
  rules: 'Rules can be at most 5000 characters.',
  prize: 'Prizes can be at most 2000 characters.',
  settings: 'Settings can be at most 2000 characters.',
} as const;

export type EditableEntity = 'user' | 'team' | 'organizer' | 'league' | 'tournament';

export interface ProfileFormValues {
  picture: File | null;
  banner: File | null;
  displayName: string;
  bio: string;
  videoUrl: string;
  /** League pages only (doc 02 section 6: rules, prizes, settings). */
  rules: string;
  prize: string;
  settings: string;
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
    rules: string().max(PROFILE_LIMITS.rules, PROFILE_MESSAGES.rules),
    prize: string().max(PROFILE_LIMITS.prize, PROFILE_MESSAGES.prize),
    settings: string().max(PROFILE_LIMITS.settings, PROFILE_MESSAGES.settings),
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
  rules?: string | null;
  prize?: string | null;
  settings?: string | null;
}

type TextField = 'displayName' | 'bio' | 'videoUrl' | 'rules' | 'prize' | 'settings';

const normalize: Record<TextField, (v: string) => string> = {
  displayName: (v: string) => v.trim().replace(/\s+/g, ' '),
  bio: (v: string) => v.trim(),
  videoUrl: (v: string) => v.trim(),
  rules: (v: string) => v.trim(),
  prize: (v: string) => v.trim(),
  settings: (v: string) => v.trim(),
};

const TEXT_FIELDS: Record<EditableEntity, readonly TextField[]> = {
  user: ['displayName', 'bio', 'videoUrl'],
  team: ['bio', 'videoUrl'],
  organizer: ['bio', 'videoUrl'],
  league: ['bio', 'videoUrl', 'rules', 'prize', 'settings'],
  tournament: ['bio', 'videoUrl'],
};

/** Only the text fields that differ from the page as it is (Apply saves nothing else). */
export function changedTextFields(
  entity: EditableEntity,
  values: ProfileFormValues,
  original: ProfileSnapshot,
): Partial<Record<TextField, string>> {
  const names = TEXT_FIELDS[entity];
  const changes: Partial<Record<TextField, string>> = {};
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
    rules: original.rules ?? '',
    prize: original.prize ?? '',
    settings: original.settings ?? '',
  };
}
