import { chakra } from '@chakra-ui/react';
import Markdown, { type Components } from 'react-markdown';
import { descriptionStyles } from '../../../components/descriptionStyles';

/**
 * A post's description in the admin: its lines as Markdown (the public pages get the HTML the
 * publisher renders, lambdas/posts/description.ts). react-markdown builds React elements, never HTML
 * strings: raw HTML in a post shows as text, and its default URL filter drops javascript: and
 * other unsafe links. Pictures are not shown (they would load from anywhere).
 */
export function JobDescription({ lines }: { lines: readonly string[] }) {
  // A blank line between entries keeps each one its own block (a line after a list item would
  // otherwise continue that item).
  return (
    <chakra.div css={descriptionStyles}>
      <Markdown disallowedElements={['img']} unwrapDisallowed components={components}>
        {lines.join('\n\n')}
      </Markdown>
    </chakra.div>
  );
}

/** Headings inside a card sit below the card's own h3. */
const components: Components = {
  h1: ({ children }) => <h4>{children}</h4>,
  h2: ({ children }) => <h4>{children}</h4>,
  h3: ({ children }) => <h4>{children}</h4>,
  a: ({ children, href }) => (
    <a href={href} rel="noopener noreferrer nofollow">
      {children}
    </a>
  ),
};
