// Server-side validation of the complaints register's staff operations: the register fields'
// checks come from their table (schema/contract/feedbackRegisterFields.ts); the checks that need
// the stored item (a field that fits its kind, a date not before it was received) are the
// handler's (lambdas/feedback/register.ts).

import * as z from 'zod/mini';
import type {
  MutationAddFeedbackActionArgs,
  MutationExportFeedbackStatisticsArgs,
  MutationRecordFeedbackArgs,
  MutationSendFeedbackEmailArgs,
  MutationUpdateFeedbackRegisterArgs,
  QueryFeedbackStatisticsArgs,
  UpdateFeedbackRegisterInput,
} from '../../../schema/generated/types';
import { providerDate } from '../../../schema/contract/providerDate';
import { FEEDBACK_FORM } from '../../../schema/contract/feedbackFields';
import {
  FEEDBACK_CHANNEL_LABELS,
  FEEDBACK_EMAIL_PURPOSE_LABELS,
  FEEDBACK_REGISTER_FIELD_LIMITS,
} from '../../../schema/contract/feedbackRegister';
import {
  FEEDBACK_REGISTER_FIELDS,
  type RegisterField,
  type RegisterFieldName,
} from '../../../schema/contract/feedbackRegisterFields';
import {
  STATISTICS_PERIOD_LABELS,
  periodStartProblem,
} from '../../../schema/contract/statisticsPeriods';
import { calendarDate, fieldShape, hiddenWhenTicked, oneOf } from '../../shared/fieldSchemas';
import { graphqlArguments } from '../../shared/graphqlArguments';
import { entityId, optionalText, requiredText, singleLineText } from '../../shared/validation';

/** A date in the provider's time zone that is not after today there. */
const pastOrToday = calendarDate.check(
  z.refine((value) => value <= providerDate(new Date()), 'Must not be after today.'),
);

function check(field: RegisterField): z.ZodMiniType {
  switch (field.kind) {
    case 'date':
      return z.nullable(pastOrToday);
    case 'choice':
      return z.nullable(oneOf(field.options));
    case 'yesNo':
      return z.nullable(z.boolean({ error: 'Must be true or false, or null.' }));
    case 'text':
      return optionalText(field.rows ? requiredText(field.max) : singleLineText(field.max));
  }
}

type RegisterShape = {
  [Name in RegisterFieldName]: z.ZodMiniOptional<
    z.ZodMiniType<Exclude<UpdateFeedbackRegisterInput[Name], undefined>>
  >;
};

const registerShape = Object.fromEntries(
  Object.entries(FEEDBACK_REGISTER_FIELDS).map(([name, field]) => [name, z.optional(check(field))]),
) as RegisterShape;

export const updateFeedbackRegisterArguments =
  graphqlArguments<MutationUpdateFeedbackRegisterArgs>()(
    z.strictObject({
      input: z.strictObject({
        id: entityId,
        ...registerShape,
        // The date it was received is never cleared: the targets count from it.
        receivedOn: z.optional(pastOrToday),
        receivedVia: z.optional(oneOf(FEEDBACK_CHANNEL_LABELS)),
      }),
    }),
  );

/** Every channel but the website form, whose items arrive through createFeedback. */
const OFFLINE_CHANNELS = Object.fromEntries(
  Object.entries(FEEDBACK_CHANNEL_LABELS).filter(([channel]) => channel !== 'WEBSITE'),
) as Omit<typeof FEEDBACK_CHANNEL_LABELS, 'WEBSITE'>;

export const recordFeedbackArguments = graphqlArguments<MutationRecordFeedbackArgs>()(
  z.strictObject({
    input: z
      .strictObject({
        ...fieldShape(FEEDBACK_FORM.fields, {}),
        receivedOn: pastOrToday,
        receivedVia: oneOf(OFFLINE_CHANNELS),
      })
      .check(...hiddenWhenTicked(FEEDBACK_FORM.fields)),
  }),
);

export const addFeedbackActionArguments = graphqlArguments<MutationAddFeedbackActionArgs>()(
  z.strictObject({
    input: z.strictObject({
      id: entityId,
      text: requiredText(FEEDBACK_REGISTER_FIELD_LIMITS.actionText),
    }),
  }),
);

export const sendFeedbackEmailArguments = graphqlArguments<MutationSendFeedbackEmailArgs>()(
  z.strictObject({
    input: z.strictObject({
      id: entityId,
      purpose: oneOf(FEEDBACK_EMAIL_PURPOSE_LABELS),
      text: requiredText(FEEDBACK_REGISTER_FIELD_LIMITS.emailText),
    }),
  }),
);

const period = z
  .strictObject({ unit: oneOf(STATISTICS_PERIOD_LABELS), startsOn: calendarDate })
  .check(
    z.superRefine((value, context) => {
      const problem = periodStartProblem(value.unit, value.startsOn);
      if (problem) {
        context.issues.push({ code: 'custom', message: problem, path: ['startsOn'], input: value });
      }
    }),
  );

export const feedbackStatisticsArguments = graphqlArguments<QueryFeedbackStatisticsArgs>()(
  z.strictObject({ period }),
);

export const exportFeedbackStatisticsArguments =
  graphqlArguments<MutationExportFeedbackStatisticsArgs>()(z.strictObject({ period }));
