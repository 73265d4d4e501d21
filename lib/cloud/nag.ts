// Helpers for acknowledging cdk-nag findings one by one. An IAM5 finding names the wildcard as nag
// prints it (`Resource::<LogicalId.Arn>/prefix/*`); deriving that text from the construct keeps each
// acknowledgement pinned to exactly one resource and one wildcard, never a whole rule.

import { Stack, Validations } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

/** Acknowledges `AwsSolutions-IAM5[Resource::…]` for one resource ARN in `scope`'s policies. */
export function acknowledgeWildcardResource(scope: IConstruct, arn: string, reason: string): void {
  const flat = flattenCfnReference(Stack.of(scope).resolve(arn));
  acknowledge(scope, `AwsSolutions-IAM5[Resource::${flat}]`, reason);
}

/** Acknowledges `AwsSolutions-IAM5[Action::…]` for one wildcard action in `scope`'s policies. */
export function acknowledgeWildcardAction(scope: IConstruct, action: string, reason: string): void {
  acknowledge(scope, `AwsSolutions-IAM5[Action::${action}]`, reason);
}
