// The notes staff keep on an inbox item (a message's or a referral's internal notes, a feedback
// item's outcome notes), oldest first, each with its author and time, and a form that appends one.
// Notes are never edited or removed (the API offers no way to).
import { Box, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { DateTime } from '../components/DateTime';
import { SubmitButton } from '../components/SubmitButton';
import type { StatusTone } from '../components/StatusMessage';
import { errorMessage } from '../data/errorMessage';

export interface Note {
  text: string;
  author: string;
  createdAt: string;
}

export interface NotesTexts {
  noNotes: string;
  newNote: string;
  noteHint: string;
  addNote: string;
  noteEmpty: string;
  noteAdded: string;
  noteFailed: string;
  noteBy(author: string): string;
}

export function StaffNotes(props: {
  notes: readonly Note[];
  texts: NotesTexts;
  maxLength: number;
  /** Appends the note; resolves true when the API stored it. */
  add(text: string): Promise<boolean>;
  /** The API field, for the log line. */
  operation: string;
  show(tone: StatusTone, text: string): void;
}) {
  const { notes, texts, show } = props;
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const add = async () => {
    if (!text.trim()) {
      show('error', texts.noteEmpty);
      return;
    }
    setBusy(true);
    try {
      if (await props.add(text)) {
        setText('');
        show('success', texts.noteAdded);
      } else {
        show('error', texts.noteFailed);
      }
    } catch (error) {
      console.error(`${props.operation} failed`, error);
      const reason = errorMessage(error);
      show('error', reason ? `${texts.noteFailed} ${reason}` : texts.noteFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {notes.length === 0 ? (
        <Text mb="4">{texts.noNotes}</Text>
      ) : (
        <Stack as="ol" listStyleType="none" m="0" mb="4" p="0" gap="3">
          {notes.map((note) => (
            <Box as="li" key={`${note.createdAt} ${note.author}`} borderStartWidth="3px" ps="3">
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {note.text}
              </Text>
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {texts.noteBy(note.author)}, <DateTime value={note.createdAt} />
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
          <Field.Label>{texts.newNote}</Field.Label>
          <Textarea
            rows={3}
            maxLength={props.maxLength}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Field.HelperText>{texts.noteHint}</Field.HelperText>
        </Field.Root>
        <SubmitButton label={texts.addNote} busy={busy} />
      </form>
    </>
  );
}
