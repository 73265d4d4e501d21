import { chakra } from '@chakra-ui/react';
import { ButtonLink } from '../../components/layout/links';
import { PageBanner } from '../../components/PageBanner';
import { PageContainer } from '../../components/layout/PageContainer';
import { SectionHeading } from '../../components/SectionHeading';
import { careersText as text } from './content/careers';
import { images } from '../../content/images';

export function CareersPage() {
  return (
    <>
      <PageBanner title={text.banner} image={images.banner.careers} />
      <PageContainer py={{ base: 10, md: 16 }}>
        <SectionHeading>{text.heading}</SectionHeading>
        {text.paragraphs.map((paragraph) => (
          <chakra.p key={paragraph} fontSize="lg" mb={4} maxW="prose">
            {paragraph}
          </chakra.p>
        ))}
        <ButtonLink to={text.viewOpportunities.to} mt={4}>
          {text.viewOpportunities.label}
        </ButtonLink>
      </PageContainer>
    </>
  );
}
