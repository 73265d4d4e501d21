import { readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// A `.js` specifier (resolved to prerender.ts) suits both tsc and Vite's future native config loader.
import { islandsTemplate, prerender, TEMPLATES } from './prerender.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const templateFile = (file: string) => fileURLToPath(new URL(file, import.meta.url));
/** Amplify and the libraries only it uses. */
const AMPLIFY_MODULES =
  /node_modules[\\/](@aws-amplify|aws-amplify|@aws-crypto|@smithy|tslib|js-cookie)[\\/]/;
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
// The server bundle is only a build tool, so it stays out of dist/ (which is deployed as-is). It
// lives in the checkout (not in a node_modules/ that several checkouts may share, where parallel
// builds overwrote each other); its bare imports (react, react-dom/server) resolve from the
// project's node_modules as from any file here.
const ssrOutDir = fileURLToPath(new URL('./.ssr-build', import.meta.url));

const cdkJsonFile = fileURLToPath(new URL('../cdk.json', import.meta.url));

/**
 * The site reads two settings of cdk.json: the retention periods /privacy quotes
 * (schema/contract/retention.ts) and the casework targets the referral page promises and the admin
 * measures (schema/contract/caseworkTargets.ts). Only those are bundled: the deployment's other
 * settings (its e-mail addresses, domain, certificate) stay out of the public files.
 */
function cdkJsonPublicSettingsOnly(): Plugin {
  return {
    name: 'cdk-json-public-settings-only',
    enforce: 'pre',
    async load(id) {
      if (id.split('?')[0] !== cdkJsonFile) return null;
      const { context } = JSON.parse(await readFile(cdkJsonFile, 'utf8')) as {
        context: { retentionDays: unknown; caseworkTargets: unknown };
      };
      const { retentionDays, caseworkTargets } = context;
      // Still JSON: Vite's own JSON plugin turns it into the module.
      return JSON.stringify({ context: { retentionDays, caseworkTargets } });
    },
  };
}

// `npm run build:frontend` (vite build with this config) builds the server bundle, then the client,
// then prerenders every route of src/routes.tsx to static HTML in dist/ (see prerender.ts). The script
// sets NODE_ENV=production so that a NODE_ENV inherited from a caller (vitest sets `test`) cannot
// turn it into a development build of React.
export default defineConfig({
  root,
  base: '/',
  plugins: [cdkJsonPublicSettingsOnly(), react()],
  build: {
    outDir,
    emptyOutDir: true,
    // Every browser the site supports has modulepreload; the polyfill would only add bytes.
    modulePreload: {
      polyfill: false,
      // An island's chunk is imported without a <link rel=modulepreload> per dependency: adding
      // some twenty links for the referral form took one 55 ms task on this machine (over 200 ms
      // on a throttled phone), the longest of its start-up. The browser fetches the island's
      // imports itself, in short tasks, while the page waits for idle time to hydrate anyway.
      // Measured in docs/PERFORMANCE.md ("Island chunks without preload links").
      resolveDependencies: (_file, deps, { hostId }) =>
        hostId.includes('hydrateIslands') ? [] : deps,
    },
    // Read by prerender.ts to preload each page's lazy chunks, then deleted.
    manifest: true,
  },
  environments: {
    client: {
      build: {
        // One template per page script: the admin app, and the public pages' islands.
        rolldownOptions: {
          input: Object.values(TEMPLATES).map(templateFile),
          // Chakra's theme module builds its whole default config with defineConfig (which only
          // returns its argument) at import: marked pure, the sign-in page can take the theme's
          // tokens and a few recipes without every recipe (admin/theme/signInSystem.ts).
          treeshake: { manualPureFunctions: ['defineConfig'] },
          output: {
            codeSplitting: {
              // Amplify (only the admin uses it) as one chunk: it compresses better as one file
              // than spread over the admin's chunks, which the sign-in page counts (a budget of
              // test/e2e/login-bundle.test.ts).
              groups: [{ name: 'amplify', test: AMPLIFY_MODULES }],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        outDir: ssrOutDir,
        emptyOutDir: true,
        ssr: true,
        rolldownOptions: {
          input: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)),
        },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error('Vite did not create the client and ssr environments');
      // Server bundle first: dist/index.html from the client build is only a template, and
      // prerender replaces it straight away, so a failed build never leaves it looking finished.
      await builder.build(ssr);
      const islandsFile = templateFile(TEMPLATES.islands);
      await writeFile(
        islandsFile,
        islandsTemplate(await readFile(templateFile(TEMPLATES.app), 'utf8')),
      );
      try {
        await builder.build(client);
      } finally {
        await rm(islandsFile, { force: true });
      }
      const written = await prerender({ outDir, serverEntry: `${ssrOutDir}/entry-server.js` });
      builder.config.logger.info(`✓ prerendered ${written.join(', ')}`);
    },
  },
});
