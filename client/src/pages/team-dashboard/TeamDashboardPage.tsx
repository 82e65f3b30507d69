import { PagePlaceholder } from '../../components/PagePlaceholder';

/** TEAM MANAGER (spec route: /team-dashboard). Replaced by its own issue. */
export default function TeamDashboardPage() {
  return <PagePlaceholder title="TEAM MANAGER" />;
}
