import { ServiceIntro } from '../ServiceIntro';
import { ServicePageLayout } from '../ServicePageLayout';
import { images } from '../../../content/images';
import { supportedIndependentLivingText as text } from '../../../content/services';

export function SupportedIndependentLivingPage() {
  return (
    <ServicePageLayout
      service="supportedIndependentLiving"
      banner={text.banner}
      image={images.banner.services}
    >
      <ServiceIntro
        heading={text.heading}
        paragraphs={text.paragraphs}
        image={images.service.supportedIndependentLiving}
      />
    </ServicePageLayout>
  );
}
