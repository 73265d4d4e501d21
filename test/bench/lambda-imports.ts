// `npm run bench` part: what a cold Lambda start costs before the handler runs. Synthesises the app
// (`cdk synth` into a temporary folder), and for every function bundle in cdk.out prints its size and
// the median of 5 times to import it in a fresh Node process, beside a reference bundle holding only
// the DynamoDB document client, built with esbuild the same way and measured in the same run.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { PROJECT_ROOT } from '../../lib/local/index';

const RUNS = 5;

interface LambdaResource {
  Type: string;
  Properties: { Code?: { S3Key?: unknown }; Handler?: string };
}

/** Milliseconds to import the module in a fresh Node process, measured inside that process. */
function importMs(file: string): number {
  const script =
    `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)});` +
    'process.stdout.write(String(performance.now() - t));';
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: tmpdir(),
    env: { PATH: process.env.PATH, AWS_REGION: 'ap-southeast-2', NODE_NO_WARNINGS: '1' },
    encoding: 'utf8',
  });
  return Number(out);
}

function medianImportMs(file: string): number {
  const times = Array.from({ length: RUNS }, () => importMs(file)).sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)]!;
}

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
  const outfile = join(dir, 'reference.mjs');
  // The same settings as the functions' bundling in the CDK stack.
  await build({
    entryPoints: [entry],
    outfile,
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
  return outfile;
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
  const rows: Row[] = [];
  const reference = await referenceBundle(outDir);
  const referenceMs = medianImportMs(reference);
  rows.push({
    bundle: 'reference: DynamoDB document client only',
    KiB: ((await stat(reference)).size / 1024).toFixed(0),
    'import ms (median of 5)': referenceMs.toFixed(0),
    '× reference': '1.00',
  });
  for (const [logicalId, resource] of Object.entries(template.Resources)) {
    const s3Key = resource.Properties.Code?.S3Key;
    if (resource.Type !== 'AWS::Lambda::Function' || typeof s3Key !== 'string') continue;
    const assetDir = join(outDir, `asset.${s3Key.replace(/\.zip$/, '')}`);
    const file = await bundleFile(assetDir).catch(() => undefined);
    if (!file) continue; // Not a bundled handler (e.g. inline code).
    const ms = medianImportMs(file);
    rows.push({
      bundle: logicalId,
      KiB: ((await stat(file)).size / 1024).toFixed(0),
      'import ms (median of 5)': ms.toFixed(0),
      '× reference': (ms / referenceMs).toFixed(2),
    });
  }
  return rows;
}
