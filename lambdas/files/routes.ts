// Resolves the file fields: the public referral-document link (referralFormUrl) and the admin
// staff-photo uploads.

import type { Routes } from '../shared/resolver';
import { referralDocumentUrl } from './referralDocumentUrl';
import {
  abortStaffPhotoUpload,
  completeStaffPhotoUpload,
  startStaffPhotoUpload,
} from './staffPhotoUpload';
import type { FILE_FIELDS } from './fields';

export const routes: Routes<typeof FILE_FIELDS> = {
  'Query.referralFormUrl': { resolve: referralDocumentUrl },
  'Mutation.startStaffPhotoUpload': { resolve: startStaffPhotoUpload },
  'Mutation.completeStaffPhotoUpload': { resolve: completeStaffPhotoUpload },
  'Mutation.abortStaffPhotoUpload': { resolve: abortStaffPhotoUpload },
};
