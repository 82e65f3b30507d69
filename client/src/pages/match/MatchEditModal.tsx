import { useId, useState } from 'react';
import { useAuth } from '../../auth/useAuth';
import { isHttpUrl, isImageFile, PROFILE_MESSAGES } from '../../components/profile/profileSchema';
import { MAX_IMAGE_BYTES } from '../../components/media/uploadImage';
import { Modal } from '../../components/ui/Modal';
import { graphql } from '../../gql';
import { useUpdateMatchPageMutation } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/toast';
import styles from './Match.module.css';

export const updateMatchPageMutation = graphql(`
  mutation UpdateMatchPage($matchId: ID!, $input: UpdateMatchPageInput!) {
    updateMatchPage(matchId: $matchId, input: $input) {
      id
      videoUrl
      banner
    }
  }
`);

/** PUT /api/league/update-match-banner/{id}, multipart field match_banner (the REST facade's match banner upload). */
export async function uploadMatchBanner(matchId: string, file: File, accessToken: string | null | undefined, fetchImpl: typeof fetch = fetch) {
  const body = new FormData();
  body.append('match_banner', file, file.name);
  const response = await fetchImpl(`/api/league/update-match-banner/${encodeURIComponent(matchId)}`, {
    method: 'PUT',
    body,
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : undefined,
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(payload?.error?.message || `Upload failed (HTTP ${response.status}).`);
  }
}

/** The staff edit modal of a match page (doc 02 section 6): banner and video only; the page refreshes its data, no reload. */
export function MatchEditModal({
  match,
  onClose,
  onSaved,
}: {
  match: { id: string; videoUrl?: string | null; banner?: string | null };
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const id = useId();
  const { session } = useAuth();
  const [video, setVideo] = useState(match.videoUrl ?? '');
  const [banner, setBanner] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [save] = useUpdateMatchPageMutation();
  const videoChanged = video.trim() !== (match.videoUrl ?? '').trim();

  const apply = async () => {
    if (videoChanged && video.trim() && !isHttpUrl(video.trim())) return setError(PROFILE_MESSAGES.videoUrl);
    if (banner && !isImageFile(banner)) return setError(PROFILE_MESSAGES.image);
    if (banner && banner.size > MAX_IMAGE_BYTES) return setError(PROFILE_MESSAGES.imageSize);
    setBusy(true);
    setError(null);
    try {
      if (videoChanged) await save({ variables: { matchId: match.id, input: { videoUrl: video.trim() || null } } });
      if (banner) await uploadMatchBanner(match.id, banner, session?.access_token);
      await onSaved();
      notify.success('Match updated!');
      onClose();
    } catch (e) {
      const message = errorMessage(e);
      setError(message);
      notify.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title="Edit Match"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={busy || (!videoChanged && !banner)} onClick={() => void apply()}>
            {busy ? 'Saving...' : 'Apply'}
          </button>
        </>
      }
    >
      <div className={styles.editForm}>
        <label htmlFor={`${id}-banner`} className={styles.label}>
          Match Banner
        </label>
        <input id={`${id}-banner`} type="file" accept="image/*" onChange={(e) => setBanner(e.currentTarget.files?.[0] ?? null)} />
        <label htmlFor={`${id}-video`} className={styles.label}>
          Video URL
        </label>
        <input id={`${id}-video`} className={styles.input} type="url" placeholder="https://" value={video} onChange={(e) => setVideo(e.target.value)} />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
