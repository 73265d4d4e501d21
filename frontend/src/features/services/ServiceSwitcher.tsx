import { chakra } from '@chakra-ui/react';
import { useCurrentPath } from '../../app/currentPath';
import { serviceCards, serviceSwitcherText } from '../../content/services';
import { paths } from '../../paths';
import { PageLink } from '../../components/layout/links';
import { PageContainer } from '../../components/layout/PageContainer';

/** Links to every service from a service page, the one shown marked as current. */
export function ServiceSwitcher() {
  const pathname = useCurrentPath();
  return (
    <chakra.nav aria-labelledby="service-switcher-heading" py={{ base: 10, md: 12 }}>
      <PageContainer>
        <chakra.h2
          id="service-switcher-heading"
          fontSize="2xl"
          fontWeight="bold"
          color="brand.700"
          mb={4}
        >
          {serviceSwitcherText.heading}
        </chakra.h2>
        <chakra.ul listStyle="none" display="flex" flexWrap="wrap" gap={3}>
          {serviceCards.map((service) => {
            const current = pathname === service.path;
            return (
              <li key={service.key}>
                <PageLink
                  to={service.path}
                  aria-current={current ? 'page' : undefined}
                  display="inline-flex"
                  alignItems="center"
                  minH="target"
                  px={4}
                  borderRadius="full"
                  borderWidth="1px"
                  borderColor={current ? 'brand.700' : 'gray.300'}
                  bg={current ? 'brand.700' : 'white'}
                  color={current ? 'white' : 'brand.700'}
                  fontWeight="medium"
                  textDecoration="none"
                  _hover={{ bg: current ? 'brand.800' : 'brand.50' }}
                >
                  {service.title}
                </PageLink>
              </li>
            );
          })}
          <li>
            <PageLink
              to={paths.services}
              display="inline-flex"
              alignItems="center"
              minH="target"
              px={4}
              color="brand.700"
              fontWeight="semibold"
              textDecoration="underline"
            >
              {serviceSwitcherText.allServices}
            </PageLink>
          </li>
        </chakra.ul>
      </PageContainer>
    </chakra.nav>
  );
}
