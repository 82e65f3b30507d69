import { PagePlaceholder } from '../../components/PagePlaceholder';

/** My Account (spec route: /user-dashboard). Replaced by its own issue. */
export default function UserDashboardPage() {
  return <PagePlaceholder title="My Account" />;
}
