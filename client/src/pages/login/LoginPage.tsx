import { PagePlaceholder } from '../../components/PagePlaceholder';

/** Login (spec route: /login). Replaced by its own issue. */
export default function LoginPage() {
  return <PagePlaceholder title="Login" />;
}
