// The admin's list reads against the local stack: every list field of the schema, every field of
// its items selected, signed in as an admin. Each returned item holds none of its kind's detail-only
// fields (schema/contract/personalDetails.ts), and an item that holds a personal detail has a VIEWED
// entry recorded by that very read in its audit trail.
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DETAIL_ONLY_FIELDS,
  LIST_VIEW_DETAIL,
  PERSONAL_FIELDS,
  type AuditedKindValue,
} from '../../schema/contract/personalDetails';
import {
  adminTokens,
  graphql,
  sharedTestStack,
  type Credentials,
  type LocalStack,
} from './support/stack';

const source = (name: string) =>
  readFileSync(new URL(`../../schema/${name}`, import.meta.url), 'utf8');
const schema = buildSchema(`${source('appsync-builtins.graphql')}\n${source('schema.graphql')}`);

/** The audited kind whose items (whole or summarised) a type holds: Referral, ReferralSummary. */
const KIND_BY_TYPE: Record<string, AuditedKindValue> = Object.fromEntries(
  (['MESSAGE', 'REFERRAL', 'FEEDBACK'] as const).flatMap((kind) => {
    const type = kind.charAt(0) + kind.slice(1).toLowerCase();
    return [
      [type, kind],
      [`${type}Summary`, kind],
    ];
  }),
);

/** Every field of a type, object fields with every field of theirs. */
function everyField(type: GraphQLObjectType): string {
  return Object.values(type.getFields())
    .map((field) => {
      const named = getNamedType(field.type);
      return isObjectType(named) ? `${field.name} { ${everyField(named)} }` : field.name;
    })
    .join(' ');
}

interface ListField {
  name: string;
  itemType: GraphQLObjectType;
}

const LIST_FIELDS: ListField[] = Object.values(schema.getQueryType()!.getFields())
  .filter((field: GraphQLField<unknown, unknown>) => field.name.startsWith('list'))
  .map((field) => {
    const connection = getNamedType(field.type) as GraphQLObjectType;
    return {
      name: field.name,
      itemType: getNamedType(connection.getFields().items!.type) as GraphQLObjectType,
    };
  });

let stack: LocalStack;
let admin: Credentials;

beforeAll(async () => {
  stack = await sharedTestStack();
  admin = { token: (await adminTokens(stack)).IdToken };
}, 120_000);

it('finds the three lists of personal items among the list fields', () => {
  const audited = LIST_FIELDS.filter((list) => KIND_BY_TYPE[list.itemType.name]).map(
    (list) => list.name,
  );
  expect(audited.sort()).toEqual(['listFeedback', 'listMessages', 'listReferrals']);
});

describe.each(LIST_FIELDS.filter((list) => KIND_BY_TYPE[list.itemType.name]))(
  '$name',
  ({ itemType }) => {
    it('holds no detail-only field', () => {
      const kind = KIND_BY_TYPE[itemType.name]!;
      const fields = Object.keys(itemType.getFields());
      expect(
        fields.filter((field) => (DETAIL_ONLY_FIELDS[kind] as readonly string[]).includes(field)),
      ).toEqual([]);
    });
  },
);

describe.each(LIST_FIELDS)('$name with every field selected', ({ name, itemType }) => {
  const kind = KIND_BY_TYPE[itemType.name];

  it('returns each item without a personal detail, or with a view recorded by this read', async () => {
    const readAt = new Date().toISOString();
    const listed = await graphql<Record<string, { items: Record<string, unknown>[] }>>(
      stack,
      admin,
      `{ ${name}(limit: 100) { items { ${everyField(itemType)} } nextToken } }`,
    );
    expect(listed.body.errors).toBeUndefined();
    const items = listed.body.data![name]!.items;
    expect(items.length).toBeGreaterThan(0);
    if (!kind) return; // Public content (jobs, testimonials) and staff profiles.
    const personal: readonly string[] = PERSONAL_FIELDS[kind];
    const withPersonal = items.filter((item) =>
      Object.entries(item).some(([field, value]) => personal.includes(field) && value !== null),
    );
    expect(withPersonal.length).toBeGreaterThan(0);
    const unrecorded: string[] = [];
    await Promise.all(
      withPersonal.map(async (item) => {
        const trail = await graphql<{
          auditTrail: { at: string; action: string; detail: string | null; actor: string }[];
        }>(
          stack,
          admin,
          'query ($kind: AuditedKind!, $id: ID!) { auditTrail(kind: $kind, id: $id) { at action detail actor } }',
          { kind, id: item.id },
        );
        expect(trail.body.errors).toBeUndefined();
        const recorded = trail.body.data!.auditTrail.some(
          (entry) =>
            entry.action === 'VIEWED' &&
            entry.detail === LIST_VIEW_DETAIL &&
            entry.actor === stack.adminEmail &&
            entry.at >= readAt,
        );
        if (!recorded) unrecorded.push(String(item.id));
      }),
    );
    expect(unrecorded).toEqual([]);
  });
});
