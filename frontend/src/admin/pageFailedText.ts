// The message the sign-in page and the admin's pages show when a page fails: a module of its own,
// apart from the other admin texts (texts.ts), as /login loads it (routeErrors.tsx).
/** What a page that failed while rendering, or whose code could not be loaded, shows in its place. */
export const pageFailedText = {
  heading: 'This page could not be shown',
  message: 'Something went wrong while showing this page. Reload the page to try again.',
  reload: 'Reload page',
} as const;
