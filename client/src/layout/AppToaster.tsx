import { Toaster } from 'sonner';
import styles from './AppToaster.module.css';

/** The one toast region of the app (see lib/toast.ts), styled with the site's theme. */
export function AppToaster() {
  return (
    <Toaster
      theme="dark"
      position="bottom-center"
      closeButton
      toastOptions={{
        unstyled: false,
        classNames: { toast: styles.toast, success: styles.success, error: styles.error, closeButton: styles.close },
      }}
    />
  );
}
