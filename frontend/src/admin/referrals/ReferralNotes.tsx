// A referral's internal notes, oldest first, each with its author and time, and a form that
// appends one. Notes are never edited or removed (the API offers no way to).
import { Box, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { REFERRAL_LIMITS } from '../../../../schema/contract/inputLimits';
import { DateTime } from '../components/DateTime';
import { SubmitButton } from '../components/SubmitButton';
import type { StatusTone } from '../components/StatusMessage';
import { errorMessage } from '../data/errorMessage';
import {
  AddReferralNoteDocument,
  type ReferralFieldsFragment,
} from '../graphql/generated/operations';
import { referralsText } from '../texts';

export function ReferralNotes(props: {
  referral: ReferralFieldsFragment;
  show(tone: StatusTone, text: string): void;
}) {
  const client = useApolloClient();
  const { referral, show } = props;
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const add = async () => {
    if (!text.trim()) {
      show('error', referralsText.noteEmpty);
      return;
    }
    setBusy(true);
    try {
      const { data } = await client.mutate({
        mutation: AddReferralNoteDocument,
        variables: { input: { id: referral.id, text } },
      });
      if (data?.addReferralNote) {
        setText('');
        show('success', referralsText.noteAdded);
      } else {
        show('error', referralsText.noteFailed);
      }
    } catch (error) {
      console.error('addReferralNote failed', error);
      const reason = errorMessage(error);
      show('error', reason ? `${referralsText.noteFailed} ${reason}` : referralsText.noteFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {referral.notes.length === 0 ? (
        <Text mb="4">{referralsText.noNotes}</Text>
      ) : (
        <Stack as="ol" listStyleType="none" m="0" mb="4" p="0" gap="3">
          {referral.notes.map((note) => (
            <Box as="li" key={`${note.createdAt} ${note.author}`} borderStartWidth="3px" ps="3">
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {note.text}
              </Text>
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {referralsText.noteBy(note.author)}, <DateTime value={note.createdAt} />
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Field.Root mb="3">
          <Field.Label>{referralsText.newNote}</Field.Label>
          <Textarea
            rows={3}
            maxLength={REFERRAL_LIMITS.noteText}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Field.HelperText>{referralsText.noteHint}</Field.HelperText>
        </Field.Root>
        <SubmitButton label={referralsText.addNote} busy={busy} />
      </form>
    </>
  );
}
