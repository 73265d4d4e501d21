// The services overview and the six service pages in Chromium against `npm start`: prerendered
// headings and texts, the card grid, the allied-health tab strip, the service switcher, and the
// Disability Support worker tiles switching their section without a route change.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  alliedHealthTabs,
  alliedHealthText,
  disabilitySupportWorkerText,
  occupationalTherapistText,
  serviceCards,
  socialWorkerText,
  supportCoordinationText,
  supportedIndependentLivingText,
} from '../../frontend/src/content/services';
import { paths } from '../../frontend/src/paths';
import { sharedLocalStack, type LocalStack } from './harness';
import { axeViolations, waitForHydration } from './page-checks';
import { pageOpener, VIEWPORTS } from './support/browser';

let stack: LocalStack;
const pages = pageOpener(() => stack);

beforeAll(async () => {
  stack = await sharedLocalStack();
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

const servicePages = [
  { path: paths.alliedHealth, heading: 'Allied Health', alliedHealth: true },
  { path: paths.occupationalTherapist, heading: 'Occupational Therapist', alliedHealth: true },
  { path: paths.supportCoordination, heading: 'Support Coordination', alliedHealth: true },
  { path: paths.socialWorker, heading: 'Social Worker', alliedHealth: true },
  {
    path: paths.disabilitySupportWorker,
    heading: 'Disability Support worker',
    alliedHealth: false,
  },
  {
    path: paths.supportedIndependentLiving,
    heading: 'Supported Independent Living',
    alliedHealth: false,
  },
];

const noScript = () => pages.open({ javaScriptEnabled: false });
const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).isVisible();

describe('services overview', () => {
  test('shows the banner, the question and six cards linking to their pages', async () => {
    const page = await noScript();
    await page.goto(paths.services);
    await expect(page.locator('h1').allTextContents()).resolves.toEqual(['Our services']);
    await expect(
      page.getByRole('heading', { name: 'What support are you looking for?' }).count(),
    ).resolves.toBe(1);
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards.count()).resolves.toBe(6);
    for (const [index, card] of serviceCards.entries()) {
      const link = cards.nth(index).getByRole('link');
      await expect(link.getAttribute('href')).resolves.toBe(card.path);
      await expect(link.getByRole('heading').textContent()).resolves.toBe(card.title);
      await expect(link.getByText(card.description).isVisible()).resolves.toBe(true);
      const image = link.locator('img');
      await expect(image.getAttribute('src')).resolves.toBe(card.image.src);
      await expect(image.getAttribute('width')).resolves.toBe(String(card.image.width));
      await expect(image.getAttribute('height')).resolves.toBe(String(card.image.height));
    }
  });

  test.each([
    ['desktop', VIEWPORTS.desktop, 3],
    ['mobile', VIEWPORTS.mobile, 1],
  ] as const)('the grid has %s columns', async (_name, viewport, columns) => {
    const page = await pages.open({ viewport });
    await page.goto(paths.services);
    const lefts = await page
      .getByRole('main')
      .getByRole('listitem')
      .evaluateAll((items) => new Set(items.map((item) => item.getBoundingClientRect().left)).size);
    expect(lefts).toBe(columns);
  });
});

describe.each(servicePages)('service page $path', ({ path, heading, alliedHealth }) => {
  test('has its banner heading, the service switcher and the contact section', async () => {
    const page = await noScript();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').allTextContents()).resolves.toEqual([heading]);

    const switcher = page.getByRole('navigation', { name: 'Explore our other services' });
    await expect(switcher.getByRole('link').count()).resolves.toBe(7);
    await expect(switcher.locator('[aria-current="page"]').getAttribute('href')).resolves.toBe(
      path,
    );
    await expect(
      page.getByRole('region', { name: 'Feel free to contact us' }).count(),
    ).resolves.toBe(1);
  });

  test(`${alliedHealth ? 'shows' : 'has no'} the allied-health tab strip`, async () => {
    const page = await noScript();
    await page.goto(path);
    const strip = page.getByRole('navigation', { name: alliedHealthTabs.label });
    if (!alliedHealth) {
      await expect(strip.count()).resolves.toBe(0);
      return;
    }
    const tabs = strip.getByRole('link');
    await expect(tabs.allTextContents()).resolves.toEqual(
      alliedHealthTabs.tabs.map((tab) => tab.label),
    );
    await expect(
      tabs.evaluateAll((links) =>
        links.map((link) => [link.getAttribute('href'), link.getAttribute('aria-current')]),
      ),
    ).resolves.toEqual(
      alliedHealthTabs.tabs.map((tab) => [tab.to, tab.to === path ? 'page' : null]),
    );
  });
});

describe('service texts', () => {
  test.each([
    [paths.alliedHealth, alliedHealthText.offerings],
    [paths.occupationalTherapist, occupationalTherapistText.offerings],
  ])('%s lists its eight offerings', async (path, offerings) => {
    const page = await noScript();
    await page.goto(path);
    expect(offerings).toHaveLength(8);
    const titles = await page
      .getByRole('region', { name: /offer/ })
      .getByRole('heading', { level: 3 })
      .allTextContents();
    expect(titles).toEqual(offerings.map((offering) => offering.title));
  });

  test.each([
    [paths.supportCoordination, supportCoordinationText.paragraphs, /interpret your NDIS plan/],
    [paths.socialWorker, socialWorkerText.paragraphs, /assessments, counselling and care plans/],
    [
      paths.supportedIndependentLiving,
      supportedIndependentLivingText.paragraphs,
      /overnight support/,
    ],
  ])('%s shows its text', async (path, paragraphs, keyPhrase) => {
    const page = await noScript();
    await page.goto(path);
    for (const paragraph of paragraphs) {
      await expect(visible(page, paragraph)).resolves.toBe(true);
    }
    expect(paragraphs.join(' ')).toMatch(keyPhrase);
  });
});

describe('Disability Support worker tiles', () => {
  const { tiles } = disabilitySupportWorkerText;
  const tileButtons = (page: Page) =>
    page.getByRole('list', { name: disabilitySupportWorkerText.tilesLabel }).getByRole('button');
  const panel = (page: Page) => page.locator('#support-tile-panel');

  async function expectSelected(page: Page, index: number) {
    const pressed = await tileButtons(page).evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-pressed')),
    );
    expect(pressed).toEqual(tiles.map((_, each) => String(each === index)));
    await expect(panel(page).getByRole('heading').textContent()).resolves.toBe(tiles[index]!.title);
    await expect(panel(page).getByRole('listitem').allTextContents()).resolves.toEqual([
      ...tiles[index]!.bullets,
    ]);
  }

  test('six tiles in order; the first is chosen, with four bullets, also without JavaScript', async () => {
    const page = await noScript();
    await page.goto(paths.disabilitySupportWorker);
    await expect(tileButtons(page).allTextContents()).resolves.toEqual([
      'Community participation',
      'Personal Care',
      'Household Tasks',
      'Mobility Support',
      'Meal Preparation',
      'Companionship',
    ]);
    await expectSelected(page, 0);
  });

  test('a click or the keyboard switches the section without a route change', async () => {
    const page = await pages.open();
    await page.goto(paths.disabilitySupportWorker);
    await waitForHydration(page);
    const url = page.url();

    await tileButtons(page).nth(2).click();
    await expectSelected(page, 2);

    await tileButtons(page).nth(3).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectSelected(page, 4);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expectSelected(page, 5);
    expect(page.url()).toBe(url);
  });
});

describe.each(Object.entries(VIEWPORTS))('accessibility at %s size', (_name, viewport) => {
  test('no axe-core violations on the tiles page after switching', async () => {
    const page = await pages.open({ viewport });
    await page.goto(paths.disabilitySupportWorker);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Meal Preparation' }).click();
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});
