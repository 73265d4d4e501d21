// Resolves the Testimonial fields: a public list, and admin-only create, update and delete.

import type { Testimonial } from '../../schema/generated/types';
import { listPage } from '../shared/list';
import type { ResolverOutcome } from '../shared/outcome';
import { deleteItem, putNewItem, stampNewItem, updateExistingItem } from '../shared/repository';
import { type ResolverEvent, type Routes, dispatch } from '../shared/resolver';
import { deleteArguments, parseArguments } from '../shared/validation';
import {
  createTestimonialArguments,
  listTestimonialsArguments,
  updateTestimonialArguments,
} from './schemas';

const routes: Routes = {
  'Query.listTestimonials': {
    access: 'public',
    resolve: async (args) =>
      listPage<Testimonial>('Testimonial', parseArguments(listTestimonialsArguments, args)),
  },
  'Mutation.createTestimonial': {
    access: 'admin',
    resolve: async (args) => {
      const { input } = parseArguments(createTestimonialArguments, args);
      return putNewItem<Testimonial>('Testimonial', stampNewItem(input));
    },
  },
  'Mutation.updateTestimonial': {
    access: 'admin',
    resolve: async (args) => {
      const { id, ...fields } = parseArguments(updateTestimonialArguments, args).input;
      return updateExistingItem<Testimonial>('Testimonial', id, fields);
    },
  },
  'Mutation.deleteTestimonial': {
    access: 'admin',
    resolve: async (args) => {
      const { input } = parseArguments(deleteArguments, args);
      return deleteItem<Testimonial>('Testimonial', input.id);
    },
  },
};

export async function handler(
  event: ResolverEvent,
  context: { awsRequestId: string },
): Promise<ResolverOutcome> {
  return dispatch(routes, event, context);
}
