import { chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { layoutText, type NavLink as NavLinkEntry } from '../../content/layout';
import { headerHooks } from '../../enhancements/headerHooks';
import { EmailLink, PhoneLink } from '../ContactLinks';
import { FOOTER_LINKS_ID } from './anchors';
import { Chevron } from './Chevron';
import { NavPageLink } from './links';
import { navItemStyle } from './navStyles';

/** Where the browser runs no scripts (switched off, or blocked). */
const WITHOUT_SCRIPTS = '@media (scripting: none)';

const menuItemStyle = { ...navItemStyle, display: 'flex', w: 'full', px: 4 } as const;

/**
 * Below 1024 px: a hamburger button opening a full-height slide-in menu. It is a modal <dialog>,
 * so the page behind is inert and Escape closes it; Tab wraps round inside it, and focus goes
 * back to the hamburger button when it closes. It is rendered closed; enhancements/headerMenus.ts
 * opens and closes it.
 */
export function MobileMenu() {
  const { header } = layoutText;
  const titleId = useId();

  return (
    <chakra.div display={{ base: 'block', lg: 'none' }} {...{ [headerHooks.mobileMenu]: '' }}>
      <chakra.button
        type="button"
        aria-expanded={false}
        aria-haspopup="dialog"
        aria-label={header.openMenu}
        {...{ [headerHooks.menuOpen]: '' }}
        css={{ ...navItemStyle, [WITHOUT_SCRIPTS]: { display: 'none' } }}
        px={2}
      >
        <MenuIcon />
      </chakra.button>
      {/* Without JavaScript the button cannot open the menu: this link to the footer's links,
          which name every page but the services overview (linked from home), stands in for it. */}
      <chakra.a
        href={`#${FOOTER_LINKS_ID}`}
        aria-label={header.menuTitle}
        css={{ ...navItemStyle, display: 'none', [WITHOUT_SCRIPTS]: { display: 'inline-flex' } }}
        px={2}
      >
        <MenuIcon />
      </chakra.a>
      <chakra.dialog
        aria-labelledby={titleId}
        position="fixed"
        inset="0 0 0 auto"
        m={0}
        h="100dvh"
        maxH="none"
        w="min(22rem, 100vw)"
        maxW="100vw"
        p={0}
        bg="white"
        color="text"
        boxShadow="lg"
        overflowY="auto"
        animation="slideInRight 250ms ease-out"
        _backdrop={{ bg: 'rgba(27, 27, 34, 0.5)' }}
      >
        <chakra.div
          display="flex"
          alignItems="center"
          justifyContent="space-between"
          px={4}
          py={2}
          borderBottomWidth="1px"
          borderColor="border"
        >
          <chakra.h2 id={titleId} fontSize="lg" fontWeight="semibold">
            {header.menuTitle}
          </chakra.h2>
          <chakra.button
            type="button"
            aria-label={header.closeMenu}
            {...{ [headerHooks.menuClose]: '' }}
            css={navItemStyle}
            px={2}
          >
            <CloseIcon />
          </chakra.button>
        </chakra.div>
        <chakra.nav aria-label={header.navLabel} py={2}>
          <chakra.ul>
            <li>
              <NavPageLink to={header.home.to} css={menuItemStyle}>
                {header.home.label}
              </NavPageLink>
            </li>
            <MenuSection label={header.services.label} links={header.services.links} />
            <li>
              <NavPageLink to={header.referral.to} css={menuItemStyle}>
                {header.referral.label}
              </NavPageLink>
            </li>
            <MenuSection label={header.contact.label} links={header.contact.links} />
            <MenuSection label={header.careers.label} links={header.careers.links} />
          </chakra.ul>
        </chakra.nav>
        <chakra.ul borderTopWidth="1px" borderColor="border" px={4} py={4} display="grid" gap={2}>
          <li>
            <chakra.span display="block" fontSize="sm" color="muted">
              {header.phoneLabel}
            </chakra.span>
            <PhoneLink css={navItemStyle} px={0} color="brand.700" />
          </li>
          <li>
            <chakra.span display="block" fontSize="sm" color="muted">
              {header.emailLabel}
            </chakra.span>
            <EmailLink css={navItemStyle} px={0} color="brand.700" />
          </li>
        </chakra.ul>
      </chakra.dialog>
    </chakra.div>
  );
}

/** A collapsible group of links in the menu (Services, Contact, Careers). */
function MenuSection({ label, links }: { label: string; links: readonly NavLinkEntry[] }) {
  const listId = useId();
  return (
    <li>
      <chakra.button
        type="button"
        aria-expanded={false}
        aria-controls={listId}
        {...{ [headerHooks.menuSection]: '' }}
        css={menuItemStyle}
        justifyContent="space-between"
      >
        {label}
        <Chevron />
      </chakra.button>
      <chakra.ul id={listId} hidden bg="gray.50">
        {links.map((link) => (
          <li key={link.to}>
            <NavPageLink to={link.to} css={menuItemStyle} pl={8}>
              {link.label}
            </NavPageLink>
          </li>
        ))}
      </chakra.ul>
    </li>
  );
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d="M4 7h16M4 12h16M4 17h16"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
