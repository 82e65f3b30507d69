import { PagePlaceholder } from '../../components/PagePlaceholder';

/** Games (spec route: /games). Replaced by its own issue. */
export default function GamesPage() {
  return <PagePlaceholder title="Games" />;
}
