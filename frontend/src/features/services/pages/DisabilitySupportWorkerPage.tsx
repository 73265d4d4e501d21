import { chakra } from '@chakra-ui/react';
import { SectionHeading } from '../../../components/SectionHeading';
import { ServicePageLayout } from '../ServicePageLayout';
import { images } from '../../../content/images';
import { SupportTiles } from '../SupportTiles';
import { disabilitySupportWorkerText as text } from '../../../content/services';

export function DisabilitySupportWorkerPage() {
  return (
    <ServicePageLayout
      service="disabilitySupportWorker"
      banner={text.banner}
      image={images.banner.services}
    >
      <SectionHeading>{text.heading}</SectionHeading>
      <chakra.p maxW="prose" fontSize="lg">
        {text.intro}
      </chakra.p>
      <SupportTiles label={text.tilesLabel} tiles={text.tiles} />
    </ServicePageLayout>
  );
}
