import { isProductionBuild } from '../../lib/env';
import { usePageTitle } from '../../lib/usePageTitle';
import styles from '../../components/PagePlaceholder.module.css';

/** /test: a scratch page for trying components; warns when it is reached in a production build. */
export default function TestPage({ production = isProductionBuild }: { production?: boolean }) {
  usePageTitle('Test');
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Test</h1>
      {production ? (
        <p className="notice notice-warning" role="alert">
          Warning: a production build was detected. This page is for testing only.
        </p>
      ) : (
        <p className={styles.note}>This page is for testing only.</p>
      )}
    </section>
  );
}
