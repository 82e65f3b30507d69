import { PagePlaceholder } from '../../components/PagePlaceholder';

/** User (spec route: /user/{user_param}). Replaced by its own issue. */
export default function UserPage() {
  return <PagePlaceholder title="User" />;
}
