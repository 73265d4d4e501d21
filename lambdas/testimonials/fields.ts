// The GraphQL fields the testimonials handler resolves (lambdas/shared/fields.ts): plain data for
// lambdas/resolverMap.ts, and the names routes.ts gives the editable entity's routes.

import type { EditableFields } from '../shared/fields';

export const TESTIMONIAL_FIELDS = {
  list: 'listTestimonials',
  create: 'createTestimonial',
  update: 'updateTestimonial',
  delete: 'deleteTestimonial',
} as const satisfies EditableFields;
