// The accessibility scan the browser tests rely on (page-checks.ts) reports what it should: a
// planted WCAG failure is found, and a page it could not fully scan fails instead of passing.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sharedLocalStack, type LocalStack } from './harness';
import { axeViolations } from './page-checks';

let stack: LocalStack;
let context: BrowserContext;

beforeAll(async () => {
  stack = await sharedLocalStack();
  context = await stack.browser.newContext();
  // Two made-up origins served by the test itself, so no server is needed.
  await context.route(/^http:\/\/(site|elsewhere)\.test\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: pages[new URL(route.request().url()).pathname],
    }),
  );
});
afterAll(async () => {
  await stack?.stop();
});

const pages: Record<string, string> = {
  '/missing-alt':
    '<!doctype html><html lang="en"><title>t</title><main><h1>Hi</h1><img src="/x.png"></main></html>',
  '/faint':
    '<!doctype html><html lang="en"><title>t</title><main><h1>Hi</h1><p style="color:#ccc;background:#fff">Faint</p></main></html>',
  '/framed':
    '<!doctype html><html lang="en"><title>t</title><main><h1>Hi</h1><iframe title="x" src="http://elsewhere.test/missing-alt"></iframe></main></html>',
};

async function open(url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

test('reports an image without a text alternative and text below 4.5:1 contrast', async () => {
  const [missingAlt] = await axeViolations(await open('http://site.test/missing-alt'));
  expect(missingAlt).toMatch(/^image-alt \(critical\).* at img$/);
  const [faint] = await axeViolations(await open('http://site.test/faint'));
  expect(faint).toMatch(/^color-contrast \(serious\).* at p$/);
});

test('refuses a page with a cross-origin frame rather than pass it unscanned', async () => {
  const page = await open('http://site.test/framed');
  await page.frameLocator('iframe').locator('h1').waitFor();
  await expect(axeViolations(page)).rejects.toThrow(
    'axe-core cannot scan these cross-origin frames here: http://elsewhere.test/missing-alt',
  );
});
