// Which handler resolves which GraphQL field: plain data, so the CDK stack (lib/cloud/api.ts) wires
// one Lambda data source per handler and the local gateway (lib/local) routes the same way. The
// fields come from each entity's fields.ts, the list its routes.ts is typed to route.

import type { PublicListName } from '../schema/contract/publicLists';
import { ACCOUNT_FIELDS } from './accounts/fields';
import { JOB_APPLICATION_FIELDS } from './applications/fields';
import { AUDIT_FIELDS } from './audit/fields';
import { DASHBOARD_FIELDS } from './dashboard/fields';
import { FEEDBACK_FIELDS } from './feedback/fields';
import { FILE_FIELDS } from './files/fields';
import { MESSAGE_FIELDS } from './messages/fields';
import { POST_FIELDS } from './posts/fields';
import { REFERRAL_FIELDS } from './referrals/fields';
import { editableHandlerFields, type HandlerFields } from './shared/fields';
import { STAFF_FIELDS } from './staff/fields';
import { TESTIMONIAL_FIELDS } from './testimonials/fields';

export interface HandlerDefinition {
  /** Folder under lambdas/ holding handler.ts; also names the Lambda function. */
  name:
    | 'messages'
    | 'posts'
    | 'testimonials'
    | 'staff'
    | 'files'
    | 'referrals'
    | 'audit'
    | 'feedback'
    | 'accounts'
    | 'applications'
    | 'dashboard';
  /** Path of the handler's entry file, from the project root. */
  entry: string;
  fields: HandlerFields;
  /**
   * The public list its writes publish: the only key of it the handler may write, and the list
   * each deployment and each local start asks it to republish (schema/contract/publicLists.ts).
   */
  publicList?: PublicListName;
}

function handler(
  name: HandlerDefinition['name'],
  fields: HandlerDefinition['fields'],
  publicList?: PublicListName,
): HandlerDefinition {
  return {
    name,
    entry: `lambdas/${name}/handler.ts`,
    fields,
    ...(publicList ? { publicList } : {}),
  };
}

export const HANDLERS: readonly HandlerDefinition[] = [
  handler('messages', MESSAGE_FIELDS),
  handler('posts', editableHandlerFields(POST_FIELDS), 'jobs'),
  handler('testimonials', editableHandlerFields(TESTIMONIAL_FIELDS), 'testimonials'),
  handler('staff', STAFF_FIELDS),
  handler('files', FILE_FIELDS),
  handler('referrals', REFERRAL_FIELDS),
  handler('audit', AUDIT_FIELDS),
  handler('feedback', FEEDBACK_FIELDS),
  handler('accounts', ACCOUNT_FIELDS),
  handler('applications', JOB_APPLICATION_FIELDS),
  handler('dashboard', DASHBOARD_FIELDS),
];
