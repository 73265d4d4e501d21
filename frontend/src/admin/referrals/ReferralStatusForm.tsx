// Where a referral is in the intake: a select of the six statuses and Save, which says whether
// the status was saved.
import { Field, Flex, NativeSelect } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import {
  REFERRAL_STATUS_LABELS,
  type ReferralStatusValue,
} from '../../../../schema/contract/referrals';
import { SubmitButton } from '../components/SubmitButton';
import type { StatusTone } from '../components/StatusMessage';
import {
  UpdateReferralStatusDocument,
  type ReferralFieldsFragment,
} from '../graphql/generated/operations';
import { referralsText } from '../texts';

const STATUSES = Object.entries(REFERRAL_STATUS_LABELS) as [ReferralStatusValue, string][];

export function ReferralStatusForm(props: {
  referral: ReferralFieldsFragment;
  show(tone: StatusTone, text: string): void;
}) {
  const client = useApolloClient();
  const { referral, show } = props;
  const [status, setStatus] = useState<ReferralStatusValue>(referral.status);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      const { data } = await client.mutate({
        mutation: UpdateReferralStatusDocument,
        variables: { input: { id: referral.id, status } },
      });
      const saved = data?.updateReferralStatus?.status;
      if (saved) show('success', referralsText.statusSaved(REFERRAL_STATUS_LABELS[saved]));
      else show('error', referralsText.statusFailed);
    } catch (error) {
      console.error('updateReferralStatus failed', error);
      show('error', referralsText.statusFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Field.Root maxW="xs">
          <Field.Label>{referralsText.fields.status}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={status}
              onChange={(event) => setStatus(event.target.value as ReferralStatusValue)}
            >
              {STATUSES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <SubmitButton label={referralsText.saveStatus} busy={busy} />
      </Flex>
    </form>
  );
}
