import { useFollowToggle, type FollowTarget } from './useFollowToggle';
import styles from './FollowButton.module.css';

/** Shows follow or following (doc 01): the server's state, flipped at once on click. */
export function FollowButton({ target }: { target: FollowTarget }) {
  const { toggle, pending, error } = useFollowToggle(target);
  const following = target.isFollowing;
  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className={`btn btn-sm ${following ? 'btn-ghost' : 'btn-primary'} ${styles.button}`}
        data-state={following ? 'following' : 'not-following'}
        aria-pressed={following}
        aria-busy={pending || undefined}
        onClick={() => void toggle()}
      >
        {following ? 'following' : 'follow'}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
