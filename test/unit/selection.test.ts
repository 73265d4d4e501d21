// The handlers' own bounds on what a request selects under their root field, from what AppSync
// hands the Lambda (info.selectionSetList leaves __typename out; selectionSetGraphQL has it): at
// most SELECTION_LIMIT fields, and no field twice under different aliases.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { SELECTION_LIMIT } from '../../schema/contract/apiLimits';
import { handler } from '../../lambdas/posts/handler';
import { selectedFieldCount } from '../../lambdas/shared/selection';
import {
  allSdkCalls,
  appSyncEvent,
  dynamoMock,
  identities,
  REQUEST_ID,
  useHandlerTestEnvironment,
} from './helpers';

useHandlerTestEnvironment();

function listPostsSelecting(selectionSetList: string[], selectionSetGraphQL = '') {
  const event = appSyncEvent('Query', 'listPosts', {}, identities.apiKey);
  return handler(
    { ...event, info: { ...event.info, selectionSetList, selectionSetGraphQL } },
    { awsRequestId: REQUEST_ID },
  );
}

describe('selection width', () => {
  it('counts every path once and every __typename', () => {
    expect(
      selectedFieldCount({
        selectionSetList: ['items', 'items/id', 'items/a1', 'nextToken'],
        selectionSetGraphQL:
          '{\n  items {\n    id\n    a1: title\n    __typename\n    t: __typename\n  }\n}',
      }),
    ).toBe(6);
  });

  it(`refuses more than ${SELECTION_LIMIT} fields before reading anything`, async () => {
    const aliases = Array.from({ length: SELECTION_LIMIT }, (_, index) => `items/a${index}`);
    const outcome = await listPostsSelecting(['items', ...aliases]);
    expect(outcome).toEqual({
      errorType: 'ValidationError',
      errorMessage: `selection: Selects ${SELECTION_LIMIT + 1} fields; a request may select at most ${SELECTION_LIMIT} under one field.`,
    });
    expect(allSdkCalls()).toHaveLength(0);
  });

  it('refuses a field selected twice under different aliases', async () => {
    const outcome = await listPostsSelecting(
      ['items', 'items/a', 'items/b'],
      '{\n  items {\n    a: description\n    b: description\n  }\n}',
    );
    expect(outcome).toEqual({
      errorType: 'ValidationError',
      errorMessage: 'selection: Selects description more than once; select each field once.',
    });
    expect(allSdkCalls()).toHaveLength(0);
  });

  it('reads a plain selection', async () => {
    dynamoMock.on(QueryCommand).resolves({ Items: [] });
    const outcome = await listPostsSelecting(
      ['items', 'items/id', 'items/postTitle', 'nextToken'],
      '{\n  items {\n    id\n    postTitle: title\n    __typename\n  }\n  nextToken\n}',
    );
    expect(outcome).toEqual({ data: { items: [], nextToken: null } });
  });

  it('counts aliased __typename, which selectionSetList leaves out', async () => {
    const typenames = Array.from(
      { length: SELECTION_LIMIT },
      (_, index) => `t${index}: __typename`,
    );
    const outcome = await listPostsSelecting(['items'], `{ items { ${typenames.join(' ')} } }`);
    expect(outcome).toMatchObject({ errorType: 'ValidationError' });
    expect(allSdkCalls()).toHaveLength(0);
  });
});
