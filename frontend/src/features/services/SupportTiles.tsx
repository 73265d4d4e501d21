import { chakra } from '@chakra-ui/react';
import type { SupportTile } from '../../content/services';
import { enhanceAttributes } from '../../enhancements';
import { supportTilesHooks } from '../../enhancements/supportTiles';

const PANEL_ID = 'support-tile-panel';
const headingId = (tile: SupportTile) => `support-tile-heading-${tile.id}`;

/**
 * Six toggle buttons (aria-pressed announces the chosen one) and the section they switch, with no
 * route change. The first tile is chosen until the visitor picks another; every tile's section is
 * in the page, and a few lines of script (enhancements/supportTiles.ts) switch them.
 */
export function SupportTiles({ label, tiles }: { label: string; tiles: readonly SupportTile[] }) {
  const first = tiles[0];
  return (
    <chakra.div mt={{ base: 8, md: 12 }} {...enhanceAttributes('supportTiles')}>
      <chakra.ul
        aria-label={label}
        listStyle="none"
        display="grid"
        gap={3}
        gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}
      >
        {tiles.map((tile) => (
          <li key={tile.id}>
            <chakra.button
              type="button"
              aria-pressed={tile === first}
              aria-controls={PANEL_ID}
              w="full"
              h="full"
              minH="5rem"
              p={4}
              borderRadius="lg"
              borderWidth="2px"
              borderColor="brand.700"
              bg="white"
              color="brand.700"
              fontWeight="bold"
              fontSize={{ base: 'md', md: 'lg' }}
              lineHeight="short"
              cursor="pointer"
              transitionProperty="background-color, color"
              transitionDuration="fast"
              // By aria-pressed alone, which the script sets: no hover rule can outweigh it.
              css={{
                '&[aria-pressed=false]:hover': { bg: 'brand.50' },
                '&[aria-pressed=true]': { bg: 'brand.700', color: 'white' },
                '&[aria-pressed=true]:hover': { bg: 'brand.800' },
              }}
              {...{ [supportTilesHooks.tile]: tile.id }}
            >
              {tile.title}
            </chakra.button>
          </li>
        ))}
      </chakra.ul>
      <chakra.div id={PANEL_ID} mt={6} p={{ base: 6, md: 8 }} bg="brand.50" borderRadius="xl">
        {tiles.map((tile) => (
          <section
            key={tile.id}
            aria-labelledby={headingId(tile)}
            hidden={tile !== first}
            {...{ [supportTilesHooks.section]: tile.id }}
          >
            <chakra.h3
              id={headingId(tile)}
              fontSize="2xl"
              fontWeight="bold"
              color="brand.700"
              mb={2}
            >
              {tile.title}
            </chakra.h3>
            <chakra.p mb={4}>{tile.summary}</chakra.p>
            <chakra.ul pl={6} listStyleType="disc" display="grid" gap={2}>
              {tile.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </chakra.ul>
          </section>
        ))}
      </chakra.div>
    </chakra.div>
  );
}
