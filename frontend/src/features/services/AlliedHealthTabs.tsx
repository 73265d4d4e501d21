import { chakra } from '@chakra-ui/react';
import { useCurrentPath } from '../../app/currentPath';
import { alliedHealthTabs } from '../../content/services';
import { PageLink } from '../../components/layout/links';

/** The strip linking the four allied-health pages; the one shown is marked as the current page. */
export function AlliedHealthTabs() {
  const pathname = useCurrentPath();
  return (
    <chakra.nav aria-label={alliedHealthTabs.label} borderBottomWidth="1px" borderColor="border">
      <chakra.ul
        listStyle="none"
        display="grid"
        gridTemplateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
        gap={2}
        py={4}
      >
        {alliedHealthTabs.tabs.map((tab) => {
          const current = pathname === tab.to;
          return (
            <li key={tab.to}>
              <PageLink
                to={tab.to}
                aria-current={current ? 'page' : undefined}
                display="flex"
                alignItems="center"
                justifyContent="center"
                textAlign="center"
                minH="target"
                h="full"
                px={3}
                py={2}
                borderRadius="md"
                fontWeight="semibold"
                textDecoration="none"
                borderWidth="2px"
                borderColor="brand.700"
                bg={current ? 'brand.700' : 'white'}
                color={current ? 'white' : 'brand.700'}
                _hover={{ bg: current ? 'brand.800' : 'brand.50' }}
              >
                {tab.label}
              </PageLink>
            </li>
          );
        })}
      </chakra.ul>
    </chakra.nav>
  );
}
