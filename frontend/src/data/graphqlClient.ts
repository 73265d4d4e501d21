// The public pages' GraphQL client: one POST per operation with the public API key, as AppSync
// expects. Apollo is kept for the admin area; the public pages need nothing more than this.
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { runtimeConfig } from './runtimeConfig';

export interface GraphqlErrorEntry {
  message: string;
  errorType?: string;
}

/** The API answered with errors (e.g. a ValidationError whose message starts with the field). */
export class GraphqlRequestError extends Error {
  constructor(readonly errors: readonly GraphqlErrorEntry[]) {
    super(errors.map((error) => error.message).join('; ') || 'GraphQL request failed');
    this.name = 'GraphqlRequestError';
  }
}

interface GraphqlResponse<TResult> {
  data?: TResult | null;
  errors?: GraphqlErrorEntry[];
}

export async function request<TResult, TVariables>(
  document: DocumentTypeDecoration<TResult, TVariables> & { toString(): string },
  variables?: TVariables,
): Promise<TResult> {
  const { graphqlUrl, apiKey } = await runtimeConfig();
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
  });
  const body = (await response.json().catch(() => ({}))) as GraphqlResponse<TResult>;
  if (body.errors?.length) throw new GraphqlRequestError(body.errors);
  if (!response.ok || !body.data) {
    throw new GraphqlRequestError([{ message: `GraphQL answered HTTP ${response.status}` }]);
  }
  return body.data;
}
