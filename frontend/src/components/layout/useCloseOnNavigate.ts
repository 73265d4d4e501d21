import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Calls `close` whenever the router navigates (a link inside a menu was followed). */
export function useCloseOnNavigate(close: () => void): void {
  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    close();
  }, [key, close]);
}
