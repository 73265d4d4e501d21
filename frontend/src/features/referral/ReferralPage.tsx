import { chakra } from '@chakra-ui/react';
import { contactLinkStyle } from '../../components/ContactSection';
import { EmailLink } from '../../components/ContactLinks';
import { PageContainer } from '../../components/layout/PageContainer';
import { PageIntro } from '../../components/PageIntro';
import { images } from '../../content/images';
import { referralText as text } from './content/referral';
import { referralFormText } from './content/referralForm';
import ReferralDownload from '../../islands/hydrated/ReferralDownload';
import ReferralForm from '../../islands/hydrated/ReferralForm';
import { Island } from '../../islands/Island';

export function ReferralPage() {
  const banner = images.banner.referral;
  return (
    <>
      <chakra.img
        src={banner.src}
        alt={banner.alt}
        htmlWidth={banner.width}
        htmlHeight={banner.height}
        display="block"
        w="full"
        h={{ base: '8rem', md: 'auto' }}
        objectFit="cover"
        objectPosition="right center"
      />
      <PageContainer py={{ base: 10, md: 16 }}>
        <PageIntro heading={text.heading} intro={text.intro} />
        <chakra.div mt={8} mb={8}>
          <Island of={ReferralDownload} props={{}} />
        </chakra.div>
        <chakra.p fontSize="lg" fontWeight="semibold">
          {text.sendTo} <EmailLink {...contactLinkStyle} />
        </chakra.p>
        <chakra.p
          display="none"
          mt={12}
          maxW="prose"
          css={{ '@media (scripting: none)': { display: 'block' } }}
        >
          {referralFormText.withoutScripts}
        </chakra.p>
        <Island of={ReferralForm} props={{}} />
      </PageContainer>
    </>
  );
}
