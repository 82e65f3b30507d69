import { PagePlaceholder } from '../../components/PagePlaceholder';

/** League (spec route: /league/{league_id}). Replaced by its own issue. */
export default function LeaguePage() {
  return <PagePlaceholder title="League" />;
}
