// Resolves the Testimonial fields: a public list, and admin-only create, update and delete, each of
// which republishes the home page's list (schema/contract/publicLists.ts).

import type { Testimonial } from '../../schema/generated/types';
import { editableEntityHandler } from '../shared/editableEntity';
import {
  createTestimonialArguments,
  listTestimonialsArguments,
  updateTestimonialArguments,
} from './schemas';

export const handler = editableEntityHandler<Testimonial>({
  entity: 'Testimonial',
  fields: {
    list: 'listTestimonials',
    create: 'createTestimonial',
    update: 'updateTestimonial',
    delete: 'deleteTestimonial',
  },
  schemas: {
    list: listTestimonialsArguments,
    create: createTestimonialArguments,
    update: updateTestimonialArguments,
  },
  publicList: {
    name: 'testimonials',
    entity: 'Testimonial',
    toPublic: ({ id, body, name }) => ({ id, body, name }),
  },
});
