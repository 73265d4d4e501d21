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
  'Query.referralFormUrl': { access: 'public', resolve: referralDocumentUrl },
  'Mutation.startStaffPhotoUpload': { access: 'admin', resolve: startStaffPhotoUpload },
  'Mutation.completeStaffPhotoUpload': { access: 'admin', resolve: completeStaffPhotoUpload },
  'Mutation.abortStaffPhotoUpload': { access: 'admin', resolve: abortStaffPhotoUpload },
};
