// The API's side of the shared upload plan (schema/contract/uploadPlan.ts): a size S3 cannot store
// is the caller's mistake, so it is a ValidationError naming the field.

import {
  OBJECT_TOO_LARGE_MESSAGE,
  planUpload as planFor,
  type UploadPlan,
} from '../../schema/contract/uploadPlan';
import { ValidationError } from '../shared/errors';

export type { UploadPlan };

export function planUpload(size: number): UploadPlan {
  const plan = planFor(size);
  if (!plan) throw new ValidationError('size', OBJECT_TOO_LARGE_MESSAGE);
  return plan;
}
