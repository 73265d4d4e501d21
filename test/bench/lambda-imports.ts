// `npm run bench` part: what a cold Lambda start costs before the handler runs. Synthesises the app
// (`cdk synth` into a temporary folder), and for every function bundle in cdk.out prints its size
// (all files, and the part loaded on import: the entry and the chunks it imports statically) and the
// median of 5 times to import it in a fresh Node process, beside a reference bundle holding only the
// DynamoDB document client, built with esbuild the same way and measured in the same run.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { PROJECT_ROOT } from '../../lib/local/index';

const RUNS = 5;

interface LambdaResource {
  Type: string;
  Properties: { Code?: { S3Key?: unknown }; Handler?: string };
}

interface ImportCost {
  /** Wall-clock milliseconds, what a visitor waits for. */
  wall: number;
  /** CPU milliseconds of the process (user + system), steadier on a busy shared machine. */
  cpu: number;
}

/** The cost to import the module in a fresh Node process, measured inside that process. */
function importCost(file: string): ImportCost {
  const script =
    'const t = performance.now(); const c = process.cpuUsage();' +
    `await import(${JSON.stringify(pathToFileURL(file).href)});` +
    'const { user, system } = process.cpuUsage(c);' +
    'process.stdout.write(JSON.stringify({ wall: performance.now() - t, cpu: (user + system) / 1000 }));';
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: tmpdir(),
    env: { PATH: process.env.PATH, AWS_REGION: 'ap-southeast-2', NODE_NO_WARNINGS: '1' },
    encoding: 'utf8',
  });
  return JSON.parse(out) as ImportCost;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Median import cost of each file. The files take turns, run after run, so a change in the
 * machine's load during the measurement reaches every bundle alike, the reference included.
 */
function medianImportCosts(files: readonly string[]): ImportCost[] {
  const costs = files.map((): ImportCost[] => []);
  for (let run = 0; run < RUNS; run += 1) {
    files.forEach((file, index) => costs[index]!.push(importCost(file)));
  }
  return costs.map((each) => ({
    wall: median(each.map((cost) => cost.wall)),
    cpu: median(each.map((cost) => cost.cpu)),
  }));
}

/** Bytes of the entry and of every chunk it imports statically (not those import() loads). */
async function bytesLoadedOnImport(file: string, seen = new Set<string>()): Promise<number> {
  if (seen.has(file)) return 0;
  seen.add(file);
  const code = await readFile(file, 'utf8');
  let bytes = Buffer.byteLength(code);
  for (const [, chunk] of code.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.mjs)"/g)) {
    bytes += await bytesLoadedOnImport(join(dirname(file), chunk!), seen);
  }
  return bytes;
}

/** Bytes of all the JavaScript in an asset folder (source maps left out). */
async function bundleBytes(assetDir: string): Promise<number> {
  const names = (await readdir(assetDir)).filter((name) => /\.(mjs|js|cjs)$/.test(name));
  const sizes = await Promise.all(
    names.map(async (name) => (await stat(join(assetDir, name))).size),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

const kib = (bytes: number) => (bytes / 1024).toFixed(0);

/** The bundle a function's asset folder holds (index.mjs from NodejsFunction). */
async function bundleFile(assetDir: string): Promise<string> {
  const names = await readdir(assetDir);
  const entry = names.find((name) => /^index\.(mjs|js|cjs)$/.test(name));
  if (!entry) throw new Error(`No index.* bundle in ${assetDir}: ${names.join(', ')}`);
  return join(assetDir, entry);
}

async function referenceBundle(dir: string): Promise<string> {
  const entry = join(dir, 'reference-entry.mjs');
  await writeFile(
    entry,
    "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\n" +
      "import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';\n" +
      'export const documentClient = DynamoDBDocumentClient.from(new DynamoDBClient({}));\n',
  );
  const outdir = join(dir, 'reference');
  // The same settings as the functions' bundling in the CDK stack (lib/cloud/functions.ts), code
  // splitting included: the SDK loads some credential providers by import() too.
  await build({
    entryPoints: { index: entry },
    outdir,
    splitting: true,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    mainFields: ['module', 'main'],
    banner: {
      js: "import{createRequire}from'module';const require=createRequire(import.meta.url);",
    },
    nodePaths: [join(PROJECT_ROOT, 'node_modules')],
    logLevel: 'error',
  });
  return join(outdir, 'index.mjs');
}

type Row = Record<string, string>;

export async function measureLambdaImports(): Promise<Row[]> {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-cdk-out-'));
  try {
    execFileSync('npx', ['cdk', 'synth', '--quiet', '--output', outDir], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return await measureBundles(outDir);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** The rows for the function bundles of an existing cdk.out folder. */
export async function measureBundles(outDir: string): Promise<Row[]> {
  const templateName = (await readdir(outDir)).find((name) => name.endsWith('.template.json'));
  if (!templateName) throw new Error(`cdk synth wrote no template into ${outDir}`);
  const template = JSON.parse(await readFile(join(outDir, templateName), 'utf8')) as {
    Resources: Record<string, LambdaResource>;
  };
  const reference = await referenceBundle(outDir);
  const handlers: { logicalId: string; assetDir: string; file: string }[] = [];
  for (const [logicalId, resource] of Object.entries(template.Resources)) {
    const s3Key = resource.Properties.Code?.S3Key;
    if (resource.Type !== 'AWS::Lambda::Function' || typeof s3Key !== 'string') continue;
    const assetDir = join(outDir, `asset.${s3Key.replace(/\.zip$/, '')}`);
    const file = await bundleFile(assetDir).catch(() => undefined);
    if (!file) continue; // Not a bundled handler (e.g. inline code).
    handlers.push({ logicalId, assetDir, file });
  }
  const [referenceCost, ...handlerCosts] = medianImportCosts([
    reference,
    ...handlers.map((h) => h.file),
  ]);
  const row = (bundle: string, kiB: string, loadedKiB: string, cost: ImportCost): Row => ({
    bundle,
    KiB: kiB,
    'KiB loaded on import': loadedKiB,
    'import ms (median of 5)': cost.wall.toFixed(0),
    '× reference': (cost.wall / referenceCost!.wall).toFixed(2),
    'CPU ms': cost.cpu.toFixed(0),
    'CPU × reference': (cost.cpu / referenceCost!.cpu).toFixed(2),
  });
  const rows = [
    row(
      'reference: DynamoDB document client only',
      kib(await bundleBytes(dirname(reference))),
      kib(await bytesLoadedOnImport(reference)),
      referenceCost!,
    ),
  ];
  for (const [index, { logicalId, assetDir, file }] of handlers.entries()) {
    rows.push(
      row(
        logicalId,
        kib(await bundleBytes(assetDir)),
        kib(await bytesLoadedOnImport(file)),
        handlerCosts[index]!,
      ),
    );
  }
  return rows;
}
