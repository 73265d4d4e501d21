// The role map (schema/contract/roles.ts) against schema/schema.graphql: AppSync enforces the
// schema's directives and the handlers the map, so a directive naming other groups than the map
// gives its field would let the two disagree about who may do what.

import { readFileSync } from 'node:fs';
import { Kind, parse, type ConstDirectiveNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_SECTION_ACCESS } from '../../schema/contract/dashboard';
import {
  AUDITED_KIND_ACCESS,
  ROOT_FIELD_ACCESS,
  TYPE_FIELD_ACCESS,
  directiveGroups,
  rolesAllow,
  type FieldAccess,
} from '../../schema/contract/roles';
import { ALL_GROUPS, rolesOfGroups } from '../../schema/contract/staffRoles';

const SCHEMA = parse(readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8'));

interface SchemaField {
  key: string;
  directives: readonly ConstDirectiveNode[];
}

const schemaFields: SchemaField[] = SCHEMA.definitions.flatMap((definition) =>
  definition.kind === Kind.OBJECT_TYPE_DEFINITION
    ? (definition.fields ?? []).map((field) => ({
        key: `${definition.name.value}.${field.name.value}`,
        directives: field.directives ?? [],
      }))
    : [],
);

function isRoot(key: string): boolean {
  return key.startsWith('Query.') || key.startsWith('Mutation.');
}

/** The groups a field's user-pool directive names, or null when it names none. */
function namedGroups(field: SchemaField): string[] | null {
  const directive = field.directives.find((d) => d.name.value === 'aws_cognito_user_pools');
  const argument = directive?.arguments?.find((arg) => arg.name.value === 'cognito_groups');
  if (!argument || argument.value.kind !== Kind.LIST) return null;
  return argument.value.values.map((value) => (value.kind === Kind.STRING ? value.value : '?'));
}

const ACCESS: Record<string, FieldAccess> = { ...ROOT_FIELD_ACCESS, ...TYPE_FIELD_ACCESS };

describe('the schema’s directives and the role map', () => {
  it('give every root field of the schema an access, and no field the schema lacks', () => {
    expect(Object.keys(ROOT_FIELD_ACCESS).sort()).toEqual(
      schemaFields
        .filter((field) => isRoot(field.key))
        .map((field) => field.key)
        .sort(),
    );
  });

  it('name on every field with groups exactly the groups of the roles the map gives it', () => {
    const withGroups = schemaFields.filter((field) => namedGroups(field) !== null);
    expect(withGroups.map((field) => field.key).sort()).toEqual(
      Object.entries(ACCESS)
        .filter(([, access]) => access !== 'public')
        .map(([key]) => key)
        .sort(),
    );
    for (const field of withGroups) {
      const access = ACCESS[field.key];
      if (access === undefined || access === 'public') throw new Error(`${field.key}: no roles`);
      expect({ field: field.key, groups: namedGroups(field)?.sort() }).toEqual({
        field: field.key,
        groups: directiveGroups(access).sort(),
      });
    }
  });

  it('open public root fields to API keys and any signed-in user, and only those', () => {
    for (const field of schemaFields.filter((candidate) => isRoot(candidate.key))) {
      const names = field.directives.map((d) => d.name.value);
      const isPublic = ROOT_FIELD_ACCESS[field.key as keyof typeof ROOT_FIELD_ACCESS] === 'public';
      expect({ field: field.key, apiKey: names.includes('aws_api_key') }).toEqual({
        field: field.key,
        apiKey: isPublic,
      });
      expect(names).toContain('aws_cognito_user_pools');
    }
  });

  it('admit to the audit trail query exactly the roles that read some kind’s history', () => {
    const kindRoles = new Set(
      Object.values(AUDITED_KIND_ACCESS).flatMap((access) => (access === 'public' ? [] : access)),
    );
    expect([...ROOT_FIELD_ACCESS['Query.auditTrail']].sort()).toEqual([...kindRoles].sort());
  });

  it('admit every staff role to the dashboard, each section only to who may open its items', () => {
    for (const role of ['intake', 'complaints', 'website'] as const) {
      expect(rolesAllow(ROOT_FIELD_ACCESS['Query.dashboard'], [role])).toBe(true);
    }
    expect(rolesAllow(ROOT_FIELD_ACCESS['Query.dashboard'], [])).toBe(false);
    expect(DASHBOARD_SECTION_ACCESS).toEqual({
      referralsAwaitingContact: ROOT_FIELD_ACCESS['Query.getReferral'],
      unreadMessages: ROOT_FIELD_ACCESS['Query.getMessage'],
      referralsDueForDeletion: ROOT_FIELD_ACCESS['Query.getReferral'],
      complaintsDue: ROOT_FIELD_ACCESS['Query.getFeedback'],
    });
    expect(rolesAllow(DASHBOARD_SECTION_ACCESS.complaintsDue, ['intake'])).toBe(false);
    expect(rolesAllow(DASHBOARD_SECTION_ACCESS.referralsAwaitingContact, ['complaints'])).toBe(
      false,
    );
    expect(rolesAllow(DASHBOARD_SECTION_ACCESS.unreadMessages, ['website'])).toBe(false);
  });

  it('give the intake role and owners the referral intake operations, and nobody else', () => {
    for (const field of [
      'Query.referralsDueForDeletion',
      'Mutation.exportReferrals',
      'Mutation.emailReferrer',
    ] as const) {
      expect(directiveGroups(ROOT_FIELD_ACCESS[field] as Exclude<FieldAccess, 'public'>)).toEqual([
        'owner',
        'admin',
        'intake',
      ]);
    }
  });
});

describe('roles from groups', () => {
  it('makes the legacy admin group and the owner group owners', () => {
    expect(rolesOfGroups(['admin'])).toEqual(['owner']);
    expect(rolesOfGroups(['owner'])).toEqual(['owner']);
    expect(rolesOfGroups(['admin', 'owner'])).toEqual(['owner']);
  });

  it('gives a person every role their groups grant, and unknown groups nothing', () => {
    expect(rolesOfGroups(['website', 'intake', 'staff'])).toEqual(['intake', 'website']);
    expect(rolesOfGroups(['staff', 'Admin', 42])).toEqual([]);
    expect(rolesOfGroups([])).toEqual([]);
  });

  it('lists every group of the pool', () => {
    expect([...ALL_GROUPS].sort()).toEqual(['admin', 'complaints', 'intake', 'owner', 'website']);
  });
});

describe('who a field admits', () => {
  it('admits owners to everything, other roles to their own fields, nobody without a role', () => {
    for (const access of Object.values(ACCESS)) {
      expect(rolesAllow(access, ['owner'])).toBe(true);
      expect(rolesAllow(access, [])).toBe(access === 'public');
    }
    expect(rolesAllow(ROOT_FIELD_ACCESS['Query.listMessages'], ['intake'])).toBe(true);
    expect(rolesAllow(ROOT_FIELD_ACCESS['Query.listMessages'], ['website', 'complaints'])).toBe(
      false,
    );
    expect(rolesAllow(ROOT_FIELD_ACCESS['Query.getFeedback'], ['intake', 'complaints'])).toBe(true);
    expect(rolesAllow(ROOT_FIELD_ACCESS['Mutation.createPost'], ['website'])).toBe(true);
    expect(rolesAllow(ROOT_FIELD_ACCESS['Mutation.createPost'], ['intake'])).toBe(false);
  });
});
