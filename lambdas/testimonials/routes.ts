// The Testimonial routes: a public list, and admin-only create, update and delete, each of which
// republishes the home page's list (schema/contract/publicLists.ts).

import type { Testimonial } from '../../schema/generated/types';
import { type EditableEntity, editableEntityRoutes } from '../shared/editableEntity';
import { TESTIMONIAL_FIELDS } from './fields';
import {
  createTestimonialArguments,
  listTestimonialsArguments,
  updateTestimonialArguments,
} from './schemas';

export const testimonials: EditableEntity<Testimonial, typeof TESTIMONIAL_FIELDS> = {
  entity: 'Testimonial',
  fields: TESTIMONIAL_FIELDS,
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
};

export const routes = editableEntityRoutes(testimonials);
