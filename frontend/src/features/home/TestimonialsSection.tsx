import { chakra } from '@chakra-ui/react';
import { useInView } from 'framer-motion';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { homeText } from './content/home';
import { listTestimonials, type Testimonial } from './data/testimonials';
import { PageContainer } from '../../components/layout/PageContainer';
import { SectionHeading } from '../../components/SectionHeading';

// The carousel library loads with the testimonials, not with the page.
const TestimonialCarousel = lazy(() =>
  import('./TestimonialCarousel').then((module) => ({ default: module.TestimonialCarousel })),
);

/** Room for the carousel before it arrives, so nothing below jumps when it does. */
const CAROUSEL_HEIGHT = '19rem';

/**
 * 'Hear from Our Participants'. The testimonials load once, when the section first comes into
 * view; until then, and if loading fails (the error is logged), the carousel stays empty.
 */
export function TestimonialsSection() {
  const text = homeText.testimonials;
  const sectionRef = useRef<HTMLElement>(null);
  const inView = useInView(sectionRef, { once: true, margin: '200px 0px' });
  const [testimonials, setTestimonials] = useState<Testimonial[]>([]);

  useEffect(() => {
    if (!inView) return;
    let active = true;
    listTestimonials()
      .then((items) => {
        if (active) setTestimonials(items);
      })
      .catch((error: unknown) => console.error('Loading the testimonials failed', error));
    return () => {
      active = false;
    };
  }, [inView]);

  return (
    <chakra.section
      ref={sectionRef}
      aria-labelledby="testimonials-heading"
      bg="brand.50"
      py={{ base: 12, md: 16 }}
    >
      <PageContainer>
        <SectionHeading id="testimonials-heading" textAlign="center">
          {text.heading}
        </SectionHeading>
        <chakra.p textAlign="center" mb={8}>
          {text.intro}
        </chakra.p>
        <chakra.div minH={CAROUSEL_HEIGHT}>
          {testimonials.length > 0 ? (
            <Suspense fallback={null}>
              <TestimonialCarousel testimonials={testimonials} />
            </Suspense>
          ) : null}
        </chakra.div>
      </PageContainer>
    </chakra.section>
  );
}
