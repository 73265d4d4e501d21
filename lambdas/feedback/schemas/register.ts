// Server-side validation of the complaints register's arguments (admin only); the choices come
// from schema/contract.

import * as z from 'zod/mini';
import type {
  ModelFeedbackFilterInput,
  MutationAddFeedbackNoteArgs,
  MutationExportFeedbackArgs,
  MutationUpdateFeedbackStatusArgs,
  QueryGetFeedbackArgs,
  QueryListFeedbackArgs,
} from '../../../schema/generated/types';
import {
  FEEDBACK_REGISTER_LIMITS,
  FEEDBACK_STATUS_LABELS,
} from '../../../schema/contract/feedback';
import { filterSchema } from '../../shared/filter';
import { graphqlArguments } from '../../shared/graphqlArguments';
import { listArguments } from '../../shared/list';
import { entityId, requiredText } from '../../shared/validation';

const STATUSES = Object.keys(FEEDBACK_STATUS_LABELS) as [
  keyof typeof FEEDBACK_STATUS_LABELS,
  ...(keyof typeof FEEDBACK_STATUS_LABELS)[],
];

const feedbackFilter = filterSchema<ModelFeedbackFilterInput>({ status: 'string', kind: 'string' });

export const listFeedbackArguments = graphqlArguments<QueryListFeedbackArgs>()(
  listArguments(feedbackFilter),
);

export const exportFeedbackArguments = graphqlArguments<MutationExportFeedbackArgs>()(
  z.strictObject({ filter: z.nullish(feedbackFilter) }),
);

export const getFeedbackArguments = graphqlArguments<QueryGetFeedbackArgs>()(
  z.strictObject({ id: entityId }),
);

export const updateFeedbackStatusArguments = graphqlArguments<MutationUpdateFeedbackStatusArgs>()(
  z.strictObject({
    input: z.strictObject({
      id: entityId,
      status: z.enum(STATUSES, { error: `Must be one of ${STATUSES.join(', ')}.` }),
    }),
  }),
);

export const addFeedbackNoteArguments = graphqlArguments<MutationAddFeedbackNoteArgs>()(
  z.strictObject({
    input: z.strictObject({ id: entityId, text: requiredText(FEEDBACK_REGISTER_LIMITS.noteText) }),
  }),
);
