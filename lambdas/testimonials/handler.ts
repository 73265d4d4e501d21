// Resolves the Testimonial fields: a public list, and admin-only create, update and delete.

import type { Testimonial } from '../../schema/generated/types';
import { editableEntityRoutes } from '../shared/editableEntity';
import { resolverHandler } from '../shared/resolver';
import {
  createTestimonialArguments,
  listTestimonialsArguments,
  updateTestimonialArguments,
} from './schemas';

export const handler = resolverHandler(
  editableEntityRoutes<Testimonial>({
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
  }),
);
