import { chakra } from '@chakra-ui/react';
import type { HomeServiceCard } from './content/home';
import { ServiceCardLink } from '../../components/ServiceCardLink';
import { enhanceAttributes } from '../../enhancements';

/**
 * The home page's three service cards. Cards below the fold fade in one after another when the
 * grid scrolls into view (enhancements/cardEntrance.ts, which honours reduced motion).
 */
export function HomeServiceCards({ cards }: { cards: readonly HomeServiceCard[] }) {
  return (
    <chakra.ul
      listStyle="none"
      display="grid"
      gap={6}
      gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}
      {...enhanceAttributes('cardEntrance')}
    >
      {cards.map((card) => (
        <li key={card.path}>
          <ServiceCardLink {...card} />
        </li>
      ))}
    </chakra.ul>
  );
}
