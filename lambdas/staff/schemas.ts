// Server-side validation of the staff fields' arguments.

import { z } from 'zod';
import { filterSchema } from '../shared/filter';
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

export const createStaffArguments = z.strictObject({
  input: z.strictObject({ ...staffTextFields, imageUrl: staffPhotoKey }),
  condition: unsupportedCondition('staff member'),
});

export const updateStaffArguments = z.strictObject({
  input: z.strictObject({
    id: entityId,
    ...staffTextFields,
    imageUrl: staffPhotoKey.nullish(),
  }),
});

export const listStaffArguments = listArguments(filterSchema({ name: 'string', role: 'string' }));
