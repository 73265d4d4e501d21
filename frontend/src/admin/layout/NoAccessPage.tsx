// Shown in place of a page the person's roles do not open, reached by its address: says so, and
// links to the pages they can use, instead of an error or a redirect that would loop.
import { Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../components/PageHeading';
import { noAccessText } from '../texts';
import type { AdminPage } from './pageAccess';

export function NoAccessPage({ pages }: { pages: readonly AdminPage[] }) {
  return (
    <>
      <PageHeading>{noAccessText.heading}</PageHeading>
      <Text mb="4">{noAccessText.explanation}</Text>
      <Text id="no-access-pages">{noAccessText.useInstead}</Text>
      <List.Root aria-labelledby="no-access-pages" ps="5" mt="2">
        {pages.map((page) => (
          <List.Item key={page.to}>
            <Link asChild color="brand.700" textDecoration="underline">
              <RouterLink to={page.to}>{page.label}</RouterLink>
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </>
  );
}
