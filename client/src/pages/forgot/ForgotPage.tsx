import { PagePlaceholder } from '../../components/PagePlaceholder';

/** Password Recovery (spec route: /forgot). Replaced by its own issue. */
export default function ForgotPage() {
  return <PagePlaceholder title="Password Recovery" />;
}
