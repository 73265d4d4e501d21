// Every field of a referral as the referrer gave it, grouped under headings, each value labelled.
import { telHref } from '../../../../../schema/contract/phoneNumbers';
import {
  CONTACT_METHOD_LABELS,
  PLAN_FUNDING_LABELS,
  REFERRER_ROLE_LABELS,
} from '../../../../../schema/contract/referrals';
import { FactSection, Facts } from '../../components/Facts';
import type { ReferralFieldsFragment } from '../../graphql/generated/operations';
import { referralsText } from '../../texts';
import { calendarDate, serviceNames } from './referralFormat';

const { fields, sections } = referralsText;

/** An empty optional value says it was not given. */
const given = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? referralsText.notGiven : value;

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
