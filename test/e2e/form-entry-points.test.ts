// How visitors reach the referral and feedback forms, in Chromium against `npm start` at phone and
// desktop size: /referral leads with the online form, the Word form after it; each service page's
// "Refer someone to this service" link arrives with that service ticked (on hydration: the page is
// prerendered without it) and says so; an unknown service is ignored; the home page links the
// referral; the feedback page is in the header's Contact dropdown and the phone menu's Contact
// section. axe-core on each page changed.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { homeText } from '../../frontend/src/features/home/content/home';
import { referralText } from '../../frontend/src/features/referral/content/referral';
import { referralFormText } from '../../frontend/src/features/referral/content/referralForm';
import { layoutText } from '../../frontend/src/content/layout';
import { pageMeta } from '../../frontend/src/content/meta';
import { serviceCards, serviceReferralText } from '../../frontend/src/content/services';
import { paths, referralPathFor } from '../../frontend/src/paths';
import { SERVICES } from '../../schema/contract/services';
import { sharedLocalStack, type LocalStack } from './harness';
import { axeViolations, waitForHydration } from './page-checks';
import { pageOpener, VIEWPORTS } from './support/browser';
import { reloadHydrated } from './support/formProgress';
import { waitForPageLoad } from './support/navigation';

let stack: LocalStack;
const pages = pageOpener(() => stack);

beforeAll(async () => {
  stack = await sharedLocalStack();
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

const { header } = layoutText;
const ticked = (page: Page) =>
  page
    .locator('input[name="services"]:checked')
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
const chosenNote = (page: Page, title: string) =>
  page.getByText(referralFormText.chosenService(title), { exact: true });
const top = async (page: Page, locator: ReturnType<Page['locator']>) =>
  (await locator.boundingBox())?.y ?? Number.NaN;

describe.each(Object.entries(VIEWPORTS))('at %s size', (name, viewport) => {
  test('/referral leads with the online form; the Word form and the address follow', async () => {
    const page = await pages.open({ viewport });
    await page.goto(paths.referral);
    await waitForHydration(page);
    const formHeading = page.getByRole('heading', { name: referralFormText.heading });
    const download = page.getByRole('link', { name: referralText.download });
    const documentHeading = page.getByRole('heading', { name: referralText.byDocument.heading });
    const formTop = await top(page, formHeading);
    expect(formTop).toBeLessThan(await top(page, documentHeading));
    expect(await top(page, documentHeading)).toBeLessThan(await top(page, download));
    expect(await top(page, download)).toBeLessThan(
      await top(page, page.getByText(referralText.sendTo)),
    );
    // The form starts within the first two screens, not under the download's instructions.
    expect(formTop).toBeLessThan(viewport.height * 2);
  });

  test('a service page’s referral link opens the form with that service ticked, and says so', async () => {
    const service = name === 'mobile' ? SERVICES[1] : SERVICES[5];
    const card = serviceCards.find((each) => each.key === service.key)!;
    const page = await pages.open({ viewport });
    await page.goto(card.path);
    await waitForHydration(page);
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByRole('link', { name: serviceReferralText.link }).click();
    await waitForPageLoad(page, paths.referral);
    await expect.poll(() => ticked(page)).toEqual([service.key]);
    await expect(chosenNote(page, service.title).isVisible()).resolves.toBe(true);
    // The address no longer names it: the tick is the visitor's to change, and a reload keeps
    // the form as they left it.
    expect(new URL(page.url()).search).toBe('');
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByRole('checkbox', { name: service.title, exact: true }).uncheck();
    await page.getByRole('checkbox', { name: 'Social Worker', exact: true }).check();
    await reloadHydrated(page);
    await expect.poll(() => ticked(page)).toEqual(['socialWorker']);
    await expect(chosenNote(page, service.title).count()).resolves.toBe(0);
  });
});

test('every service page links the referral form naming its own service', async () => {
  const page = await pages.open({ javaScriptEnabled: false });
  for (const card of serviceCards) {
    await page.goto(card.path);
    await expect(
      page.getByRole('link', { name: serviceReferralText.link }).getAttribute('href'),
    ).resolves.toBe(referralPathFor(card.key));
  }
});

test('without JavaScript /referral?service= is the page as served: no tick, the Word form offered', async () => {
  const page = await pages.open({ javaScriptEnabled: false });
  await page.goto(referralPathFor('socialWorker'));
  await expect(page.getByText(referralFormText.withoutScripts).isVisible()).resolves.toBe(true);
  await expect(page.getByRole('link', { name: referralText.download }).isVisible()).resolves.toBe(
    true,
  );
});

test('an unknown service in the address is ignored', async () => {
  const page = await pages.open();
  await page.goto(`${paths.referral}?service=notAService`);
  await waitForHydration(page);
  await expect(ticked(page)).resolves.toEqual([]);
  await expect(page.getByText(/^We have ticked /).count()).resolves.toBe(0);
});

test('the home page links the referral form', async () => {
  const page = await pages.open({ javaScriptEnabled: false });
  await page.goto(paths.home);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: homeText.services.referral.label, exact: true })
      .getAttribute('href'),
  ).resolves.toBe(paths.referral);
});

describe('the feedback page is reached from the header', () => {
  test('from the phone menu’s Contact section at 375 px', async () => {
    const page = await pages.open({ viewport: VIEWPORTS.mobile });
    await page.goto(paths.home);
    await waitForHydration(page);
    await page.getByRole('button', { name: header.openMenu }).click();
    const menu = page.getByRole('dialog', { name: header.menuTitle });
    await menu.getByRole('button', { name: header.contact.label }).click();
    await menu.getByRole('link', { name: 'Feedback and complaints' }).click();
    await waitForPageLoad(page, paths.feedback);
    await expect(page.title()).resolves.toBe(pageMeta.feedback.title);
    await expect(axeViolations(page)).resolves.toEqual([]);
  });

  test('from the Contact dropdown at 1280 px', async () => {
    const page = await pages.open({ viewport: VIEWPORTS.desktop });
    await page.goto(paths.home);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: header.navLabel });
    await nav.getByRole('button', { name: header.contact.label }).click();
    await nav.getByRole('link', { name: 'Feedback and complaints' }).click();
    await waitForPageLoad(page, paths.feedback);
    await expect(page.title()).resolves.toBe(pageMeta.feedback.title);
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});
