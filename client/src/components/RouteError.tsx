import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import styles from './PagePlaceholder.module.css';

/** Shown when a page throws while rendering or its code fails to load. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.note}>{message}</p>
      <p>
        <Link className="btn btn-primary" to="/">
          Back to Home
        </Link>
      </p>
    </section>
  );
}
