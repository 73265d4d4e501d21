// The contracts the upload manager works against: the API's staged upload operations and a
// transport that PUTs bytes to a presigned URL. Both are injected, so the manager stays pure.
import type {
  AbortStaffPhotoUploadInput,
  CompleteStaffPhotoUploadInput,
  CompletedStaffPhotoUpload,
  StaffPhotoUpload,
  StartStaffPhotoUploadInput,
} from '../../../../schema/generated/types';

export type UploadState = 'IN_PROGRESS' | 'PAUSED' | 'CANCELED' | 'ERROR' | 'SUCCESS';

export type StartedUpload = Pick<StaffPhotoUpload, 'key' | 'partSize' | 'url' | 'uploadId'> & {
  parts: readonly { partNumber: number; url: string }[];
};

export type CompletedUpload = Pick<CompletedStaffPhotoUpload, 'key' | 'size' | 'contentType'>;

/** The API's staged upload operations (GraphQL mutations in the app, fakes in unit tests). */
export interface UploadApi {
  start(input: StartStaffPhotoUploadInput): Promise<StartedUpload>;
  complete(input: CompleteStaffPhotoUploadInput): Promise<CompletedUpload>;
  abort(input: AbortStaffPhotoUploadInput): Promise<void>;
}

export interface PutRequest {
  url: string;
  body: Blob;
  /** Sent as Content-Type when the URL was signed for one (single PUTs). */
  contentType?: string;
  signal: AbortSignal;
  /** Bytes of this body sent so far. */
  onProgress(loaded: number): void;
}

export interface PutResult {
  etag: string | null;
}

/** PUTs a body to a presigned URL; rejects with HttpError, NetworkError or AbortError. */
export type PutFn = (request: PutRequest) => Promise<PutResult>;

export class HttpError extends Error {
  constructor(readonly status: number) {
    super(`The storage answered HTTP ${status}.`);
    this.name = 'HttpError';
  }
}

export class NetworkError extends Error {
  constructor() {
    super('A network error has occurred.');
    this.name = 'NetworkError';
  }
}

export class UploadCanceledError extends Error {
  constructor() {
    super('Upload is canceled by user');
    this.name = 'CanceledError';
  }
}

export interface UploadSnapshot {
  state: UploadState;
  /** Bytes sent so far. */
  loaded: number;
  total: number;
  /** Whole percent, 0-100. */
  percent: number;
  /** Known once the API has planned the upload; only multipart uploads can be paused. */
  multipart: boolean;
  error?: Error;
  result?: CompletedUpload;
}
