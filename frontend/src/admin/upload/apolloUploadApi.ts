// The upload manager's API side, as the admin's GraphQL mutations.
import type { ApolloClient } from '@apollo/client';
import {
  AbortStaffPhotoUploadDocument,
  CompleteStaffPhotoUploadDocument,
  StartStaffPhotoUploadDocument,
} from '../graphql/generated/operations';
import type { UploadApi } from './types';

function required<T>(value: T | null | undefined, operation: string): T {
  if (value === null || value === undefined) throw new Error(`${operation} returned no data`);
  return value;
}

export function apolloUploadApi(client: ApolloClient): UploadApi {
  return {
    async start(input) {
      const { data } = await client.mutate({
        mutation: StartStaffPhotoUploadDocument,
        variables: { input },
      });
      return required(data?.startStaffPhotoUpload, 'startStaffPhotoUpload');
    },
    async complete(input) {
      const { data } = await client.mutate({
        mutation: CompleteStaffPhotoUploadDocument,
        variables: { input },
      });
      return required(data?.completeStaffPhotoUpload, 'completeStaffPhotoUpload');
    },
    async abort(input) {
      await client.mutate({ mutation: AbortStaffPhotoUploadDocument, variables: { input } });
    },
  };
}
