// The public lists (schema/contract/publicLists.ts) in the cloud: each handler that publishes one
// may write that one key of the files bucket and nothing else there, and each deployment that
// changes the handler republishes the list from the table (a CDK Trigger), so a first deployment,
// or one that changes the file's shape, never leaves the pages reading a missing or old file.

import { Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Trigger } from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import { HANDLERS } from '../../lambdas/resolverMap';
import { PUBLIC_LISTS } from '../../schema/contract/publicLists';
import type { HandlerFunctions } from './functions';
import type { Storage } from './storage';

export interface PublicListsProps {
  functions: HandlerFunctions;
  storage: Storage;
  /** What the republish waits for: the site's upload, whose templates the job pages are filled from. */
  executeAfter: Construct[];
}

export class PublicLists extends Construct {
  constructor(scope: Construct, id: string, props: PublicListsProps) {
    super(scope, id);
    for (const { name, publicList } of HANDLERS) {
      if (!publicList) continue;
      const fn = props.functions[name];
      const grant = new PolicyStatement({
        actions: ['s3:PutObject'],
        resources: [props.storage.bucket.arnForObjects(PUBLIC_LISTS[publicList].key)],
      });
      fn.addToRolePolicy(grant);
      // The function (and so this) depends on its role with the grant above.
      new Trigger(this, `Republish${publicList}`, {
        handler: fn,
        timeout: Duration.minutes(1),
        executeAfter: props.executeAfter,
      });
    }
  }
}
