import { chakra } from '@chakra-ui/react';
import { JobBoard } from '../components/careers/JobBoard';
import { PageBanner } from '../components/PageBanner';
import { PageContainer } from '../components/layout/PageContainer';
import { opportunitiesText as text } from '../content/careers';
import { images } from '../content/images';

export function OpportunitiesPage() {
  return (
    <>
      <PageBanner title={text.heading} eyebrow={text.eyebrow} image={images.banner.careers}>
        <chakra.p mt={4} maxW="prose" fontSize="lg">
          {text.intro}
        </chakra.p>
      </PageBanner>
      <PageContainer py={{ base: 10, md: 16 }}>
        <JobBoard />
      </PageContainer>
    </>
  );
}
