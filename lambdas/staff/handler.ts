// Resolves the Staff fields (all admin-only). A staff member's photo object is deleted only after
// the database stops pointing at it, so a failed write never leaves a member without a photo.

import type { Staff } from '../../schema/generated/types';
import { ValidationError, type RequestContext } from '../shared/errors';
import { listPage } from '../shared/list';
import type { ResolverOutcome } from '../shared/outcome';
import { deletePhotoIfUnused, photoExists } from '../shared/photos';
import { deleteItem, putNewItem, replaceInExistingItem, stampNewItem } from '../shared/repository';
import { type ResolverEvent, type Routes, dispatch } from '../shared/resolver';
import { deleteArguments, parseArguments } from '../shared/validation';
import { createStaffArguments, listStaffArguments, updateStaffArguments } from './schemas';

/** Older items may lack certificates or experience; the API promises text. */
type StoredStaff = Omit<Staff, 'certificates' | 'experience'> &
  Partial<Pick<Staff, 'certificates' | 'experience'>>;

function withTextDefaults(staff: StoredStaff): Staff {
  return { ...staff, certificates: staff.certificates ?? '', experience: staff.experience ?? '' };
}

async function requireUploadedPhoto(key: string): Promise<void> {
  if (!(await photoExists(key))) {
    throw new ValidationError('imageUrl', 'No uploaded photo exists at this key. Upload it first.');
  }
}

async function updateStaff(args: Record<string, unknown>, request: RequestContext) {
  const { id, imageUrl, ...fields } = parseArguments(updateStaffArguments, args).input;
  if (imageUrl) {
    await requireUploadedPhoto(imageUrl);
  }
  const { previous, current } = await replaceInExistingItem<StoredStaff>('Staff', id, {
    ...fields,
    imageUrl: imageUrl ?? undefined,
  });
  if (imageUrl && previous.imageUrl && previous.imageUrl !== imageUrl) {
    await deletePhotoIfUnused(previous.imageUrl, request);
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
    await deletePhotoIfUnused(deleted.imageUrl, request);
  }
  return withTextDefaults(deleted);
}

const routes: Routes = {
  'Query.listStaff': {
    access: 'admin',
    resolve: async (args) => {
      const page = await listPage<StoredStaff>('Staff', parseArguments(listStaffArguments, args));
      return { items: page.items.map(withTextDefaults), nextToken: page.nextToken };
    },
  },
  'Mutation.createStaff': {
    access: 'admin',
    resolve: async (args) => {
      const { input } = parseArguments(createStaffArguments, args);
      await requireUploadedPhoto(input.imageUrl);
      return putNewItem<Staff>('Staff', stampNewItem(input));
    },
  },
  'Mutation.updateStaff': { access: 'admin', resolve: updateStaff },
  'Mutation.deleteStaff': { access: 'admin', resolve: deleteStaff },
};

export async function handler(
  event: ResolverEvent,
  context: { awsRequestId: string },
): Promise<ResolverOutcome> {
  return dispatch(routes, event, context);
}
