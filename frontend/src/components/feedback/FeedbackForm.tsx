import { chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FEEDBACK_KIND_LABELS } from '../../../../schema/contract/feedback';
import { feedbackFormText } from '../../content/feedbackForm';
import { sendFeedback } from '../../data/feedback';
import { ErrorSummary } from '../form/ErrorSummary';
import { FieldIdPrefix, formFieldId } from '../form/fieldIds';
import {
  Choice,
  ChoiceGroup,
  ErrorMessage,
  FieldBox,
  Section,
  TextArea,
  TextField,
} from '../form/formControls';
import { ReferenceConfirmation } from '../form/ReferenceConfirmation';
import { serverFieldErrors } from '../form/serverFieldErrors';
import { Honeypot } from '../Honeypot';
import { SendButton } from '../SendButton';
import {
  checkFeedback,
  FEEDBACK_FIELDS,
  FEEDBACK_ID_PREFIX,
  type FieldErrors,
} from './feedbackFields';

const text = feedbackFormText;
const fieldId = (field: string) => formFieldId(FEEDBACK_ID_PREFIX, field);

const KIND_OPTIONS = Object.entries(FEEDBACK_KIND_LABELS).map(([value, label]) => ({
  value,
  label,
}));

interface Sent {
  reference: string;
  acknowledged: boolean;
}

export function FeedbackForm() {
  return (
    <FieldIdPrefix.Provider value={FEEDBACK_ID_PREFIX}>
      <FeedbackFormSection />
    </FieldIdPrefix.Provider>
  );
}

/**
 * The online feedback and complaints form, GOV.UK style like the referral form: a failed submit
 * shows a focused summary linking to each field in error; success shows the reference, focused,
 * and empties the form. Staying anonymous removes the contact details, so none are sent.
 */
function FeedbackFormSection() {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const [anonymous, setAnonymous] = useState(false);
  /** Counts failed submits and successes, so each one moves focus even when nothing else changed. */
  const [focusRequest, setFocusRequest] = useState<{ to: 'summary' | 'confirmation'; n: number }>();

  useEffect(() => {
    if (!focusRequest) return;
    const target = focusRequest.to === 'summary' ? summaryRef.current : confirmationRef.current;
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [focusRequest]);

  const requestFocus = (to: 'summary' | 'confirmation') =>
    setFocusRequest((previous) => ({ to, n: (previous?.n ?? 0) + 1 }));

  function chooseAnonymous(checked: boolean) {
    setAnonymous(checked);
    if (checked) setErrors(({ name: _n, email: _e, phone: _p, ...rest }) => rest);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const checked = checkFeedback(new FormData(event.currentTarget));
    setSent(null);
    setFailure(null);
    setErrors(checked.errors ?? {});
    if (!checked.input) {
      requestFocus('summary');
      return;
    }
    const { input } = checked;
    sendingRef.current = true;
    setSending(true);
    try {
      const reference = await sendFeedback(input);
      formRef.current?.reset();
      setAnonymous(false);
      setSent({ reference, acknowledged: Boolean(input.email) });
      requestFocus('confirmation');
    } catch (error) {
      console.error('Sending the feedback failed', error);
      const fieldProblems = serverFieldErrors(error, FEEDBACK_FIELDS);
      setErrors(fieldProblems);
      if (!Object.keys(fieldProblems).length) setFailure(text.errorSummary.failed);
      requestFocus('summary');
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  const failed = Object.keys(errors).length > 0 || failure !== null;
  const confirmation = sent
    ? {
        ...text.confirmation,
        next: sent.acknowledged
          ? [text.confirmation.acknowledgementSent, ...text.confirmation.next]
          : text.confirmation.next,
      }
    : null;

  return (
    <chakra.section
      aria-labelledby="feedback-form-heading"
      mt={12}
      css={{ '@media (scripting: none)': { display: 'none' } }}
    >
      <chakra.h2
        id="feedback-form-heading"
        fontSize={{ base: '2xl', md: '3xl' }}
        fontWeight="bold"
        color="brand.700"
        mb={2}
      >
        {text.heading}
      </chakra.h2>
      <chakra.p fontSize="lg" mb={8} maxW="prose">
        {text.intro}
      </chakra.p>
      {sent && confirmation ? (
        <ReferenceConfirmation
          ref={confirmationRef}
          idPrefix={FEEDBACK_ID_PREFIX}
          text={confirmation}
          reference={sent.reference}
        />
      ) : null}
      {failed ? (
        <ErrorSummary
          ref={summaryRef}
          idPrefix={FEEDBACK_ID_PREFIX}
          fields={FEEDBACK_FIELDS}
          errors={errors}
          failure={failure}
        />
      ) : null}
      <chakra.form
        ref={formRef}
        // Sent before the form is hydrated, a GET would put what was typed into the address.
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="feedback-form-heading"
        display="grid"
        gap={10}
        maxW="40rem"
      >
        <chakra.div display="grid" gap={6}>
          <ChoiceGroup
            field="kind"
            legend={text.kind}
            type="radio"
            options={KIND_OPTIONS}
            error={errors.kind}
          />
          <TextArea
            field="whatHappened"
            label={text.whatHappened}
            hint={text.whatHappenedHint}
            rows={6}
            error={errors.whatHappened}
          />
          <TextArea
            field="outcomeWanted"
            label={text.outcomeWanted}
            optional
            rows={3}
            error={errors.outcomeWanted}
          />
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
              <TextField
                field="name"
                label={text.contact.name}
                optional
                autoComplete="name"
                spellCheck={false}
                error={errors.name}
              />
              <TextField
                field="email"
                label={text.contact.email}
                hint={text.contact.emailHint}
                optional
                type="email"
                autoComplete="email"
                spellCheck={false}
                error={errors.email}
              />
              <TextField
                field="phone"
                label={text.contact.phone}
                optional
                type="tel"
                autoComplete="tel"
                widthCh={20}
                error={errors.phone}
              />
            </>
          )}
        </Section>

        <Section legend={text.consent.legend}>
          <FieldBox error={errors.consent}>
            <ErrorMessage field="consent" error={errors.consent} />
            <Choice
              id={fieldId('consent')}
              name="consent"
              value="yes"
              type="checkbox"
              label={text.consent.statement}
              error={errors.consent}
              describedBy={errors.consent ? `${fieldId('consent')}-error` : undefined}
            />
          </FieldBox>
        </Section>

        <Honeypot id="feedback-website" label={text.honeypotLabel} />

        <SendButton
          sending={sending}
          label={text.submit}
          sendingLabel={text.sending}
          fontSize="lg"
        />
      </chakra.form>
    </chakra.section>
  );
}
