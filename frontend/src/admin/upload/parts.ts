// Which bytes go in which request. The API plans the upload with the same rule (5 MiB parts,
// doubled until at most 10000 parts; one PUT at or below the part size), and the manager refuses a
// plan that does not follow it rather than send parts of sizes the signed URLs would reject.
import { OBJECT_TOO_LARGE_MESSAGE, planUpload } from '../../../../schema/contract/uploadPlan';
import type { StartedUpload } from './types';

export interface PartRequest {
  partNumber: number;
  url: string;
  start: number;
  end: number;
}

export function partRequests(upload: StartedUpload, size: number): PartRequest[] {
  const plan = planUpload(size);
  if (!plan) throw new Error(OBJECT_TOO_LARGE_MESSAGE);
  if (plan.kind === 'single') {
    if (!upload.url) throw new Error('The API planned a multipart upload for a single-part file.');
    return [{ partNumber: 1, url: upload.url, start: 0, end: size }];
  }
  if (
    !upload.uploadId ||
    upload.partSize !== plan.partSize ||
    upload.parts.length !== plan.partCount
  ) {
    throw new Error(
      `The API's upload plan does not match ${plan.partCount} parts of ${plan.partSize} bytes.`,
    );
  }
  return [...upload.parts]
    .sort((a, b) => a.partNumber - b.partNumber)
    .map((part, index) => ({
      partNumber: part.partNumber,
      url: part.url,
      start: index * plan.partSize,
      end: Math.min(size, (index + 1) * plan.partSize),
    }));
}
