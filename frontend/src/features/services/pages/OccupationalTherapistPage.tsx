import { OfferingsList } from '../OfferingsList';
import { ServiceIntro } from '../ServiceIntro';
import { ServicePageLayout } from '../ServicePageLayout';
import { images } from '../../../content/images';
import { occupationalTherapistText as text } from '../../../content/services';

export function OccupationalTherapistPage() {
  return (
    <ServicePageLayout
      service="occupationalTherapist"
      banner={text.banner}
      image={images.banner.services}
      alliedHealth
    >
      <ServiceIntro
        eyebrow={text.eyebrow}
        heading={text.heading}
        paragraphs={text.paragraphs}
        image={images.service.occupationalTherapist}
      />
      <OfferingsList heading={text.offeringsHeading} offerings={text.offerings} />
    </ServicePageLayout>
  );
}
