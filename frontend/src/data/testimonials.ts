import { ListTestimonialsDocument } from './generated/operations';
import { request } from './graphqlClient';

export interface Testimonial {
  id: string;
  body: string;
  name: string;
}

/** The carousel shows the newest testimonials; one page of the API's largest size is plenty. */
const CAROUSEL_LIMIT = 100;

export async function listTestimonials(): Promise<Testimonial[]> {
  const data = await request(ListTestimonialsDocument, { limit: CAROUSEL_LIMIT });
  return data.listTestimonials.items;
}
