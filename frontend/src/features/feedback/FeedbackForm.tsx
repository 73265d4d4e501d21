import { chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { FEEDBACK_KIND_LABELS } from '../../../../schema/contract/feedback';
import { feedbackFormText } from './content/feedbackForm';
import { sendFeedback } from './data/feedback';
import { formFieldId } from '../../components/form/fieldIds';
import {
  Choice,
  ChoiceGroup,
  ConsentSection,
  optionsOf,
  Section,
  TextArea,
  TextField,
} from '../../components/form/formControls';
import { PublicForm } from '../../components/form/PublicForm';
import { usePublicForm } from '../../components/form/usePublicForm';
import { checkFeedback, FEEDBACK_FIELDS, FEEDBACK_ID_PREFIX } from './feedbackFields';

const text = feedbackFormText;
const fieldId = (field: string) => formFieldId(FEEDBACK_ID_PREFIX, field);

const KIND_OPTIONS = optionsOf(FEEDBACK_KIND_LABELS);

const ACKNOWLEDGED = {
  ...text.confirmation,
  next: [text.confirmation.acknowledgementSent, ...text.confirmation.next],
};

/**
 * The online feedback and complaints form, GOV.UK style like the referral form (PublicForm.tsx).
 * Staying anonymous removes the contact details, so none are sent.
 */
export function FeedbackForm() {
  const [anonymous, setAnonymous] = useState(false);
  const form = usePublicForm({
    idPrefix: FEEDBACK_ID_PREFIX,
    fields: FEEDBACK_FIELDS,
    check: checkFeedback,
    send: async (input) => ({
      reference: await sendFeedback(input),
      confirmation: input.email ? ACKNOWLEDGED : text.confirmation,
    }),
    failed: text.errorSummary.failed,
    failureLog: 'Sending the feedback failed',
    onSent: () => setAnonymous(false),
  });

  function chooseAnonymous(checked: boolean) {
    setAnonymous(checked);
    if (checked) form.clearErrors('name', 'email', 'phone');
  }

  return (
    <PublicForm form={form} text={text}>
      <chakra.div display="grid" gap={6}>
        <ChoiceGroup field="kind" legend={text.kind} type="radio" options={KIND_OPTIONS} />
        <TextArea
          field="whatHappened"
          label={text.whatHappened}
          hint={text.whatHappenedHint}
          rows={6}
        />
        <TextArea field="outcomeWanted" label={text.outcomeWanted} optional rows={3} />
      </chakra.div>

      <Section legend={text.contact.legend} hint={text.contact.hint}>
        <chakra.div>
          <Choice
            id={fieldId('anonymous')}
            name="anonymous"
            value="yes"
            type="checkbox"
            label={text.contact.anonymous}
            describedBy={`${fieldId('anonymous')}-hint`}
            checked={anonymous}
            onChange={chooseAnonymous}
          />
          <chakra.p id={`${fieldId('anonymous')}-hint`} color="muted" fontSize="sm" ml={9}>
            {text.contact.anonymousHint}
          </chakra.p>
        </chakra.div>
        {/* Left out while anonymous: nothing typed before is kept or sent. */}
        {anonymous ? null : (
          <>
            <TextField field="name" label={text.contact.name} optional kind="ownName" />
            <TextField
              field="email"
              label={text.contact.email}
              hint={text.contact.emailHint}
              optional
              kind="email"
            />
            <TextField field="phone" label={text.contact.phone} optional kind="phone" />
          </>
        )}
      </Section>

      <ConsentSection legend={text.consent.legend} statement={text.consent.statement} />
    </PublicForm>
  );
}
