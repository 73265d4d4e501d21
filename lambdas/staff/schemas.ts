// Server-side validation of the staff fields' arguments.

import * as z from 'zod/mini';
import type {
  ModelStaffFilterInput,
  MutationCreateStaffArgs,
  MutationUpdateStaffArgs,
  QueryListStaffArgs,
} from '../../schema/generated/types';
import { filterSchema } from '../shared/filter';
import { graphqlArguments } from '../shared/graphqlArguments';
import { STAFF_LIMITS } from '../../schema/contract/inputLimits';
import { listArguments } from '../shared/list';
import { staffPhotoKey } from '../shared/photos';
import { entityId, requiredText, singleLineText, unsupportedCondition } from '../shared/validation';

const staffTextFields = {
  name: singleLineText(STAFF_LIMITS.name),
  role: singleLineText(STAFF_LIMITS.role),
  description: requiredText(STAFF_LIMITS.description),
  certificates: requiredText(STAFF_LIMITS.certificates),
  experience: requiredText(STAFF_LIMITS.experience),
};

export const createStaffArguments = graphqlArguments<MutationCreateStaffArgs>()(
  z.strictObject({
    input: z.strictObject({ ...staffTextFields, imageUrl: staffPhotoKey }),
    condition: unsupportedCondition('staff member'),
  }),
);

export const updateStaffArguments = graphqlArguments<MutationUpdateStaffArgs>()(
  z.strictObject({
    input: z.strictObject({
      id: entityId,
      ...staffTextFields,
      imageUrl: z.nullish(staffPhotoKey),
    }),
  }),
);

export const listStaffArguments = graphqlArguments<QueryListStaffArgs>()(
  listArguments(filterSchema<ModelStaffFilterInput>({ name: 'string', role: 'string' })),
);
