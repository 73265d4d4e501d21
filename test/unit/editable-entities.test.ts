// What posts and testimonials share (lambdas/shared's editable-entity routes): create, update,
// delete and list, run once for each. What differs between them is stated in ENTITIES; what only
// one of them has is tested in posts.test.ts and testimonials.test.ts; the public list each write
// publishes, in public-lists.test.ts.
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler as postsHandler } from '../../lambdas/posts/handler';
import { handler as testimonialsHandler } from '../../lambdas/testimonials/handler';
import { STATE_NAMES } from '../../schema/contract/australianStates';
import { EMPLOYMENT_TYPES } from '../../schema/contract/employmentTypes';
import {
  conditionalCheckFailed,
  dynamoMock,
  expectData,
  expectError,
  identities,
  invoke,
  ISO_TIMESTAMP,
  setAttributes,
  useHandlerTestEnvironment,
  UUID,
  withoutUpdateExpression,
  type Handler,
} from './helpers';

type Input = Record<string, unknown>;

interface EditableEntity {
  entity: 'Post' | 'Testimonial';
  handler: Handler;
  table: string;
  /** The fields as stored: trimmed and valid. */
  valid: Input;
  /** The same fields as a browser may send them, with spaces around. */
  untrimmed: Input;
  /** One item as stored, with its id and timestamps. */
  item: Input & { id: string; createdAt: string };
  /** A field at its largest allowed size. */
  atLimit: Input;
  /** What the server stores for optional fields left out (a job's closing date and filled). */
  defaults: Input;
  /** What the server adds to a new item (a job's slug). */
  created: Input;
  /** Create inputs the validation refuses, with its message. */
  invalidCreates: [Input, string][];
  /** Update inputs the validation refuses, with its message. */
  invalidUpdates: [Input, string][];
}

const POST_FIELDS = {
  title: 'Support Worker',
  description: ['**Flexible** hours', 'Car required'],
  location: 'Victoria',
  type: 'Casual',
};

const TESTIMONIAL_FIELDS = { body: 'Great support.', name: 'Sam' };

const ENTITIES: EditableEntity[] = [
  {
    entity: 'Post',
    handler: postsHandler,
    table: 'post-table',
    valid: POST_FIELDS,
    untrimmed: {
      title: ' Support Worker ',
      description: ['  **Flexible** hours ', 'Car required'],
      location: 'Victoria ',
      type: ' Casual',
    },
    item: {
      id: 'p1',
      ...POST_FIELDS,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    },
    atLimit: { description: Array.from({ length: 50 }, () => 'x'.repeat(1000)) },
    defaults: { closesOn: null, filled: false },
    created: { slug: expect.stringMatching(/^support-worker-[0-9a-f]{8}$/) },
    invalidCreates: (
      [
        [{ title: ' ' }, 'title: Required; must not be blank.'],
        [{ title: 'x'.repeat(151) }, 'title: Must be at most 150 characters.'],
        [{ location: '' }, `location: Must be one of ${STATE_NAMES.join(', ')}.`],
        [{ location: 'VIC' }, `location: Must be one of ${STATE_NAMES.join(', ')}.`],
        [{ type: '\t' }, `type: Must be one of ${EMPLOYMENT_TYPES.join(', ')}.`],
        [{ type: 'Full time' }, `type: Must be one of ${EMPLOYMENT_TYPES.join(', ')}.`],
        [{ description: [] }, 'description: Add at least one description line.'],
        [{ description: 'one line' }, 'description: Must be a list of lines.'],
        [{ description: ['ok', '   '] }, 'description[1]: Required; must not be blank.'],
        [
          { description: ['ok', 'x'.repeat(1001)] },
          'description[1]: Must be at most 1000 characters.',
        ],
        [
          { description: ['a\nb'] },
          'description[0]: Must be a single line without control characters.',
        ],
        [
          { description: Array.from({ length: 51 }, () => 'x') },
          'description: Use at most 50 lines.',
        ],
        [{ salary: '1' }, 'salary: Unknown field.'],
        [{ closesOn: '2026-02-30' }, 'closesOn: Must be a date that exists, written YYYY-MM-DD.'],
        [{ filled: 'yes' }, 'filled: Must be true or false.'],
      ] as [Input, string][]
    ).map(([change, message]) => [{ ...POST_FIELDS, ...change }, message]),
    invalidUpdates: [
      [
        { id: 'p1', ...POST_FIELDS, description: [''] },
        'description[0]: Required; must not be blank.',
      ],
      [
        { id: ' p1 ', ...POST_FIELDS },
        'id: Must be an id as the API returned it, without spaces around it.',
      ],
    ],
  },
  {
    entity: 'Testimonial',
    handler: testimonialsHandler,
    table: 'testimonial-table',
    valid: TESTIMONIAL_FIELDS,
    untrimmed: { body: '  Great support.  ', name: ' Sam ' },
    item: {
      id: 't1',
      ...TESTIMONIAL_FIELDS,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-02T00:00:00.000Z',
    },
    atLimit: { body: 'x'.repeat(2000) },
    defaults: {},
    created: {},
    invalidCreates: [
      [{ body: '   ', name: 'Sam' }, 'body: Required; must not be blank.'],
      [{ name: 'Sam' }, 'body: Required.'],
      [{ body: 12, name: 'Sam' }, 'body: Must be text.'],
      [{ body: 'x'.repeat(2001), name: 'Sam' }, 'body: Must be at most 2000 characters.'],
      [{ body: 'Great', name: '' }, 'name: Required; must not be blank.'],
      [{ body: 'Great', name: 'x'.repeat(101) }, 'name: Must be at most 100 characters.'],
      [
        { body: 'Great', name: 'Sam\nSmith' },
        'name: Must be a single line without control characters.',
      ],
      [{ body: 'Great', name: 'Sam', rating: 5 }, 'rating: Unknown field.'],
    ],
    invalidUpdates: [
      [{ body: 'Great', name: 'Sam' }, 'id: Required.'],
      [{ id: ' ', body: 'Great', name: 'Sam' }, 'id: Required; must not be blank.'],
      [
        { id: ' t1 ', body: 'Great', name: 'Sam' },
        'id: Must be an id as the API returned it, without spaces around it.',
      ],
      [{ id: 't1', body: '', name: 'Sam' }, 'body: Required; must not be blank.'],
      [{ id: 't1', body: 'Great', name: ' ' }, 'name: Required; must not be blank.'],
      [{ id: 't1', body: 'Great', name: 'Sam', createdAt: 'x' }, 'createdAt: Unknown field.'],
    ],
  },
];

useHandlerTestEnvironment();

describe.each(ENTITIES)('$entity', (subject) => {
  const { entity, handler, table, valid, item } = subject;
  const stored = { ...item, entityType: entity };

  // The list each write publishes (public-lists.test.ts): an empty table, an accepting bucket.
  beforeEach(() => {
    dynamoMock.on(QueryCommand).resolves({ Items: [] });
  });

  describe(`create${entity}`, () => {
    it('stores the trimmed input with a server id and timestamps, guarded against overwrite', async () => {
      dynamoMock.on(PutCommand).resolves({});
      const outcome = await invoke(handler, `Mutation.create${entity}`, {
        input: subject.untrimmed,
      });

      const created = expectData(outcome);
      expect(created).toEqual({
        id: expect.stringMatching(UUID),
        ...valid,
        ...subject.defaults,
        ...subject.created,
        createdAt: expect.stringMatching(ISO_TIMESTAMP),
        updatedAt: created.createdAt,
      });
      expect(dynamoMock.commandCalls(PutCommand)[0]?.args[0].input).toEqual({
        TableName: table,
        Item: { ...created, entityType: entity },
        ConditionExpression: 'attribute_not_exists(id)',
      });
    });

    it(`accepts ${Object.keys(subject.atLimit).join()} at its largest allowed size`, async () => {
      dynamoMock.on(PutCommand).resolves({});
      const outcome = await invoke(handler, `Mutation.create${entity}`, {
        input: { ...valid, ...subject.atLimit },
      });
      expect(expectData(outcome)).toMatchObject(subject.atLimit);
    });

    it.each(subject.invalidCreates)('rejects %j and writes nothing', async (input, message) => {
      const outcome = await invoke(handler, `Mutation.create${entity}`, { input });
      expect(outcome).toEqual({ errorType: 'ValidationError', errorMessage: message });
      expect(dynamoMock.calls()).toHaveLength(0);
    });
  });

  describe(`update${entity}`, () => {
    it('sets the fields and updatedAt on an existing item only, keeping createdAt', async () => {
      dynamoMock.on(UpdateCommand).resolves({ Attributes: stored });
      const outcome = await invoke(handler, `Mutation.update${entity}`, {
        input: { id: item.id, ...subject.untrimmed },
      });

      expect(outcome).toEqual({
        data: { ...item, ...subject.defaults, updatedAt: expect.stringMatching(ISO_TIMESTAMP) },
      });
      const input = dynamoMock.commandCalls(UpdateCommand)[0]?.args[0].input;
      expect(setAttributes(input)).toEqual({
        ...valid,
        ...subject.defaults,
        updatedAt: expect.stringMatching(ISO_TIMESTAMP),
      });
      expect(withoutUpdateExpression(input)).toEqual({
        TableName: table,
        Key: { id: item.id },
        ConditionExpression: 'attribute_exists(id)',
        // The item as it was, to undo the write if its list cannot be published.
        ReturnValues: 'ALL_OLD',
      });
    });

    it('is NotFound for a missing id, and never writes anything else (no upsert)', async () => {
      dynamoMock.on(UpdateCommand).rejects(conditionalCheckFailed());
      const outcome = await invoke(handler, `Mutation.update${entity}`, {
        input: { id: 'missing', ...valid },
      });
      expect(outcome).toEqual({
        errorType: 'NotFound',
        errorMessage: `No ${entity} with id "missing" exists.`,
      });
      expect(dynamoMock.calls()).toHaveLength(1);
      expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
    });

    it.each(subject.invalidUpdates)(
      'rejects %j before writing anything',
      async (input, message) => {
        const outcome = await invoke(handler, `Mutation.update${entity}`, { input });
        expect(outcome).toEqual({ errorType: 'ValidationError', errorMessage: message });
        expect(dynamoMock.calls()).toHaveLength(0);
      },
    );
  });

  describe(`delete${entity}`, () => {
    it('returns the deleted item', async () => {
      dynamoMock.on(DeleteCommand).resolves({ Attributes: stored });
      const outcome = await invoke(handler, `Mutation.delete${entity}`, {
        input: { id: item.id },
      });
      expect(outcome).toEqual({ data: item });
      expect(dynamoMock.commandCalls(DeleteCommand)[0]?.args[0].input).toEqual({
        TableName: table,
        Key: { id: item.id },
        ReturnValues: 'ALL_OLD',
      });
    });

    it('returns null when the id did not exist', async () => {
      dynamoMock.on(DeleteCommand).resolves({});
      const outcome = await invoke(handler, `Mutation.delete${entity}`, { input: { id: 'gone' } });
      expect(outcome).toEqual({ data: null });
    });

    it('rejects a blank id', async () => {
      const outcome = await invoke(handler, `Mutation.delete${entity}`, { input: { id: '' } });
      expect(expectError(outcome)).toEqual({
        errorType: 'ValidationError',
        errorMessage: 'id: Required; must not be blank.',
      });
      expect(dynamoMock.calls()).toHaveLength(0);
    });
  });

  describe(`list${entity}s`, () => {
    it('queries the byCreatedAt index newest first with the default limit, for API-key callers', async () => {
      dynamoMock.on(QueryCommand).resolves({ Items: [stored] });
      const outcome = await invoke(handler, `Query.list${entity}s`, {}, identities.apiKey);

      expect(outcome).toEqual({ data: { items: [item], nextToken: null } });
      expect(dynamoMock.commandCalls(QueryCommand)[0]?.args[0].input).toEqual({
        TableName: table,
        IndexName: 'byCreatedAt',
        KeyConditionExpression: '#listPartition = :listPartition',
        ExpressionAttributeNames: { '#listPartition': 'entityType' },
        ExpressionAttributeValues: { ':listPartition': entity },
        ScanIndexForward: false,
        Limit: 25,
      });
    });
  });
});
