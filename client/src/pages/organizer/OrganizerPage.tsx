import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CommentWall } from '../../components/comments/CommentWall';
import { LeagueCardRow } from '../../components/league/LeagueCard';
import { EditProfileModal } from '../../components/profile/EditProfileModal';
import { ProfileActions } from '../../components/profile/ProfileActions';
import {
  profileLoadState,
  Panel,
  ProfileBody,
  ProfileHero,
  profileStyles as styles,
  TrophyRoom,
} from '../../components/profile/ProfileLayout';
import { VideoPlayer } from '../../components/video/VideoPlayer';
import { graphql } from '../../gql';
import { useOrganizerPageQuery } from '../../gql/hooks';
import type { OrganizerPageQuery } from '../../gql/graphql';
import { userPath } from '../../lib/paths';
import { usePageTitle } from '../../lib/usePageTitle';

export const organizerPageQuery = graphql(`
  query OrganizerPage($param: String!) {
    organizer(param: $param) {
      id
      name
      bio
      profilePicture
      banner
      videoUrl
      viewerCanEdit
      viewerIsFollowing
      followerCount
      owner {
        id
        userName
      }
      leagues {
        ...LeagueCard_league
      }
      announcementWall {
        id
      }
    }
  }
`);

type PageOrganizer = OrganizerPageQuery['organizer'];

function OrganizerProfile({ organizer, refetch }: { organizer: PageOrganizer; refetch: () => Promise<unknown> }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className={styles.page}>
      <ProfileHero
        banner={organizer.banner}
        picture={organizer.profilePicture}
        pictureFallback="organizer"
        title={organizer.name}
        subtitle={
          <>
            by <Link to={userPath(organizer.owner.userName)}>@{organizer.owner.userName}</Link>
          </>
        }
        meta={
          <>
            <span className={styles.chip}>
              Leagues <strong>{organizer.leagues.length}</strong>
            </span>
            <span className={styles.chip}>
              Followers <strong>{organizer.followerCount}</strong>
            </span>
          </>
        }
        bio={organizer.bio}
        actions={
          <ProfileActions
            canEdit={organizer.viewerCanEdit}
            onEdit={() => setEditing(true)}
            target={{
              entityType: 'ORGANIZER',
              id: organizer.id,
              name: organizer.name,
              isFollowing: organizer.viewerIsFollowing,
              followerCount: organizer.followerCount,
            }}
          />
        }
      />
      <div className={styles.leagues}>
        <Panel title="Leagues">
          <LeagueCardRow leagues={organizer.leagues} label={`${organizer.name} leagues`} />
        </Panel>
      </div>
      <ProfileBody
        comments={<CommentWall wallId={organizer.announcementWall?.id} title="Announcements" />}
        main={
          <>
            <VideoPlayer url={organizer.videoUrl} title={`${organizer.name} video`} />
          </>
        }
        aside={<TrophyRoom />}
      />
      {editing && (
        <EditProfileModal
          entity="organizer"
          original={{
            id: organizer.id,
            bio: organizer.bio,
            videoUrl: organizer.videoUrl,
            profilePicture: organizer.profilePicture,
            banner: organizer.banner,
          }}
          onClose={() => setEditing(false)}
          onSaved={refetch}
        />
      )}
    </div>
  );
}

/** Organizer page (/organizer/{org_param}: an id or a name). */
export default function OrganizerPage() {
  const { orgParam = '' } = useParams();
  const { data, loading, error, refetch } = useOrganizerPageQuery({ variables: { param: orgParam } });
  usePageTitle(data?.organizer ? data.organizer.name : 'Organizer');

  const status = profileLoadState('organizer', { loading, error, found: Boolean(data?.organizer) });
  if (status || !data?.organizer) return status;
  return <OrganizerProfile key={data.organizer.id} organizer={data.organizer} refetch={refetch} />;
}
