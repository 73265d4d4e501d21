/* eslint-disable @typescript-eslint/no-explicit-any */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CreateMessageInput = {
  /** Makes a resend safe: the same token with the same fields is the same message (a resend after a Timeout stores nothing twice); a token sent again with other fields is a ValidationError. A UUID the client makes for each message. */
  clientToken?: string | null | undefined;
  email: string;
  fullName: string;
  msg: string;
  phone: string;
  postcode?: number | null | undefined;
  /** Honeypot: left empty by people, filled by bots. A filled value is answered as if stored, logged, and not stored or e-mailed. */
  website?: string | null | undefined;
};

export type ModelPostFilterInput = {
  and?: Array<ModelPostFilterInput> | null | undefined;
  location?: ModelStringInput | null | undefined;
  not?: ModelPostFilterInput | null | undefined;
  or?: Array<ModelPostFilterInput> | null | undefined;
  title?: ModelStringInput | null | undefined;
  type?: ModelStringInput | null | undefined;
};

export type ModelStringInput = {
  beginsWith?: string | null | undefined;
  contains?: string | null | undefined;
  eq?: string | null | undefined;
  ne?: string | null | undefined;
};

export type ListTestimonialsQueryVariables = Exact<{
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;

export type ListTestimonialsQuery = {
  listTestimonials: {
    nextToken: string | null;
    items: Array<{ id: string; body: string; name: string }>;
  };
};

export type ListPostsQueryVariables = Exact<{
  filter?: ModelPostFilterInput | null | undefined;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;

export type ListPostsQuery = {
  listPosts: {
    nextToken: string | null;
    items: Array<{
      id: string;
      title: string;
      description: Array<string>;
      location: string;
      type: string;
      createdAt: string;
    }>;
  };
};

export type CreateMessageMutationVariables = Exact<{
  input: CreateMessageInput;
}>;

export type CreateMessageMutation = { createMessage: { id: string; createdAt: string } | null };

export type ReferralFormUrlQueryVariables = Exact<{ [key: string]: never }>;

export type ReferralFormUrlQuery = { referralFormUrl: string };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const ListTestimonialsDocument = new TypedDocumentString(`
    query ListTestimonials($limit: Int, $nextToken: String) {
  listTestimonials(limit: $limit, nextToken: $nextToken) {
    items {
      id
      body
      name
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<ListTestimonialsQuery, ListTestimonialsQueryVariables>;
export const ListPostsDocument = new TypedDocumentString(`
    query ListPosts($filter: ModelPostFilterInput, $limit: Int, $nextToken: String) {
  listPosts(filter: $filter, limit: $limit, nextToken: $nextToken) {
    items {
      id
      title
      description
      location
      type
      createdAt
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<ListPostsQuery, ListPostsQueryVariables>;
export const CreateMessageDocument = new TypedDocumentString(`
    mutation CreateMessage($input: CreateMessageInput!) {
  createMessage(input: $input) {
    id
    createdAt
  }
}
    `) as unknown as TypedDocumentString<CreateMessageMutation, CreateMessageMutationVariables>;
export const ReferralFormUrlDocument = new TypedDocumentString(`
    query ReferralFormUrl {
  referralFormUrl
}
    `) as unknown as TypedDocumentString<ReferralFormUrlQuery, ReferralFormUrlQueryVariables>;
