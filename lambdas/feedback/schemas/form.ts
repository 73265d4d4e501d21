// Server-side validation of createFeedback, the public feedback and complaints form: its fields'
// checks come from the form's table (schema/contract/feedbackFields.ts), and a person who stays
// anonymous gives no contact details.

import * as z from 'zod/mini';
import type { MutationCreateFeedbackArgs } from '../../../schema/generated/types';
import { FEEDBACK_FORM } from '../../../schema/contract/feedbackFields';
import { fieldShape, hiddenWhenTicked } from '../../shared/fieldSchemas';
import { graphqlArguments } from '../../shared/graphqlArguments';
import type { FormFields } from '../../shared/publicSubmission';

export const createFeedbackArguments = graphqlArguments<MutationCreateFeedbackArgs>()(
  z.strictObject({
    input: z
      .strictObject({
        ...fieldShape(FEEDBACK_FORM.fields, {}),
        // Honeypot: never stored, so its length does not matter; a bot is not told it was noticed.
        website: z.nullish(z.string({ error: 'Must be text.' })),
        clientToken: z.nullish(z.uuid({ error: 'Must be a UUID.' })),
      })
      .check(...hiddenWhenTicked(FEEDBACK_FORM.fields)),
  }),
);

/** The feedback form's fields as validated: what feedback stores and a resend must repeat. */
export type FeedbackFields = FormFields<z.output<typeof createFeedbackArguments>['input']>;
