// What /login loads, in Chromium against `npm start`: at most 201 kB of JS (gzip) until it is
// hydrated and idle, none of the admin's pages or data libraries, no public page's route or meta, a Chakra recipe for every
// component its code asks for, the admin's code only once the user starts on the form, and a
// "Loading..." status wherever an admin page's code is awaited.
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { pageMeta } from '../../frontend/src/content/meta';
import { loadingText } from '../../frontend/src/content/shellPages';
import { adminSystem } from '../../frontend/src/admin/theme/adminSystem';
import { signInSystem } from '../../frontend/src/admin/theme/signInSystem';
import { measurePageWeight } from '../bench/page-weights';
import { sharedLocalStack, type LocalStack } from './harness';
import { waitForHydration } from './page-checks';
import { adminCredentials, logIn, logInAsAdmin } from './support/admin-session';

/** The sign-in screen's first load, gzip as CloudFront serves it (docs/PERFORMANCE.md, "/login"). */
const LOGIN_JS_BUDGET_BYTES = 201_000;
/**
 * Components in the code /login loads that no sign-in step shows, so the sign-in system holds no
 * recipe for them: the field's error icon, and the text area of the admin's shared fields.
 */
const NOT_SHOWN_ON_LOGIN = new Set(['icon', 'textarea']);
/** The chunks of the page a sign-in leads to: the admin's frame and the Messages page. */
const SIGNED_IN_CHUNKS = /\/assets\/(AdminLayout|MessagesPage)-[\w-]+\.js$/;

let stack: LocalStack;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  stack = await sharedLocalStack();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await stack?.stop();
});

async function openPage(width = 375): Promise<Page> {
  const context = await stack.browser.newContext({
    baseURL: stack.baseUrl,
    viewport: { width, height: 740 },
  });
  contexts.push(context);
  return context.newPage();
}

/** The path of every script the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** The text of every script /login loads until it is hydrated and idle. */
async function loginCode(): Promise<string> {
  const page = await openPage();
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/login');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return (await Promise.all(scripts)).join('\n');
}

/** Holds the responses to scripts matching `pattern` until `release` is called. */
async function holdScripts(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    held: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

describe('/login first load', () => {
  test(`is at most ${LOGIN_JS_BUDGET_BYTES / 1000} kB of JS (gzip), with no admin page or Apollo`, async () => {
    const page = await openPage();
    const weight = await measurePageWeight(page, `${stack.baseUrl}/login`);
    expect(weight.jsGzip).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);
    // The measure sees the sign-in code: React DOM and Amplify alone are over 100 kB.
    expect(weight.jsGzip).toBeGreaterThan(100_000);
    expect(weight.codeParts).toEqual(['amplify']);
  });

  test('has a Chakra recipe for every component its code asks for', async () => {
    const code = await loginCode();
    // Chakra's components name their recipe as `{key:"button"}` (createRecipeContext and alike).
    const asked = new Set(
      [...code.matchAll(/\(\{key:[`"'](\w+)[`"']\}\)/g)].flatMap(([, key]) => (key ? [key] : [])),
    );
    const recipes = [...asked].filter((key) => adminSystem.hasRecipe(key));
    expect(recipes).toContain('button');
    const missing = recipes.filter(
      (key) => !signInSystem.hasRecipe(key) && !NOT_SHOWN_ON_LOGIN.has(key),
    );
    expect(missing, 'add them to frontend/src/admin/theme/signInSystem.ts').toEqual([]);
  });

  test("holds no public page's route or meta (the admin app loads those pages as documents)", async () => {
    const code = await loginCode();
    // Booleans: a failure would otherwise print all of the code.
    expect(code.includes('Staff sign-in'), "the sign-in page's own title").toBe(true);
    expect(code.includes(pageMeta.alliedHealth.description), 'a public page’s meta').toBe(false);
    expect(code.includes('ServicesPage'), 'a public page’s route').toBe(false);
  });

  test("fetches the admin's code once the user starts on the form, not before", async () => {
    const page = await openPage();
    const scripts = scriptRequests(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => SIGNED_IN_CHUNKS.test(path))).toEqual([]);

    const fetched = page.waitForResponse((response) => SIGNED_IN_CHUNKS.test(response.url()));
    await page.getByLabel('E-mail').focus();
    await fetched;
  });
});

describe("while an admin page's code is awaited", () => {
  test('signing in keeps the sign-in form busy and says Loading... until the admin shows', async () => {
    const page = await openPage();
    const messagesPage = await holdScripts(page, /\/assets\/MessagesPage-[\w-]+\.js$/);
    const { email, password } = adminCredentials(stack);
    await logIn(page, email, password);
    await page.getByRole('status').filter({ hasText: loadingText }).waitFor();
    await expect(
      page.getByRole('button', { name: 'Log in' }).getAttribute('aria-disabled'),
    ).resolves.toBe('true');
    expect(messagesPage.held()).toBeGreaterThan(0);

    await messagesPage.release();
    await page.waitForURL('**/admin/msg');
    await page.getByRole('heading', { name: 'Messages' }).waitFor();
  });

  test('a tab shows its status region saying Loading... until the page is there', async () => {
    const page = await openPage(1280);
    await logInAsAdmin(page, stack);
    const teamPage = await holdScripts(page, /\/assets\/TeamPage-[\w-]+\.js$/);
    await page.getByRole('link', { name: 'Team' }).click();
    const loading = page.getByRole('main').getByRole('status').filter({ hasText: loadingText });
    await loading.waitFor();
    // The page shown stays until the next one can be shown.
    await expect(page.getByRole('heading', { name: 'Messages' }).isVisible()).resolves.toBe(true);

    await teamPage.release();
    await page.getByRole('heading', { name: 'Staff Management' }).waitFor();
    await expect(loading.count()).resolves.toBe(0);
  });
});
