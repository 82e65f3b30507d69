import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import styles from './LoadMore.module.css';

/**
 * The Load More button of a keyset-paged list (as the comment wall and the standings show it): it fetches the next page
 * once at a time, says 'Loading...' meanwhile, and shows why when the page could not come.
 */
export function LoadMore({ onLoadMore }: { onLoadMore: () => Promise<unknown> }) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const load = async () => {
    setLoading(true);
    setError(null);
    try {
      await onLoadMore();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setLoading(false);
    }
  };
  return (
    <div className={styles.loadMore}>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => void load()} disabled={loading}>
        {loading ? 'Loading...' : 'Load More'}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {`Error: ${error}`}
        </p>
      )}
    </div>
  );
}
