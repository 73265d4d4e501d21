import { ServiceIntro } from '../ServiceIntro';
import { ServicePageLayout } from '../ServicePageLayout';
import { images } from '../../../content/images';
import { supportCoordinationText as text } from '../../../content/services';

export function SupportCoordinationPage() {
  return (
    <ServicePageLayout
      service="supportCoordination"
      banner={text.banner}
      image={images.banner.services}
      alliedHealth
    >
      <ServiceIntro
        heading={text.heading}
        paragraphs={text.paragraphs}
        image={images.service.supportCoordination}
      />
    </ServicePageLayout>
  );
}
