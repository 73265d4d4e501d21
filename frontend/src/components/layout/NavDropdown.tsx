import { chakra } from '@chakra-ui/react';
import { useCallback, useId, useRef, useState } from 'react';
import { useCurrentPath } from '../../app/currentPath';
import type { NavLink as NavLinkEntry } from '../../content/layout';
import { Chevron } from './Chevron';
import { NavPageLink } from './links';
import { navItemStyle } from './navStyles';
import { useCloseOnPageHide } from './useCloseOnPageHide';
import { useDismiss } from './useDismiss';

/**
 * A header entry that opens a panel of links (the disclosure navigation pattern: a button with
 * aria-expanded, plain links inside). The trigger is marked while one of its pages is shown.
 */
export function NavDropdown({ label, links }: { label: string; links: readonly NavLinkEntry[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(container, trigger, open, close);
  useCloseOnPageHide(close);
  const pathname = useCurrentPath();
  const showsOwnPage = links.some((link) => link.to === pathname);

  return (
    <chakra.li ref={container} position="relative">
      <chakra.button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-current={showsOwnPage ? '' : undefined}
        onClick={() => setOpen((isOpen) => !isOpen)}
        css={navItemStyle}
      >
        {label}
        <Chevron open={open} />
      </chakra.button>
      <chakra.ul
        id={panelId}
        hidden={!open}
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
