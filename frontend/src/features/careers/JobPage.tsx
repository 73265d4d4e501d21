import { chakra } from '@chakra-ui/react';
import { ButtonLink, PageLink } from '../../components/layout/links';
import { PageBanner } from '../../components/PageBanner';
import { PageContainer } from '../../components/layout/PageContainer';
import { images } from '../../content/images';
import { paths } from '../../paths';
import { JOB_PAGE_TOKENS as token } from '../../../../schema/contract/jobPages';
import ApplyForm from '../../islands/hydrated/ApplyForm';
import { Island } from '../../islands/Island';
import { applicationMailto } from './applicationMailto';
import { jobPageText as text, opportunitiesText } from './content/careers';

/**
 * A job's own page, prerendered once with the template's tokens in place of the job: the
 * publisher (lambdas/posts/jobPage.ts) fills in each job, its description as sanitized HTML.
 * The description's styles are written here, so the page is styled without any script. The Apply
 * form is an island told the job's id by the publisher, hydrated only when it comes near (as the
 * home page's carousel is), so a reader who never scrolls to it loads no React; without scripts
 * the Apply Now link (a mail draft) is the way to apply.
 */
export function JobPage() {
  return (
    <>
      <PageBanner title={token.title} eyebrow={text.eyebrow} image={images.banner.careers} />
      <PageContainer py={{ base: 10, md: 16 }}>
        <chakra.div
          display="grid"
          gap={10}
          gridTemplateColumns={{ base: '1fr', lg: '1fr 20rem' }}
          alignItems="start"
        >
          <chakra.section aria-labelledby="job-description-heading" maxW="prose">
            <chakra.h2
              id="job-description-heading"
              fontSize="2xl"
              fontWeight="bold"
              color="brand.700"
              mb={2}
            >
              {text.descriptionHeading}
            </chakra.h2>
            <chakra.div
              data-testid="job-description"
              fontSize="lg"
              css={{
                '& h3': { fontWeight: 'bold', fontSize: 'xl', color: 'brand.700', mt: 6 },
                '& ul': { listStyleType: 'disc', pl: 6 },
                '& ol': { listStyleType: 'decimal', pl: 6 },
                '& p, & ul, & ol': { mt: 3 },
                '& a': { color: 'brand.700', textDecoration: 'underline' },
                '& code': { fontFamily: 'mono' },
              }}
            >
              {token.description}
            </chakra.div>
            <Island of={ApplyForm} props={{ jobId: token.id }} when="visible" />
          </chakra.section>
          <chakra.aside display="grid" gap={6}>
            <chakra.section
              aria-labelledby="job-details-heading"
              bg="brand.50"
              borderRadius="xl"
              p={6}
            >
              <chakra.h2
                id="job-details-heading"
                fontSize="xl"
                fontWeight="bold"
                color="brand.700"
                mb={3}
              >
                {text.detailsHeading}
              </chakra.h2>
              <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap={4} rowGap={2}>
                <Detail term={text.location}>{token.location}</Detail>
                <Detail term={text.type}>{token.type}</Detail>
                <Detail term={text.posted}>
                  <time dateTime={token.postedIso}>{token.posted}</time>
                </Detail>
                <Detail term={text.closing}>{token.closing}</Detail>
              </chakra.dl>
            </chakra.section>
            <chakra.section
              aria-labelledby="job-apply-heading"
              borderWidth="1px"
              borderColor="border"
              borderRadius="xl"
              p={6}
            >
              <chakra.h2
                id="job-apply-heading"
                fontSize="xl"
                fontWeight="bold"
                color="brand.700"
                mb={3}
              >
                {text.applyHeading}
              </chakra.h2>
              <chakra.p mb={4}>{text.applyText}</chakra.p>
              <ButtonLink to={applicationMailto(token.title)}>
                {opportunitiesText.applyNow}
              </ButtonLink>
            </chakra.section>
            <PageLink to={paths.opportunities} color="brand.700" textDecoration="underline">
              {text.allJobs}
            </PageLink>
          </chakra.aside>
        </chakra.div>
      </PageContainer>
    </>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <chakra.dt fontWeight="semibold">{term}</chakra.dt>
      <chakra.dd>{children}</chakra.dd>
    </>
  );
}
