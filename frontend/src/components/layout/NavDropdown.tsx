import { chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { useCurrentPath } from '../../app/currentPath';
import type { NavLink as NavLinkEntry } from '../../content/layout';
import { headerHooks } from '../../enhancements/headerHooks';
import { Chevron } from './Chevron';
import { NavPageLink } from './links';
import { navItemStyle } from './navStyles';

/**
 * A header entry that opens a panel of links (the disclosure navigation pattern: a button with
 * aria-expanded, plain links inside). The trigger is marked while one of its pages is shown. It
 * is rendered closed; enhancements/headerMenus.ts opens and closes it.
 */
export function NavDropdown({ label, links }: { label: string; links: readonly NavLinkEntry[] }) {
  const panelId = useId();
  const pathname = useCurrentPath();
  const showsOwnPage = links.some((link) => link.to === pathname);

  return (
    <chakra.li position="relative" {...{ [headerHooks.dropdown]: '' }}>
      <chakra.button
        type="button"
        aria-expanded={false}
        aria-controls={panelId}
        data-current={showsOwnPage ? '' : undefined}
        css={navItemStyle}
        {...{ [headerHooks.dropdownTrigger]: '' }}
      >
        {label}
        <Chevron />
      </chakra.button>
      <chakra.ul
        id={panelId}
        hidden
        position="absolute"
        top="calc(100% + 0.5rem)"
        left={0}
        zIndex="dropdown"
        minW="18rem"
        py={2}
        bg="white"
        borderRadius="md"
        boxShadow="lg"
        borderWidth="1px"
        borderColor="border"
      >
        {links.map((link) => (
          <li key={link.to}>
            <NavPageLink to={link.to} css={navItemStyle} display="flex" borderRadius="0" px={4}>
              {link.label}
            </NavPageLink>
          </li>
        ))}
      </chakra.ul>
    </chakra.li>
  );
}
