// Every field of a referral as the referrer gave it, grouped under headings, each value labelled.
import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { telHref } from '../../../../../schema/contract/phoneNumbers';
import {
  CONTACT_METHOD_LABELS,
  PLAN_FUNDING_LABELS,
  REFERRER_ROLE_LABELS,
} from '../../../../../schema/contract/referrals';
import type { ReferralFieldsFragment } from '../../graphql/generated/operations';
import { referralsText } from '../../texts';
import { calendarDate, serviceNames } from './referralFormat';

const { fields, sections } = referralsText;

/** One labelled value; an empty optional value says it was not given. */
export type Fact = [label: string, value: ReactNode];

const given = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? referralsText.notGiven : value;

export function FactSection(props: { heading: string; children: ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" p="4" mb="4">
      <Heading as="h3" size="md" mb="3">
        {props.heading}
      </Heading>
      {props.children}
    </Box>
  );
}

export function Facts({ facts, wide = false }: { facts: Fact[]; wide?: boolean }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: wide ? 1 : 2 }} gap="3" m="0">
      {facts.map(([label, value]) => (
        <Box key={label} minW="0">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Box as="dd" m="0" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {value}
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}

export function ReferralFacts({ referral }: { referral: ReferralFieldsFragment }) {
  const { communication } = referral;
  return (
    <>
      <FactSection heading={sections.referrer}>
        <Facts
          facts={[
            [fields.role, REFERRER_ROLE_LABELS[referral.referrerRole]],
            [fields.name, referral.referrerName],
            [fields.organisation, given(referral.referrerOrganisation)],
            [
              fields.email,
              <a key="email" href={`mailto:${referral.referrerEmail}`}>
                {referral.referrerEmail}
              </a>,
            ],
            [
              fields.phone,
              <a key="phone" href={telHref(referral.referrerPhone)}>
                {referral.referrerPhone}
              </a>,
            ],
          ]}
        />
      </FactSection>
      <FactSection heading={sections.participant}>
        <Facts
          facts={[
            [fields.name, referral.participantName],
            [fields.dateOfBirth, calendarDate(referral.participantDateOfBirth)],
            [fields.ndisNumber, given(referral.ndisNumber)],
            [fields.postcode, referral.participantPostcode],
            [fields.preferredContact, CONTACT_METHOD_LABELS[referral.preferredContact]],
          ]}
        />
      </FactSection>
      <FactSection heading={sections.communication}>
        <Facts
          facts={[
            [
              fields.interpreter,
              communication.interpreter
                ? referralsText.needed(communication.interpreterLanguage)
                : referralsText.no,
            ],
            [fields.auslan, communication.auslan ? referralsText.yes : referralsText.no],
            [fields.otherNeeds, given(communication.other)],
          ]}
        />
      </FactSection>
      <FactSection heading={sections.plan}>
        <Facts
          facts={[
            [fields.planFunding, PLAN_FUNDING_LABELS[referral.planFunding]],
            [
              fields.planStart,
              referral.planStartDate ? calendarDate(referral.planStartDate) : given(null),
            ],
            [
              fields.planEnd,
              referral.planEndDate ? calendarDate(referral.planEndDate) : given(null),
            ],
          ]}
        />
      </FactSection>
      <FactSection heading={sections.support}>
        <Facts
          wide
          facts={[
            [fields.services, serviceNames(referral.services)],
            [fields.supportNeeded, referral.supportNeeded],
            [fields.goals, given(referral.goals)],
            [fields.consent, referral.consent ? referralsText.consentGiven : referralsText.no],
          ]}
        />
      </FactSection>
    </>
  );
}
