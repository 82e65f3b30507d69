import { PagePlaceholder } from '../../components/PagePlaceholder';

/** Signup (spec route: /signup). Replaced by its own issue. */
export default function SignupPage() {
  return <PagePlaceholder title="Signup" />;
}
