// Server-side validation of the contact-message fields' arguments. createMessage is public, so
// every field is bounded.

import * as z from 'zod/mini';
import type {
  ModelMessageFilterInput,
  MutationCreateMessageArgs,
  QueryListMessagesArgs,
} from '../../schema/generated/types';
import { filterSchema } from '../shared/filter';
import { graphqlArguments } from '../shared/graphqlArguments';
import { MESSAGE_LIMITS } from '../../schema/contract/inputLimits';
import { email, optionalPostcode, phone } from '../shared/contactFields';
import { listArguments } from '../shared/list';
import { headerText, requiredText, unsupportedCondition } from '../shared/validation';

export const createMessageArguments = graphqlArguments<MutationCreateMessageArgs>()(
  z.strictObject({
    input: z.strictObject({
      // Part of the notification's subject.
      fullName: headerText(MESSAGE_LIMITS.fullName),
      postcode: optionalPostcode,
      email,
      phone,
      msg: requiredText(MESSAGE_LIMITS.msg),
      // Honeypot: never stored, so its length does not matter; a bot is not told it was noticed.
      website: z.nullish(z.string({ error: 'Must be text.' })),
      clientToken: z.nullish(z.uuid({ error: 'Must be a UUID.' })),
    }),
    condition: unsupportedCondition('message'),
  }),
);

export const listMessagesArguments = graphqlArguments<QueryListMessagesArgs>()(
  listArguments(
    filterSchema<ModelMessageFilterInput>({
      fullName: 'string',
      postcode: 'int',
      email: 'string',
      phone: 'string',
      msg: 'string',
    }),
  ),
);
