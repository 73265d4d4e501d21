// Documents that stay true: every repository path README.md, docs/ and code comments name exists
// (test/support/named-paths.ts says what counts as a named path). The planted cases below show
// each kind of mention is read, and that a wrong one is reported.

import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BUILD_OUTPUTS,
  mentionExists,
  mentionsOf,
  missingMentions,
  repositoryFiles,
  topLevelFolders,
  type Mention,
} from '../support/named-paths';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const where = ({ file, line, written }: Mention) => `${file}:${line} names ${written}`;

describe('paths named in documents and comments', () => {
  let files: string[];
  let topFolders: Set<string>;
  beforeAll(() => {
    files = repositoryFiles(repoRoot);
    topFolders = topLevelFolders(files);
  });

  /** Where `text`, planted as `file`, names a path that does not exist. */
  const missingIn = (file: string, text: string) =>
    mentionsOf(file, text, topFolders)
      .filter((mention) => !mentionExists(mention, files))
      .map(where);

  /** The paths `text`, planted as `file`, names. */
  const namedIn = (file: string, text: string) =>
    mentionsOf(file, text, topFolders).map(({ written }) => written);

  // Parses every tracked source file: seconds on a busy machine, so not the unit default of 5 s.
  it('all exist', { timeout: 60_000 }, () => {
    expect(missingMentions(repoRoot).map(where)).toEqual([]);
  });

  it('allows only build outputs git ignores', () => {
    // Anything under each output, so that the check holds before and after a build.
    const planted = BUILD_OUTPUTS.map((output) => `${output}/planted`);
    const ignored = execFileSync('git', ['check-ignore', ...planted], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(ignored.trim().split('\n')).toEqual(planted);
  });

  it('reports a wrong path in a document with its line, wherever it stands', () => {
    const readme = [
      '# Title',
      'The limits of `lib/api-limits.ts` apply;',
      'see lib/local/gateway/limits.ts, [the gateway](lib/local/gateway/gateway.ts#L4) and',
      '`frontend/islands.html`.',
      '```',
      'schema/contract ◄── lambdas/nowhere/handler.ts',
      '```',
    ].join('\n');
    expect(missingIn('README.md', readme)).toEqual([
      'README.md:2 names lib/api-limits.ts',
      'README.md:4 names frontend/islands.html',
      'README.md:6 names lambdas/nowhere/handler.ts',
    ]);
  });

  it('resolves a link in docs/ against the document folder, and backticks against the root', () => {
    const doc = [
      '[ports](../lib/local/http/ports.ts), [wrong](lib/local/http/ports.ts), `lib/local/http/ports.ts`',
      '[API](API.md), [gone](GONE.md), `docs/API.md`, `lambdas/nowhere.ts`',
    ].join('\n');
    expect(missingIn('docs/PLANTED.md', doc)).toEqual([
      'docs/PLANTED.md:2 names lambdas/nowhere.ts',
      'docs/PLANTED.md:1 names lib/local/http/ports.ts',
      'docs/PLANTED.md:2 names GONE.md',
    ]);
  });

  it('reads every document in docs/', () => {
    const docs = files.filter((file) => /^docs\/[^/]+\.md$/.test(file));
    expect(docs).toContain('docs/API.md');
    const unread = docs.filter(
      (file) => mentionsOf(file, '`lib/gone.ts`', topFolders).length !== 1,
    );
    expect(unread).toEqual([]);
  });

  it('reads a comment, not code, and resolves ./ and ../ against the file folder', () => {
    const code = [
      '// See ./http/ports.ts:12 and ../cloud/api.ts, not ./moved.ts or lib/api.ts.',
      "const url = '// lib/in-a-string.ts';",
      '/**',
      ' * From cognito/token-signer.ts, not app/RouteFocus.tsx (a moved file).',
      ' */',
      'export const x = url; /* trailing: ../nowhere/ */',
    ].join('\n');
    expect(missingIn('lib/local/planted.ts', code)).toEqual([
      'lib/local/planted.ts:1 names ./moved.ts',
      'lib/local/planted.ts:1 names lib/api.ts',
      'lib/local/planted.ts:4 names app/RouteFocus.tsx',
      'lib/local/planted.ts:6 names ../nowhere/',
    ]);
  });

  it('reads JSX, GraphQL, HTML, shell and ignore-file comments', () => {
    const bad = 'lib/gone.ts';
    expect(missingIn('frontend/src/Planted.tsx', `const a = <div>{/* ${bad} */}</div>;`)).toEqual([
      `frontend/src/Planted.tsx:1 names ${bad}`,
    ]);
    expect(missingIn('schema/planted.graphql', `type A {\n  # ${bad}\n  a: Int\n}`)).toEqual([
      `schema/planted.graphql:2 names ${bad}`,
    ]);
    expect(missingIn('frontend/planted.html', `<p>\n<!-- ${bad} -->\n</p>`)).toEqual([
      `frontend/planted.html:2 names ${bad}`,
    ]);
    expect(missingIn('test/planted.sh', `echo "#" 'lib/x' # ${bad}`)).toEqual([
      `test/planted.sh:1 names ${bad}`,
    ]);
    expect(missingIn('.ci/planted', `#!/usr/bin/env bash\n# ${bad}\nrun`)).toEqual([
      `.ci/planted:2 names ${bad}`,
    ]);
    expect(missingIn('.gitignore', `# ${bad}\nlib/ignored.ts`)).toEqual([
      `.gitignore:1 names ${bad}`,
    ]);
  });

  it('checks the fixed part before a placeholder, and allows build outputs', () => {
    const readme = [
      '`lambdas/<entity>/handler.ts`, `lib/local/cognito/*.ts`, `frontend/src/islands/…`',
      '`lambdas/nowhere/<entity>.ts`, `frontend/dist/<path>/index.html`, `frontend/dist`',
    ].join('\n');
    expect(missingIn('README.md', readme)).toEqual([
      'README.md:2 names lambdas/nowhere/<entity>.ts',
    ]);
  });

  it('reads root configuration names next to the file or at the root, and modules without extension', () => {
    const code =
      '// vite.config.ts, tsconfig.json, jest.config.ts; frontend/src/paths, lib/local/gone';
    expect(namedIn('frontend/planted.ts', code)).toEqual([
      'vite.config.ts',
      'tsconfig.json',
      'jest.config.ts',
      'frontend/src/paths',
      'lib/local/gone',
    ]);
    expect(missingIn('frontend/planted.ts', code)).toEqual([
      'frontend/planted.ts:1 names jest.config.ts',
      'frontend/planted.ts:1 names lib/local/gone',
    ]);
  });

  it('takes no URL, package or storage key for a repository path', () => {
    const text =
      '// https://github.com/x/lib/y.ts, react-dom/server, public/staff/<name>, DATA_DIR/cognito/';
    expect(namedIn('lib/planted.ts', text)).toEqual([]);
  });
});
