// The lines of a job description: each is its own field with a Remove button, and a new line is
// added from the field below (Enter or "Add line"), only when it is not blank after trimming.
import { Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { jobsText } from '../texts';

export function DescriptionLines(props: { lines: string[]; onChange(lines: string[]): void }) {
  const [draft, setDraft] = useState('');
  const headingId = useId();
  const { lines, onChange } = props;

  const addDraft = () => {
    const line = draft.trim();
    if (!line) return;
    onChange([...lines, line]);
    setDraft('');
  };
  const onDraftKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the line instead of submitting the whole form.
      event.preventDefault();
      addDraft();
    }
  };

  return (
    <Stack gap="2" role="group" aria-labelledby={headingId}>
      <Text id={headingId} fontWeight="medium" textStyle="sm">
        {jobsText.description}
      </Text>
      {lines.map((line, index) => (
        <Flex key={index} gap="2" align="center">
          <Input
            aria-label={jobsText.line(index + 1)}
            value={line}
            onChange={(event) =>
              onChange(lines.map((old, i) => (i === index ? event.target.value : old)))
            }
          />
          <Button
            variant="outline"
            colorPalette="red"
            size="sm"
            aria-label={jobsText.removeLine(index + 1)}
            onClick={() => onChange(lines.filter((_, i) => i !== index))}
          >
            ✕
          </Button>
        </Flex>
      ))}
      <Field.Root>
        <Field.Label>{jobsText.newLine}</Field.Label>
        <Flex gap="2" w="full">
          <Input
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onDraftKey}
          />
          <Button variant="outline" onClick={addDraft}>
            {jobsText.addLine}
          </Button>
        </Flex>
      </Field.Root>
    </Stack>
  );
}

/** Lines as they are saved: trimmed, blank ones left out. */
export function cleanLines(lines: string[]): string[] {
  return lines.map((line) => line.trim()).filter((line) => line.length > 0);
}
