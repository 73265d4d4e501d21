// AppSync's field-level authorization from the schema's directives: a field's own @aws_* directives
// decide; without any, its type's directives; without those, the default mode (Cognito user pools,
// any signed-in user). @aws_cognito_user_pools(cognito_groups: [...]) admits only those groups.
import { Kind, type ConstDirectiveNode, type GraphQLField, type GraphQLObjectType } from 'graphql';
import type { Caller } from './authenticate';

export interface FieldAuthRule {
  apiKey: boolean;
  /** null: user pool callers may not use the field; [] or groups: who among them may. */
  userPoolGroups: string[] | null;
  /** Whether any signed-in user may (no group restriction). */
  anyUser: boolean;
}

const DEFAULT_RULE: FieldAuthRule = { apiKey: false, userPoolGroups: [], anyUser: true };

function groupsArgument(directive: ConstDirectiveNode): string[] | null {
  const argument = directive.arguments?.find((arg) => arg.name.value === 'cognito_groups');
  if (!argument || argument.value.kind !== Kind.LIST) {
    return null;
  }
  return argument.value.values.flatMap((value) =>
    value.kind === Kind.STRING ? [value.value] : [],
  );
}

function ruleFrom(directives: readonly ConstDirectiveNode[] | undefined): FieldAuthRule | null {
  const auth = (directives ?? []).filter((d) => d.name.value.startsWith('aws_'));
  if (auth.length === 0) {
    return null;
  }
  const rule: FieldAuthRule = { apiKey: false, userPoolGroups: null, anyUser: false };
  for (const directive of auth) {
    switch (directive.name.value) {
      case 'aws_api_key':
        rule.apiKey = true;
        break;
      case 'aws_cognito_user_pools':
      case 'aws_auth': {
        const groups = groupsArgument(directive);
        if (groups === null) {
          rule.anyUser = true;
        }
        rule.userPoolGroups = [...(rule.userPoolGroups ?? []), ...(groups ?? [])];
        break;
      }
      default:
        // @aws_iam, @aws_oidc, @aws_lambda: modes this API does not offer, so they admit no one here.
        break;
    }
  }
  return rule;
}

export function fieldAuthRule(
  parent: GraphQLObjectType,
  field: GraphQLField<unknown, unknown>,
): FieldAuthRule {
  return (
    ruleFrom(field.astNode?.directives) ?? ruleFrom(parent.astNode?.directives) ?? DEFAULT_RULE
  );
}

export function mayUse(rule: FieldAuthRule, caller: Caller): boolean {
  if (caller.mode === 'API_KEY') {
    return rule.apiKey;
  }
  if (rule.userPoolGroups === null) {
    return false;
  }
  return rule.anyUser || caller.groups.some((group) => rule.userPoolGroups?.includes(group));
}
