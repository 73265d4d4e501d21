import { chakra } from '@chakra-ui/react';

/** A page's h1 and the paragraphs that introduce it, as the form and reading pages show them. */
export function PageIntro({ heading, intro }: { heading: string; intro: readonly string[] }) {
  return (
    <>
      <chakra.h1
        fontSize={{ base: '3xl', md: '5xl' }}
        fontWeight="bold"
        lineHeight="short"
        color="brand.700"
        mb={6}
      >
        {heading}
      </chakra.h1>
      {intro.map((paragraph) => (
        <chakra.p key={paragraph} fontSize="lg" mb={4} maxW="prose">
          {paragraph}
        </chakra.p>
      ))}
    </>
  );
}
