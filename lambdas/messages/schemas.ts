// Server-side validation of the contact-message fields' arguments. createMessage is public, so
// every field is bounded: its fields' checks come from the form's table
// (schema/contract/contactFields.ts).

import * as z from 'zod/mini';
import type {
  ModelMessageFilterInput,
  MutationAddMessageNoteArgs,
  MutationCreateMessageArgs,
  MutationExportMessagesArgs,
  MutationUpdateMessageStatusArgs,
  QueryGetMessageArgs,
  QueryListMessagesArgs,
} from '../../schema/generated/types';
import { MESSAGE_STATUS_LABELS } from '../../schema/contract/messages';
import { filterSchema } from '../shared/filter';
import { graphqlArguments } from '../shared/graphqlArguments';
import { MESSAGE_LIMITS } from '../../schema/contract/inputLimits';
import type { FormFields } from '../shared/publicSubmission';
import { CONTACT_FORM } from '../../schema/contract/contactFields';
import { fieldShape } from '../shared/fieldSchemas';
import { listArguments } from '../shared/list';
import { entityId, requiredText, singleLineText, unsupportedCondition } from '../shared/validation';

export const createMessageArguments = graphqlArguments<MutationCreateMessageArgs>()(
  z.strictObject({
    input: z.strictObject({
      ...fieldShape(CONTACT_FORM.fields, {}),
      // Honeypot: never stored, so its length does not matter; a bot is not told it was noticed.
      website: z.nullish(z.string({ error: 'Must be text.' })),
      clientToken: z.nullish(z.uuid({ error: 'Must be a UUID.' })),
    }),
    condition: unsupportedCondition('message'),
  }),
);

/** The contact form's fields as validated: what a message stores and a resend must repeat. */
export type MessageFields = FormFields<z.output<typeof createMessageArguments>['input']>;

const STATUSES = Object.keys(MESSAGE_STATUS_LABELS) as [
  keyof typeof MESSAGE_STATUS_LABELS,
  ...(keyof typeof MESSAGE_STATUS_LABELS)[],
];
const status = z.enum(STATUSES, { error: `Must be one of ${STATUSES.join(', ')}.` });

/** Search words: blank or left out means every message. */
const search = z.pipe(
  z.pipe(
    z.nullish(z.string({ error: 'Must be text, or null.' })),
    z.transform((value) => (value?.trim() ? value : null)),
  ),
  z.nullable(singleLineText(MESSAGE_LIMITS.search)),
);

const inboxQuery = {
  search,
  status: z.pipe(
    z.nullish(status),
    z.transform((value) => value ?? null),
  ),
};

export const listMessagesArguments = graphqlArguments<QueryListMessagesArgs>()(
  z.extend(
    listArguments(
      filterSchema<ModelMessageFilterInput>({
        fullName: 'string',
        postcode: 'int',
        email: 'string',
        phone: 'string',
        msg: 'string',
      }),
    ),
    inboxQuery,
  ),
);

export const exportMessagesArguments = graphqlArguments<MutationExportMessagesArgs>()(
  z.strictObject({ input: z.strictObject(inboxQuery) }),
);

export const getMessageArguments = graphqlArguments<QueryGetMessageArgs>()(
  z.strictObject({ id: entityId }),
);

export const updateMessageStatusArguments = graphqlArguments<MutationUpdateMessageStatusArgs>()(
  z.strictObject({ input: z.strictObject({ id: entityId, status }) }),
);

export const addMessageNoteArguments = graphqlArguments<MutationAddMessageNoteArgs>()(
  z.strictObject({
    input: z.strictObject({ id: entityId, text: requiredText(MESSAGE_LIMITS.noteText) }),
  }),
);
