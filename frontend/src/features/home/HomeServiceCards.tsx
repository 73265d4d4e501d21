import { chakra } from '@chakra-ui/react';
import { useReducedMotion } from 'framer-motion';
import { animate } from 'framer-motion/dom/mini';
import { useEffect, useRef } from 'react';
import type { HomeServiceCard } from './content/home';
import { ServiceCardLink } from '../../components/ServiceCardLink';

/** The spec's card entrance: each card 0.2 s after the previous, a 0.6 s fade, once 20 % is seen. */
const STAGGER_S = 0.2;
const FADE_S = 0.6;
const VIEW_AMOUNT = 0.2;
const HIDDEN = { opacity: '0', transform: 'translateY(24px)' };
const ENTRANCE = { opacity: [HIDDEN.opacity, '1'], transform: [HIDDEN.transform, 'none'] };

/**
 * The home page's three service cards. The prerendered HTML shows them (no JavaScript, no
 * waiting); after hydration, cards still below the fold are hidden and fade in one after another
 * when the grid scrolls into view. With reduced motion, or when the grid is already on screen,
 * they simply stay visible. The entrance runs on the browser's own animations (framer-motion's
 * mini `animate`), so a page whose cards are in view loads no animation engine.
 */
export function HomeServiceCards({ cards }: { cards: readonly HomeServiceCard[] }) {
  const gridRef = useRef<HTMLUListElement>(null);
  const reduceMotion = useReducedMotion();

  useEffect(() => {
    const grid = gridRef.current;
    if (reduceMotion || !grid || grid.getBoundingClientRect().top < window.innerHeight) return;
    const items = [...grid.children].filter((item) => item instanceof HTMLElement);
    for (const item of items) Object.assign(item.style, HIDDEN);
    const whenSeen = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        whenSeen.disconnect();
        items.forEach((item, index) => {
          animate(item, ENTRANCE, {
            duration: FADE_S,
            delay: index * STAGGER_S,
            ease: 'easeOut',
          });
        });
      },
      { threshold: VIEW_AMOUNT },
    );
    whenSeen.observe(grid);
    return () => {
      whenSeen.disconnect();
      for (const item of items) {
        for (const property of Object.keys(HIDDEN)) item.style.removeProperty(property);
      }
    };
  }, [reduceMotion]);

  return (
    <chakra.ul
      ref={gridRef}
      listStyle="none"
      display="grid"
      gap={6}
      gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}
    >
      {cards.map((card) => (
        <li key={card.path}>
          <ServiceCardLink {...card} />
        </li>
      ))}
    </chakra.ul>
  );
}
