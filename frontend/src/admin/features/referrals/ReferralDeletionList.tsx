// The referrals DynamoDB deletes within the next 30 days, soonest first, each linked to its own
// view with the date: staff export or act on any they still need. Reading the list records a view
// of each (the names are personal details).
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { ReferralsDueForDeletionDocument } from '../../graphql/generated/operations';
import { referralDeletionText as text } from './intakeTexts';
import { DeletionDate } from './DeletionDate';
import { referralPath } from './referralFormat';

const HEADING_ID = 'referral-deletion-heading';

export function ReferralDeletionList() {
  const { data, loading, error } = useQuery(ReferralsDueForDeletionDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const referrals = data?.referralsDueForDeletion;
  return (
    <Box as="section" aria-labelledby={HEADING_ID} mt="8">
      <Heading as="h3" size="md" id={HEADING_ID} mb="2">
        {text.heading}
      </Heading>
      <Text mb="3">{text.hint}</Text>
      {loading && !data && <Text role="status">{text.loading}</Text>}
      {error && !data && <Text role="alert">{text.failed}</Text>}
      {referrals?.length === 0 && <Text>{text.none}</Text>}
      {referrals && referrals.length > 0 && (
        <Stack as="ul" aria-label={text.listLabel} gap="2" ps="5" overflowWrap="anywhere">
          {referrals.map((referral) => (
            <li key={referral.id}>
              <Link to={referralPath(referral.id)}>
                {text.item(referral.id, `${referral.participantName}, ${referral.referrerName}`)}
              </Link>
              {' — '}
              {text.deletedOn} <DeletionDate expiresAt={referral.expiresAt} />
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
