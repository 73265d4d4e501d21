// Finds the repository paths that README.md, docs/ and code comments name, so that
// test/unit/named-paths.test.ts can report every one that does not exist.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { Lexer, Source, TokenKind, type Token } from 'graphql';
import ts from 'typescript';

/** A path as one file names it. */
export interface Mention {
  /** The naming file, relative to the repository root. */
  file: string;
  line: number;
  /** The path as written. */
  written: string;
  /** What it may stand for, relative to the repository root; one of them must exist. */
  targets: string[];
  /**
   * How a target is matched: `path` a file or folder, `prefix` the fixed part before a placeholder
   * (`<entity>`, `*`, `…`), `suffix` a path given from some folder below the root (`app/SiteRoot.tsx`).
   */
  match: 'path' | 'prefix' | 'suffix';
}

/** A line of text where paths may be named. */
export interface TextLine {
  line: number;
  text: string;
}

/**
 * Paths that exist only after a build; a mention of them, or of anything under them, names the
 * output of a documented command rather than a repository file. Each must be git-ignored.
 */
export const BUILD_OUTPUTS = [
  // `npm run build:frontend` writes the prerendered site here; the CDK app deploys it.
  'frontend/dist',
] as const;

/** Root configuration files read by name (a bare `tsconfig.json` means the one at the root). */
const ROOT_CONFIG =
  /^(?:package(?:-lock)?\.json|tsconfig(?:\.[\w-]+)?\.json|cdk\.json|[\w-]+\.config\.[cm]?[jt]s|codegen\.ts|README\.md|\.(?:gitignore|prettierignore|prettierrc(?:\.json)?|npmrc))$/;

/** Where a placeholder starts: `<entity>`, `*`, `…`, `...`, `{a,b}`, `[id]`, `${name}`. */
const PLACEHOLDER = /<|\*|…|\.\.\.|\{|\[|\$/;

/** A path from some folder below the root to a source file (`islands/island.ts`). */
const PARTIAL_SOURCE = /^[\w.-]+(?:\/[\w.-]+)+\.(?:[cm]?[jt]sx?|graphql|md|sh|css)$/;

/** The extensions a module path written without one may stand for. */
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

/** Dot-files whose lines starting with `#` are comments. */
const HASH_COMMENTED = ['.gitignore', '.prettierignore', '.npmrc'];

const TS_KINDS: Record<string, ts.ScriptKind> = {
  '.ts': ts.ScriptKind.TS,
  '.tsx': ts.ScriptKind.TSX,
  '.js': ts.ScriptKind.JS,
  '.mjs': ts.ScriptKind.JS,
};

/** Every file of the working tree git does not ignore (tracked or about to be). */
export function repositoryFiles(root: string): string[] {
  const listing = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return listing.split('\0').filter((file) => file !== '' && existsSync(join(root, file)));
}

/** The files' folders at the top of the repository (`bin`, `lib`, `.ci`, …). */
export function topLevelFolders(files: readonly string[]): Set<string> {
  return new Set(files.filter((file) => file.includes('/')).map((file) => file.split('/')[0]!));
}

/** Whether `file` is a document, code, or a script or dot-file that may have `#` comments. */
function mayNamePaths(file: string): boolean {
  const extension = posix.extname(file);
  return (
    extension === '' ||
    ['.md', '.graphql', '.html', '.css', '.sh', ...Object.keys(TS_KINDS)].includes(extension) ||
    HASH_COMMENTED.includes(posix.basename(file))
  );
}

/** The text lines of `file` that name paths: all of a Markdown file, the comments of code. */
export function namingLines(file: string, text: string): TextLine[] {
  const extension = posix.extname(file);
  if (extension === '.md') return markdownLines(text);
  const kind = TS_KINDS[extension];
  if (kind !== undefined) return typescriptComments(file, text, kind);
  if (extension === '.graphql') return graphqlComments(text);
  if (extension === '.html') return blockComments(text, /<!--([\s\S]*?)-->/g);
  if (extension === '.css') return blockComments(text, /\/\*([\s\S]*?)\*\//g);
  if (extension === '.sh' || /^#!.*\b(?:ba)?sh\b/.test(text)) return hashComments(text);
  if (HASH_COMMENTED.includes(posix.basename(file))) return hashComments(text);
  return [];
}

/** Every path the lines of `file` name, with what it may stand for. */
function mentionsIn(
  file: string,
  lines: readonly TextLine[],
  topFolders: ReadonlySet<string>,
): Mention[] {
  const mentions: Mention[] = [];
  for (const { line, text } of lines) {
    for (const token of text.split(/[\s`'"()|;=!?^&\\]+/)) {
      const written = trimToken(token);
      const mention = resolveMention(file, written, topFolders);
      if (mention !== undefined) mentions.push({ file, line, written, ...mention });
    }
  }
  return mentions;
}

/** The relative link targets of a Markdown file, which resolve against its folder. */
function markdownLinks(file: string, text: string): Mention[] {
  const mentions: Mention[] = [];
  text.split('\n').forEach((lineText, index) => {
    for (const match of lineText.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const written = match[1]!;
      const path = stripLocation(written);
      if (path === '' || /^[a-z][\w+.-]*:/i.test(path)) continue;
      const relative = path.startsWith('/') ? path.slice(1) : joinTo(file, path);
      mentions.push({ file, line: index + 1, written, ...targetsOf([relative]) });
    }
  });
  return mentions;
}

/** Whether a mention names something in `files`. */
export function mentionExists(mention: Mention, files: readonly string[]): boolean {
  return mention.targets.some((target) => {
    if (BUILD_OUTPUTS.some((output) => target === output || target.startsWith(`${output}/`))) {
      return true;
    }
    if (mention.match === 'prefix') return files.some((file) => file.startsWith(target));
    if (mention.match === 'suffix') return files.some((file) => file.endsWith(`/${target}`));
    const path = target.replace(/\/$/, '');
    return files.some(
      (file) =>
        file === path ||
        file.startsWith(`${path}/`) ||
        MODULE_EXTENSIONS.some((extension) => file === `${path}${extension}`),
    );
  });
}

function resolveMention(
  file: string,
  written: string,
  topFolders: ReadonlySet<string>,
): Pick<Mention, 'targets' | 'match'> | undefined {
  const path = stripLocation(written);
  if (path.startsWith('./') || path.startsWith('../')) return targetsOf([joinTo(file, path)]);
  const [first, ...rest] = path.split('/');
  if (rest.length > 0 && topFolders.has(first!)) return targetsOf([path]);
  if (PARTIAL_SOURCE.test(path)) return { targets: [path], match: 'suffix' };
  // A bare configuration file name means the one next to the naming file, or the root one.
  if (rest.length === 0 && ROOT_CONFIG.test(path)) return targetsOf([joinTo(file, path), path]);
  return undefined;
}

/** The paths, or their fixed parts up to the last `/` before a placeholder. */
function targetsOf(paths: readonly string[]): Pick<Mention, 'targets' | 'match'> {
  const targets = paths.map((path) => {
    const placeholder = PLACEHOLDER.exec(path);
    if (placeholder === null) return posix.normalize(path);
    const fixed = path.slice(0, placeholder.index);
    return fixed.slice(0, fixed.lastIndexOf('/') + 1);
  });
  return { targets, match: paths.some((path) => PLACEHOLDER.test(path)) ? 'prefix' : 'path' };
}

function joinTo(file: string, relative: string): string {
  return posix.join(posix.dirname(file), relative);
}

/** Drops a trailing `#anchor` or `:line[:column]`. */
function stripLocation(path: string): string {
  return path.replace(/#.*$/, '').replace(/:L?\d+(?:[:-]\d+)?$/, '');
}

/** Drops the punctuation prose puts around a path, and brackets the path does not open. */
function trimToken(token: string): string {
  let trimmed = token.replace(/^[[{<,:]+(?=[\w./])/, '');
  for (;;) {
    const next = trimmed
      .replace(/[.,:]+$/, '')
      .replace(/\]$/, (bracket) => (trimmed.includes('[') ? bracket : ''))
      .replace(/\}$/, (brace) => (trimmed.includes('{') ? brace : ''))
      .replace(/>$/, (angle) => (trimmed.includes('<') ? angle : ''));
    if (next === trimmed) return trimmed;
    trimmed = next;
  }
}

function markdownLines(text: string): TextLine[] {
  return text.split('\n').map((lineText, index) => ({
    line: index + 1,
    // Link targets are read by markdownLinks, against the document's folder.
    text: lineText.replace(/\]\([^)]*\)/g, ']'),
  }));
}

function typescriptComments(file: string, text: string, kind: ts.ScriptKind): TextLine[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Set<number>();
  const lines: TextLine[] = [];
  const visit = (node: ts.Node): void => {
    const ranges = [
      ...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.getEnd()) ?? []),
    ];
    for (const range of ranges) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      const first = source.getLineAndCharacterOfPosition(range.pos).line + 1;
      lines.push(...splitComment(text.slice(range.pos, range.end), first));
    }
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return lines.sort((a, b) => a.line - b.line);
}

function graphqlComments(text: string): TextLine[] {
  const lexer = new Lexer(new Source(text));
  while (lexer.advance().kind !== TokenKind.EOF);
  const lines: TextLine[] = [];
  // The lexer skips comments but keeps them in its chain of tokens.
  for (let token: Token | null = lexer.token; token !== null; token = token.prev) {
    if (token.kind === TokenKind.COMMENT)
      lines.unshift({ line: token.line, text: token.value ?? '' });
  }
  return lines;
}

function blockComments(text: string, comment: RegExp): TextLine[] {
  return [...text.matchAll(comment)].flatMap((match) =>
    splitComment(match[1]!, text.slice(0, match.index).split('\n').length),
  );
}

/** `#` comments of shell scripts and dot-files: from a `#` that starts a word, outside quotes. */
function hashComments(text: string): TextLine[] {
  const lines: TextLine[] = [];
  text.split('\n').forEach((lineText, index) => {
    if (index === 0 && lineText.startsWith('#!')) return;
    let quote: string | undefined;
    for (let at = 0; at < lineText.length; at += 1) {
      const char = lineText[at]!;
      if (quote !== undefined) {
        if (char === quote) quote = undefined;
      } else if (char === "'" || char === '"') {
        quote = char;
      } else if (char === '#' && (at === 0 || /\s/.test(lineText[at - 1]!))) {
        lines.push({ line: index + 1, text: lineText.slice(at + 1) });
        return;
      }
    }
  });
  return lines;
}

function splitComment(comment: string, firstLine: number): TextLine[] {
  return comment.split('\n').map((text, offset) => ({ line: firstLine + offset, text }));
}

/** Every path `file` (a document, or code with comments) names. */
export function mentionsOf(file: string, text: string, topFolders: ReadonlySet<string>): Mention[] {
  if (!mayNamePaths(file)) return [];
  return [
    ...mentionsIn(file, namingLines(file, text), topFolders),
    ...(file.endsWith('.md') ? markdownLinks(file, text) : []),
  ];
}

/** Every mention in the repository's documents and code comments that names nothing. */
export function missingMentions(root: string): Mention[] {
  const files = repositoryFiles(root);
  const topFolders = topLevelFolders(files);
  return files
    .flatMap((file) => mentionsOf(file, readFileSync(join(root, file), 'utf8'), topFolders))
    .filter((mention) => !mentionExists(mention, files));
}
