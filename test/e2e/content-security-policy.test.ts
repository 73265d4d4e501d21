// The site works under its Content-Security-Policy (lib/security-headers) in Chromium, as
// `npm start` serves it: every public route, /login and the not-found page, the contact form's
// send, the referral-form download, and the admin signed in on every admin page with a staff
// photo upload, with no `securitypolicyviolation` event and no CSP error in the console.
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { CONTACT_CONTROLS } from '../../frontend/src/features/contact/contactControls';
import { referralText } from '../../frontend/src/features/referral/content/referral';
import { paths } from '../../frontend/src/paths';
import { localSecurityHeaders } from '../../lib/local/site/security-headers';
import { listeningServer } from '../../lib/local/http/ports';
import { startSiteServer } from '../../lib/local/site/site-server';
import { createStaticSite } from '../../lib/local/site/static-site';
import { sharedLocalStack, type LocalStack } from './harness';
import { waitForHydration } from './page-checks';
import { tinyPng } from './support/admin-photos';
import { expectAnnounced, logInAsAdmin, openAdminPage } from './support/admin-session';
import { adminShellPaths, publicRoutes, unknownPaths } from './support/siteRoutes';

let stack: LocalStack;
const contexts: BrowserContext[] = [];
/** Every violation reported by any page, and every console message about the policy. */
let reports: string[] = [];

beforeAll(async () => {
  stack = await sharedLocalStack();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  reports = [];
});
afterAll(async () => {
  await stack?.stop();
});

/** A page whose every document reports CSP violations to `reports` (before any of its scripts). */
async function watchedPage(): Promise<Page> {
  const context = await stack.browser.newContext({
    baseURL: stack.baseUrl,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  contexts.push(context);
  await context.exposeBinding('reportCspViolation', ({ page }, report: string) => {
    reports.push(`${page.url()}: ${report}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation;
      void report(
        `${event.effectiveDirective} refused ${event.blockedURI} at ` +
          `${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      reports.push(`${page.url()}: console ${message.type()}: ${message.text()}`);
    }
  });
  return page;
}

/** Opens a path, checks it came with the policy, and waits until it has loaded what it loads. */
async function visit(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  expect(await response?.headerValue('content-security-policy'), path).toMatch(
    /frame-ancestors 'none'/,
  );
  await waitForHydration(page);
  // Content below the fold (lazy images, carousels) loads as it scrolls into view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}

test('a violation is seen: a script injected into a page is refused and reported', async () => {
  const page = await watchedPage();
  await visit(page, paths.home);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true;';
    document.body.append(script);
  });
  await expect.poll(() => reports.join('\n')).toMatch(/: script-src-elem refused inline at /);
  await expect(
    page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan),
  ).resolves.toBeUndefined();
});

describe('no violation', () => {
  afterEach(() => {
    expect(reports).toEqual([]);
  });

  test('on every public route, /login and the not-found page', async () => {
    const page = await watchedPage();
    for (const { path } of publicRoutes) await visit(page, path);
    await visit(page, paths.login);
    await visit(page, unknownPaths[0]!, 404);
  });

  test('sending the contact form', async () => {
    const page = await watchedPage();
    await visit(page, paths.contact);
    const values: Record<string, string> = {
      fullName: 'Casey Policy',
      postcode: '3000',
      email: 'casey.policy@example.com',
      phone: '0400 123 456',
      message: 'Please call me about support coordination.',
    };
    for (const { name, label } of CONTACT_CONTROLS) {
      await page.getByLabel(label, { exact: true }).fill(values[name] ?? '');
    }
    await page.getByRole('button', { name: 'Send message' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.locator('[data-result]').getAttribute('data-result')).resolves.toBe(
      'success',
    );
  });

  test('downloading the referral form from the files bucket', async () => {
    const page = await watchedPage();
    await visit(page, paths.referral);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: referralText.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(referralText.fileName);
  });

  test('signing in, every admin page, and a staff photo upload', async () => {
    const page = await watchedPage();
    await logInAsAdmin(page, stack);
    for (const path of adminShellPaths.filter((each) => each !== paths.login)) {
      await page.goto(path);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }

    await openAdminPage(page, '/admin/team', 'Staff Management');
    await page.getByRole('button', { name: 'Add a new staff member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Employee' });
    await dialog.getByLabel(/^Name/).fill('Policy Photo');
    await dialog.getByLabel(/^Role/).fill('Support Worker');
    await dialog.getByLabel(/^Description/).fill('Works with families.');
    await dialog.getByLabel(/^Certificates/).fill('Certificate IV');
    await dialog.getByLabel(/^Experience/).fill('Five years');
    await dialog
      .getByLabel(/^Photo/)
      .setInputFiles({ name: 'policy.png', mimeType: 'image/png', buffer: tinyPng() });
    await dialog.getByRole('button', { name: 'Submit Employee' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectAnnounced(page, 'status', 'Employee added successfully!');
    const photo = page.getByRole('img', { name: 'Photo of Policy Photo' });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });
});

describe('inline scripts of the built pages', () => {
  let dist: string;
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await rm(dist, { recursive: true, force: true });
  });

  /** A built site of one page whose inline script names the page after `build`. */
  async function build(label: string, at: Date): Promise<void> {
    const page = join(dist, 'index.html');
    await writeFile(
      page,
      `<!doctype html><html lang="en"><head><title>not run</title>` +
        `<script>\n  document.title = ${JSON.stringify(label)};\n</script></head>` +
        '<body><h1>Built</h1></body></html>',
    );
    await utimes(page, at, at);
  }

  test('run by their hash, and again after a rebuild while the server runs', async () => {
    dist = await mkdtemp(join(tmpdir(), 'csp-dist-'));
    await build('first build', new Date(Date.now() - 60_000));
    const site = createStaticSite(dist);
    server = await startSiteServer({
      server: await listeningServer(0),
      log: (line) => reports.push(`site server: ${line}`),
      securityHeaders: localSecurityHeaders({
        distDir: dist,
        graphqlUrl: `${stack.baseUrl}/graphql`,
        cognitoEndpoint: stack.baseUrl,
        s3Endpoint: stack.baseUrl,
      }),
      routes: {
        site,
        graphql: site,
        config: site,
        publicFiles: site,
        publicLists: site,
        jobPages: site,
      },
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const page = await watchedPage();

    await page.goto(url);
    await expect(page.title()).resolves.toBe('first build');
    await build('second build', new Date());
    await page.goto(url);
    await expect(page.title()).resolves.toBe('second build');
    expect(reports).toEqual([]);
  });
});
