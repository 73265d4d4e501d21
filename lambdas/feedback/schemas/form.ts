// Server-side validation of createFeedback, the public feedback and complaints form: every field is
// bounded (schema/contract/inputLimits.ts), and a person who stays anonymous gives no contact details.

import * as z from 'zod/mini';
import type { MutationCreateFeedbackArgs } from '../../../schema/generated/types';
import { FEEDBACK_KIND_LABELS } from '../../../schema/contract/feedback';
import { FEEDBACK_LIMITS } from '../../../schema/contract/inputLimits';
import { email, phone } from '../../shared/contactFields';
import { graphqlArguments } from '../../shared/graphqlArguments';
import type { FormFields } from '../../shared/publicSubmission';
import { optionalText, requiredText, singleLineText } from '../../shared/validation';

const KINDS = Object.keys(FEEDBACK_KIND_LABELS) as [keyof typeof FEEDBACK_KIND_LABELS];

const CONTACT_FIELDS = ['name', 'email', 'phone'] as const;

export const ANONYMOUS_WITH_DETAILS = 'Leave empty when staying anonymous.';

type ContactDetails = { anonymous: boolean } & Record<(typeof CONTACT_FIELDS)[number], unknown>;

function absentWhenAnonymous(field: (typeof CONTACT_FIELDS)[number]) {
  return z.refine<ContactDetails>((input) => !input.anonymous || input[field] === null, {
    path: [field],
    error: ANONYMOUS_WITH_DETAILS,
  });
}

export const createFeedbackArguments = graphqlArguments<MutationCreateFeedbackArgs>()(
  z.strictObject({
    input: z
      .strictObject({
        kind: z.enum(KINDS, { error: `Must be one of ${KINDS.join(', ')}.` }),
        whatHappened: requiredText(FEEDBACK_LIMITS.whatHappened),
        outcomeWanted: optionalText(requiredText(FEEDBACK_LIMITS.outcomeWanted)),
        anonymous: z.boolean({ error: 'Must be true or false.' }),
        name: optionalText(singleLineText(FEEDBACK_LIMITS.name)),
        // The acknowledgement goes to this address.
        email: optionalText(email),
        phone: optionalText(phone),
        consent: z.literal(true, { error: 'Required: agree so that we can handle your feedback.' }),
        // Honeypot: never stored, so its length does not matter; a bot is not told it was noticed.
        website: z.nullish(z.string({ error: 'Must be text.' })),
        clientToken: z.nullish(z.uuid({ error: 'Must be a UUID.' })),
      })
      .check(...CONTACT_FIELDS.map(absentWhenAnonymous)),
  }),
);

/** The feedback form's fields as validated: what feedback stores and a resend must repeat. */
export type FeedbackFields = FormFields<z.output<typeof createFeedbackArguments>['input']>;
