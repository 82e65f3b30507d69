import { NotFoundView } from '../../components/NotFoundView';
import { usePageTitle } from '../../lib/usePageTitle';

export default function NotFoundPage() {
  usePageTitle('Page Not Found');
  return <NotFoundView title="404 - Page Not Found" />;
}
