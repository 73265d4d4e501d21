// Server-side validation of the staff account fields' arguments.

import * as z from 'zod/mini';
import type { MutationSetStaffAccountRolesArgs, StaffRole } from '../../schema/generated/types';
import { graphqlArguments } from '../shared/graphqlArguments';
import { singleLineText } from '../shared/validation';

export const STAFF_ROLES = [
  'OWNER',
  'INTAKE',
  'COMPLAINTS',
  'WEBSITE',
] as const satisfies StaffRole[];

/** Cognito's longest user name. */
const USERNAME_MAX = 128;

export const setStaffAccountRolesArguments = graphqlArguments<MutationSetStaffAccountRolesArgs>()(
  z.strictObject({
    input: z.strictObject({
      username: singleLineText(USERNAME_MAX),
      roles: z
        .array(z.enum(STAFF_ROLES, { error: `Must be one of ${STAFF_ROLES.join(', ')}.` }))
        .check(
          z.minLength(1, 'Choose at least one role.'),
          z.refine((roles) => new Set(roles).size === roles.length, 'Name each role once.'),
        ),
    }),
  }),
);
