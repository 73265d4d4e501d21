// The admin app's route table in the browser (frontend/src/appRoutes.tsx): the admin's pages are
// its own routes; any other path leaves the app for a document load of that page.
import { matchRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../frontend/src/appRoutes';
import { loadAsDocument } from '../../frontend/src/app/documentLoadRoutes';
import { paths } from '../../frontend/src/paths';
import { routes } from '../../frontend/src/routes';
import { staticPaths } from '../../frontend/src/staticPaths';

const ADMIN_PATHS = [paths.login, paths.admin, paths.adminMessages, paths.adminFeedback];

/** The deepest route `path` matches in the admin app. */
const leaf = (path: string) => matchRoutes(appRoutes, path)?.at(-1)?.route;
/** Whether the admin app leaves for a document load of `path`. */
const loadsAsDocument = (path: string) => leaf(path)?.loader === loadAsDocument;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the admin app’s routes', () => {
  it.each(ADMIN_PATHS)('%s is a page of the app', (path) => {
    expect(loadsAsDocument(path)).toBe(false);
    expect(leaf(path)?.lazy ?? leaf(path)?.element).toBeDefined();
  });

  it('every prerendered admin path is a page of the app, every public one a document load', () => {
    const all = staticPaths(routes);
    const admin = all.filter((path) => path === paths.login || path.startsWith(paths.admin));
    expect(admin.length).toBeGreaterThan(5);
    expect(all).toContain(paths.root);
    for (const path of admin) expect(loadsAsDocument(path), path).toBe(false);
    for (const path of all.filter((each) => !admin.includes(each))) {
      expect(loadsAsDocument(path), path).toBe(true);
    }
  });
});

describe('leaving the app for a public page', () => {
  it('loads the page as a document, and the router never shows the path itself', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { href: 'http://localhost/admin/msg', assign } });
    const settled = vi.fn();
    loadAsDocument({ request: new Request('http://localhost/services') }).then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(assign).toHaveBeenCalledWith('http://localhost/services');
    expect(settled).not.toHaveBeenCalled();
  });
});
