import { chakra } from '@chakra-ui/react';
import { PageLink } from '../components/layout/links';
import { ShellPage } from '../components/layout/ShellPage';
import { aboutSiteLinks, layoutText } from '../content/layout';
import { demoText } from '../content/shellPages';

const { header } = layoutText;
/** Every public page: the header's, in its order, then those about the site itself. */
const guideLinks = [
  header.home,
  ...header.services.links,
  header.referral,
  ...header.contact.links,
  ...header.careers.links,
  ...aboutSiteLinks,
];

/** /demo: a neutral guide to the site that links to every public page. */
export function DemoPage() {
  return (
    <ShellPage heading={demoText.heading}>
      <chakra.p mb={8}>{demoText.intro}</chakra.p>
      <chakra.h2 fontSize="xl" fontWeight="semibold" mb={4}>
        {demoText.sectionsHeading}
      </chakra.h2>
      <chakra.ul listStyle="none" display="grid" gap={2} justifyItems="center">
        {guideLinks.map((link) => (
          <li key={link.to}>
            <PageLink
              to={link.to}
              display="inline-flex"
              alignItems="center"
              minH="target"
              color="brand.700"
              textDecoration="underline"
            >
              {link.label}
            </PageLink>
          </li>
        ))}
      </chakra.ul>
    </ShellPage>
  );
}
