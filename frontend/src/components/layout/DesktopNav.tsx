import { chakra } from '@chakra-ui/react';
import { layoutText } from '../../content/layout';
import { NavPageLink } from './links';
import { NavDropdown } from './NavDropdown';
import { navItemStyle } from './navStyles';

/** The header's links inline, with dropdown panels: shown from the lg breakpoint (1024 px). */
export function DesktopNav() {
  const { header } = layoutText;
  return (
    <chakra.nav aria-label={header.navLabel} display={{ base: 'none', lg: 'block' }}>
      <chakra.ul display="flex" alignItems="center" gap={1}>
        <li>
          <NavPageLink to={header.home.to} css={navItemStyle}>
            {header.home.label}
          </NavPageLink>
        </li>
        <NavDropdown label={header.services.label} links={header.services.links} />
        <li>
          <NavPageLink to={header.referral.to} css={navItemStyle}>
            {header.referral.label}
          </NavPageLink>
        </li>
        <NavDropdown label={header.contact.label} links={header.contact.links} />
        <NavDropdown label={header.careers.label} links={header.careers.links} />
      </chakra.ul>
    </chakra.nav>
  );
}
