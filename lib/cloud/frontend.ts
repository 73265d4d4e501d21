// The built frontend (frontend/dist, from `npm run build:frontend`) as the stack sees it: where it
// is and a check that it was built.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FRONTEND_DIST_DIR = fileURLToPath(new URL('../../frontend/dist', import.meta.url));

/** Files the hosting relies on: the home page (`/`) and the not-found page served with 404. */
export const REQUIRED_PAGES = ['index.html', '404.html'] as const;

export function assertFrontendBuilt(distDir: string): void {
  const missing = REQUIRED_PAGES.filter((page) => !existsSync(join(distDir, page)));
  if (missing.length > 0) {
    throw new Error(
      `${distDir} lacks ${missing.join(', ')}: run \`npm run build:frontend\` first ` +
        '(`npx cdk synth` does it through cdk.json).',
    );
  }
}
