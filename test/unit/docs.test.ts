// README.md stays what a newcomer reads in five minutes and points to every page of docs/; the
// links and section names the documents and code comments use stay true as sections move.
// (test/unit/named-paths.test.ts checks the repository paths they name.)

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  hasSection,
  headingAnchors,
  markdownFileLinks,
  sectionMentions,
  type SectionMention,
} from '../support/doc-sections';
import { namingLines, repositoryFiles } from '../support/named-paths';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

/** The issue that split the README asked for "under about 12 kB". */
const README_MAX_BYTES = 12_000;

const docs = readdirSync(join(repoRoot, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const documents = ['README.md', ...docs];

describe('README.md', () => {
  it(`stays under ${README_MAX_BYTES} bytes`, () => {
    expect(statSync(join(repoRoot, 'README.md')).size).toBeLessThan(README_MAX_BYTES);
  });

  it('links to every page of docs/', () => {
    const linked = new Set(markdownFileLinks('README.md', read('README.md')).map((l) => l.target));
    expect(docs.filter((doc) => !linked.has(doc))).toEqual([]);
  });

  it('keeps the test command .ci/run runs', () => {
    const ciCommand = /^npm ci && npm test$/m;
    expect(read('.ci/run')).toMatch(ciCommand);
    expect(read('README.md')).toMatch(/```sh\nnpm ci && npm test\n```/);
    expect(read('README.md')).toMatch(/```sh\nnpm install && npm start\n```/);
  });
});

describe('links between documents', () => {
  it('reach an existing document and heading', () => {
    const broken = documents.flatMap((file) =>
      markdownFileLinks(file, read(file))
        .filter(({ target, anchor }) => {
          if (!documents.includes(target)) return true;
          return anchor !== undefined && !headingAnchors(read(target)).has(anchor);
        })
        .map(({ target, anchor }) => `${file} links ${target}${anchor ? `#${anchor}` : ''}`),
    );
    expect(broken).toEqual([]);
  });

  it('report a missing document or heading (planted)', () => {
    const planted = '[a](API.md#input-limits), [b](API.md#gone), [c](GONE.md), [d](#here)\n## Here';
    const links = markdownFileLinks('docs/PLANTED.md', planted);
    expect(links).toEqual([
      { target: 'docs/API.md', anchor: 'input-limits' },
      { target: 'docs/API.md', anchor: 'gone' },
      { target: 'docs/GONE.md' },
      { target: 'docs/PLANTED.md', anchor: 'here' },
    ]);
    expect(headingAnchors(read('docs/API.md')).has('input-limits')).toBe(true);
    expect(headingAnchors(read('docs/API.md')).has('gone')).toBe(false);
    expect(headingAnchors(planted).has('here')).toBe(true);
  });
});

describe('sections named in documents and comments', () => {
  let files: string[];
  beforeAll(() => {
    files = repositoryFiles(repoRoot).filter((file) =>
      /\.(?:md|[cm]?[jt]sx?|graphql|sh)$|^\.ci\//.test(file),
    );
  });

  const where = ({ document, section }: SectionMention) => `${document} "${section}"`;

  /** The sections a file's prose names: all of a document, only the comments of code. */
  const namedSections = (file: string) => {
    const text = read(file);
    // Parsing code for its comments is slow: only where the whole text names a section.
    if (sectionMentions(file, text).length === 0) return [];
    const prose = namingLines(file, text).map((line) => line.text);
    return sectionMentions(file, prose.join('\n'));
  };

  it('exist in the document named', () => {
    const missing = files.flatMap((file) =>
      namedSections(file)
        .filter(({ document, section }) => {
          if (!documents.includes(document)) return true;
          return !hasSection(read(document), section);
        })
        .map((mention) => `${file} names ${where(mention)}`),
    );
    expect(missing).toEqual([]);
  });

  it('are read across comment lines, linked or not, and checked (planted)', () => {
    const code = [
      '// Off by default (docs/DEPLOYING.md "Reserved',
      '// concurrency"); see README "Running it locally" and docs/API.md, "Gone away".',
    ].join('\n');
    const mentions = sectionMentions('lib/planted.ts', code);
    expect(mentions.map(where)).toEqual([
      'docs/DEPLOYING.md "Reserved concurrency"',
      'README.md "Running it locally"',
      'docs/API.md "Gone away"',
    ]);
    expect(mentions.map(({ document, section }) => hasSection(read(document), section))).toEqual([
      true,
      true,
      false,
    ]);
    const doc = 'as [SECURITY.md](SECURITY.md), "Audit trail" says; DEPLOYING.md "Staff MFA"';
    expect(sectionMentions('docs/PLANTED.md', doc).map(where)).toEqual([
      'docs/SECURITY.md "Audit trail"',
      'docs/DEPLOYING.md "Staff MFA"',
    ]);
  });
});
