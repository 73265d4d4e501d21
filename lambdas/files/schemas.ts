// Server-side validation of the staff-photo upload operations' arguments.

import * as z from 'zod/mini';
import type {
  MutationAbortStaffPhotoUploadArgs,
  MutationCompleteStaffPhotoUploadArgs,
  MutationStartStaffPhotoUploadArgs,
} from '../../schema/generated/types';
import { STAFF_LIMITS, STAFF_PHOTO_LIMITS } from '../../schema/contract/inputLimits';
import { STAFF_PHOTO_UPLOAD_PREFIX } from '../../schema/contract/storage';
import { isPhotoKeyUnder } from '../shared/photos';
import { graphqlArguments } from '../shared/graphqlArguments';
import { requiredText } from '../shared/validation';
import { MAX_PARTS } from '../../schema/contract/uploadPlan';

const uploadId = requiredText(1024);

/**
 * A key startStaffPhotoUpload handed out: uploads/staff/<timestamp>_<sanitised name>. Published
 * photos (public/staff/) are refused, so complete and abort can never delete or replace one.
 */
const uploadKey = requiredText(STAFF_LIMITS.imageUrl).check(
  z.refine(
    (key) => isPhotoKeyUnder(STAFF_PHOTO_UPLOAD_PREFIX, key),
    `Must be the key startStaffPhotoUpload returned, such as ${STAFF_PHOTO_UPLOAD_PREFIX}1700000000000_photo.jpg.`,
  ),
);

const photoSize = z
  .int({ error: 'Must be a whole number of bytes.' })
  .check(
    z.gte(STAFF_PHOTO_LIMITS.minBytes, 'The file is empty.'),
    z.lte(
      STAFF_PHOTO_LIMITS.maxBytes,
      `A staff photo may be at most ${STAFF_PHOTO_LIMITS.maxBytes / 1048576} MiB.`,
    ),
  );

export const startStaffPhotoUploadArguments = graphqlArguments<MutationStartStaffPhotoUploadArgs>()(
  z.strictObject({
    input: z.strictObject({
      fileName: requiredText(255),
      contentType: z.enum(STAFF_PHOTO_LIMITS.contentTypes, {
        error: `Must be one of ${STAFF_PHOTO_LIMITS.contentTypes.join(', ')}.`,
      }),
      size: photoSize,
    }),
  }),
);

const completedPart = z.strictObject({
  partNumber: z.int().check(z.gte(1), z.lte(MAX_PARTS)),
  etag: requiredText(1024),
});

export const completeStaffPhotoUploadArguments =
  graphqlArguments<MutationCompleteStaffPhotoUploadArgs>()(
    z.strictObject({
      input: z
        .strictObject({
          key: uploadKey,
          uploadId: z.nullish(uploadId),
          parts: z.nullish(z.array(completedPart).check(z.maxLength(MAX_PARTS))),
          size: photoSize,
        })
        .check(
          z.refine((input) => !input.uploadId || (input.parts?.length ?? 0) > 0, {
            path: ['parts'],
            error: 'Required for a multipart upload: list every uploaded part.',
          }),
        ),
    }),
  );

export const abortStaffPhotoUploadArguments = graphqlArguments<MutationAbortStaffPhotoUploadArgs>()(
  z.strictObject({
    input: z.strictObject({ key: uploadKey, uploadId: z.nullish(uploadId) }),
  }),
);
