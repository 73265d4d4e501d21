// `npx cdk synth|deploy`: the cloud app (lib/cloud/app.ts) with the built frontend. cdk.json builds
// the frontend before running this file.

import { buildCloudApp } from '../lib/cloud/app';
import { FRONTEND_DIST_DIR } from '../lib/cloud/frontend';

await buildCloudApp({ frontendDistDir: FRONTEND_DIST_DIR });
