import { PagePlaceholder } from '../../components/PagePlaceholder';

/** Leaderboard (spec route: /global-leaderboard). Replaced by its own issue. */
export default function LeaderboardPage() {
  return <PagePlaceholder title="Leaderboard" />;
}
