import type { PublicTestimonial } from '../../../../../schema/contract/publicLists';
import { fetchPublicList } from '../../../data/publicList';

export type Testimonial = PublicTestimonial;

/** The newest testimonials, as many as the published list holds for the carousel. */
export function listTestimonials(): Promise<Testimonial[]> {
  return fetchPublicList('testimonials');
}
