// `npm start`: runs bin/local.ts, the local stack's command, as one bundle of the repository's
// modules (lib/local/processes/bundled-module.ts), which Node loads as plain JavaScript. Through
// tsx's loader, loading its modules one by one was most of a start's CPU (docs/PERFORMANCE.md).
// Node runs this file as it is, stripping its types, so it imports only what Node can run that
// way: Node's modules and bundled-module.ts, both without TypeScript-only syntax.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundledModule } from '../lib/local/processes/bundled-module.ts';

// Stack traces name the TypeScript sources, as they did under tsx.
process.setSourceMapsEnabled(true);
const bundle = await bundledModule(fileURLToPath(new URL('./local.ts', import.meta.url)));
await import(pathToFileURL(bundle).href);
