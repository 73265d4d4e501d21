// Resolves the file fields: the public referral-form link and the admin staff-photo uploads.

import type { ResolverOutcome } from '../shared/outcome';
import { type ResolverEvent, type Routes, dispatch } from '../shared/resolver';
import { referralFormUrl } from './referralFormUrl';
import {
  abortStaffPhotoUpload,
  completeStaffPhotoUpload,
  startStaffPhotoUpload,
} from './staffPhotoUpload';

const routes: Routes = {
  'Query.referralFormUrl': { access: 'public', resolve: referralFormUrl },
  'Mutation.startStaffPhotoUpload': { access: 'admin', resolve: startStaffPhotoUpload },
  'Mutation.completeStaffPhotoUpload': { access: 'admin', resolve: completeStaffPhotoUpload },
  'Mutation.abortStaffPhotoUpload': { access: 'admin', resolve: abortStaffPhotoUpload },
};

export async function handler(
  event: ResolverEvent,
  context: { awsRequestId: string },
): Promise<ResolverOutcome> {
  return dispatch(routes, event, context);
}
