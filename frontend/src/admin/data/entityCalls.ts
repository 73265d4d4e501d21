// The API calls of an admin list, made from the typed documents of graphql/generated/operations.ts. Each
// call carries the name of the field it sends, which the log lines name ("deletePost failed").
import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import type { ListPage } from './usePagedList';

export interface Call<Args extends unknown[], Result> {
  /** The API field the call sends. */
  field: string;
  send(client: ApolloClient, ...args: Args): Promise<Result>;
}

export type ListCall<Item> = Call<[limit: number, nextToken: string | null], ListPage<Item>>;
/** Resolves true when the API answered that the item was deleted. */
export type RemoveCall = Call<[id: string], boolean>;
export type CreateCall<Input> = Call<[input: Input], unknown>;
/** Resolves to the updated item, or nothing when the API updated none. */
export type UpdateCall<Input, Item> = Call<[id: string, input: Input], Item | null | undefined>;

interface ListVariables {
  limit?: number | null;
  nextToken?: string | null;
}

/** `filters`: the list's other arguments (a search), sent with every page. */
export function listCall<F extends string, Item, Filters extends object = object>(
  field: F,
  document: TypedDocumentNode<Record<F, ListPage<Item>>, ListVariables & Filters>,
  filters?: Filters,
): ListCall<Item> {
  return {
    field,
    async send(client, limit, nextToken) {
      const variables = { ...filters, limit, nextToken } as ListVariables & Filters;
      const { data } = await client.query({ query: document, variables });
      if (!data) throw new Error(`${field} returned no data`);
      return data[field];
    },
  };
}

export function removeCall<F extends string>(
  field: F,
  document: TypedDocumentNode<Record<F, unknown>, { input: { id: string } }>,
): RemoveCall {
  return {
    field,
    async send(client, id) {
      const { data } = await client.mutate({ mutation: document, variables: { input: { id } } });
      return Boolean(data?.[field]);
    },
  };
}

export function createCall<F extends string, Input>(
  field: F,
  document: TypedDocumentNode<Record<F, unknown>, { input: Input }>,
): CreateCall<Input> {
  return {
    field,
    async send(client, input) {
      await client.mutate({ mutation: document, variables: { input } });
    },
  };
}

export function updateCall<F extends string, Input extends { id: string }, Item>(
  field: F,
  document: TypedDocumentNode<Record<F, Item | null>, { input: Input }>,
): UpdateCall<Omit<Input, 'id'>, Item> {
  return {
    field,
    async send(client, id, fields) {
      const input = { ...fields, id } as Input;
      const { data } = await client.mutate({ mutation: document, variables: { input } });
      return data?.[field];
    },
  };
}
