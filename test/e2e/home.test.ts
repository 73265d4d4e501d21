// The home page in Chromium against `npm start`: prerendered texts and cards, the cards' entrance
// (one after another in view; never hidden without JavaScript or with reduced motion), hover and
// focus growth, and the testimonials carousel (loaded once in view, 3 or 1 slides, dots, step,
// loop, no auto-advance, an empty carousel when loading fails), with axe on the loaded page.
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { homeText } from '../../frontend/src/features/home/content/home';
import { paths } from '../../frontend/src/paths';
import { siteConfig } from '../../schema/contract/siteConfig';
import { startLocalStack, type LocalStack } from './harness';
import { axeViolations, waitForHydration } from './page-checks';
import { pageOpener, recordPublicListRequests, VIEWPORTS } from './support/browser';
import { publicListPath } from '../../schema/contract/publicLists';
import { graphql } from './support/productApi';

let stack: LocalStack;
let testimonialCount: number;
const pages = pageOpener(() => stack);

// Its own stack: the carousel must show every testimonial, and other files add and delete them on
// the shared one while this file runs (three files at a time).
beforeAll(async () => {
  stack = await startLocalStack();
  const listed = await graphql<{ listTestimonials: { items: unknown[] } }>(
    stack,
    '{ listTestimonials(limit: 100) { items { id } } }',
  );
  testimonialCount = listed.data!.listTestimonials.items.length;
  expect(testimonialCount).toBeGreaterThan(3);
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

/** Whether React has hydrated the island `name` (it tags the nodes it owns). */
const islandHydrated = (page: Page, name: string) =>
  page.evaluate((islandName) => {
    const child = document.querySelector(`[data-island="${islandName}"] > *`);
    return child !== null && Object.keys(child).some((key) => key.startsWith('__reactFiber'));
  }, name);

const serviceCards = (page: Page) =>
  page.getByRole('region', { name: homeText.supportQuestion }).getByRole('listitem');
const opacities = (cards: Locator) =>
  cards.evaluateAll((items) => items.map((item) => Number(getComputedStyle(item).opacity)));

describe('without JavaScript', () => {
  test('shows the hero, calls to action, cards, mission, services and testimonials heading', async () => {
    const page = await pages.open({ javaScriptEnabled: false, viewport: VIEWPORTS.mobile });
    await page.goto(paths.home);
    await expect(page.locator('h1').allTextContents()).resolves.toEqual([siteConfig.providerName]);
    await expect(page.getByText(/is a registered NDIS provider/).isVisible()).resolves.toBe(true);
    const main = page.getByRole('main');
    for (const [name, href] of [
      ['Explore our services', paths.services],
      ['Get in touch', paths.contact],
      ['Explore all our services →', paths.services],
    ]) {
      await expect(
        main.getByRole('link', { name, exact: true }).getAttribute('href'),
      ).resolves.toBe(href);
    }
    await expect(
      page.getByRole('heading', { name: 'What type of NDIS support are you looking for?' }).count(),
    ).resolves.toBe(1);

    const cards = serviceCards(page);
    await expect(cards.count()).resolves.toBe(3);
    await expect(opacities(cards)).resolves.toEqual([1, 1, 1]);
    for (const [title, href] of [
      ['Allied Health', paths.alliedHealth],
      ['Disability Support Worker', paths.disabilitySupportWorker],
      ['Supported Independent Living', paths.supportedIndependentLiving],
    ]) {
      await expect(
        cards.getByRole('link', { name: new RegExp(`^${title}`) }).getAttribute('href'),
      ).resolves.toBe(href);
    }
    await expect(page.getByRole('heading', { name: 'Our Mission' }).count()).resolves.toBe(1);
    await expect(page.getByText(/in your home or in community locations/).count()).resolves.toBe(1);
    await expect(page.getByText(/by telehealth across Australia/).count()).resolves.toBeGreaterThan(
      0,
    );
    await expect(
      page.getByRole('heading', { name: 'Hear from Our Participants' }).count(),
    ).resolves.toBe(1);
  });
});

describe('service cards', () => {
  test('with reduced motion they are visible at once, also below the fold', async () => {
    const page = await pages.open({ viewport: VIEWPORTS.mobile, reducedMotion: 'reduce' });
    await page.goto(paths.home);
    await waitForHydration(page);
    // Below the fold when the page starts, where without reduced motion the cards are hidden until
    // they scroll into view (next test).
    await expect(
      page.evaluate(() => {
        const grid = document.querySelector('[data-enhance="cardEntrance"]')!;
        return grid.getBoundingClientRect().top > window.innerHeight;
      }),
    ).resolves.toBe(true);
    await expect(opacities(serviceCards(page))).resolves.toEqual([1, 1, 1]);
  });

  test('below the fold they fade in one after another when scrolled into view', async () => {
    const page = await pages.open({ viewport: VIEWPORTS.mobile });
    await page.goto(paths.home);
    await waitForHydration(page);
    const cards = serviceCards(page);
    // Below the fold when the page starts: hidden until the grid scrolls into view.
    await expect(opacities(cards)).resolves.toEqual([0, 0, 0]);

    // Record every card's opacity on each frame while the grid scrolls into view.
    const frames = await page.evaluate(async () => {
      const items = [
        ...document.querySelectorAll<HTMLElement>('[aria-labelledby="support-question"] li'),
      ];
      items[0]!.scrollIntoView({ block: 'start' });
      const samples: number[][] = [];
      const started = performance.now();
      while (performance.now() - started < 2_500) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        samples.push(items.map((item) => Number(getComputedStyle(item).opacity)));
      }
      return samples;
    });
    expect(frames.at(-1)).toEqual([1, 1, 1]);
    const firstVisible = [0, 1, 2].map((card) => frames.findIndex((frame) => frame[card]! > 0));
    expect(firstVisible[0]).toBeLessThan(firstVisible[1]!);
    expect(firstVisible[1]).toBeLessThan(firstVisible[2]!);
    expect(frames.some(([a, b, c]) => a! > b! && b! > c!)).toBe(true);
  });

  test('grow on hover and on keyboard focus', async () => {
    const page = await pages.open({ viewport: VIEWPORTS.desktop });
    await page.goto(paths.home);
    await waitForHydration(page);
    const links = serviceCards(page).getByRole('link');
    const scale = (link: Locator) =>
      link.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a);
    await links.nth(0).scrollIntoViewIfNeeded();
    await expect.poll(() => opacities(serviceCards(page)), { timeout: 5_000 }).toEqual([1, 1, 1]);
    await expect(scale(links.nth(0))).resolves.toBe(1);
    await links.nth(0).hover();
    await expect.poll(() => scale(links.nth(0))).toBeGreaterThan(1);

    await page.mouse.move(0, 0);
    await links.nth(1).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => scale(links.nth(1))).toBeGreaterThan(1);
  });
});

describe('testimonials carousel', () => {
  const carousel = (page: Page) =>
    page.getByRole('region', { name: homeText.testimonials.carouselLabel });
  const slides = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]');
  const dots = (page: Page) =>
    carousel(page)
      .getByRole('group', { name: homeText.testimonials.dotsLabel })
      .getByRole('button');

  async function openCarousel(viewport: { width: number; height: number }) {
    const page = await pages.open({ viewport });
    // A clock the test can move on (it runs as usual until then).
    await page.clock.install();
    const requests = recordPublicListRequests(page, 'testimonials');
    await page.goto(paths.home);
    // The page starts watching the testimonials section as it starts; two frames after its
    // enhancements have run, it has been told the section is out of view.
    await waitForHydration(page);
    await expect(islandHydrated(page, 'Testimonials')).resolves.toBe(false);
    const before = [...requests];
    await page
      .getByRole('heading', { name: 'Hear from Our Participants' })
      .scrollIntoViewIfNeeded();
    await slides(page).first().waitFor();
    return { page, requests, requestsBeforeInView: before.length };
  }

  /** Labels of the slides whose centre lies inside the carousel's viewport, left to right. */
  const visibleSlides = (page: Page) =>
    carousel(page).evaluate((region) => {
      // Slides sit in a track inside the clipping viewport.
      const viewport = region
        .querySelector('[aria-roledescription="slide"]')!
        .parentElement!.parentElement!.getBoundingClientRect();
      return [...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
        .map((slide) => ({
          label: slide.getAttribute('aria-label'),
          box: slide.getBoundingClientRect(),
        }))
        .filter(({ box }) => {
          const centre = box.left + box.width / 2;
          return centre > viewport.left && centre < viewport.right;
        })
        .sort((a, b) => a.box.left - b.box.left)
        .map(({ label }) => label);
    });

  const settled = async (page: Page, expected: string[]) =>
    expect.poll(() => visibleSlides(page), { timeout: 5_000 }).toEqual(expected);

  test('loads the testimonials once, when the section comes into view', async () => {
    const { page, requests, requestsBeforeInView } = await openCarousel(VIEWPORTS.mobile);
    expect(requestsBeforeInView).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .getByRole('heading', { name: 'Hear from Our Participants' })
      .scrollIntoViewIfNeeded();
    // Observers are told in the order they were made: once one made now sees the section again,
    // the page's own has had its chance to load the testimonials a second time.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const region = document.querySelector('[data-island="Testimonials"] > *')!;
          const observer = new IntersectionObserver((entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer.disconnect();
            resolve();
          });
          observer.observe(region);
        }),
    );
    // And the carousel still answers, as the one instance it was.
    await carousel(page).getByRole('button', { name: 'Next testimonial' }).click();
    await expect
      .poll(() => carousel(page).locator('[aria-live="polite"]').textContent())
      .toBe(`Showing testimonial 2 of ${testimonialCount}`);
    expect(requests).toHaveLength(1);
    await expect(slides(page).count()).resolves.toBe(testimonialCount);
  });

  test('at 1280 px: 3 slides, labelled n of m, dots, one step per move, loop, 8rem text box', async () => {
    const { page } = await openCarousel(VIEWPORTS.desktop);
    const m = testimonialCount;
    const label = (n: number) => `${n} of ${m}`;
    await expect(
      slides(page).evaluateAll((all) => all.map((slide) => slide.getAttribute('aria-label'))),
    ).resolves.toEqual(Array.from({ length: m }, (_, index) => label(index + 1)));
    await settled(page, [label(1), label(2), label(3)]);
    await expect(
      slides(page)
        .first()
        .locator('blockquote')
        .evaluate((box) => getComputedStyle(box).height),
    ).resolves.toBe('128px');

    await expect(dots(page).count()).resolves.toBe(m);
    await expect(dots(page).nth(0).getAttribute('aria-label')).resolves.toBe(
      `Show testimonial 1 of ${m}`,
    );
    await expect(dots(page).nth(0).getAttribute('aria-current')).resolves.toBe('true');
    await expect(carousel(page).locator('[aria-live="polite"]').textContent()).resolves.toBe('');

    await carousel(page).getByRole('button', { name: 'Next testimonial' }).click();
    await settled(page, [label(2), label(3), label(4)]);
    await expect(dots(page).nth(1).getAttribute('aria-current')).resolves.toBe('true');
    await expect(carousel(page).locator('[aria-live="polite"]').textContent()).resolves.toBe(
      `Showing testimonial 2 of ${m}`,
    );
    await expect(dots(page).nth(0).getAttribute('aria-current')).resolves.toBeNull();

    await carousel(page).getByRole('button', { name: 'Previous testimonial' }).click();
    await settled(page, [label(1), label(2), label(3)]);
    await carousel(page).getByRole('button', { name: 'Previous testimonial' }).click();
    await settled(page, [label(m), label(1), label(2)]);

    await dots(page).nth(3).click();
    const fromFourth = [3, 4, 5].map((index) => label((index % m) + 1));
    await settled(page, fromFourth);

    // No auto-advance: with the page's clock moved on a minute, every timer due has run.
    await page.clock.fastForward('01:00');
    await expect(dots(page).nth(3).getAttribute('aria-current')).resolves.toBe('true');
    await settled(page, fromFourth);
  });

  test('below 1024 px it shows one slide and steps one at a time', async () => {
    const { page } = await openCarousel({ width: 1000, height: 800 });
    const m = testimonialCount;
    await settled(page, [`1 of ${m}`]);
    await carousel(page).getByRole('button', { name: 'Next testimonial' }).click();
    await settled(page, [`2 of ${m}`]);
  });

  test('when loading fails it stays empty and logs the error', async () => {
    const page = await pages.open({ viewport: VIEWPORTS.mobile });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(`**${publicListPath('testimonials')}`, (route) => route.abort('failed'));
    await page.goto(paths.home);
    await waitForHydration(page);
    await page
      .getByRole('heading', { name: 'Hear from Our Participants' })
      .scrollIntoViewIfNeeded();
    await expect.poll(() => errors.some((error) => /testimonials/i.test(error))).toBe(true);
    await expect(carousel(page).count()).resolves.toBe(0);
    await expect(page.locator('[aria-roledescription="slide"]').count()).resolves.toBe(0);
  });
});

describe.each(Object.entries(VIEWPORTS))('accessibility at %s size', (_name, viewport) => {
  test('no axe-core violations with the carousel loaded', async () => {
    const page = await pages.open({ viewport });
    await page.goto(paths.home);
    await waitForHydration(page);
    await page
      .getByRole('heading', { name: 'Hear from Our Participants' })
      .scrollIntoViewIfNeeded();
    await page.locator('[aria-roledescription="slide"]').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});
