// Server-side validation of the staff account fields' arguments.

import * as z from 'zod/mini';
import { STAFF_ACCOUNT_LIMITS } from '../../schema/contract/inputLimits';
import type {
  MutationInviteStaffAccountArgs,
  MutationSetStaffAccountRolesArgs,
  MutationDisableStaffAccountArgs,
  StaffRole,
} from '../../schema/generated/types';
import { graphqlArguments } from '../shared/graphqlArguments';
import { email } from '../shared/contactFields';
import { singleLineText } from '../shared/validation';

export const STAFF_ROLES = [
  'OWNER',
  'INTAKE',
  'COMPLAINTS',
  'WEBSITE',
] as const satisfies StaffRole[];

/** Cognito's longest user name. */
const USERNAME_MAX = 128;

const username = singleLineText(USERNAME_MAX);

const roles = z
  .array(z.enum(STAFF_ROLES, { error: `Must be one of ${STAFF_ROLES.join(', ')}.` }))
  .check(
    z.minLength(1, 'Choose at least one role.'),
    z.refine((roles) => new Set(roles).size === roles.length, 'Name each role once.'),
  );

export const setStaffAccountRolesArguments = graphqlArguments<MutationSetStaffAccountRolesArgs>()(
  z.strictObject({ input: z.strictObject({ username, roles }) }),
);

/** One account: what disable, enable, delete, resend and the MFA reset take. */
export const staffAccountArguments = graphqlArguments<MutationDisableStaffAccountArgs>()(
  z.strictObject({ input: z.strictObject({ username }) }),
);

export const inviteStaffAccountArguments = graphqlArguments<MutationInviteStaffAccountArgs>()(
  z.strictObject({
    input: z.strictObject({
      // Lower case: the pool would otherwise hold Ann@x and ann@x as two people.
      email: z.pipe(
        email,
        z.transform((value) => value.toLowerCase()),
      ),
      name: singleLineText(STAFF_ACCOUNT_LIMITS.name),
      roles,
    }),
  }),
);
