import { OfferingsList } from '../OfferingsList';
import { ServiceIntro } from '../ServiceIntro';
import { ServicePageLayout } from '../ServicePageLayout';
import { images } from '../../../content/images';
import { alliedHealthText as text } from '../../../content/services';

/** /services/positive-behaviour-support-practitioner, presented as Allied Health. */
export function AlliedHealthPage() {
  return (
    <ServicePageLayout
      service="alliedHealth"
      banner={text.banner}
      image={images.banner.services}
      alliedHealth
    >
      <ServiceIntro
        eyebrow={text.eyebrow}
        heading={text.heading}
        paragraphs={text.paragraphs}
        image={images.service.alliedHealth}
      />
      <OfferingsList heading={text.offeringsHeading} offerings={text.offerings} />
    </ServicePageLayout>
  );
}
