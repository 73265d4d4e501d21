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

/**
 * Make a Referral: the online form first, then the Word form to download and e-mail for those who
 * prefer it (and for browsers without JavaScript, where the online form is not offered).
 */
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
        <chakra.p
          display="none"
          mt={12}
          maxW="prose"
          css={{ '@media (scripting: none)': { display: 'block' } }}
        >
          {referralFormText.withoutScripts}
        </chakra.p>
        <Island of={ReferralForm} props={{}} />
        <chakra.section aria-labelledby="referral-document-heading" mt={16} maxW="prose">
          <chakra.h2
            id="referral-document-heading"
            fontSize={{ base: '2xl', md: '3xl' }}
            fontWeight="bold"
            color="brand.700"
            mb={2}
          >
            {text.byDocument.heading}
          </chakra.h2>
          <chakra.p fontSize="lg" mb={6}>
            {text.byDocument.text}
          </chakra.p>
          <chakra.div mb={6}>
            <Island of={ReferralDownload} props={{}} />
          </chakra.div>
          <chakra.p fontSize="lg" fontWeight="semibold">
            {text.sendTo} <EmailLink {...contactLinkStyle} />
          </chakra.p>
        </chakra.section>
      </PageContainer>
    </>
  );
}
