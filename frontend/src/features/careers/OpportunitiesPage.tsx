import { chakra } from '@chakra-ui/react';
import { PageBanner } from '../../components/PageBanner';
import { PageContainer } from '../../components/layout/PageContainer';
import { opportunitiesText as text } from './content/careers';
import { images } from '../../content/images';
import JobBoard from '../../islands/hydrated/JobBoard';
import { Island } from '../../islands/Island';

export function OpportunitiesPage() {
  return (
    <>
      <PageBanner title={text.heading} eyebrow={text.eyebrow} image={images.banner.careers}>
        <chakra.p mt={4} maxW="prose" fontSize="lg">
          {text.intro}
        </chakra.p>
      </PageBanner>
      <PageContainer py={{ base: 10, md: 16 }}>
        <Island of={JobBoard} props={{}} />
      </PageContainer>
    </>
  );
}
