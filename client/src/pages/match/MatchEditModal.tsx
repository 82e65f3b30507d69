import { useId } from 'react';
import { useAuth } from '../../auth/useAuth';
import { Form, LabelledInput, useForm } from '../../components/forms';
import { profileSchema } from '../../components/profile/profileSchema';
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

interface MatchEditValues {
  banner: File | null;
  videoUrl: string;
}

/** A match page's banner and video follow the same rules (and messages) as the other pages'. */
const matchEditSchema = profileSchema('league').pick(['banner', 'videoUrl']);

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
  const [save] = useUpdateMatchPageMutation();
  const form = useForm<MatchEditValues>({
    initialValues: { banner: null, videoUrl: match.videoUrl ?? '' },
    validationSchema: matchEditSchema,
    onSubmit: async (values, helpers) => {
      try {
        if (changedVideo(values)) await save({ variables: { matchId: match.id, input: { videoUrl: values.videoUrl.trim() || null } } });
        if (values.banner) await uploadMatchBanner(match.id, values.banner, session?.access_token);
        await onSaved();
        notify.success('Match updated!');
        onClose();
      } catch (e) {
        const message = errorMessage(e);
        helpers.setFormError(message);
        notify.error(message);
      }
    },
  });
  const changedVideo = (values: MatchEditValues) => values.videoUrl.trim() !== (match.videoUrl ?? '').trim();
  const busy = form.isSubmitting;
  const error = form.fieldError('videoUrl') ?? form.fieldError('banner') ?? form.formError;

  return (
    <Modal
      title="Edit Match"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn-primary" disabled={busy || (!changedVideo(form.values) && !form.values.banner)}>
            {busy ? 'Saving...' : 'Apply'}
          </button>
        </>
      }
    >
      <Form form={form} id={`${id}-form`} className={styles.editForm}>
        <label htmlFor={`${id}-banner`} className={styles.label}>
          Match Banner
        </label>
        <input
          id={`${id}-banner`}
          type="file"
          accept="image/*"
          onChange={(e) => form.pickValue('banner', e.currentTarget.files?.[0] ?? null)}
        />
        <LabelledInput
          id={`${id}-video`}
          name="videoUrl"
          label="Video URL"
          labelClassName={styles.label}
          className={styles.input}
          type="url"
          placeholder="https://"
        />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </Form>
    </Modal>
  );
}
