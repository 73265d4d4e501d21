// Small helpers the page tests share: a browser context per test on the running product.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { publicListPath, type PublicListName } from '../../../schema/contract/publicLists';
import type { LocalStack } from '../harness';

export const VIEWPORTS = {
  mobile: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Opens pages in fresh contexts and closes them all at once (call closeAll in afterEach). */
export function pageOpener(stack: () => LocalStack) {
  const contexts: BrowserContext[] = [];
  return {
    async open(options: BrowserContextOptions = {}): Promise<Page> {
      const browser: Browser = stack().browser;
      const context = await browser.newContext({ baseURL: stack().baseUrl, ...options });
      contexts.push(context);
      return context.newPage();
    },
    async closeAll(): Promise<void> {
      await Promise.all(contexts.splice(0).map((context) => context.close()));
    },
  };
}

/**
 * Opens `path` with the islands' code held back until `release` is called, as on a slow phone;
 * `requested` resolves once the page has asked for it. `prepare` runs before the page is opened
 * (routes, say).
 */
export async function openWithIslandsHeld(
  pages: ReturnType<typeof pageOpener>,
  path: string,
  {
    viewport = VIEWPORTS.mobile,
    prepare,
  }: {
    viewport?: { width: number; height: number };
    prepare?: (page: Page) => Promise<void>;
  } = {},
): Promise<{ page: Page; release: () => void; requested: Promise<void> }> {
  const page = await pages.open({ viewport });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markRequested = () => {};
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve;
  });
  await page.route('**/assets/hydrateIslands-*.js', async (route) => {
    markRequested();
    await released;
    await route.continue();
  });
  await prepare?.(page);
  await page.goto(path, { waitUntil: 'load' });
  return { page, release, requested };
}

/** The JSON bodies of the GraphQL requests a page sends, as they are sent. */
export function recordGraphqlRequests(
  page: Page,
): { query: string; variables: Record<string, unknown> }[] {
  const requests: { query: string; variables: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') {
      requests.push(request.postDataJSON() as (typeof requests)[number]);
    }
  });
  return requests;
}

/** The requests a page makes for a published public list (schema/contract/publicLists.ts). */
export function recordPublicListRequests(page: Page, name: PublicListName): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === publicListPath(name)) requests.push(request.url());
  });
  return requests;
}

/** Answers the page's request for a public list with these items instead of the published file. */
export async function servePublicList(
  page: Page,
  name: PublicListName,
  items: unknown[],
): Promise<void> {
  await page.route(`**${publicListPath(name)}`, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ items }) }),
  );
}
