import { PagePlaceholder } from '../../components/PagePlaceholder';

/** Match (spec route: /match/{match_id}). Replaced by its own issue. */
export default function MatchPage() {
  return <PagePlaceholder title="Match" />;
}
