import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { EditableEntity, ProfileSnapshot } from './profileSchema';

// Opened on demand: its form loads then, not before the page's first paint.
const EditProfileModal = lazy(() => import('./EditProfileModal').then((m) => ({ default: m.EditProfileModal })));

/** The page fields every profile editor starts from. */
type PageFields = Pick<ProfileSnapshot, 'id' | 'bio' | 'videoUrl' | 'profilePicture' | 'banner'>;

/**
 * Edit Profile for a page's hero: `edit` opens the profile editor on the page's fields (and the `editable`
 * values kept off them: a user's display name, a ladder's rules, prize and settings); `editor` is the open
 * editor, or nothing. Saving refreshes the page through `onSaved`.
 */
export function useProfileEditor({
  entity,
  page,
  editable,
  onSaved,
}: {
  entity: EditableEntity;
  page: PageFields;
  editable?: Partial<ProfileSnapshot>;
  onSaved: () => Promise<unknown>;
}): { edit: () => void; editor: ReactNode } {
  const [editing, setEditing] = useState(false);
  const editor = editing && (
    <Suspense fallback={null}>
      <EditProfileModal
        entity={entity}
        original={{ id: page.id, ...editable, bio: page.bio, videoUrl: page.videoUrl, profilePicture: page.profilePicture, banner: page.banner }}
        onClose={() => setEditing(false)}
        onSaved={onSaved}
      />
    </Suspense>
  );
  return { edit: () => setEditing(true), editor };
}
