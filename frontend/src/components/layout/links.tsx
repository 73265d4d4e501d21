import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { useCurrentPath } from '../../app/currentPath';
import { newTabLinkText } from '../../content/newTabLink';
import { buttonRecipe } from '../../theme/recipes/button';

// Public pages are separate documents (only their islands are hydrated), so links between them
// are plain links: the browser loads, scrolls and announces the new page itself.

/** Content is required: without it a link has no accessible name. */
type PageLinkProps = Omit<HTMLChakraProps<'a'>, 'href'> & { to: string; children: ReactNode };

/** A link to a page of the site, taking Chakra style props. */
export function PageLink({ to, children, ...props }: PageLinkProps) {
  return (
    <chakra.a href={to} {...props}>
      {children}
    </chakra.a>
  );
}

/** A page link that marks itself aria-current="page" while its page is shown. */
export function NavPageLink({ to, children, ...props }: PageLinkProps) {
  const current = useCurrentPath() === to;
  return (
    <chakra.a href={to} aria-current={current ? 'page' : undefined} {...props}>
      {children}
    </chakra.a>
  );
}

/**
 * A page link that opens in a new tab, saying so in its visible text (and so to screen readers).
 * Inside a form: following it in the same tab would leave what was typed behind.
 */
export function NewTabLink({ to, children, ...props }: PageLinkProps) {
  return (
    <chakra.a href={to} target="_blank" rel="noopener" {...props}>
      {children} {newTabLinkText.suffix}
    </chakra.a>
  );
}

const ButtonAnchor = chakra('a', buttonRecipe);

/** A page link styled as a button (variant "solid" or "outline"). */
export function ButtonLink({
  to,
  ...props
}: Omit<ComponentProps<typeof ButtonAnchor>, 'href'> & { to: string }) {
  return <ButtonAnchor href={to} {...props} />;
}
