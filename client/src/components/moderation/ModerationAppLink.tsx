import { Link } from 'react-router-dom';
import { useModerationScopeQuery } from '../../gql/hooks';
import './operations';

/**
 * The menu's Moderation entry: shown only when moderationScope says the viewer moderates somewhere (an organizer's
 * approved staff, or a site moderator).
 */
export function ModerationAppLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { data } = useModerationScopeQuery();
  const scope = data?.moderationScope;
  if (!scope || (!scope.siteModerator && scope.organizers.length === 0)) return null;
  return (
    <Link to="/moderation" className={className} onClick={onNavigate}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span>Moderation</span>
    </Link>
  );
}
