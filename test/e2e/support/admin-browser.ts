// Browser contexts for the admin tests: the admin signs in once through /login, and each test gets
// a fresh context carrying that session (Amplify keeps it in localStorage).
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { LocalStack } from '../harness';
import { logInAsAdmin } from './admin-session';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export function adminPages(stack: () => LocalStack) {
  const contexts: BrowserContext[] = [];
  let session: StorageState | undefined;

  async function newContext(options: BrowserContextOptions = {}) {
    const context = await stack().browser.newContext({
      baseURL: stack().baseUrl,
      viewport: { width: 1280, height: 900 },
      ...options,
    });
    contexts.push(context);
    return context;
  }

  return {
    /** A page signed in as the admin. */
    async open(options: BrowserContextOptions = {}): Promise<Page> {
      if (!session) {
        const page = await (await newContext()).newPage();
        await logInAsAdmin(page, stack());
        session = await page.context().storageState();
      }
      return (await newContext({ ...options, storageState: session })).newPage();
    },
    /** A page with nobody signed in. */
    async anonymous(options: BrowserContextOptions = {}): Promise<Page> {
      return (await newContext(options)).newPage();
    },
    async closeAll(): Promise<void> {
      await Promise.all(contexts.splice(0).map((context) => context.close()));
    },
  };
}
