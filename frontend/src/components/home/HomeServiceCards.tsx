import { chakra } from '@chakra-ui/react';
import { m, useInView, useReducedMotion, type Variants } from 'framer-motion';
import { useEffect, useRef, useState } from 'react';
import type { HomeServiceCard } from '../../content/home';
import { ServiceCardLink } from '../services/ServiceCardLink';

/** The spec's card entrance: each card 0.2 s after the previous, a 0.6 s fade, once 20 % is seen. */
const STAGGER_S = 0.2;
const FADE_S = 0.6;
const VIEW_AMOUNT = 0.2;

const variants: Variants = {
  waiting: { opacity: 0, y: 24, transition: { duration: 0 } },
  shown: (index: number) => ({
    opacity: 1,
    y: 0,
    transition: { duration: FADE_S, delay: index * STAGGER_S, ease: 'easeOut' },
  }),
};

/**
 * The home page's three service cards. The prerendered HTML shows them (no JavaScript, no
 * waiting); after hydration, cards still below the fold are hidden and fade in one after another
 * when the grid scrolls into view. With reduced motion, or when the grid is already on screen,
 * they simply stay visible.
 */
export function HomeServiceCards({ cards }: { cards: readonly HomeServiceCard[] }) {
  const gridRef = useRef<HTMLUListElement>(null);
  const inView = useInView(gridRef, { once: true, amount: VIEW_AMOUNT });
  const reduceMotion = useReducedMotion();
  const [entrance, setEntrance] = useState(false);

  useEffect(() => {
    const grid = gridRef.current;
    if (reduceMotion || !grid) return;
    if (grid.getBoundingClientRect().top >= window.innerHeight) setEntrance(true);
  }, [reduceMotion]);

  const state = entrance && !inView ? 'waiting' : 'shown';
  return (
    <chakra.ul
      ref={gridRef}
      listStyle="none"
      display="grid"
      gap={6}
      gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}
    >
      {cards.map((card, index) => (
        <m.li key={card.path} custom={index} variants={variants} initial={false} animate={state}>
          <ServiceCardLink {...card} />
        </m.li>
      ))}
    </chakra.ul>
  );
}
