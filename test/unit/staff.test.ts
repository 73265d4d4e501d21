import { DeleteObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../logs';
import { handler } from '../../lambdas/staff/handler';
import {
  ISO_TIMESTAMP,
  REQUEST_ID,
  UUID,
  conditionalCheckFailed,
  dynamoMock,
  expectData,
  invoke,
  resetMocks,
  s3Error,
  s3Mock,
  stubTestEnv,
  setAttributes,
  withoutUpdateExpression,
} from './helpers';

const OLD_PHOTO = 'public/staff/1700000000000_old.jpg';
const NEW_PHOTO = 'public/staff/1700000000001_new.png';
const TEXT = {
  name: 'Jo Smith',
  role: 'Support Worker',
  description: 'Loves bushwalks.',
  certificates: 'First Aid',
  experience: '5 years',
};
const STAFF = {
  id: 's1',
  ...TEXT,
  imageUrl: OLD_PHOTO,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const STORED = { ...STAFF, entityType: 'Staff' };
/** What HEAD reports for a photo completeStaffPhotoUpload published. */
const CHECKED_PHOTO = { ContentLength: 10, ContentType: 'image/png' };

/** Records the order of the writes that matter for photo clean-up. */
function recordOrder(): string[] {
  const order: string[] = [];
  dynamoMock.on(UpdateCommand).callsFake(() => {
    order.push('update item');
    return { Attributes: STORED };
  });
  dynamoMock.on(DeleteCommand).callsFake(() => {
    order.push('delete item');
    return { Attributes: STORED };
  });
  s3Mock.on(DeleteObjectCommand).callsFake((input: { Key: string }) => {
    order.push(`delete ${input.Key}`);
    return {};
  });
  return order;
}

beforeEach(() => {
  stubTestEnv();
  resetMocks();
  dynamoMock.on(QueryCommand).resolves({ Items: [] });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('createStaff', () => {
  it('checks the photo exists, then stores the member', async () => {
    s3Mock.on(HeadObjectCommand).resolves(CHECKED_PHOTO);
    dynamoMock.on(PutCommand).resolves({});
    const outcome = await invoke(handler, 'Mutation.createStaff', {
      input: { ...TEXT, name: ' Jo Smith ', imageUrl: NEW_PHOTO },
    });

    const created = expectData(outcome);
    expect(created).toEqual({
      id: expect.stringMatching(UUID),
      ...TEXT,
      imageUrl: NEW_PHOTO,
      createdAt: expect.stringMatching(ISO_TIMESTAMP),
      updatedAt: created.createdAt,
    });
    expect(s3Mock.commandCalls(HeadObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'files-bucket',
      Key: NEW_PHOTO,
    });
    expect(dynamoMock.commandCalls(PutCommand)[0]?.args[0].input).toEqual({
      TableName: 'staff-table',
      Item: { ...created, entityType: 'Staff' },
      ConditionExpression: 'attribute_not_exists(id)',
    });
  });

  it('rejects a photo key with no uploaded object', async () => {
    s3Mock.on(HeadObjectCommand).rejects(s3Error('NotFound'));
    const outcome = await invoke(handler, 'Mutation.createStaff', {
      input: { ...TEXT, imageUrl: NEW_PHOTO },
    });
    expect(outcome).toEqual({
      errorType: 'ValidationError',
      errorMessage: 'imageUrl: No uploaded photo exists at this key. Upload it first.',
    });
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it.each([
    [{ ContentLength: 10, ContentType: 'text/html' }],
    [{ ContentLength: 10, ContentType: 'image/svg+xml' }],
    [{ ContentLength: 10 }],
    [{ ContentLength: 20 * 1048576 + 1, ContentType: 'image/png' }],
    [{ ContentLength: 0, ContentType: 'image/png' }],
  ])('refuses a public/staff/ object that is not a checked photo: %j', async (head) => {
    s3Mock.on(HeadObjectCommand).resolves(head);
    const outcome = await invoke(handler, 'Mutation.createStaff', {
      input: { ...TEXT, imageUrl: NEW_PHOTO },
    });
    expect(outcome).toEqual({
      errorType: 'ValidationError',
      errorMessage:
        'imageUrl: The object at this key is not a checked staff photo. Upload it again.',
    });
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  const KEY_RULE =
    'imageUrl: Must be a storage key under public/staff/, such as public/staff/1700000000000_photo.jpg.';

  it.each([
    [{ name: ' ' }, 'name: Required; must not be blank.'],
    [{ name: 'x'.repeat(101) }, 'name: Must be at most 100 characters.'],
    [{ role: '' }, 'role: Required; must not be blank.'],
    [{ role: 'x'.repeat(101) }, 'role: Must be at most 100 characters.'],
    [{ description: ' ' }, 'description: Required; must not be blank.'],
    [{ description: 'x'.repeat(2001) }, 'description: Must be at most 2000 characters.'],
    [{ certificates: '' }, 'certificates: Required; must not be blank.'],
    [{ certificates: 'x'.repeat(2001) }, 'certificates: Must be at most 2000 characters.'],
    [{ experience: '\n' }, 'experience: Required; must not be blank.'],
    [{ experience: 'x'.repeat(2001) }, 'experience: Must be at most 2000 characters.'],
    [{ imageUrl: '' }, 'imageUrl: Required; must not be blank.'],
    [{ imageUrl: 'public/photo.jpg' }, KEY_RULE],
    [{ imageUrl: 'public/staff/' }, KEY_RULE],
    [{ imageUrl: 'public/staff/a/b.jpg' }, KEY_RULE],
    [{ imageUrl: 'public/staff/..' }, KEY_RULE],
    [{ imageUrl: 'private/staff/x.jpg' }, KEY_RULE],
    // An upload that never went through completeStaffPhotoUpload's checks.
    [{ imageUrl: 'uploads/staff/1700000000001_new.png' }, KEY_RULE],
    [{ id: 'chosen' }, 'id: Unknown field.'],
  ])('rejects %j before touching storage or the table', async (change, message) => {
    const outcome = await invoke(handler, 'Mutation.createStaff', {
      input: { ...TEXT, imageUrl: NEW_PHOTO, ...change },
    });
    expect(outcome).toEqual({ errorType: 'ValidationError', errorMessage: message });
    expect(s3Mock.calls()).toHaveLength(0);
    expect(dynamoMock.calls()).toHaveLength(0);
  });

  it('rejects a non-empty condition', async () => {
    const outcome = await invoke(handler, 'Mutation.createStaff', {
      input: { ...TEXT, imageUrl: NEW_PHOTO },
      condition: { name: { eq: 'Jo' } },
    });
    expect(outcome).toMatchObject({
      errorType: 'ValidationError',
      errorMessage: expect.stringMatching(/^condition: Not supported: ids are assigned/),
    });
    expect(dynamoMock.calls()).toHaveLength(0);
  });
});

describe('updateStaff', () => {
  it('writes the new photo key, then deletes the replaced photo', async () => {
    s3Mock.on(HeadObjectCommand).resolves(CHECKED_PHOTO);
    const order = recordOrder();

    const outcome = await invoke(handler, 'Mutation.updateStaff', {
      input: { id: 's1', ...TEXT, imageUrl: NEW_PHOTO },
    });

    expect(expectData(outcome)).toEqual({
      ...STAFF,
      imageUrl: NEW_PHOTO,
      updatedAt: expect.stringMatching(ISO_TIMESTAMP),
    });
    expect(order).toEqual(['update item', `delete ${OLD_PHOTO}`]);
    const input = dynamoMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(Object.keys(setAttributes(input)).sort()).toEqual(
      [...Object.keys(TEXT), 'imageUrl', 'updatedAt'].sort(),
    );
    expect(withoutUpdateExpression(input)).toEqual({
      TableName: 'staff-table',
      Key: { id: 's1' },
      ConditionExpression: 'attribute_exists(id)',
      ReturnValues: 'ALL_OLD',
    });
    expect(s3Mock.commandCalls(DeleteObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'files-bucket',
      Key: OLD_PHOTO,
    });
  });

  it('keeps the current photo when imageUrl is omitted', async () => {
    const order = recordOrder();
    const outcome = await invoke(handler, 'Mutation.updateStaff', {
      input: { id: 's1', ...TEXT, imageUrl: null },
    });
    expect(expectData(outcome).imageUrl).toBe(OLD_PHOTO);
    expect(order).toEqual(['update item']);
    const input = dynamoMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(setAttributes(input)).not.toHaveProperty('imageUrl');
    expect(s3Mock.calls()).toHaveLength(0);
  });

  it('does not delete the photo when the same key is sent again', async () => {
    s3Mock.on(HeadObjectCommand).resolves(CHECKED_PHOTO);
    const order = recordOrder();
    await invoke(handler, 'Mutation.updateStaff', {
      input: { id: 's1', ...TEXT, imageUrl: OLD_PHOTO },
    });
    expect(order).toEqual(['update item']);
  });

  it('does not delete the old photo when another member still uses it', async () => {
    s3Mock.on(HeadObjectCommand).resolves(CHECKED_PHOTO);
    dynamoMock.on(QueryCommand).resolves({ Items: [{ id: 's2', imageUrl: OLD_PHOTO }] });
    const order = recordOrder();
    await invoke(handler, 'Mutation.updateStaff', {
      input: { id: 's1', ...TEXT, imageUrl: NEW_PHOTO },
    });
    expect(order).toEqual(['update item']);
    expect(dynamoMock.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'staff-table',
      IndexName: 'byCreatedAt',
      FilterExpression: '#imageUrl = :imageUrl AND #id <> :changedId',
      ExpressionAttributeNames: { '#imageUrl': 'imageUrl', '#id': 'id' },
      ExpressionAttributeValues: {
        ':listPartition': 'Staff',
        ':imageUrl': OLD_PHOTO,
        ':changedId': 's1',
      },
    });
  });

  it('deletes the old photo even while the index still shows the member with it', async () => {
    s3Mock.on(HeadObjectCommand).resolves(CHECKED_PHOTO);
    // The byCreatedAt index is eventually consistent: right after the update it may still return
    // the member's old item. Only a stand-in that honours the filter's `#id <> :changedId` does.
    dynamoMock
      .on(QueryCommand)
      .callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => ({
        Items: [{ id: 's1', imageUrl: OLD_PHOTO }].filter(
          (item) => item.id !== input.ExpressionAttributeValues[':changedId'],
        ),
      }));
    const order = recordOrder();
    await invoke(handler, 'Mutation.updateStaff', {
      input: { id: 's1', ...TEXT, imageUrl: NEW_PHOTO },
    });
    expect(order).toEqual(['update item', `delete ${OLD_PHOTO}`]);
  });

  it('is NotFound for a missing id, and deletes no photo', async () => {
    s3Mock.on(HeadObjectCommand).resolves(CHECKED_PHOTO);
    dynamoMock.on(UpdateCommand).rejects(conditionalCheckFailed());
    const outcome = await invoke(handler, 'Mutation.updateStaff', {
      input: { id: 'nope', ...TEXT, imageUrl: NEW_PHOTO },
    });
    expect(outcome).toEqual({
      errorType: 'NotFound',
      errorMessage: 'No Staff with id "nope" exists.',
    });
    expect(s3Mock.commandCalls(DeleteObjectCommand)).toHaveLength(0);
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('keeps the old photo when the database write fails', async () => {
    captureLogs();
    s3Mock.on(HeadObjectCommand).resolves(CHECKED_PHOTO);
    dynamoMock.on(UpdateCommand).rejects(new Error('InternalServerError'));
    const outcome = await invoke(handler, 'Mutation.updateStaff', {
      input: { id: 's1', ...TEXT, imageUrl: NEW_PHOTO },
    });
    expect(outcome).toMatchObject({ errorType: 'InternalError' });
    expect(s3Mock.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it('rejects a new photo that was never uploaded, without writing', async () => {
    s3Mock.on(HeadObjectCommand).rejects(s3Error('NotFound'));
    const outcome = await invoke(handler, 'Mutation.updateStaff', {
      input: { id: 's1', ...TEXT, imageUrl: NEW_PHOTO },
    });
    expect(outcome).toMatchObject({ errorType: 'ValidationError', errorMessage: /^imageUrl: / });
    expect(dynamoMock.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('logs a failed photo deletion but still returns the updated member', async () => {
    const logged = captureLogs();
    s3Mock.on(HeadObjectCommand).resolves(CHECKED_PHOTO);
    dynamoMock.on(UpdateCommand).resolves({ Attributes: STORED });
    s3Mock.on(DeleteObjectCommand).rejects(new Error('AccessDenied'));
    const outcome = await invoke(handler, 'Mutation.updateStaff', {
      input: { id: 's1', ...TEXT, imageUrl: NEW_PHOTO },
    });
    expect(expectData(outcome).imageUrl).toBe(NEW_PHOTO);
    expect(logged.entry('Could not delete staff photo')).toMatchObject({
      requestId: REQUEST_ID,
      key: OLD_PHOTO,
    });
  });

  it.each([
    [{ imageUrl: 'elsewhere/x.png' }, /^imageUrl: Must be a storage key/],
    [{ imageUrl: 'uploads/staff/1700000000001_new.png' }, /^imageUrl: Must be a storage key/],
    [{ name: '' }, /^name: Required; must not be blank\.$/],
    [{ id: undefined }, /^id: Required\.$/],
  ])('rejects %j without touching anything', async (change, message) => {
    const outcome = await invoke(handler, 'Mutation.updateStaff', {
      input: { id: 's1', ...TEXT, ...change },
    });
    expect(outcome).toMatchObject({ errorType: 'ValidationError', errorMessage: message });
    expect(dynamoMock.calls()).toHaveLength(0);
    expect(s3Mock.calls()).toHaveLength(0);
  });
});

describe('deleteStaff', () => {
  it('deletes the member, then the photo', async () => {
    const order = recordOrder();
    const outcome = await invoke(handler, 'Mutation.deleteStaff', { input: { id: 's1' } });
    expect(outcome).toEqual({ data: STAFF });
    expect(order).toEqual(['delete item', `delete ${OLD_PHOTO}`]);
    // The deleted member may linger in the eventually consistent index: it must not count.
    expect(
      dynamoMock.commandCalls(QueryCommand)[0]?.args[0].input.ExpressionAttributeValues,
    ).toMatchObject({ ':imageUrl': OLD_PHOTO, ':changedId': 's1' });
  });

  it('keeps the photo when another member shares it', async () => {
    const order = recordOrder();
    dynamoMock.on(QueryCommand).resolves({ Items: [{ id: 's2', imageUrl: OLD_PHOTO }] });
    await invoke(handler, 'Mutation.deleteStaff', { input: { id: 's1' } });
    expect(order).toEqual(['delete item']);
  });

  it('returns null for a missing id and touches no photo', async () => {
    dynamoMock.on(DeleteCommand).resolves({});
    const outcome = await invoke(handler, 'Mutation.deleteStaff', { input: { id: 'gone' } });
    expect(outcome).toEqual({ data: null });
    expect(s3Mock.calls()).toHaveLength(0);
  });

  it('still reports the deletion when the photo cannot be removed', async () => {
    captureLogs();
    dynamoMock.on(DeleteCommand).resolves({ Attributes: STORED });
    s3Mock.on(DeleteObjectCommand).rejects(new Error('AccessDenied'));
    const outcome = await invoke(handler, 'Mutation.deleteStaff', { input: { id: 's1' } });
    expect(outcome).toEqual({ data: STAFF });
  });
});

describe('listStaff', () => {
  it('returns missing certificates and experience as empty text', async () => {
    const older: Record<string, unknown> = { ...STORED };
    delete older.certificates;
    delete older.experience;
    dynamoMock.on(QueryCommand).resolves({ Items: [older, STORED] });
    const outcome = await invoke(handler, 'Query.listStaff', { filter: { role: { eq: 'Nurse' } } });
    expect(outcome).toEqual({
      data: {
        items: [{ ...STAFF, certificates: '', experience: '' }, STAFF],
        nextToken: null,
      },
    });
    expect(dynamoMock.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'staff-table',
      FilterExpression: '#role = :v0',
      ExpressionAttributeValues: { ':listPartition': 'Staff', ':v0': 'Nurse' },
      ScanIndexForward: false,
      Limit: 25,
    });
  });
});
