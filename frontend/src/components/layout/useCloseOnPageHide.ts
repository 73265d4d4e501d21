import { useEffect } from 'react';

/**
 * Calls `close` when the visitor leaves the page. Public pages are separate documents: following
 * a link inside an open menu leaves it, and the back button may restore the page exactly as it was
 * left (the back/forward cache), which must not show the menu still open.
 */
export function useCloseOnPageHide(close: () => void): void {
  useEffect(() => {
    window.addEventListener('pagehide', close);
    return () => window.removeEventListener('pagehide', close);
  }, [close]);
}
