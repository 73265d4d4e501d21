// Server-side validation of the testimonial fields' arguments.

import { z } from 'zod';
import { filterSchema } from '../shared/filter';
import { TESTIMONIAL_LIMITS } from '../../schema/contract/inputLimits';
import { listArguments } from '../shared/list';
import { entityId, requiredText, singleLineText } from '../shared/validation';

const testimonialFields = {
  body: requiredText(TESTIMONIAL_LIMITS.body),
  name: singleLineText(TESTIMONIAL_LIMITS.name),
};

export const createTestimonialArguments = z.strictObject({
  input: z.strictObject(testimonialFields),
});

export const updateTestimonialArguments = z.strictObject({
  input: z.strictObject({ id: entityId, ...testimonialFields }),
});

export const listTestimonialsArguments = listArguments(
  filterSchema({ body: 'string', name: 'string' }),
);
