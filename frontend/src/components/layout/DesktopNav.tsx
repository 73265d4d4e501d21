import { chakra } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { layoutText } from '../../content/layout';
import { NavDropdown } from './NavDropdown';
import { navItemStyle } from './navStyles';

const HeaderLink = chakra(NavLink);

/** The header's links inline, with dropdown panels: shown from the lg breakpoint (1024 px). */
export function DesktopNav() {
  const { header } = layoutText;
  return (
    <chakra.nav aria-label={header.navLabel} display={{ base: 'none', lg: 'block' }}>
      <chakra.ul display="flex" alignItems="center" gap={1}>
        <li>
          <HeaderLink to={header.home.to} end css={navItemStyle}>
            {header.home.label}
          </HeaderLink>
        </li>
        <NavDropdown label={header.services.label} links={header.services.links} />
        <li>
          <HeaderLink to={header.referral.to} end css={navItemStyle}>
            {header.referral.label}
          </HeaderLink>
        </li>
        <li>
          <HeaderLink to={header.contact.to} end css={navItemStyle}>
            {header.contact.label}
          </HeaderLink>
        </li>
        <NavDropdown label={header.careers.label} links={header.careers.links} />
      </chakra.ul>
    </chakra.nav>
  );
}
