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
  // Each navigation yields a new location object (its key is not enough: entries pushed outside the
  // router share the key "default"); the first render and StrictMode's repeated effect do not.
  const shownLocation = useRef(location);

  useEffect(() => {
    const previous = shownLocation.current;
    if (previous === location) return;
    shownLocation.current = location;
    // An in-page link (the skip link) changes only the hash: the browser moves focus itself.
    const samePage = previous.pathname === location.pathname && previous.search === location.search;
    if (samePage && previous.hash !== location.hash) return;
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
