import { PagePlaceholder } from '../../components/PagePlaceholder';

/** Tournament (spec route: /tournament/{tournament_id}). Replaced by its own issue. */
export default function TournamentPage() {
  return <PagePlaceholder title="Tournament" />;
}
