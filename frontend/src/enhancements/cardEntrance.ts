// The home page's service cards' entrance, in plain DOM and the browser's own animations: each card
// 0.2 s after the previous, a 0.6 s fade, once 20 % of the grid is seen. The prerendered HTML shows
// the cards (no JavaScript, no waiting); cards still below the fold when the page starts are hidden
// until they scroll into view. With reduced motion, or when the grid is already on screen, they
// simply stay visible.

const STAGGER_MS = 200;
const FADE_MS = 600;
const VIEW_AMOUNT = 0.2;
const HIDDEN = { opacity: '0', transform: 'translateY(24px)' };

/** Runs on the cards' list: its items fade in one after another when it scrolls into view. */
export function cardEntrance(grid: HTMLElement): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  if (grid.getBoundingClientRect().top < window.innerHeight) return;
  const items = [...grid.children].filter((item) => item instanceof HTMLElement);
  for (const item of items) Object.assign(item.style, HIDDEN);
  const whenSeen = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting) return;
      whenSeen.disconnect();
      items.forEach((item, index) => {
        for (const property of Object.keys(HIDDEN)) item.style.removeProperty(property);
        // 'backwards' keeps each card hidden through its delay.
        item.animate(
          { opacity: [HIDDEN.opacity, '1'], transform: [HIDDEN.transform, 'none'] },
          { duration: FADE_MS, delay: index * STAGGER_MS, easing: 'ease-out', fill: 'backwards' },
        );
      });
    },
    { threshold: VIEW_AMOUNT },
  );
  whenSeen.observe(grid);
}
