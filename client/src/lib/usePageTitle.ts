import { useEffect } from 'react';

/** Sets the browser tab title to "<title> · Clutch" while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Clutch` : 'Clutch';
  }, [title]);
}
