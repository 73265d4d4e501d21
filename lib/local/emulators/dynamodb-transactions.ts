// TransactWriteItems for the DynamoDB stand-in, which dynalite lacks: up to 100 Put, Update, Delete
// and ConditionCheck actions on distinct items, all applied or none. The caller runs it while no
// other call does (request-gate.ts). Each target item is read first; every action then goes through
// dynalite's own PutItem, UpdateItem or DeleteItem with its condition, and when any condition fails
// the items already written are put back as read and the answer is DynamoDB's
// TransactionCanceledException with one CancellationReason per action, in order.
import { createHash } from 'node:crypto';
import type { DynamoCall, WireAnswer } from './dynalite-calls';

const MAX_ACTIONS = 100;
const MAX_TOKEN_LENGTH = 36;
/** How long DynamoDB remembers a ClientRequestToken. */
const TOKEN_MEMORY_MS = 10 * 60 * 1000;
const ACTION_KINDS = ['Put', 'Update', 'Delete', 'ConditionCheck'] as const;
type ActionKind = (typeof ACTION_KINDS)[number];

const REQUIRED: Record<ActionKind, readonly string[]> = {
  Put: ['TableName', 'Item'],
  Update: ['TableName', 'Key', 'UpdateExpression'],
  Delete: ['TableName', 'Key'],
  ConditionCheck: ['TableName', 'Key', 'ConditionExpression'],
};

type AttributeMap = Record<string, unknown>;

interface Action {
  kind: ActionKind;
  spec: Record<string, unknown>;
  table: string;
  key: AttributeMap;
  before: AttributeMap | undefined;
}

class Refusal extends Error {
  constructor(readonly answer: WireAnswer) {
    super('refused');
  }
}

function validationError(message: string): Refusal {
  return new Refusal({
    status: 400,
    body: { __type: 'com.amazon.coral.validate#ValidationException', message },
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer of a call that went wrong, passed on as DynamoDB gave it. */
function unlessOk(answer: WireAnswer): WireAnswer {
  if (answer.status !== 200) {
    throw new Refusal(answer);
  }
  return answer;
}

function isConditionFailure(answer: WireAnswer): boolean {
  return String(answer.body.__type).endsWith('#ConditionalCheckFailedException');
}

/** The request's actions, checked as DynamoDB checks their shape. */
function actionsOf(request: Record<string, unknown>): { kind: ActionKind; spec: AttributeMap }[] {
  const items = request.TransactItems;
  if (!Array.isArray(items)) {
    throw validationError(
      "1 validation error detected: Value null at 'transactItems' failed to satisfy constraint: Member must not be null",
    );
  }
  if (items.length < 1 || items.length > MAX_ACTIONS) {
    throw validationError(
      `1 validation error detected: Value '${items.length}' at 'transactItems' failed to satisfy constraint: Member must have length ${items.length < 1 ? 'greater than or equal to 1' : `less than or equal to ${MAX_ACTIONS}`}`,
    );
  }
  const token = request.ClientRequestToken;
  if (
    token !== undefined &&
    (typeof token !== 'string' || token.length < 1 || token.length > MAX_TOKEN_LENGTH)
  ) {
    throw validationError(
      `1 validation error detected: Value at 'clientRequestToken' failed to satisfy constraint: Member must have length between 1 and ${MAX_TOKEN_LENGTH}`,
    );
  }
  return items.map((item: unknown) => {
    const kinds = isObject(item) ? ACTION_KINDS.filter((kind) => item[kind] !== undefined) : [];
    const kind = kinds[0];
    if (kinds.length !== 1 || !kind || !isObject(item) || !isObject(item[kind])) {
      throw validationError('TransactItems can only contain one of Check, Put, Update or Delete');
    }
    const spec = item[kind];
    const missing = REQUIRED[kind].find((name) => spec[name] === undefined);
    if (missing) {
      throw validationError(`1 validation error detected: ${kind}.${missing} must not be null`);
    }
    const returnValues = spec.ReturnValuesOnConditionCheckFailure;
    if (returnValues !== undefined && returnValues !== 'ALL_OLD' && returnValues !== 'NONE') {
      throw validationError(
        `1 validation error detected: Value '${String(returnValues)}' at 'returnValuesOnConditionCheckFailure' failed to satisfy constraint: Member must satisfy enum value set: [ALL_OLD, NONE]`,
      );
    }
    return { kind, spec };
  });
}

/** The key attributes' names of each table the actions name (an unknown table is refused here). */
async function keyNamesOf(
  call: DynamoCall,
  tables: Iterable<string>,
): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  for (const table of tables) {
    const { body } = unlessOk(await call('DescribeTable', { TableName: table }));
    const schema = (body.Table as { KeySchema: { AttributeName: string }[] }).KeySchema;
    names.set(
      table,
      schema.map((key) => key.AttributeName),
    );
  }
  return names;
}

function keyOf(kind: ActionKind, spec: AttributeMap, keyNames: string[]): AttributeMap {
  if (kind !== 'Put') {
    return spec.Key as AttributeMap;
  }
  const item = spec.Item as AttributeMap;
  const missing = keyNames.find((name) => item[name] === undefined);
  if (missing) {
    throw validationError(
      `One or more parameter values were invalid: Missing the key ${missing} in the item`,
    );
  }
  return Object.fromEntries(keyNames.map((name) => [name, item[name]]));
}

/** The expression fields an action shares with the single-item call that carries it out. */
function conditionOf(spec: AttributeMap): AttributeMap {
  return Object.fromEntries(
    ['ConditionExpression', 'ExpressionAttributeNames', 'ExpressionAttributeValues']
      .filter((name) => spec[name] !== undefined)
      .map((name) => [name, spec[name]]),
  );
}

/**
 * The single-item call that carries out an action. A ConditionCheck changes nothing: a conditional
 * Put of the item as it is, or, when there is none, a conditional Delete of nothing.
 */
function writeOf(action: Action): [string, AttributeMap] {
  const { kind, spec, table, key, before } = action;
  const condition = conditionOf(spec);
  switch (kind) {
    case 'Put':
      return ['PutItem', { TableName: table, Item: spec.Item, ...condition }];
    case 'Update':
      return [
        'UpdateItem',
        { TableName: table, Key: key, UpdateExpression: spec.UpdateExpression, ...condition },
      ];
    case 'Delete':
      return ['DeleteItem', { TableName: table, Key: key, ...condition }];
    case 'ConditionCheck':
      return before
        ? ['PutItem', { TableName: table, Item: before, ...condition }]
        : ['DeleteItem', { TableName: table, Key: key, ...condition }];
  }
}

/** Puts an item back as it was read before the transaction (or removes it if there was none). */
async function restore(call: DynamoCall, action: Action): Promise<void> {
  const answer = action.before
    ? await call('PutItem', { TableName: action.table, Item: action.before })
    : await call('DeleteItem', { TableName: action.table, Key: action.key });
  if (answer.status !== 200) {
    throw new Error(
      `Could not undo a cancelled transaction on ${action.table}: ${JSON.stringify(answer.body)}`,
    );
  }
}

function cancelled(actions: readonly Action[], failed: ReadonlySet<number>): WireAnswer {
  const reasons = actions.map((action, index) => {
    if (!failed.has(index)) {
      return { Code: 'None' };
    }
    const withItem = action.spec.ReturnValuesOnConditionCheckFailure === 'ALL_OLD' && action.before;
    return {
      Code: 'ConditionalCheckFailed',
      Message: 'The conditional request failed',
      ...(withItem ? { Item: action.before } : {}),
    };
  });
  return {
    status: 400,
    body: {
      __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
      Message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((reason) => reason.Code).join(', ')}]`,
      CancellationReasons: reasons,
    },
  };
}

/** Applies every action; on a failed condition or any error puts back what was written. */
async function apply(call: DynamoCall, actions: readonly Action[]): Promise<WireAnswer> {
  const written: Action[] = [];
  const failed = new Set<number>();
  let error: WireAnswer | undefined;
  for (const [index, action] of actions.entries()) {
    const [operation, input] = writeOf(action);
    const answer = await call(operation, input);
    if (answer.status === 200) {
      if (action.kind !== 'ConditionCheck') written.push(action);
    } else if (isConditionFailure(answer)) {
      failed.add(index);
    } else {
      error = answer;
      break;
    }
  }
  if (!error && failed.size === 0) {
    return { status: 200, body: {} };
  }
  for (const action of written.reverse()) {
    await restore(call, action);
  }
  return error ?? cancelled(actions, failed);
}

/** Remembers the ClientRequestTokens of recent transactions, as DynamoDB does for ten minutes. */
export class ClientTokens {
  private readonly seen = new Map<string, { fingerprint: string; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** 'new', 'repeat' (the same request again) or 'mismatch' (another request under the token). */
  check(token: string, fingerprint: string): 'new' | 'repeat' | 'mismatch' {
    this.forgetOld();
    const earlier = this.seen.get(token);
    if (!earlier) return 'new';
    return earlier.fingerprint === fingerprint ? 'repeat' : 'mismatch';
  }

  remember(token: string, fingerprint: string): void {
    this.seen.set(token, { fingerprint, at: this.now() });
  }

  private forgetOld(): void {
    const oldest = this.now() - TOKEN_MEMORY_MS;
    for (const [token, { at }] of this.seen) {
      if (at < oldest) this.seen.delete(token);
    }
  }
}

/**
 * Carries out one TransactWriteItems request (its parsed body) and answers as DynamoDB does. Must
 * run while no other call reaches dynalite.
 */
export async function transactWriteItems(
  call: DynamoCall,
  request: unknown,
  tokens: ClientTokens,
): Promise<WireAnswer> {
  try {
    if (!isObject(request)) {
      throw validationError('The request body must be a JSON object.');
    }
    const specs = actionsOf(request);
    const token = request.ClientRequestToken as string | undefined;
    const fingerprint = createHash('sha256').update(JSON.stringify(specs)).digest('hex');
    const seen = token ? tokens.check(token, fingerprint) : 'new';
    if (seen === 'repeat') {
      return { status: 200, body: {} };
    }
    if (seen === 'mismatch') {
      return {
        status: 400,
        body: {
          __type: 'com.amazonaws.dynamodb.v20120810#IdempotentParameterMismatchException',
          message:
            'Request parameters do not match the previous request with the same client token',
        },
      };
    }
    const keyNames = await keyNamesOf(
      call,
      new Set(specs.map(({ spec }) => String(spec.TableName))),
    );
    const targets = new Set<string>();
    const actions: Action[] = [];
    for (const { kind, spec } of specs) {
      const table = String(spec.TableName);
      const key = keyOf(kind, spec, keyNames.get(table)!);
      const target = JSON.stringify([table, keyNames.get(table)!.map((name) => key[name])]);
      if (targets.has(target)) {
        throw validationError('Transaction request cannot include multiple operations on one item');
      }
      targets.add(target);
      const { body } = unlessOk(
        await call('GetItem', { TableName: table, Key: key, ConsistentRead: true }),
      );
      actions.push({ kind, spec, table, key, before: body.Item as AttributeMap | undefined });
    }
    const answer = await apply(call, actions);
    if (answer.status === 200 && token) {
      tokens.remember(token, fingerprint);
    }
    return answer;
  } catch (error) {
    if (error instanceof Refusal) {
      return error.answer;
    }
    throw error;
  }
}
