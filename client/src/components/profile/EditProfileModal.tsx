import { useEffect, useId, useState, type ReactNode } from 'react';
import { useAuth } from '../../auth/useAuth';
import { graphql } from '../../gql';
import {
  useUpdateLeagueProfileMutation,
  useUpdateOrganizerProfileMutation,
  useUpdateTeamProfileMutation,
  useUpdateTournamentProfileMutation,
  useUpdateUserProfileMutation,
} from '../../gql/hooks';
import { errorMessage, FieldErrors, fieldErrorsOf } from '../../lib/errors';
import type { DefaultImage } from '../../lib/images';
import { FallbackImage } from '../FallbackImage';
import { Form, useAppForm } from '../forms';
import { uploadImage, type ImageSlot } from '../media/uploadImage';
import { notify } from '../../lib/toast';
import { Modal } from '../ui/Modal';
import styles from './EditProfileModal.module.css';
import {
  changedTextFields,
  initialProfileValues,
  profileSchema,
  type EditableEntity,
  type ProfileFormValues,
  type ProfileSnapshot,
} from './profileSchema';

export const updateUserProfileMutation = graphql(`
  mutation UpdateUserProfile($userId: ID!, $input: UpdateUserProfileInput!) {
    updateUserProfile(userId: $userId, input: $input) {
      id
      displayName
      bio
      videoUrl
    }
  }
`);

export const updateTeamProfileMutation = graphql(`
  mutation UpdateTeamProfile($teamId: ID!, $input: UpdatePageProfileInput!) {
    updateTeamProfile(teamId: $teamId, input: $input) {
      id
      bio
      videoUrl
    }
  }
`);

export const updateOrganizerProfileMutation = graphql(`
  mutation UpdateOrganizerProfile($organizerId: ID!, $input: UpdatePageProfileInput!) {
    updateOrganizerProfile(organizerId: $organizerId, input: $input) {
      id
      bio
      videoUrl
    }
  }
`);

export const updateLeagueProfileMutation = graphql(`
  mutation UpdateLeagueProfile($leagueId: ID!, $input: UpdateLeagueProfileInput!) {
    updateLeagueProfile(leagueId: $leagueId, input: $input) {
      id
      bio
      videoUrl
      rules
      prize
      settings
    }
  }
`);

export const updateTournamentProfileMutation = graphql(`
  mutation UpdateTournamentProfile($tournamentId: ID!, $input: UpdatePageProfileInput!) {
    updateTournamentProfile(tournamentId: $tournamentId, input: $input) {
      id
      bio
      videoUrl
    }
  }
`);

type TextChanges = ReturnType<typeof changedTextFields>;

/** The REST upload family of each entity (a tournament's is the documented api/tourney one). */
const IMAGE_OWNER = { user: 'user', team: 'team', organizer: 'organizer', league: 'league', tournament: 'tourney' } as const;

/** Saves the changed text fields through the entity's GraphQL mutation. */
function useSaveText(entity: EditableEntity, id: string) {
  const [saveUser] = useUpdateUserProfileMutation();
  const [saveTeam] = useUpdateTeamProfileMutation();
  const [saveOrganizer] = useUpdateOrganizerProfileMutation();
  const [saveLeague] = useUpdateLeagueProfileMutation();
  const [saveTournament] = useUpdateTournamentProfileMutation();
  return async (changes: TextChanges) => {
    if (entity === 'user') await saveUser({ variables: { userId: id, input: { displayName: changes.displayName, bio: changes.bio, videoUrl: changes.videoUrl } } });
    else if (entity === 'league')
      await saveLeague({
        variables: { leagueId: id, input: { bio: changes.bio, videoUrl: changes.videoUrl, rules: changes.rules, prize: changes.prize, settings: changes.settings } },
      });
    else if (entity === 'tournament') await saveTournament({ variables: { tournamentId: id, input: { bio: changes.bio, videoUrl: changes.videoUrl } } });
    else if (entity === 'team') await saveTeam({ variables: { teamId: id, input: { bio: changes.bio, videoUrl: changes.videoUrl } } });
    else await saveOrganizer({ variables: { organizerId: id, input: { bio: changes.bio, videoUrl: changes.videoUrl } } });
  };
}

/** A preview URL for a chosen file, released again when the file changes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function FieldRow({
  label,
  htmlFor,
  changed,
  onCancel,
  error,
  hint,
  children,
}: {
  label: string;
  htmlFor: string;
  changed: boolean;
  onCancel: () => void;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field} data-changed={changed || undefined}>
      <div className={styles.fieldHead}>
        <label htmlFor={htmlFor} className={styles.label}>
          {label}
        </label>
        <button
          type="button"
          className={`btn btn-ghost btn-sm ${styles.fieldCancel}`}
          onClick={onCancel}
          disabled={!changed}
          aria-label={`Cancel ${label.toLowerCase()} change`}
        >
          Cancel
        </button>
      </div>
      {children}
      {hint && !error && <p className={styles.hint}>{hint}</p>}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function ImageInput({
  id,
  label,
  current,
  file,
  fallback,
  wide,
  resetKey,
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  current: string | null | undefined;
  file: File | null;
  fallback: DefaultImage;
  wide?: boolean;
  /** Changes when the field is cancelled: a fresh input, so the same file can be chosen again. */
  resetKey: number;
  onChange: (file: File | null) => void;
  onBlur: () => void;
}) {
  const preview = useObjectUrl(file);
  return (
    <div className={styles.imageInput} data-wide={wide || undefined}>
      <FallbackImage className={styles.preview} src={preview ?? current} fallback={fallback} alt={`${label} preview`} />
      <input
        key={resetKey}
        id={id}
        name={id}
        type="file"
        accept="image/*"
        className={styles.file}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        onBlur={onBlur}
      />
    </div>
  );
}

/** The toast after Apply saved every change. */
export const PROFILE_SAVED = 'Profile saved.';

/**
 * Edit Profile (doc 02 sections 4-6): picture, banner, (user) display name, bio and video, each with
 * its own Cancel. Apply saves only what changed (text through GraphQL, images through the REST
 * upload) and then refreshes the page's data; Cancel closes and restores the originals.
 */
export function EditProfileModal({
  entity,
  original,
  onClose,
  onSaved,
}: {
  entity: EditableEntity;
  original: ProfileSnapshot;
  onClose: () => void;
  onSaved: () => Promise<unknown> | void;
}) {
  const idBase = useId();
  const { session } = useAuth();
  const saveText = useSaveText(entity, original.id);
  const fallbackPicture: DefaultImage = entity === 'user' ? 'avatar' : entity === 'league' || entity === 'tournament' ? 'organizer' : entity;
  // Bumped to give a file input a fresh element (after its Cancel or a successful upload).
  const [resets, setResets] = useState({ picture: 0, banner: 0 });

  const form = useAppForm<ProfileFormValues>({
    initialValues: initialProfileValues(original),
    validationSchema: profileSchema(entity),
    onSubmit: async (values, helpers) => {
      const textChanges = changedTextFields(entity, values, original);
      const images = (['picture', 'banner'] as const).filter((slot) => values[slot] !== null);
      if (Object.keys(textChanges).length === 0 && images.length === 0) {
        onClose();
        return;
      }
      const fields: Record<string, string> = {};
      const messages: string[] = [];
      let savedSomething = false;

      if (Object.keys(textChanges).length) {
        try {
          await saveText(textChanges);
          savedSomething = true;
        } catch (error) {
          const mapped = fieldErrorsOf(error);
          if (mapped) Object.assign(fields, mapped);
          else messages.push(errorMessage(error));
        }
      }
      for (const slot of images) {
        try {
          await uploadImage({ owner: IMAGE_OWNER[entity], id: original.id, slot: slot as ImageSlot, file: values[slot]!, accessToken: session?.access_token });
          savedSomething = true;
          void helpers.setFieldValue(slot, null, false);
          setResets((r) => ({ ...r, [slot]: r[slot] + 1 }));
        } catch (error) {
          fields[slot] = errorMessage(error);
        }
      }

      if (savedSomething) await onSaved();
      if (Object.keys(fields).length || messages.length) {
        throw new FieldErrors(messages.join(' ') || 'Some changes could not be saved.', fields);
      }
      // Every write says what happened (issue 23 item 7).
      notify.success(PROFILE_SAVED);
      onClose();
    },
  });

  const { values, setFieldValue, setFieldTouched, setFieldError, isSubmitting } = form;
  const textChanged = changedTextFields(entity, values, original);
  const dirty = Object.keys(textChanged).length > 0 || values.picture !== null || values.banner !== null;

  const cancelField = (name: keyof ProfileFormValues) => {
    const initial = initialProfileValues(original);
    void setFieldValue(name, initial[name], false);
    setFieldError(name, undefined);
    void setFieldTouched(name, false, false);
    if (name === 'picture' || name === 'banner') setResets((r) => ({ ...r, [name]: r[name] + 1 }));
  };

  const fid = (name: string) => `${idBase}-${name}`;

  return (
    <Modal
      title="Edit Profile"
      size="lg"
      onClose={onClose}
      footer={
        <>
          {form.formError && (
            <p className={`form-error ${styles.formError}`} role="alert">
              {form.formError}
            </p>
          )}
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </button>
          <button type="submit" form={fid('form')} className="btn btn-primary" disabled={isSubmitting || !dirty}>
            {isSubmitting ? 'Saving...' : 'Apply'}
          </button>
        </>
      }
    >
      <Form form={form} id={fid('form')} className={styles.form}>
        <FieldRow
          label="Profile Picture"
          htmlFor={fid('picture')}
          changed={values.picture !== null}
          onCancel={() => cancelField('picture')}
          error={form.fieldError('picture')}
          hint="Images only; at most 5 MB."
        >
          <ImageInput
            id={fid('picture')}
            label="Profile picture"
            current={original.profilePicture}
            file={values.picture}
            fallback={fallbackPicture}
            resetKey={resets.picture}
            onChange={(file) => form.pickValue('picture', file)}
            onBlur={() => void setFieldTouched('picture', true)}
          />
        </FieldRow>

        <FieldRow
          label="Banner"
          htmlFor={fid('banner')}
          changed={values.banner !== null}
          onCancel={() => cancelField('banner')}
          error={form.fieldError('banner')}
          hint="Images only; at most 5 MB. Shown wide (4:1)."
        >
          <ImageInput
            id={fid('banner')}
            label="Banner"
            current={original.banner}
            file={values.banner}
            fallback="banner"
            wide
            resetKey={resets.banner}
            onChange={(file) => form.pickValue('banner', file)}
            onBlur={() => void setFieldTouched('banner', true)}
          />
        </FieldRow>

        {entity === 'user' && (
          <FieldRow
            label="Display Name"
            htmlFor={fid('displayName')}
            changed={'displayName' in textChanged}
            onCancel={() => cancelField('displayName')}
            error={form.fieldError('displayName')}
          >
            <input
              id={fid('displayName')}
              name="displayName"
              className={styles.input}
              type="text"
              maxLength={100}
              value={values.displayName}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
            />
          </FieldRow>
        )}

        <FieldRow label="Bio" htmlFor={fid('bio')} changed={'bio' in textChanged} onCancel={() => cancelField('bio')} error={form.fieldError('bio')}>
          <textarea
            id={fid('bio')}
            name="bio"
            className={styles.input}
            rows={4}
            value={values.bio}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
          />
        </FieldRow>

        <FieldRow
          label="Video URL"
          htmlFor={fid('videoUrl')}
          changed={'videoUrl' in textChanged}
          onCancel={() => cancelField('videoUrl')}
          error={form.fieldError('videoUrl')}
          hint="An http or https link to a video file; empty shows the sample video."
        >
          <input
            id={fid('videoUrl')}
            name="videoUrl"
            className={styles.input}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.videoUrl}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
          />
        </FieldRow>
        {entity === 'league' &&
          (
            [
              ['rules', 'Rules', 'One rule per line.'],
              ['prize', 'Prizes', undefined],
              ['settings', 'Settings', undefined],
            ] as const
          ).map(([name, label, hint]) => (
            <FieldRow
              key={name}
              label={label}
              htmlFor={fid(name)}
              changed={name in textChanged}
              onCancel={() => cancelField(name)}
              error={form.fieldError(name)}
              hint={hint}
            >
              <textarea id={fid(name)} name={name} className={styles.input} rows={3} value={values[name]} onChange={form.handleChange} onBlur={form.handleBlur} />
            </FieldRow>
          ))}
      </Form>
    </Modal>
  );
}
