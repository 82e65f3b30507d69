import { PagePlaceholder } from '../../components/PagePlaceholder';

/** Organizer (spec route: /organizer/{org_param}). Replaced by its own issue. */
export default function OrganizerPage() {
  return <PagePlaceholder title="Organizer" />;
}
