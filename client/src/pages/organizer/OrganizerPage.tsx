import { Link, useParams } from 'react-router-dom';
import { CommentWall } from '../../components/comments/CommentWall';
import { LeagueCardRow } from '../../components/league/LeagueCard';
import { TournamentCardRow } from '../../components/tournament/TournamentCard';
import { EditableProfileHero } from '../../components/profile/EditableProfileHero';
import { Panel, ProfileBody, ProfileRoute, profileStyles as styles, TrophyRoom } from '../../components/profile/ProfileLayout';
import { VideoPlayer } from '../../components/video/VideoPlayer';
import { graphql } from '../../gql';
import { useOrganizerPageQuery } from '../../gql/hooks';
import type { OrganizerPageQuery } from '../../gql/graphql';
import { userPath } from '../../lib/paths';
import { ReportButton } from '../../components/moderation/ReportButton';

export const organizerPageQuery = graphql(`
  query OrganizerPage($param: String!) {
    organizer(param: $param) {
      name
      ...EditableProfileHero_page
      owner {
        id
        userName
      }
      leagues {
        ...LeagueCard_league
      }
      tournaments {
        ...TournamentCard_tournament
      }
      announcementWall {
        id
      }
    }
  }
`);

type PageOrganizer = OrganizerPageQuery['organizer'];

function OrganizerProfile({ organizer, refetch }: { organizer: PageOrganizer; refetch: () => Promise<unknown> }) {
  return (
    <div className={styles.page}>
      <EditableProfileHero
        entity="organizer"
        page={organizer}
        title={organizer.name}
        followName={organizer.name}
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
              Tournaments <strong>{organizer.tournaments.length}</strong>
            </span>
            {!organizer.viewerCanEdit && <ReportButton targetType="ORGANIZER" targetId={organizer.id} what={organizer.name} organizerId={organizer.id} />}
          </>
        }
        onSaved={refetch}
      />
      <div className={styles.leagues}>
        <Panel title="Leagues">
          <LeagueCardRow leagues={organizer.leagues} label={`${organizer.name} leagues`} />
        </Panel>
        <Panel title="Tournaments">
          <TournamentCardRow tournaments={organizer.tournaments} label={`${organizer.name} tournaments`} />
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
    </div>
  );
}

/** Organizer page (/organizer/{org_param}: an id or a name). */
export default function OrganizerPage() {
  const { orgParam = '' } = useParams();
  const { data, refetch, ...query } = useOrganizerPageQuery({ variables: { param: orgParam } });
  return (
    <ProfileRoute entity="organizer" query={query} page={data?.organizer} name={(organizer) => organizer.name}>
      {(organizer) => <OrganizerProfile organizer={organizer} refetch={refetch} />}
    </ProfileRoute>
  );
}
