import { useParams } from 'react-router-dom';
import { CommentWall } from '../../components/comments/CommentWall';
import { EditableProfileHero } from '../../components/profile/EditableProfileHero';
import { Panel, ProfileBody, ProfileRoute, profileStyles as styles, TrophyRoom } from '../../components/profile/ProfileLayout';
import { TeamListItem } from '../../components/profile/TeamListItem';
import { VideoPlayer } from '../../components/video/VideoPlayer';
import { graphql } from '../../gql';
import { useUserPageQuery } from '../../gql/hooks';
import type { UserPageQuery } from '../../gql/graphql';

import { useAuth } from '../../auth/useAuth';
import { ownerHeading } from '../../lib/text';
import { RatingChart } from './RatingChart';
import { TopFive } from './TopFive';
import { ReportButton } from '../../components/moderation/ReportButton';

export const userPageQuery = graphql(`
  query UserPage($param: String!) {
    user(param: $param) {
      userName
      displayName
      ...EditableProfileHero_page
      score
      rating
      ratingHistory {
        rating
        at
        match {
          id
        }
      }
      topEntries {
        ...TopFive_entry
      }
      teams {
        ...TeamListItem_team
      }
      commentWall {
        id
      }
    }
  }
`);

type PageUser = UserPageQuery['user'];

/** The display name, falling back to the user name. */
const pageName = (user: Pick<PageUser, 'displayName' | 'userName'>) => user.displayName?.trim() || user.userName;

/** MY TEAMS (or {NAME}'S TEAMS on someone else's page): links /team/{team_name}; names over 15 characters are cut to 15 plus an ellipsis. */
function MyTeams({ teams, title }: { teams: PageUser['teams']; title: string }) {
  return (
    <Panel title={title}>
      {teams.length === 0 ? (
        <p className={styles.empty}>No Teams</p>
      ) : (
        <ul className={styles.list}>
          {teams.map((team) => (
            <TeamListItem key={team.id} team={team} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function UserProfile({ user, refetch }: { user: PageUser; refetch: () => Promise<unknown> }) {
  const name = pageName(user);
  // The own-profile flag: the session user is the page's owner.
  const { user: viewer } = useAuth();
  const owner = { isOwn: viewer?.id === user.id, name };

  return (
    <div className={styles.page}>
      <EditableProfileHero
        entity="user"
        page={user}
        title={name}
        subtitle={`@${user.userName}`}
        meta={
          <>
            <span className={styles.chip}>
              Universal Score <strong>{user.score}</strong>
            </span>
            <span className={styles.chip}>
              Rating <strong>{user.rating}</strong>
            </span>
            {!owner.isOwn && <ReportButton targetType="USER" targetId={user.id} what={user.userName} />}
          </>
        }
        followName={user.userName}
        editable={{ displayName: user.displayName ?? user.userName }}
        onSaved={refetch}
      />
      <ProfileBody
        comments={<CommentWall wallId={user.commentWall?.id} />}
        main={
          <>
            <VideoPlayer url={user.videoUrl} title={`${name} video`} />
          </>
        }
        aside={
          <>
            <TopFive ownerId={user.id} title={ownerHeading('TOP 5', owner)} entries={user.topEntries} canEdit={user.viewerCanEdit} />
            <Panel title="RATING">
              <RatingChart rating={user.rating} history={user.ratingHistory} />
            </Panel>
            <MyTeams teams={user.teams} title={ownerHeading('TEAMS', owner)} />
            <TrophyRoom />
          </>
        }
      />
    </div>
  );
}

/** User page (/user/{user_param}: an id or a user name). */
export default function UserPage() {
  const { userParam = '' } = useParams();
  const { data, refetch, ...query } = useUserPageQuery({ variables: { param: userParam } });
  return (
    <ProfileRoute entity="user" query={query} page={data?.user} name={pageName}>
      {(user) => <UserProfile user={user} refetch={refetch} />}
    </ProfileRoute>
  );
}
