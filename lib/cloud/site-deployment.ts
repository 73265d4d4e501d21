// Copies the built frontend into the site bucket. /config.json is not part of it: the API key
// rotation writes it (./api-key-rotation.ts), and this deployment runs after that and keeps the file.
// Hashed files under assets/ are cached for a year and never pruned, so a page loaded before a
// deploy can still fetch its chunks; pages are revalidated by browsers on every visit, cached at the
// edge and invalidated on each deploy.

import { JOB_PAGE_KEY_PATTERN, JOBS_SITEMAP_KEY } from '../../schema/contract/jobPages';
import { Duration } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct, type IDependable } from 'constructs';
import { RUNTIME_CONFIG_KEY } from '../../schema/contract/runtimeConfig';
import type { DeploymentHandler } from './deployments';
import { acknowledgeWildcardResource } from './nag';

const HASHED_ASSETS = 'assets/*';

export interface SiteDeploymentProps {
  distDir: string;
  siteBucket: IBucket;
  distribution: IDistribution;
  deployments: DeploymentHandler;
  /** What writes config.json; the pages go after it, so their invalidation also covers it. */
  runtimeConfigWriter: IDependable;
}

export class SiteDeployment extends Construct {
  /** The pages' upload, with the job pages' templates: what republishing them must follow. */
  readonly pages: BucketDeployment;

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
      sources: [Source.asset(props.distDir)],
      // Excluded files are also kept by prune, so the assets above, config.json and the job pages
      // the posts function publishes (lib/cloud/job-pages.ts) survive.
      exclude: [HASHED_ASSETS, RUNTIME_CONFIG_KEY, JOB_PAGE_KEY_PATTERN, JOBS_SITEMAP_KEY],
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
    this.pages = pages;
    // New pages must never reference chunks that are not uploaded yet.
    pages.node.addDependency(assets, props.runtimeConfigWriter);

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
