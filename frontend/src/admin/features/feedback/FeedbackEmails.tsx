// E-mails to a person who gave an e-mail address: staff press a button for the acknowledgement or
// the outcome, read and may edit the draft (schema/contract/feedbackEmails.ts), and send it; the
// API adds the reference and the provider's contact details and records it. What was sent is
// listed below, oldest first.
import { Box, Button, Field, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import {
  feedbackEmailDraft,
  feedbackEmailSubject,
} from '../../../../../schema/contract/feedbackEmails';
import {
  FEEDBACK_EMAIL_PURPOSE_LABELS,
  FEEDBACK_REGISTER_FIELD_LIMITS,
  type FeedbackEmailPurposeValue,
} from '../../../../../schema/contract/feedbackRegister';
import { DateTime } from '../../components/DateTime';
import { SubmitButton } from '../../components/SubmitButton';
import type { StatusTone } from '../../components/StatusMessage';
import { errorMessage } from '../../data/errorMessage';
import type { FeedbackFieldsFragment } from '../../graphql/generated/operations';
import { registerText } from './registerTexts';

const { emails: text } = registerText;

export function FeedbackEmails(props: {
  feedback: FeedbackFieldsFragment;
  send(purpose: FeedbackEmailPurposeValue, body: string): Promise<boolean>;
  show(tone: StatusTone, text: string): void;
}) {
  const { feedback, show } = props;
  const [purpose, setPurpose] = useState<FeedbackEmailPurposeValue | null>(null);
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const purposes = (
    Object.keys(FEEDBACK_EMAIL_PURPOSE_LABELS) as FeedbackEmailPurposeValue[]
  ).filter((each) => each === 'ACKNOWLEDGEMENT' || feedback.kind !== 'COMPLIMENT');

  const open = (next: FeedbackEmailPurposeValue) => {
    setPurpose(next);
    setBody(feedbackEmailDraft(next, feedback));
    // The draft is what staff check first.
    requestAnimationFrame(() => textRef.current?.focus());
  };

  const submit = async () => {
    if (!purpose) return;
    setBusy(true);
    try {
      if (await props.send(purpose, body)) {
        setPurpose(null);
        show('success', text.sent);
      } else {
        show('error', text.sendFailed);
      }
    } catch (error) {
      console.error('sendFeedbackEmail failed', error);
      const reason = errorMessage(error);
      show('error', reason ? `${text.sendFailed} ${reason}` : text.sendFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {feedback.emails.length === 0 ? (
        <Text mb="4">{text.none}</Text>
      ) : (
        <Stack as="ol" listStyleType="none" m="0" mb="4" p="0" gap="3">
          {feedback.emails.map((email) => (
            <Box as="li" key={email.sentAt} borderStartWidth="3px" ps="3">
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {email.subject}
              </Text>
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {text.sentBy(FEEDBACK_EMAIL_PURPOSE_LABELS[email.purpose], email.sentBy)},{' '}
                <DateTime value={email.sentAt} />
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      {!feedback.email || feedback.anonymous ? (
        <Text>{text.noAddress}</Text>
      ) : purpose === null ? (
        <Flex gap="3" wrap="wrap">
          {purposes.map((each) => (
            <Button key={each} variant="outline" onClick={() => open(each)}>
              {text.write(FEEDBACK_EMAIL_PURPOSE_LABELS[each])}
            </Button>
          ))}
        </Flex>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Text overflowWrap="anywhere">{text.to(feedback.email)}</Text>
          <Text mb="3" overflowWrap="anywhere">
            {text.subject}: {feedbackEmailSubject(purpose, feedback)}
          </Text>
          <Field.Root mb="3">
            <Field.Label>{text.text}</Field.Label>
            <Textarea
              ref={textRef}
              rows={8}
              maxLength={FEEDBACK_REGISTER_FIELD_LIMITS.emailText}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
            <Field.HelperText>{text.hint}</Field.HelperText>
          </Field.Root>
          <Flex gap="3" wrap="wrap">
            <SubmitButton label={text.send} busy={busy} />
            <Button variant="outline" onClick={() => setPurpose(null)}>
              {text.cancel}
            </Button>
          </Flex>
        </form>
      )}
    </>
  );
}
