import { TestimonialsSection } from '../../features/home/TestimonialsSection';
import { defineIsland } from '../island';

/** 'Hear from Our Participants': loads the testimonials and their carousel. */
export default defineIsland('Testimonials', TestimonialsSection);
