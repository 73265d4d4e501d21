// Reads what README.md and docs/ are made of, so that test/unit/docs.test.ts can hold them to their
// shape: the sections a document has, the Markdown links it makes, and the sections that other
// files name in prose (`docs/DEPLOYING.md "What it costs"`).

import { posix } from 'node:path';

/** A link a Markdown file makes to another Markdown file of the repository. */
export interface DocLink {
  /** The linked file, relative to the repository root. */
  target: string;
  /** The part after `#`, if any. */
  anchor?: string;
}

/** A section one file names in another document, as in `docs/API.md, "Input limits"`. */
export interface SectionMention {
  /** The named document, relative to the repository root. */
  document: string;
  section: string;
}

/** A document's section titles: its headings and the bold terms that open a list item. */
export function sectionTitles(markdown: string): string[] {
  const titles: string[] = [];
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    const term = /^\s*[-*]\s+\*\*(.+?)\*\*/.exec(line);
    const title = heading?.[1] ?? term?.[1];
    if (title !== undefined) titles.push(title.replaceAll('`', ''));
  }
  return titles;
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a document's headings (a repeated heading gets `-1`, `-2`, … as on GitHub). */
export function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading === undefined || heading === null) continue;
    const anchor = headingAnchor(heading[1]!);
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
  }
  return anchors;
}

/** The links `file` makes to Markdown files, resolved against its folder. */
export function markdownFileLinks(file: string, markdown: string): DocLink[] {
  const links: DocLink[] = [];
  for (const match of markdown.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const written = match[1]!;
    if (/^[a-z][\w+.-]*:/i.test(written)) continue;
    const [path = '', anchor] = written.split('#', 2);
    if (path === '' && anchor !== undefined) {
      links.push({ target: file, anchor });
    } else if (path.endsWith('.md')) {
      const target = posix.normalize(posix.join(posix.dirname(file), path));
      links.push(anchor === undefined ? { target } : { target, anchor });
    }
  }
  return links;
}

/**
 * The sections `file` names in a document: a document name (`README`, `docs/API.md`, or from
 * docs/ a sibling's `API.md`, linked or not) followed by a quoted title, across comment lines.
 */
export function sectionMentions(file: string, text: string): SectionMention[] {
  // One line of prose per file: comment markers and line breaks become single spaces.
  const prose = text.replace(/\s*\n\s*(?:\/\/+|\*+(?!\*)|#+)?\s*/g, ' ');
  const mentions: SectionMention[] = [];
  const pattern =
    /(?<![\w/.-])(README(?:\.md)?|(?:docs\/)?[A-Z][A-Z-]*\.md)(?:'s)?(?:\]\([^)]*\)|\])?\)?,? "([^"]+)"/g;
  for (const [, name, section] of prose.matchAll(pattern)) {
    mentions.push({ document: documentPath(file, name!), section: section! });
  }
  return mentions;
}

function documentPath(file: string, name: string): string {
  if (name.startsWith('README')) return 'README.md';
  if (name.startsWith('docs/')) return name;
  return file.startsWith('docs/') ? `docs/${name}` : name;
}

/** Whether a document has the section a mention names (a title may go on: "Staff MFA (`staffMfa`)"). */
export function hasSection(markdown: string, section: string): boolean {
  return sectionTitles(markdown).some(
    (title) =>
      title === section || title.startsWith(`${section} `) || title.startsWith(`${section}:`),
  );
}
