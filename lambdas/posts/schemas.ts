// Server-side validation of the post (job) fields' arguments.

import * as z from 'zod/mini';
import type {
  ModelPostFilterInput,
  MutationCreatePostArgs,
  MutationUpdatePostArgs,
  QueryListPostsArgs,
} from '../../schema/generated/types';
import { filterSchema } from '../shared/filter';
import { graphqlArguments } from '../shared/graphqlArguments';
import { STATE_NAMES } from '../../schema/contract/australianStates';
import { EMPLOYMENT_TYPES } from '../../schema/contract/employmentTypes';
import { POST_LIMITS } from '../../schema/contract/inputLimits';
import { calendarDate } from '../shared/fieldSchemas';
import { listArguments } from '../shared/list';
import { entityId, singleLineText } from '../shared/validation';

const postFields = {
  title: singleLineText(POST_LIMITS.title),
  description: z
    .array(singleLineText(POST_LIMITS.descriptionLine), { error: 'Must be a list of lines.' })
    .check(
      z.minLength(1, 'Add at least one description line.'),
      z.maxLength(
        POST_LIMITS.descriptionLines,
        `Use at most ${POST_LIMITS.descriptionLines} lines.`,
      ),
    ),
  // A state or territory by its full name: the job board filters by state.
  location: z.pipe(
    z.string({ error: 'Must be text.' }).check(z.trim()),
    z.enum(STATE_NAMES, { error: `Must be one of ${STATE_NAMES.join(', ')}.` }),
  ),
  // One of the spec's four employment types: the job board filters by them.
  type: z.pipe(
    z.string({ error: 'Must be text.' }).check(z.trim()),
    z.enum(EMPLOYMENT_TYPES, { error: `Must be one of ${EMPLOYMENT_TYPES.join(', ')}.` }),
  ),
  // Stored as null when absent, so an update that leaves it out clears it.
  closesOn: z.pipe(
    z.optional(z.nullable(calendarDate)),
    z.transform((value) => value ?? null),
  ),
  filled: z.pipe(
    z.optional(z.nullable(z.boolean({ error: 'Must be true or false.' }))),
    z.transform((value) => value ?? false),
  ),
};

export const createPostArguments = graphqlArguments<MutationCreatePostArgs>()(
  z.strictObject({ input: z.strictObject(postFields) }),
);

export const updatePostArguments = graphqlArguments<MutationUpdatePostArgs>()(
  z.strictObject({
    input: z.strictObject({ id: entityId, ...postFields }),
  }),
);

export const listPostsArguments = graphqlArguments<QueryListPostsArgs>()(
  listArguments(
    filterSchema<ModelPostFilterInput>({ title: 'string', location: 'string', type: 'string' }),
  ),
);
