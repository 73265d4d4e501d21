// Server-side validation of the testimonial fields' arguments.

import * as z from 'zod/mini';
import type {
  ModelTestimonialFilterInput,
  MutationCreateTestimonialArgs,
  MutationUpdateTestimonialArgs,
  QueryListTestimonialsArgs,
} from '../../schema/generated/types';
import { filterSchema } from '../shared/filter';
import { graphqlArguments } from '../shared/graphqlArguments';
import { TESTIMONIAL_LIMITS } from '../../schema/contract/inputLimits';
import { listArguments } from '../shared/list';
import { entityId, requiredText, singleLineText } from '../shared/validation';

const testimonialFields = {
  body: requiredText(TESTIMONIAL_LIMITS.body),
  name: singleLineText(TESTIMONIAL_LIMITS.name),
};

export const createTestimonialArguments = graphqlArguments<MutationCreateTestimonialArgs>()(
  z.strictObject({
    input: z.strictObject(testimonialFields),
  }),
);

export const updateTestimonialArguments = graphqlArguments<MutationUpdateTestimonialArgs>()(
  z.strictObject({
    input: z.strictObject({ id: entityId, ...testimonialFields }),
  }),
);

export const listTestimonialsArguments = graphqlArguments<QueryListTestimonialsArgs>()(
  listArguments(filterSchema<ModelTestimonialFilterInput>({ body: 'string', name: 'string' })),
);
