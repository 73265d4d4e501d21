// Resolves the Staff fields (all admin-only). A staff member's photo object is deleted only after
// the database stops pointing at it, so a failed write never leaves a member without a photo.

import type { Staff } from '../../schema/generated/types';
import { ValidationError, type RequestContext } from '../shared/errors';
import { listPage } from '../shared/list';
import { STAFF_PHOTO_LIMITS } from '../../schema/contract/inputLimits';
import { allowedImageType, deletePhotoIfUnused, headObject } from '../shared/photos';
import { deleteItem, putNewItem, replaceInExistingItem, stampNewItem } from '../shared/repository';
import type { Routes } from '../shared/resolver';
import { deleteArguments, parseArguments } from '../shared/validation';
import { createStaffArguments, listStaffArguments, updateStaffArguments } from './schemas';
import type { STAFF_FIELDS } from './fields';

/** Older items may lack certificates or experience; the API promises text. */
type StoredStaff = Omit<Staff, 'certificates' | 'experience'> &
  Partial<Pick<Staff, 'certificates' | 'experience'>>;

function withTextDefaults(staff: StoredStaff): Staff {
  return { ...staff, certificates: staff.certificates ?? '', experience: staff.experience ?? '' };
}

/**
 * The schema only admits public/staff/ keys, where nothing but completeStaffPhotoUpload writes,
 * after its checks. Size and type are checked again in case anything else ever writes there.
 */
async function requireCheckedPhoto(key: string): Promise<void> {
  const stored = await headObject(key);
  if (!stored) {
    throw new ValidationError('imageUrl', 'No uploaded photo exists at this key. Upload it first.');
  }
  const size = stored.ContentLength ?? 0;
  if (
    size < STAFF_PHOTO_LIMITS.minBytes ||
    size > STAFF_PHOTO_LIMITS.maxBytes ||
    !allowedImageType(stored.ContentType)
  ) {
    throw new ValidationError(
      'imageUrl',
      'The object at this key is not a checked staff photo. Upload it again.',
    );
  }
}

async function updateStaff(args: Record<string, unknown>, request: RequestContext) {
  const { id, imageUrl, ...fields } = parseArguments(updateStaffArguments, args).input;
  if (imageUrl) {
    await requireCheckedPhoto(imageUrl);
  }
  const { previous, current } = await replaceInExistingItem<StoredStaff>('Staff', id, {
    ...fields,
    imageUrl: imageUrl ?? undefined,
  });
  if (imageUrl && previous.imageUrl && previous.imageUrl !== imageUrl) {
    await deletePhotoIfUnused(previous.imageUrl, id, request);
  }
  return withTextDefaults(current);
}

async function deleteStaff(args: Record<string, unknown>, request: RequestContext) {
  const { input } = parseArguments(deleteArguments, args);
  const deleted = await deleteItem<StoredStaff>('Staff', input.id);
  if (!deleted) {
    return null;
  }
  if (deleted.imageUrl) {
    await deletePhotoIfUnused(deleted.imageUrl, deleted.id, request);
  }
  return withTextDefaults(deleted);
}

export const routes: Routes<typeof STAFF_FIELDS> = {
  'Query.listStaff': {
    resolve: async (args) => {
      const page = await listPage<StoredStaff>('Staff', parseArguments(listStaffArguments, args));
      return { items: page.items.map(withTextDefaults), nextToken: page.nextToken };
    },
  },
  'Mutation.createStaff': {
    resolve: async (args) => {
      const { input } = parseArguments(createStaffArguments, args);
      await requireCheckedPhoto(input.imageUrl);
      return putNewItem<Staff>('Staff', stampNewItem(input));
    },
  },
  'Mutation.updateStaff': { resolve: updateStaff },
  'Mutation.deleteStaff': { resolve: deleteStaff },
};
