import { FieldErrors } from '../../lib/errors';

/** Pages whose picture and banner are uploaded through the REST facade. */
export type ImageOwner = 'user' | 'team' | 'organizer' | 'league' | 'tourney';
export type ImageSlot = 'picture' | 'banner';

/** Uploads above this are refused by the server (413); checked before sending. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The documented route and multipart field of each upload (doc 02 section 7, Profile editing). */
export function uploadTarget(owner: ImageOwner, id: string, slot: ImageSlot): { url: string; field: string } {
  const encoded = encodeURIComponent(id);
  return slot === 'picture'
    ? { url: `/api/${owner}/update-${owner}-profile-pic/${encoded}`, field: `${owner}_profile_pic` }
    : { url: `/api/${owner}/update-${owner}-banner/${encoded}`, field: `${owner}_banner_pic` };
}

/**
 * PUTs one image as multipart/form-data with the bearer token. The server checks the content (only
 * real images pass) and answers `{ error: { code, message, fields } }` when it refuses: that comes
 * back as a FieldErrors carrying the server's message.
 */
export async function uploadImage(options: {
  owner: ImageOwner;
  id: string;
  slot: ImageSlot;
  file: File;
  accessToken: string | null | undefined;
  fetchImpl?: typeof fetch;
}): Promise<unknown> {
  const { owner, id, slot, file, accessToken, fetchImpl = fetch } = options;
  const { url, field } = uploadTarget(owner, id, slot);
  const body = new FormData();
  body.append(field, file, file.name);
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'PUT',
      body,
      headers: accessToken ? { authorization: `Bearer ${accessToken}` } : undefined,
    });
  } catch (error) {
    throw new FieldErrors(`Upload failed: ${error instanceof Error ? error.message : 'network error'}`, { [field]: 'Upload failed: the server could not be reached.' });
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const err = (payload as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)?.error;
    const message = err?.message || `Upload failed (HTTP ${response.status}).`;
    // The refusal is about this field whatever the server named it.
    throw new FieldErrors(message, { [field]: message }, err?.code, response.status);
  }
  return payload;
}
