import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { applyDocumentHead } from '../seo/documentHead';
import { routeHead } from '../seo/routeHead';

/**
 * The root route. After every client-side navigation (not the first render: the prerendered page
 * already has its head and scroll position) it updates <head>, scrolls to the top and moves focus
 * to the new page's h1, so screen readers announce the page that was opened.
 */
export function SiteRoot() {
  const location = useLocation();
  const matches = useMatches();
  const shownKey = useRef(location.key);

  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    applyDocumentHead(routeHead(matches, location.pathname));
    window.scrollTo(0, 0);
    const heading = document.querySelector('h1');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
  }, [location, matches]);

  return <Outlet />;
}
