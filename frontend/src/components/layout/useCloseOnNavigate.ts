import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Calls `close` whenever the router navigates (a link inside a menu was followed). */
export function useCloseOnNavigate(close: () => void): void {
  const location = useLocation();
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    close();
  }, [location, close]);
}
