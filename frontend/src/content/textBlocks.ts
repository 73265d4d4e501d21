// The building blocks of the long text pages (/privacy, /accessibility): sections of paragraphs
// and lists whose text may hold links. components/TextSections.tsx renders them.
import { telHref } from '../../../schema/contract/phoneNumbers';

/** A link inside a sentence; `href` is a page path, an https URL, or a tel: or mailto: link. */
export interface TextLink {
  label: string;
  href: string;
}

/** A run of text and links, read as one sentence or list item. */
export type Inline = string | TextLink;

export type Block =
  | { kind: 'paragraph'; parts: readonly Inline[] }
  | { kind: 'list'; ordered: boolean; items: readonly (readonly Inline[])[] }
  | { kind: 'terms'; entries: readonly { term: string; parts: readonly Inline[] }[] };

export interface TextSection {
  heading: string;
  blocks: readonly Block[];
  /** Shown under the section's blocks, each with a heading one level down. */
  subsections?: readonly TextSection[];
}

export const link = (label: string, href: string): TextLink => ({ label, href });

/** A phone number as written in Australia ("1300 363 992"), linked for dialling. */
export const phoneLink = (display: string): TextLink => link(display, telHref(display));

export const paragraph = (...parts: Inline[]): Block => ({ kind: 'paragraph', parts });

/** A bulleted list; each item is a string or an array of text and links. */
export const bullets = (...items: (Inline | Inline[])[]): Block => ({
  kind: 'list',
  ordered: false,
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
});

/** A numbered list of steps. */
export const steps = (...items: (Inline | Inline[])[]): Block => ({
  kind: 'list',
  ordered: true,
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
});

/** Label and value pairs (a contact card, say). */
export const terms = (...entries: [term: string, ...parts: Inline[]][]): Block => ({
  kind: 'terms',
  entries: entries.map(([term, ...parts]) => ({ term, parts })),
});
