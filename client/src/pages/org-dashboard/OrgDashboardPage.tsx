import { PagePlaceholder } from '../../components/PagePlaceholder';

/** LEAGUE MANAGER (spec route: /org-dashboard). Replaced by its own issue. */
export default function OrgDashboardPage() {
  return <PagePlaceholder title="LEAGUE MANAGER" />;
}
