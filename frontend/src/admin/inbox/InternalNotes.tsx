// An inbox item's internal notes (a message's, a referral's), oldest first, each with its author and
// time, and a form that appends one. Notes are never edited or removed (the API offers no way to).
import { Box, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { DateTime } from '../components/DateTime';
import { SubmitButton } from '../components/SubmitButton';
import type { StatusTone } from '../components/StatusMessage';
import { errorMessage } from '../data/errorMessage';
import { inboxText } from '../texts';

export interface Note {
  text: string;
  author: string;
  createdAt: string;
}

export function InternalNotes(props: {
  notes: readonly Note[];
  maxLength: number;
  /** Sends the note; resolves true when the API added it. */
  add(text: string): Promise<boolean>;
  /** The API field, for the log line. */
  operation: string;
  show(tone: StatusTone, text: string): void;
}) {
  const { notes, show } = props;
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const add = async () => {
    if (!text.trim()) {
      show('error', inboxText.noteEmpty);
      return;
    }
    setBusy(true);
    try {
      if (await props.add(text)) {
        setText('');
        show('success', inboxText.noteAdded);
      } else {
        show('error', inboxText.noteFailed);
      }
    } catch (error) {
      console.error(`${props.operation} failed`, error);
      const reason = errorMessage(error);
      show('error', reason ? `${inboxText.noteFailed} ${reason}` : inboxText.noteFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {notes.length === 0 ? (
        <Text mb="4">{inboxText.noNotes}</Text>
      ) : (
        <Stack as="ol" listStyleType="none" m="0" mb="4" p="0" gap="3">
          {notes.map((note) => (
            <Box as="li" key={`${note.createdAt} ${note.author}`} borderStartWidth="3px" ps="3">
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {note.text}
              </Text>
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {inboxText.noteBy(note.author)}, <DateTime value={note.createdAt} />
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
          <Field.Label>{inboxText.newNote}</Field.Label>
          <Textarea
            rows={3}
            maxLength={props.maxLength}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Field.HelperText>{inboxText.noteHint}</Field.HelperText>
        </Field.Root>
        <SubmitButton label={inboxText.addNote} busy={busy} />
      </form>
    </>
  );
}
