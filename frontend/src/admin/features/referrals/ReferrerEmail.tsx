// 'E-mail the referrer': while a referral is Contacted, Waitlisted or Declined, the template of its
// status (schema/contract/referrerEmails.ts) in an editable text area; Send asks first, then the
// API sends it (refusing a text that holds the participant's details) and notes it on the referral.
import { Field, Text, Textarea } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { REFERRAL_LIMITS } from '../../../../../schema/contract/inputLimits';
import {
  REFERRER_EMAIL_LABELS,
  REFERRER_EMAIL_STATUS,
  REFERRER_EMAIL_TEXTS,
  type ReferrerEmailTemplateValue,
} from '../../../../../schema/contract/referrerEmails';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { StatusTone } from '../../components/StatusMessage';
import { BusyButton } from '../../components/SubmitButton';
import { errorMessage } from '../../data/errorMessage';
import {
  EmailReferrerDocument,
  type ReferralFieldsFragment,
} from '../../graphql/generated/operations';
import { referrerEmailText as text } from './intakeTexts';

/** The template that goes with a status, if any. */
function templateFor(status: string): ReferrerEmailTemplateValue | null {
  const templates = Object.keys(REFERRER_EMAIL_STATUS) as ReferrerEmailTemplateValue[];
  return templates.find((template) => REFERRER_EMAIL_STATUS[template] === status) ?? null;
}

export function ReferrerEmail({
  referral,
  show,
}: {
  referral: ReferralFieldsFragment;
  show(tone: StatusTone, text: string): void;
}) {
  const template = templateFor(referral.status);
  if (!template) return <Text>{text.notNow}</Text>;
  // A new status starts from its own template.
  return <ReferrerEmailForm key={template} referral={referral} template={template} show={show} />;
}

function ReferrerEmailForm({
  referral,
  template,
  show,
}: {
  referral: ReferralFieldsFragment;
  template: ReferrerEmailTemplateValue;
  show(tone: StatusTone, text: string): void;
}) {
  const client = useApolloClient();
  const [body, setBody] = useState(REFERRER_EMAIL_TEXTS[template]);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const sendButton = useRef<HTMLButtonElement>(null);

  const send = async () => {
    setBusy(true);
    try {
      await client.mutate({
        mutation: EmailReferrerDocument,
        variables: { input: { id: referral.id, template, text: body } },
      });
      show('success', text.sent(referral.referrerEmail));
    } catch (error) {
      console.error('emailReferrer failed', error);
      const reason = errorMessage(error);
      show('error', reason ? `${text.failed} ${reason}` : text.failed);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Text mb="3">{text.intro}</Text>
      <Text mb="2">
        {text.template}: {REFERRER_EMAIL_LABELS[template]}
      </Text>
      <Field.Root mb="3" required>
        <Field.Label>{text.text}</Field.Label>
        <Textarea
          value={body}
          rows={6}
          maxLength={REFERRAL_LIMITS.referrerEmailText}
          onChange={(event) => setBody(event.target.value)}
        />
      </Field.Root>
      <BusyButton
        ref={sendButton}
        variant="outline"
        label={text.send}
        busy={false}
        onClick={() => {
          if (!body.trim()) show('error', text.empty);
          else setAsking(true);
        }}
      />
      <ConfirmDialog
        open={asking}
        title={text.confirmTitle}
        confirmLabel={text.confirm}
        question={text.question(referral.referrerEmail)}
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
        finalFocus={() => sendButton.current}
      />
    </>
  );
}
