// The browser transport for the upload manager: XMLHttpRequest, because fetch cannot report upload
// progress. The presigned URL carries the authorisation; the bucket's CORS rules expose ETag.
import { HttpError, NetworkError, type PutFn } from './types';

export const xhrPut: PutFn = ({ url, body, contentType, signal, onProgress }) =>
  new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.addEventListener('progress', (event) => onProgress(event.loaded));
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve({ etag: xhr.getResponseHeader('ETag') });
      else reject(new HttpError(xhr.status));
    });
    xhr.addEventListener('error', () => reject(new NetworkError()));
    xhr.addEventListener('timeout', () => reject(new NetworkError()));
    xhr.addEventListener('abort', () => reject(signal.reason));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
