import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NDIS_COMMISSION } from '../../../../schema/contract/feedback';
import { telHref } from '../../../../schema/contract/phoneNumbers';
import { contactLinkStyle } from '../../components/ContactSection';
import { EmailLink, PhoneLink } from '../../components/ContactLinks';
import { PageContainer } from '../../components/layout/PageContainer';
import { PageIntro } from '../../components/PageIntro';
import { feedbackText as text } from './content/feedback';
import { feedbackFormText } from './content/feedbackForm';
import FeedbackForm from '../../islands/hydrated/FeedbackForm';
import { Island } from '../../islands/Island';

function Part({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <chakra.section aria-labelledby={id} mt={10} maxW="prose">
      <chakra.h2
        id={id}
        fontSize={{ base: 'xl', md: '2xl' }}
        fontWeight="bold"
        color="brand.700"
        mb={3}
      >
        {heading}
      </chakra.h2>
      {children}
    </chakra.section>
  );
}

const listStyle = {
  listStyleType: 'disc',
  pl: 6,
  display: 'grid',
  gap: 2,
  fontSize: 'lg',
} as const;

export function FeedbackPage() {
  const [byForm, byPhone, byEmail, byStaff] = text.how.ways;
  return (
    <PageContainer py={{ base: 10, md: 16 }}>
      <PageIntro heading={text.heading} intro={text.intro} />

      <chakra.section
        aria-labelledby="feedback-danger"
        mt={8}
        maxW="prose"
        borderLeftWidth="6px"
        borderColor="brand.700"
        bg="brand.50"
        px={5}
        py={4}
      >
        <chakra.h2
          id="feedback-danger"
          fontSize={{ base: 'xl', md: '2xl' }}
          fontWeight="bold"
          mb={2}
        >
          {text.danger.heading}
        </chakra.h2>
        <chakra.p fontSize="lg" mb={2}>
          {text.danger.emergency[0]}{' '}
          <chakra.a href={telHref(text.danger.emergencyNumber)} {...contactLinkStyle}>
            {text.danger.emergencyNumber}
          </chakra.a>{' '}
          {text.danger.emergency[1]}
        </chakra.p>
        <chakra.p fontSize="lg">
          {text.danger.abuse}{' '}
          <chakra.a href={telHref(NDIS_COMMISSION.phone.display)} {...contactLinkStyle}>
            {NDIS_COMMISSION.phone.display}
          </chakra.a>{' '}
          {text.danger.abuseWebsiteLabel}{' '}
          <chakra.a href={NDIS_COMMISSION.url} {...contactLinkStyle}>
            {NDIS_COMMISSION.website}
          </chakra.a>
          .
        </chakra.p>
      </chakra.section>

      <Part id="feedback-how" heading={text.how.heading}>
        <chakra.ul {...listStyle}>
          <li>{byForm}</li>
          <li>
            {byPhone} <PhoneLink {...contactLinkStyle} />.
          </li>
          <li>
            {byEmail} <EmailLink {...contactLinkStyle} overflowWrap="anywhere" />.
          </li>
          <li>{byStaff}</li>
        </chakra.ul>
      </Part>

      <Part id="feedback-rights" heading={text.rights.heading}>
        <chakra.ul {...listStyle}>
          {text.rights.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </chakra.ul>
      </Part>

      <Part id="feedback-commission" heading={text.commission.heading}>
        <chakra.p fontSize="lg" mb={3}>
          {text.commission.text}
        </chakra.p>
        <chakra.p fontSize="lg">
          {text.commission.phoneLabel}{' '}
          <chakra.a href={telHref(NDIS_COMMISSION.phone.display)} {...contactLinkStyle}>
            {NDIS_COMMISSION.phone.display}
          </chakra.a>{' '}
          {text.commission.phoneNote} {text.commission.websiteLabel}{' '}
          <chakra.a href={NDIS_COMMISSION.url} {...contactLinkStyle}>
            {NDIS_COMMISSION.website}
          </chakra.a>
          .
        </chakra.p>
      </Part>

      <Part id="feedback-advocacy" heading={text.advocacy.heading}>
        <chakra.p fontSize="lg">
          {text.advocacy.text} {text.advocacy.finder.name} (
          <chakra.a href={text.advocacy.finder.url} {...contactLinkStyle} overflowWrap="anywhere">
            {text.advocacy.finder.website}
          </chakra.a>
          ).
        </chakra.p>
      </Part>

      <chakra.p fontSize="lg" mt={10} maxW="prose">
        {text.privacy.text}{' '}
        <chakra.a href={text.privacy.link.to} {...contactLinkStyle}>
          {text.privacy.link.label}
        </chakra.a>
        .
      </chakra.p>

      <chakra.p
        display="none"
        mt={12}
        maxW="prose"
        fontSize="lg"
        css={{ '@media (scripting: none)': { display: 'block' } }}
      >
        {feedbackFormText.withoutScripts}
      </chakra.p>
      <Island of={FeedbackForm} props={{}} />
    </PageContainer>
  );
}
