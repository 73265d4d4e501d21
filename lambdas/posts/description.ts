// A job's description, Markdown lines, as the HTML its page shows: rendered once when the page is
// published (so no page loads a Markdown library for it) and sanitized by rehype-sanitize with
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

/** Headings sit below the page's h1 and its section h2, and links leave the site without a referrer. */
function fitToPage() {
  const visit = (node: HastNode) => {
    if (node.type === 'element') {
      if (node.tagName && /^h[1-3]$/.test(node.tagName)) node.tagName = 'h3';
      if (node.tagName === 'a') {
        node.properties = { ...node.properties, rel: ['noopener', 'noreferrer', 'nofollow'] };
      }
    }
    node.children?.forEach(visit);
  };
  return visit;
}

const schema = {
  ...defaultSchema,
  // Pictures would load from anywhere.
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => tag !== 'img' && tag !== 'picture'),
};

const processor = unified()
  .use(remarkParse)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(fitToPage)
  .use(rehypeStringify);

/** The lines as sanitized HTML; a blank line between them keeps each one its own block. */
export function descriptionHtml(lines: readonly string[]): string {
  return String(processor.processSync(lines.join('\n\n')));
}
