// TypeScript entries of the local stack run as plain JavaScript bundles, not through tsx's
// loader hooks: `npm start` itself (bin/start-local.ts) and its stand-in children
// (child-process.ts). Loading some 270 modules one by one through a loader's hooks cost most of a
// start's CPU (docs/LOCAL-STACK.md, docs/PERFORMANCE.md). Each entry is bundled with esbuild, with
// what it imports from this repo (npm packages stay imports), into node_modules/.cache/local-stack.
// A manifest beside the bundle lists the source files it was built from and a hash of their
// contents as esbuild read them; the bundle is used only while that hash still matches the files,
// and is built again otherwise, so a stale bundle never runs.
import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CACHE_DIR = join(PROJECT_ROOT, 'node_modules', '.cache', 'local-stack');
/**
 * Node's module compile cache for the children (NODE_COMPILE_CACHE): V8's compiled code of their
 * bundles and npm packages, kept on disk, so that a child does not compile cognito-local's or
 * dynalite's modules again at each start (a stack's four children 1.6 → 1.35 CPU-s here). Node
 * checks each entry against the source's hash, and runs without it where it cannot use it.
 */
export const CHILD_COMPILE_CACHE_DIR = join(CACHE_DIR, 'compile-cache');
/** The oldest Node the project supports (package.json engines). */
const TARGET = 'node20.19';

/** What `import.meta.url` becomes in each bundled module (esbuild's define): a const of its own. */
const OWN_URL = '__ownImportMetaUrl';

/**
 * Each module's `import.meta.url` stays its own source file's URL, as when it runs unbundled:
 * modules find the repository's files (and createRequire its npm packages) relative to it. The
 * declaration goes on the first line, so the source map's line numbers stay right.
 */
function withOwnImportMetaUrl(path: string, contents: string): string {
  return `const ${OWN_URL} = ${JSON.stringify(pathToFileURL(path).href)}; ${contents}`;
}

const LOADERS = { '.ts': 'ts', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.json': 'json' } as const;

interface Manifest {
  hash: string;
  bundle: string;
  /** Absolute paths of the sources, in the order hashed. */
  inputs: string[];
}

function hashOf(sources: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256').update(`${TARGET}\0`);
  for (const [path, contents] of [...sources].sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`${path}\0${contents}\0`);
  }
  return hash.digest('hex');
}

async function readManifest(file: string): Promise<Manifest | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Manifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) {
      return undefined; // Never built, or cut off by a crash: build it.
    }
    throw error;
  }
}

/** The bundle the manifest names, while its sources are unchanged. */
async function currentBundle(manifest: Manifest): Promise<string | undefined> {
  const sources = new Map<string, string>();
  try {
    for (const input of manifest.inputs) {
      sources.set(input, await readFile(input, 'utf8'));
    }
    await access(manifest.bundle);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return undefined; // A source was removed or renamed, or the bundle was: build it again.
    }
    throw error;
  }
  return hashOf(sources) === manifest.hash ? manifest.bundle : undefined;
}

/** Writes whole files only (rename), so that a process running the same entry never reads half. */
async function writeWhole(file: string, contents: string): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, contents);
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

async function build(entry: string, manifestFile: string, cacheDir: string): Promise<string> {
  const esbuild = await import('esbuild');
  // This file is an input of every bundle: a change to how bundles are built rebuilds them all.
  const bundler = fileURLToPath(import.meta.url);
  const sources = new Map<string, string>([[bundler, await readFile(bundler, 'utf8')]]);
  const result = await esbuild.build({
    entryPoints: [entry],
    absWorkingDir: PROJECT_ROOT,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: TARGET,
    // Relative to the cache folder, where the bundle is written: its source map (inline, read when
    // the process enables source maps) then names the repository's files in stack traces.
    outdir: cacheDir,
    sourcemap: 'inline',
    define: { 'import.meta.url': OWN_URL },
    sourcesContent: false,
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        // Hash exactly what was bundled: a file saved while esbuild runs cannot slip in unhashed.
        name: 'hash-sources',
        setup(context) {
          context.onLoad({ filter: /\.(ts|js|mjs|cjs|json)$/ }, async (args) => {
            const contents = await readFile(args.path, 'utf8');
            sources.set(args.path, contents);
            const loader = LOADERS[extname(args.path) as keyof typeof LOADERS];
            return {
              contents: loader === 'json' ? contents : withOwnImportMetaUrl(args.path, contents),
              loader,
            };
          });
        },
      },
    ],
  });
  const [output] = result.outputFiles;
  if (!output) {
    throw new Error(`esbuild wrote no bundle for ${entry}`);
  }
  const hash = hashOf(sources);
  const bundle = join(cacheDir, `${basename(entry, extname(entry))}-${hash.slice(0, 16)}.mjs`);
  await mkdir(dirname(bundle), { recursive: true });
  await writeWhole(bundle, output.text);
  await writeWhole(manifestFile, JSON.stringify({ hash, bundle, inputs: [...sources.keys()] }));
  return bundle;
}

const building = new Map<string, Promise<string>>();

/** The path of a plain JavaScript bundle of the TypeScript module `entry`, built if needed. */
export function bundledModule(entry: string, cacheDir = CACHE_DIR): Promise<string> {
  const pending = building.get(entry);
  if (pending) {
    return pending; // Children that start together share one check (and one build).
  }
  const entryId = createHash('sha256').update(entry).digest('hex').slice(0, 8);
  const manifestFile = join(cacheDir, `${basename(entry, extname(entry))}-${entryId}.json`);
  const result = (async () => {
    const manifest = await readManifest(manifestFile);
    return (manifest && (await currentBundle(manifest))) ?? build(entry, manifestFile, cacheDir);
  })().finally(() => building.delete(entry));
  building.set(entry, result);
  return result;
}
