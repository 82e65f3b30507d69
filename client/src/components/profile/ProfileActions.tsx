import { FollowButton } from '../follow/FollowButton';
import type { FollowTarget } from '../follow/useFollowToggle';

/** Page owners see Edit Profile; everyone else sees the follow button (spec: Edit Profile instead of follow). */
export function ProfileActions({ canEdit, onEdit, target }: { canEdit: boolean; onEdit: () => void; target: FollowTarget }) {
  if (canEdit) {
    return (
      <button type="button" className="btn btn-primary btn-sm" onClick={onEdit}>
        Edit Profile
      </button>
    );
  }
  return <FollowButton target={target} />;
}
