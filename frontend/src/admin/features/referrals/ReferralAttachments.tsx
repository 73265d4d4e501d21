// A referral's attachments as buttons: each asks the API for a short-lived signed link (admin only)
// and hands it to the browser, which saves the file under its name.
import { Stack, Text } from '@chakra-ui/react';
import { BusyButton } from '../../components/SubmitButton';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { StatusTone } from '../../components/StatusMessage';
import {
  ReferralAttachmentUrlDocument,
  type ReferralFieldsFragment,
} from '../../graphql/generated/operations';
import { referralsText } from '../../texts';
import { fileSize } from '../../components/factValues';

export function ReferralAttachments(props: {
  referral: ReferralFieldsFragment;
  show(tone: StatusTone, text: string): void;
}) {
  const client = useApolloClient();
  const [fetching, setFetching] = useState<string | null>(null);
  const { referral, show } = props;

  const download = async (key: string) => {
    setFetching(key);
    try {
      const { data } = await client.query({
        query: ReferralAttachmentUrlDocument,
        variables: { input: { id: referral.id, key } },
      });
      if (!data) throw new Error('referralAttachmentUrl returned no data');
      // The link answers with Content-Disposition: attachment, so this page stays open.
      window.location.assign(data.referralAttachmentUrl);
    } catch (error) {
      console.error('referralAttachmentUrl failed', error);
      show('error', referralsText.downloadFailed);
    } finally {
      setFetching(null);
    }
  };

  if (referral.attachments.length === 0) return <Text>{referralsText.noAttachments}</Text>;
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" align="flex-start">
      {referral.attachments.map((attachment) => (
        <li key={attachment.key}>
          <BusyButton
            variant="outline"
            whiteSpace="normal"
            textAlign="start"
            height="auto"
            py="2"
            label={referralsText.download(attachment.fileName, fileSize(attachment.size))}
            busy={fetching === attachment.key}
            onClick={() => void download(attachment.key)}
          />
        </li>
      ))}
    </Stack>
  );
}
