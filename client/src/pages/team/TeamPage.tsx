import { Link, useParams } from 'react-router-dom';
import { CommentWall } from '../../components/comments/CommentWall';
import { FallbackImage } from '../../components/FallbackImage';
import { EditableProfileHero } from '../../components/profile/EditableProfileHero';
import { Panel, ProfileBody, ProfileRoute, profileStyles as styles, TrophyRoom } from '../../components/profile/ProfileLayout';
import { VideoPlayer } from '../../components/video/VideoPlayer';
import { graphql } from '../../gql';
import { useTeamPageQuery } from '../../gql/hooks';
import type { TeamPageQuery, TeamRole } from '../../gql/graphql';
import { userPath } from '../../lib/paths';
import { displayName } from '../../lib/text';
import { MatchesBox } from './MatchesBox';
import { ReportButton } from '../../components/moderation/ReportButton';

export const teamPageQuery = graphql(`
  query TeamPage($param: String!) {
    team(param: $param) {
      name
      ...EditableProfileHero_page
      game {
        id
        title
        image
      }
      region {
        id
        title
      }
      members {
        id
        role
        user {
          id
          userName
          profilePicture
        }
      }
      recentMatches(first: 5) {
        ...MatchesBox_match
      }
      commentWall {
        id
      }
    }
  }
`);

type PageTeam = TeamPageQuery['team'];

const ROLE_LABEL: Record<TeamRole, string> = { LEADER: 'Leader', CO_LEADER: 'Co-Leader', CAPTAIN: 'Captain', MEMBER: 'Member' };

/** The roster: links /user/{user_name}, leader first. */
function Roster({ members }: { members: PageTeam['members'] }) {
  return (
    <Panel title="ROSTER">
      {members.length === 0 ? (
        <p className={styles.empty}>No one found</p>
      ) : (
        <ul className={styles.list}>
          {members.map((member) => (
            <li key={member.id}>
              <Link className={styles.row} to={userPath(member.user.userName)} title={member.user.userName}>
                <FallbackImage className={styles.rowPicture} src={member.user.profilePicture} fallback="avatar" alt="" loading="lazy" />
                <span className={styles.rowName}>{displayName(member.user.userName)}</span>
                <span className={styles.rowMeta}>{ROLE_LABEL[member.role]}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function TeamProfile({ team, refetch }: { team: PageTeam; refetch: () => Promise<unknown> }) {
  return (
    <div className={styles.page}>
      <EditableProfileHero
        entity="team"
        page={team}
        title={team.name}
        followName={team.name}
        meta={
          <>
            <span className={styles.chip}>{team.game.title}</span>
            <span className={styles.chip}>{team.region.title}</span>
            {!team.viewerCanEdit && <ReportButton targetType="TEAM" targetId={team.id} what={team.name} />}
          </>
        }
        onSaved={refetch}
      />
      <ProfileBody
        comments={<CommentWall wallId={team.commentWall?.id} />}
        main={
          <>
            <MatchesBox teamId={team.id} matches={team.recentMatches} />
            <VideoPlayer url={team.videoUrl} title={`${team.name} video`} />
          </>
        }
        aside={
          <>
            <Roster members={team.members} />
            <TrophyRoom />
          </>
        }
      />
    </div>
  );
}

/** Team page (/team/{team_param}: an id or a team name). */
export default function TeamPage() {
  const { teamParam = '' } = useParams();
  const { data, refetch, ...query } = useTeamPageQuery({ variables: { param: teamParam } });
  return (
    <ProfileRoute entity="team" query={query} page={data?.team} name={(team) => team.name}>
      {(team) => <TeamProfile team={team} refetch={refetch} />}
    </ProfileRoute>
  );
}
