import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { TeamListItem_TeamFragment } from '../../gql/graphql';
import { teamPath } from '../../lib/paths';
import { displayName } from '../../lib/text';
import { FallbackImage } from '../FallbackImage';
import styles from './ProfileLayout.module.css';

/** What a team's row in a profile page's list shows. */
export const teamListItemTeamFragment = graphql(`
  fragment TeamListItem_team on Team {
    id
    name
    profilePicture
  }
`);

/**
 * One team in a profile page's list (a user's teams, a ladder's or a tournament's Teams box): its picture and name,
 * linking to /team/{name}; `before` and `after` add a seed or a check-in mark.
 */
export function TeamListItem({
  team,
  before,
  after,
  testId,
}: {
  team: TeamListItem_TeamFragment;
  before?: ReactNode;
  after?: ReactNode;
  testId?: string;
}) {
  return (
    <li>
      <Link className={styles.row} to={teamPath(team.name)} title={team.name} data-testid={testId}>
        {before}
        <FallbackImage className={styles.rowPicture} src={team.profilePicture} fallback="team" alt="" loading="lazy" />
        <span className={styles.rowName}>{displayName(team.name)}</span>
        {after}
      </Link>
    </li>
  );
}
