import { PagePlaceholder } from '../../components/PagePlaceholder';

/** Team (spec route: /team/{team_param}). Replaced by its own issue. */
export default function TeamPage() {
  return <PagePlaceholder title="Team" />;
}
