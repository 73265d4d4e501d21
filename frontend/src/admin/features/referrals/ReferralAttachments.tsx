// A referral's attachments as buttons: each downloads its file through a fresh signed link (admin
// only).
import { Stack, Text } from '@chakra-ui/react';
import { fileSize } from '../../components/factValues';
import { SignedDownloadButton } from '../../components/SignedDownloadButton';
import type { StatusTone } from '../../components/StatusMessage';
import {
  ReferralAttachmentUrlDocument,
  type ReferralFieldsFragment,
} from '../../graphql/generated/operations';
import { referralsText } from '../../texts';

export function ReferralAttachments(props: {
  referral: ReferralFieldsFragment;
  show(tone: StatusTone, text: string): void;
}) {
  const { referral, show } = props;
  if (referral.attachments.length === 0) return <Text>{referralsText.noAttachments}</Text>;
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" align="flex-start">
      {referral.attachments.map((attachment) => (
        <li key={attachment.key}>
          <SignedDownloadButton
            label={referralsText.download(attachment.fileName, fileSize(attachment.size))}
            query={ReferralAttachmentUrlDocument}
            variables={{ input: { id: referral.id, key: attachment.key } }}
            linkOf={(data) => data.referralAttachmentUrl}
            failedText={referralsText.downloadFailed}
            show={show}
          />
        </li>
      ))}
    </Stack>
  );
}
