import { chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { opportunitiesText } from './content/careers';
import type { JobPost } from './data/posts';
import { applicationMailto } from './applicationMailto';
import { descriptionStyles } from '../../components/descriptionStyles';
import { jobPagePath } from '../../../../schema/contract/jobPages';

const text = opportunitiesText;
const CLAMP_LINES = 5;

/** One job: location and type pills, title (a link to its page), the description clamped to 5 lines until expanded. */
export function JobCard({ post }: { post: JobPost }) {
  const [expanded, setExpanded] = useState(false);
  const descriptionId = useId();
  return (
    <chakra.article
      aria-labelledby={`${descriptionId}-title`}
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="border"
      boxShadow="sm"
      p={6}
    >
      <chakra.ul listStyle="none" display="flex" flexWrap="wrap" gap={2} mb={3}>
        <Pill label={text.locationLabel} value={post.location} bg="brand.100" />
        <Pill label={text.typeLabel} value={post.type} bg="accent.100" />
      </chakra.ul>
      <chakra.h3
        id={`${descriptionId}-title`}
        fontSize="xl"
        fontWeight="bold"
        lineHeight="short"
        color="brand.700"
      >
        {/* The job's own page: the whole description, the dates and how to apply. */}
        <chakra.a href={jobPagePath(post.slug)} color="inherit" textDecoration="underline">
          {post.title}
        </chakra.a>
      </chakra.h3>
      <chakra.div
        id={descriptionId}
        data-testid="job-description"
        overflow={expanded ? undefined : 'hidden'}
        display={expanded ? 'block' : '-webkit-box'}
        style={expanded ? undefined : { WebkitLineClamp: CLAMP_LINES, WebkitBoxOrient: 'vertical' }}
      >
        {/* Sanitized when the job was published (lambdas/posts/description.ts). */}
        <chakra.div
          css={descriptionStyles}
          dangerouslySetInnerHTML={{ __html: post.descriptionHtml }}
        />
      </chakra.div>
      <chakra.div display="flex" flexWrap="wrap" gap={3} mt={4} alignItems="center">
        <chakra.button
          type="button"
          aria-expanded={expanded}
          aria-controls={descriptionId}
          onClick={() => setExpanded((open) => !open)}
          minH="target"
          px={5}
          borderRadius="full"
          borderWidth="2px"
          borderColor="brand.700"
          color="brand.700"
          bg="white"
          fontWeight="semibold"
          cursor="pointer"
          _hover={{ bg: 'brand.50' }}
        >
          {expanded ? text.showLess : text.showMore}
        </chakra.button>
        {expanded ? (
          <chakra.a
            href={applicationMailto(post.title)}
            display="inline-flex"
            alignItems="center"
            minH="target"
            px={5}
            borderRadius="full"
            bg="brand.700"
            color="white"
            fontWeight="semibold"
            textDecoration="none"
            _hover={{ bg: 'brand.800' }}
          >
            {text.applyNow}
          </chakra.a>
        ) : null}
      </chakra.div>
    </chakra.article>
  );
}

function Pill({ label, value, bg }: { label: string; value: string; bg: string }) {
  return (
    <chakra.li
      bg={bg}
      color="gray.900"
      borderRadius="full"
      px={3}
      py={1}
      fontSize="sm"
      fontWeight="semibold"
    >
      <chakra.span srOnly>{label}: </chakra.span>
      {value}
    </chakra.li>
  );
}
