import { ServiceIntro } from '../ServiceIntro';
import { ServicePageLayout } from '../ServicePageLayout';
import { images } from '../../../content/images';
import { socialWorkerText as text } from '../../../content/services';

export function SocialWorkerPage() {
  return (
    <ServicePageLayout
      service="socialWorker"
      banner={text.banner}
      image={images.banner.services}
      alliedHealth
    >
      <ServiceIntro
        heading={text.heading}
        paragraphs={text.paragraphs}
        image={images.service.socialWorker}
      />
    </ServicePageLayout>
  );
}
