// The role and log group shared by the site's BucketDeployments (site files, config.json). CDK runs
// all of them through one singleton Lambda; giving it our own role and log group replaces the
// AWS-managed AWSLambdaBasicExecutionRole with a grant on this one log group. The referral document
// goes into the files bucket, next to staff photos, so it runs on a handler of its own whose role
// holds exactly what it needs (dedicatedDeploymentProps).

import { DefaultStackSynthesizer, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { BucketDeploymentProps } from 'aws-cdk-lib/aws-s3-deployment';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge, acknowledgeWildcardAction, acknowledgeWildcardResource } from './nag';

/**
 * CDK shares one BucketDeployment handler per memory size (and takes the role of whichever
 * deployment created it), so the dedicated deployment uses a size the shared ones never use.
 */
const SHARED_MEMORY_MB = 1024;
const DEDICATED_MEMORY_MB = 256;

/** Wildcard actions of CDK's own grants to the deployment handler (BucketDeployment internals). */
const DEPLOYMENT_ACTIONS = [
  's3:GetObject*',
  's3:GetBucket*',
  's3:List*',
  's3:DeleteObject*',
  's3:Abort*',
];

export class DeploymentHandler extends Construct {
  readonly role: Role;
  readonly logGroup: LogGroup;
  private dedicatedRole?: Role;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Runs CDK BucketDeployments: copies build output and files into this stack.',
    });
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.logGroup.grantWrite(this.role);

    for (const action of DEPLOYMENT_ACTIONS) {
      acknowledgeWildcardAction(
        this.role,
        action,
        `BucketDeployment's built-in grant (${action}) lets its handler sync files (aws s3 sync); ` +
          'the resources are limited to the CDK asset bucket and the destination buckets of this stack.',
      );
    }
    const stack = Stack.of(this);
    const qualifier =
      stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    acknowledgeWildcardResource(
      this.role,
      `arn:${stack.partition}:s3:::cdk-${qualifier}-assets-${stack.account}-${stack.region}/*`,
      'Reads the zipped build output that `cdk deploy` uploaded to the CDK bootstrap asset bucket; ' +
        'object names are content hashes, so no narrower key is known when the policy is written.',
    );
  }

  /** Props every BucketDeployment in the stack shares, so they all run on this role. */
  get deploymentProps(): Pick<BucketDeploymentProps, 'role' | 'logGroup' | 'memoryLimit'> {
    return { role: this.role, logGroup: this.logGroup, memoryLimit: SHARED_MEMORY_MB };
  }

  /**
   * Props for the one BucketDeployment that runs on a handler of its own, under `role` with only
   * the statements the caller adds. The role is handed over immutable, so CDK's blanket grants
   * (the whole asset bucket; read, write and delete on the whole destination bucket) are dropped;
   * the deployment must depend on `role` so that its policy exists before the handler runs.
   */
  dedicatedDeploymentProps(
    role: Role,
  ): Pick<BucketDeploymentProps, 'role' | 'logGroup' | 'memoryLimit'> {
    // A second one would silently share the first one's handler and role.
    if (this.dedicatedRole && this.dedicatedRole !== role) {
      throw new Error('Only one BucketDeployment can have a dedicated handler.');
    }
    this.dedicatedRole = role;
    this.logGroup.grantWrite(role);
    return {
      role: role.withoutPolicyUpdates(),
      logGroup: this.logGroup,
      memoryLimit: DEDICATED_MEMORY_MB,
    };
  }

  /** Acknowledges the `<bucket>/*` grant CDK gives the handler for one destination bucket. */
  acknowledgeDestination(bucket: IBucket, why: string): void {
    acknowledgeWildcardResource(
      this.role,
      bucket.arnForObjects('*'),
      `BucketDeployment grants its handler the whole destination bucket (${why}).`,
    );
  }

  /** Acknowledges findings on the singleton Lambda that CDK creates for BucketDeployment. */
  acknowledgeSingleton(): void {
    const handlers = Stack.of(this)
      .node.children.filter((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'))
      .filter((child) => child instanceof LambdaFunction);
    for (const handler of handlers) {
      acknowledge(
        handler,
        'AwsSolutions-L1',
        'The Python runtime of the BucketDeployment handler is chosen and updated by aws-cdk-lib ' +
          '(it runs only during deployments); upgrading aws-cdk-lib upgrades it.',
      );
    }
  }
}
