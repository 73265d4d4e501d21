// A job's description, Markdown lines, as the HTML its page and its board card show: rendered once
// when the job is published (so no public page loads a Markdown library for it) and sanitized by rehype-sanitize with
// GitHub's schema, the unified collective's sanitizer: raw HTML in a post is dropped (remark-rehype
// never passes it on), and scripts, event handlers, styles and javascript: links cannot survive.

import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** The heading a description's own headings become: below the job page's section h2 (h3), or below a board card's h3 (h4). */
export type DescriptionHeading = 'h3' | 'h4';

/** Headings sit below the surrounding ones, and links leave the site without a referrer. */
function fitTo(heading: DescriptionHeading) {
  return () => {
    const visit = (node: HastNode) => {
      if (node.type === 'element') {
        const level = /^h([1-6])$/.exec(node.tagName ?? '')?.[1];
        if (level && Number(level) < Number(heading[1])) node.tagName = heading;
        if (node.tagName === 'a' && node.properties?.href === undefined) {
          // Its link was unsafe and removed: plain text, not something that looks like a link.
          node.tagName = 'span';
          node.properties = {};
        } else if (node.tagName === 'a') {
          node.properties = { ...node.properties, rel: ['noopener', 'noreferrer', 'nofollow'] };
        }
      }
      node.children?.forEach(visit);
    };
    return visit;
  };
}

const schema = {
  ...defaultSchema,
  // Pictures would load from anywhere.
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => tag !== 'img' && tag !== 'picture'),
};

const processors = new Map(
  (['h3', 'h4'] as const).map((heading) => [
    heading,
    unified()
      .use(remarkParse)
      .use(remarkRehype)
      .use(rehypeSanitize, schema)
      .use(fitTo(heading))
      .use(rehypeStringify),
  ]),
);

/** The lines as sanitized HTML; a blank line between them keeps each one its own block. */
export function descriptionHtml(
  lines: readonly string[],
  heading: DescriptionHeading = 'h3',
): string {
  return String(processors.get(heading)!.processSync(lines.join('\n\n')));
}
