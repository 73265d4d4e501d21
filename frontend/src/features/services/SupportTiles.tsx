import { chakra } from '@chakra-ui/react';
import { useState } from 'react';
import type { SupportTile } from '../../content/services';

const PANEL_ID = 'support-tile-panel';

/**
 * Six toggle buttons (aria-pressed announces the chosen one) and the section they switch, with no
 * route change. The first tile is chosen until the visitor picks another.
 */
export function SupportTiles({ label, tiles }: { label: string; tiles: readonly SupportTile[] }) {
  const [selectedId, setSelectedId] = useState(tiles[0]?.id ?? 1);
  const selected = tiles.find((tile) => tile.id === selectedId) ?? tiles[0];
  return (
    <chakra.div mt={{ base: 8, md: 12 }}>
      <chakra.ul
        aria-label={label}
        listStyle="none"
        display="grid"
        gap={3}
        gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}
      >
        {tiles.map((tile) => {
          const pressed = tile.id === selectedId;
          return (
            <li key={tile.id}>
              <chakra.button
                type="button"
                aria-pressed={pressed}
                aria-controls={PANEL_ID}
                onClick={() => setSelectedId(tile.id)}
                w="full"
                h="full"
                minH="5rem"
                p={4}
                borderRadius="lg"
                borderWidth="2px"
                borderColor="brand.700"
                bg={pressed ? 'brand.700' : 'white'}
                color={pressed ? 'white' : 'brand.700'}
                fontWeight="bold"
                fontSize={{ base: 'md', md: 'lg' }}
                lineHeight="short"
                cursor="pointer"
                transitionProperty="background-color, color"
                transitionDuration="fast"
                _hover={{ bg: pressed ? 'brand.800' : 'brand.50' }}
              >
                {tile.title}
              </chakra.button>
            </li>
          );
        })}
      </chakra.ul>
      {selected ? (
        <chakra.section
          id={PANEL_ID}
          aria-labelledby="support-tile-heading"
          mt={6}
          p={{ base: 6, md: 8 }}
          bg="brand.50"
          borderRadius="xl"
        >
          <chakra.h3
            id="support-tile-heading"
            fontSize="2xl"
            fontWeight="bold"
            color="brand.700"
            mb={2}
          >
            {selected.title}
          </chakra.h3>
          <chakra.p mb={4}>{selected.summary}</chakra.p>
          <chakra.ul pl={6} listStyleType="disc" display="grid" gap={2}>
            {selected.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </chakra.ul>
        </chakra.section>
      ) : null}
    </chakra.div>
  );
}
