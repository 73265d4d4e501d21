// `npx cdk synth|deploy`: the cloud stack (lib/cloud/site-stack.ts) in ap-southeast-2, checked by
// cdk-nag's AWS Solutions rules on every synth. cdk.json builds the frontend before running this
// file.

import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readSiteConfig } from '../lib/cloud/config.js';
import { REGION } from '../schema/contract/region.js';
import { FRONTEND_DIST_DIR } from '../lib/cloud/frontend.js';
import { buildReferralFormDocx } from '../lib/referral-form/buildReferralForm.js';
import { SiteStack } from '../lib/cloud/site-stack.js';

const app = new App();

new SiteStack(app, 'NdisSite', {
  // Account-agnostic: deploys into whichever account the CLI's credentials belong to.
  env: { region: REGION },
  description: 'NDIS provider website and staff admin (AppSync, Lambda, DynamoDB, Cognito, S3).',
  config: readSiteConfig(app.node),
  frontendDistDir: FRONTEND_DIST_DIR,
  referralFormDocx: await buildReferralFormDocx(),
});

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
