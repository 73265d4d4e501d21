// The paths a route table names outright, apart from the table itself so that code run outside
// Vite (the browser tests' route list under tsx) can read the admin's table without the public
// one, whose pages Vite's import.meta.glob finds.
import type { RouteObject } from 'react-router-dom';

/** Every path `table` names outright (no `*`): each is prerendered to its own HTML file. */
export function staticPaths(table: readonly RouteObject[]): string[] {
  return table.flatMap((route) => {
    const own = route.index ? [] : route.path && !route.path.includes('*') ? [route.path] : [];
    return [...own, ...staticPaths(route.children ?? [])];
  });
}
