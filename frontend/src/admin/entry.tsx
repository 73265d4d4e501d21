// The admin area's entry: the admin's routes (adminRoutes.tsx) reach the admin only through this
// module, with import(), so public pages never load it. It stays small: each page a route names
// (see adminPage in adminRoutes.tsx) is a chunk of its own, loaded here when its route is first
// shown.
import type { ComponentType } from 'react';

type PageModule = Record<string, ComponentType | undefined>;

/** The modules an admin route may name: the sign-in page, the admin's frame and its pages. */
const pageModules = import.meta.glob<PageModule>([
  './layout/AdminLayout.tsx',
  './features/*/*Page.tsx',
]);

/** The export `name` of ./<file>. */
export async function loadAdminPage(file: string, name: string): Promise<ComponentType> {
  const key = `./${file}`;
  const load = pageModules[key];
  if (!load) throw new Error(`No admin page module ${key}`);
  const Component = (await load())[name];
  if (!Component) throw new Error(`${key} does not export ${name}`);
  return Component;
}
