import { createContext, useContext } from 'react';

/**
 * The path of the page being shown, without a trailing slash (CloudFront and the local server
 * answer /x/ with the page of /x). Public pages are plain documents, so links compare themselves
 * with this instead of asking a router.
 */
const CurrentPathContext = createContext('/');

export const CurrentPathProvider = CurrentPathContext.Provider;

export function useCurrentPath(): string {
  return useContext(CurrentPathContext);
}

export function pagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
