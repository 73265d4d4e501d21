// Copies the built frontend into the site bucket, with /config.json written from this stack's own
// values, so one build runs against any deployment (the local stack serves its own config.json).
// Hashed files under assets/ are cached for a year and never pruned, so a page loaded before a
// deploy can still fetch its chunks; pages and config.json are revalidated by browsers on every
// visit, cached at the edge and invalidated on each deploy.

import { Duration } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '../../schema/contract/runtimeConfig';
import type { DeploymentHandler } from './deployments';
import { acknowledgeWildcardResource } from './nag';

export const CONFIG_KEY = 'config.json';
const HASHED_ASSETS = 'assets/*';

export interface SiteDeploymentProps {
  distDir: string;
  siteBucket: IBucket;
  distribution: IDistribution;
  deployments: DeploymentHandler;
  /** In AWS the SDK's default Cognito endpoint is right, so cognitoEndpoint is always null. */
  runtimeConfig: RuntimeConfig & { cognitoEndpoint: null };
}

export class SiteDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const shared = { ...props.deployments.deploymentProps, destinationBucket: props.siteBucket };

    const assets = new BucketDeployment(this, 'Assets', {
      ...shared,
      sources: [Source.asset(props.distDir)],
      exclude: ['*'],
      include: [HASHED_ASSETS],
      prune: false,
      cacheControl: [
        CacheControl.setPublic(),
        CacheControl.maxAge(Duration.days(365)),
        CacheControl.immutable(),
      ],
    });

    const pages = new BucketDeployment(this, 'Pages', {
      ...shared,
      sources: [Source.asset(props.distDir), Source.jsonData(CONFIG_KEY, props.runtimeConfig)],
      // Excluded files are also kept by prune, so the assets above survive this deployment.
      exclude: [HASHED_ASSETS],
      prune: true,
      cacheControl: [
        CacheControl.setPublic(),
        CacheControl.maxAge(Duration.seconds(0)),
        CacheControl.sMaxAge(Duration.days(1)),
        CacheControl.mustRevalidate(),
      ],
      distribution: props.distribution,
      distributionPaths: ['/*'],
    });
    // New pages must never reference chunks that are not uploaded yet.
    pages.node.addDependency(assets);

    acknowledgeWildcardResource(
      props.deployments.role,
      '*',
      'BucketDeployment grants cloudfront:CreateInvalidation and GetInvalidation on "*" to ' +
        'invalidate the distribution after a deploy; the role only runs during deployments.',
    );
    props.deployments.acknowledgeDestination(
      props.siteBucket,
      'the site bucket holds nothing but this build output',
    );
  }
}
