/** Public paths that components link to; the route list (routes.ts) maps them to pages. */
export const paths = { home: '/home' } as const;
