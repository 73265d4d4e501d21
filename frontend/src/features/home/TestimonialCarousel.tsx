import { chakra } from '@chakra-ui/react';
import useEmblaCarousel from 'embla-carousel-react';
import { useReducedMotion } from 'framer-motion';
import { useCallback, useEffect, useState } from 'react';
import { homeText } from './content/home';
import type { Testimonial } from './data/testimonials';

/**
 * Embla's scroll duration is in its own physics units, not milliseconds: 18 lands a one-slide step
 * in about 500 ms (within a pixel after ~460 ms in Chromium at 1280 px). 0 jumps straight there
 * (reduced motion).
 */
const SCROLL_DURATION = 18;

/**
 * The testimonials carousel: 3 slides at a time from 1024 px (1 below), one step per move, endless
 * loop, dots, previous/next buttons, no auto-advance. Each slide is a group announced "n of m".
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const text = homeText.testimonials;
  const reduceMotion = useReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({
    loop: true,
    slidesToScroll: 1,
    align: 'start',
    duration: reduceMotion ? 0 : SCROLL_DURATION,
  });
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  /** Set once the visitor moves the carousel: only then is the new position announced. */
  const [moved, setMoved] = useState(false);

  const onSelect = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setSnapCount(embla.scrollSnapList().length);
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    onSelect();
    const onMove = () => setMoved(true);
    embla.on('select', onSelect).on('reInit', onSelect).on('select', onMove);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect).off('select', onMove);
    };
  }, [embla, onSelect]);

  const count = testimonials.length;
  return (
    <chakra.div
      role="region"
      aria-roledescription="carousel"
      aria-label={text.carouselLabel}
      data-testid="testimonial-carousel"
    >
      <chakra.p aria-live="polite" aria-atomic="true" srOnly>
        {moved ? text.status(selected + 1, count) : ''}
      </chakra.p>
      <chakra.div ref={viewportRef} overflow="hidden">
        <chakra.div display="flex" ml="-1rem" style={{ touchAction: 'pan-y pinch-zoom' }}>
          {testimonials.map((testimonial, index) => (
            <chakra.div
              key={testimonial.id}
              role="group"
              aria-roledescription="slide"
              aria-label={text.slideLabel(index + 1, count)}
              flex={{ base: '0 0 100%', lg: '0 0 33.3333%' }}
              minW={0}
              pl="1rem"
            >
              <chakra.figure
                h="full"
                bg="white"
                borderRadius="xl"
                boxShadow="sm"
                p={6}
                display="flex"
                flexDirection="column"
                gap={4}
              >
                <chakra.blockquote h="8rem" overflow="hidden" fontSize="md">
                  <p>“{testimonial.body}”</p>
                </chakra.blockquote>
                <chakra.figcaption fontWeight="bold" color="brand.700">
                  {testimonial.name}
                </chakra.figcaption>
              </chakra.figure>
            </chakra.div>
          ))}
        </chakra.div>
      </chakra.div>
      <chakra.div display="flex" alignItems="center" justifyContent="center" gap={4} mt={6}>
        <ArrowButton label={text.previous} onClick={() => embla?.scrollPrev()} direction="prev" />
        <chakra.div
          role="group"
          aria-label={text.dotsLabel}
          display="flex"
          flexWrap="wrap"
          justifyContent="center"
          minW={0}
        >
          {Array.from({ length: snapCount }, (_, index) => (
            <chakra.button
              key={index}
              type="button"
              aria-label={text.dotLabel(index + 1, snapCount)}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(index)}
              w="2rem"
              h="2rem"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              borderRadius="full"
              cursor="pointer"
            >
              <chakra.span
                display="block"
                w={index === selected ? '1.5rem' : '0.75rem'}
                h="0.75rem"
                borderRadius="full"
                bg={index === selected ? 'brand.700' : 'gray.500'}
                transitionProperty="width, background-color"
                transitionDuration="normal"
              />
            </chakra.button>
          ))}
        </chakra.div>
        <ArrowButton label={text.next} onClick={() => embla?.scrollNext()} direction="next" />
      </chakra.div>
    </chakra.div>
  );
}

function ArrowButton({
  label,
  onClick,
  direction,
}: {
  label: string;
  onClick: () => void;
  direction: 'prev' | 'next';
}) {
  return (
    <chakra.button
      type="button"
      aria-label={label}
      onClick={onClick}
      w="target"
      h="target"
      flexShrink={0}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      borderRadius="full"
      borderWidth="2px"
      borderColor="brand.700"
      bg="white"
      color="brand.700"
      cursor="pointer"
      _hover={{ bg: 'brand.100' }}
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d={direction === 'prev' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </chakra.button>
  );
}
