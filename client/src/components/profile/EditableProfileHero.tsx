import type { ReactNode } from 'react';
import { graphql } from '../../gql';
import type { EditableProfileHero_PageFragment, FollowEntityType } from '../../gql/graphql';
import type { DefaultImage } from '../../lib/images';
import { ProfileActions } from './ProfileActions';
import { ProfileHero, profileStyles as styles } from './ProfileLayout';
import type { ProfileSnapshot } from './profileSchema';
import { useProfileEditor } from './useProfileEditor';

/** What the hero, its follow button and the profile editor read of a user, team or organizer page. */
export const editableProfileHeroFragment = graphql(`
  fragment EditableProfileHero_page on FollowablePage {
    id
    bio
    profilePicture
    banner
    videoUrl
    viewerCanEdit
    viewerIsFollowing
    followerCount
  }
`);

/** The page fields the fragment above selects. */
export type EditableProfilePage = EditableProfileHero_PageFragment;

type PageEntity = 'user' | 'team' | 'organizer';

const FOLLOW_TYPE: Record<PageEntity, FollowEntityType> = { user: 'USER', team: 'TEAM', organizer: 'ORGANIZER' };
const PICTURE_FALLBACK: Record<PageEntity, DefaultImage> = { user: 'avatar', team: 'team', organizer: 'organizer' };

/**
 * The hero of a user, team or organizer page with its owner action: Edit Profile (opening the profile
 * editor, which refreshes the page through `onSaved`) for those who may edit, the follow button for
 * everyone else. The Followers chip closes the `meta` chips.
 */
export function EditableProfileHero({
  entity,
  page,
  title,
  subtitle,
  meta,
  followName,
  editable,
  onSaved,
}: {
  entity: PageEntity;
  page: EditableProfilePage;
  title: string;
  subtitle?: ReactNode;
  /** The page's own chips, before Followers. */
  meta?: ReactNode;
  /** The name the follow button speaks of. */
  followName: string;
  /** Editable values kept off the page fields (a user's display name). */
  editable?: Partial<ProfileSnapshot>;
  onSaved: () => Promise<unknown>;
}) {
  const { edit, editor } = useProfileEditor({ entity, page, editable, onSaved });
  return (
    <>
      <ProfileHero
        banner={page.banner}
        picture={page.profilePicture}
        pictureFallback={PICTURE_FALLBACK[entity]}
        title={title}
        subtitle={subtitle}
        meta={
          <>
            {meta}
            <span className={styles.chip}>
              Followers <strong>{page.followerCount}</strong>
            </span>
          </>
        }
        bio={page.bio}
        actions={
          <ProfileActions
            canEdit={page.viewerCanEdit}
            onEdit={edit}
            target={{
              entityType: FOLLOW_TYPE[entity],
              id: page.id,
              name: followName,
              isFollowing: page.viewerIsFollowing,
              followerCount: page.followerCount,
            }}
          />
        }
      />
      {editor}
    </>
  );
}
