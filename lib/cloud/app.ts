// The cloud app as `npx cdk synth|deploy` builds it (bin/app.ts) and as the CDK tests build it: the
// one stack in REGION, its configuration from context, and cdk-nag's AWS Solutions checks, which
// fail synthesis on any unacknowledged finding.

import { App, type AppProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { REGION } from '../../schema/contract/region';
import { buildReferralDocument } from '../referral-document/buildReferralDocument';
import { readSiteConfig } from './config';
import { SiteStack } from './site-stack';

export const STACK_NAME = 'NdisSite';

export interface CloudApp {
  app: App;
  stack: SiteStack;
}

export async function buildCloudApp(options: {
  /** The built frontend to deploy (frontend/dist, or a test fixture). */
  frontendDistDir: string;
  appProps?: AppProps;
}): Promise<CloudApp> {
  const app = new App(options.appProps);
  const stack = new SiteStack(app, STACK_NAME, {
    // Account-agnostic: deploys into whichever account the CLI's credentials belong to.
    env: { region: REGION },
    description: 'NDIS provider website and staff admin (AppSync, Lambda, DynamoDB, Cognito, S3).',
    config: readSiteConfig(app.node),
    frontendDistDir: options.frontendDistDir,
    referralDocument: await buildReferralDocument(),
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack };
}
