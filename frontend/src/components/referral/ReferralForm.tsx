import { chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { REFERRAL_ATTACHMENT_LIMITS } from '../../../../schema/contract/inputLimits';
import {
  CONTACT_METHOD_LABELS,
  PLAN_FUNDING_LABELS,
  REFERRER_ROLE_LABELS,
} from '../../../../schema/contract/referrals';
import { SERVICES } from '../../../../schema/contract/services';
import { referralFormText } from '../../content/referralForm';
import { GraphqlRequestError } from '../../data/graphqlClient';
import {
  attachmentContentType,
  sendReferral,
  uploadReferralAttachment,
} from '../../data/referrals';
import { CollectionNotice } from '../CollectionNotice';
import { Honeypot } from '../Honeypot';
import { SendButton } from '../SendButton';
import { AttachmentField, type Attachment } from './AttachmentField';
import { ErrorSummary } from '../form/ErrorSummary';
import { FieldIdPrefix } from '../form/fieldIds';
import { ReferenceConfirmation } from '../form/ReferenceConfirmation';
import { serverFieldErrors } from '../form/serverFieldErrors';
import {
  Choice,
  ChoiceGroup,
  ErrorMessage,
  FieldBox,
  Section,
  TextArea,
  TextField,
} from '../form/formControls';
import {
  checkReferral,
  errorId,
  fieldId,
  REFERRAL_FIELDS,
  REFERRAL_ID_PREFIX,
  type FieldErrors,
} from './referralFields';

const text = referralFormText;
const groups = text.groups;

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Why the API refused a file, in its own words when it gave a reason, for the visitor. */
function uploadProblem(fileName: string, error: unknown): string {
  const reason =
    error instanceof GraphqlRequestError
      ? error.errors
          .find((entry) => entry.errorType === 'ValidationError')
          ?.message.replace(/^[a-z]+: /, '')
      : undefined;
  return text.errors.uploadFailed(fileName, reason ?? text.errors.uploadFailedGeneric);
}

/**
 * The online referral: short groups of fields, GOV.UK style. A failed submit (the checks the API
 * makes, or what the API refused) shows a focused summary linking to each field in error; success
 * shows the referral's reference, focused, and empties the form. Attachments upload as chosen.
 */
export function ReferralForm() {
  return (
    <FieldIdPrefix.Provider value={REFERRAL_ID_PREFIX}>
      <ReferralFormSection />
    </FieldIdPrefix.Provider>
  );
}

function ReferralFormSection() {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const [interpreter, setInterpreter] = useState(false);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [attachmentError, setAttachmentError] = useState<string | undefined>();
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

  function chooseFiles(files: File[]) {
    const room = REFERRAL_ATTACHMENT_LIMITS.maxPerReferral - attachments.length;
    const problems: string[] = [];
    if (files.length > room) problems.push(text.errors.tooManyFiles);
    for (const file of files.slice(0, Math.max(room, 0))) {
      const contentType = attachmentContentType(file);
      if (!contentType) problems.push(text.errors.fileType(file.name));
      else if (file.size < REFERRAL_ATTACHMENT_LIMITS.minBytes)
        problems.push(text.errors.fileEmpty(file.name));
      else if (file.size > REFERRAL_ATTACHMENT_LIMITS.maxBytes)
        problems.push(text.errors.fileSize(file.name));
      else {
        const attachment: Attachment = { id: crypto.randomUUID(), fileName: file.name, key: null };
        setAttachments((list) => [...list, attachment]);
        uploadReferralAttachment(file, contentType).then(
          (key) =>
            setAttachments((list) =>
              list.map((each) => (each.id === attachment.id ? { ...each, key } : each)),
            ),
          (error: unknown) => {
            console.error('Uploading a referral attachment failed', error);
            setAttachments((list) => list.filter((each) => each.id !== attachment.id));
            setAttachmentError(uploadProblem(file.name, error));
          },
        );
      }
    }
    setAttachmentError(problems.length ? problems.join('. ') : undefined);
    setErrors(({ attachments: _dropped, ...rest }) => rest);
  }

  function removeAttachment(attachment: Attachment) {
    setAttachments((list) => list.filter((each) => each.id !== attachment.id));
    document.getElementById(fieldId('attachments'))?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const checked = checkReferral(new FormData(event.currentTarget));
    const problems: FieldErrors = { ...checked.errors };
    if (attachments.some((attachment) => !attachment.key))
      problems.attachments = text.errors.uploading;
    setReference(null);
    setFailure(null);
    setErrors(problems);
    if (!checked.input || Object.keys(problems).length) {
      requestFocus('summary');
      return;
    }
    const { input } = checked;
    sendingRef.current = true;
    setSending(true);
    try {
      const sent = await sendReferral({
        ...input,
        attachments: attachments.flatMap((attachment) => (attachment.key ? [attachment.key] : [])),
      });
      formRef.current?.reset();
      setInterpreter(false);
      setAttachments([]);
      setAttachmentError(undefined);
      setReference(sent);
      requestFocus('confirmation');
    } catch (error) {
      console.error('Sending the referral failed', error);
      const fieldProblems = serverFieldErrors(error, REFERRAL_FIELDS);
      setErrors(fieldProblems);
      if (!Object.keys(fieldProblems).length) setFailure(text.errorSummary.failed);
      requestFocus('summary');
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  const shownErrors: FieldErrors = {
    ...errors,
    attachments: errors.attachments ?? attachmentError,
  };
  const failed = Object.keys(errors).length > 0 || failure !== null;

  return (
    <chakra.section
      aria-labelledby="referral-form-heading"
      mt={12}
      css={{ '@media (scripting: none)': { display: 'none' } }}
    >
      <chakra.h2
        id="referral-form-heading"
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
      {reference ? (
        <ReferenceConfirmation
          ref={confirmationRef}
          idPrefix={REFERRAL_ID_PREFIX}
          text={text.confirmation}
          reference={reference}
        />
      ) : null}
      {failed ? (
        <ErrorSummary
          ref={summaryRef}
          idPrefix={REFERRAL_ID_PREFIX}
          fields={REFERRAL_FIELDS}
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
        aria-labelledby="referral-form-heading"
        display="grid"
        gap={10}
        maxW="40rem"
      >
        <Section legend={groups.referrer.legend}>
          <ChoiceGroup
            field="referrerRole"
            legend={groups.referrer.role}
            type="radio"
            options={options(REFERRER_ROLE_LABELS)}
            error={shownErrors.referrerRole}
          />
          <TextField
            field="referrerName"
            label={groups.referrer.name}
            autoComplete="name"
            spellCheck={false}
            error={shownErrors.referrerName}
          />
          <TextField
            field="referrerOrganisation"
            label={groups.referrer.organisation}
            optional
            autoComplete="organization"
            error={shownErrors.referrerOrganisation}
          />
          <TextField
            field="referrerEmail"
            label={groups.referrer.email}
            hint={groups.referrer.emailHint}
            type="email"
            autoComplete="email"
            spellCheck={false}
            error={shownErrors.referrerEmail}
          />
          <TextField
            field="referrerPhone"
            label={groups.referrer.phone}
            type="tel"
            autoComplete="tel"
            widthCh={20}
            error={shownErrors.referrerPhone}
          />
        </Section>

        {/* The participant may not be the person filling in the form: the browser's own details
            must not be offered here. */}
        <Section legend={groups.participant.legend} hint={groups.participant.hint}>
          <TextField
            field="participantName"
            label={groups.participant.name}
            autoComplete="off"
            spellCheck={false}
            error={shownErrors.participantName}
          />
          <TextField
            field="participantDateOfBirth"
            label={groups.participant.dateOfBirth}
            type="date"
            autoComplete="off"
            widthCh={14}
            error={shownErrors.participantDateOfBirth}
          />
          <TextField
            field="ndisNumber"
            label={groups.participant.ndisNumber}
            hint={groups.participant.ndisNumberHint}
            optional
            autoComplete="off"
            inputMode="numeric"
            widthCh={11}
            error={shownErrors.ndisNumber}
          />
          <TextField
            field="participantPostcode"
            label={groups.participant.postcode}
            autoComplete="off"
            inputMode="numeric"
            widthCh={4}
            maxLength={4}
            error={shownErrors.participantPostcode}
          />
          <ChoiceGroup
            field="preferredContact"
            legend={groups.participant.preferredContact}
            type="radio"
            options={options(CONTACT_METHOD_LABELS)}
            error={shownErrors.preferredContact}
          />
        </Section>

        <Section legend={groups.communication.legend} hint={groups.communication.hint}>
          <chakra.div>
            <Choice
              id={fieldId('communication.interpreterLanguage') + '-needed'}
              name="communication.interpreter"
              value="yes"
              type="checkbox"
              label={groups.communication.interpreter}
              checked={interpreter}
              onChange={setInterpreter}
            />
            {interpreter ? (
              <chakra.div borderLeftWidth="4px" borderColor="gray.400" pl={4} ml={3} my={2}>
                <TextField
                  field="communication.interpreterLanguage"
                  label={groups.communication.interpreterLanguage}
                  autoComplete="off"
                  widthCh={20}
                  error={shownErrors['communication.interpreterLanguage']}
                />
              </chakra.div>
            ) : null}
            <Choice
              id="referral-communication-auslan"
              name="communication.auslan"
              value="yes"
              type="checkbox"
              label={groups.communication.auslan}
            />
          </chakra.div>
          <TextArea
            field="communication.other"
            label={groups.communication.other}
            optional
            rows={3}
            error={shownErrors['communication.other']}
          />
        </Section>

        <Section legend={groups.plan.legend}>
          <ChoiceGroup
            field="planFunding"
            legend={groups.plan.funding}
            type="radio"
            options={options(PLAN_FUNDING_LABELS)}
            error={shownErrors.planFunding}
          />
          <TextField
            field="planStartDate"
            label={groups.plan.startDate}
            optional
            type="date"
            autoComplete="off"
            widthCh={14}
            error={shownErrors.planStartDate}
          />
          <TextField
            field="planEndDate"
            label={groups.plan.endDate}
            optional
            type="date"
            autoComplete="off"
            widthCh={14}
            error={shownErrors.planEndDate}
          />
        </Section>

        <Section legend={groups.services.legend}>
          <ChoiceGroup
            field="services"
            legend={groups.services.services}
            hint={groups.services.servicesHint}
            type="checkbox"
            options={SERVICES.map((service) => ({ value: service.key, label: service.title }))}
            error={shownErrors.services}
          />
          <TextArea
            field="supportNeeded"
            label={groups.services.supportNeeded}
            hint={groups.services.supportNeededHint}
            rows={5}
            error={shownErrors.supportNeeded}
          />
          <TextArea
            field="goals"
            label={groups.services.goals}
            optional
            rows={4}
            error={shownErrors.goals}
          />
        </Section>

        <Section legend={groups.attachments.legend}>
          <AttachmentField
            attachments={attachments}
            error={shownErrors.attachments}
            onChoose={chooseFiles}
            onRemove={removeAttachment}
          />
        </Section>

        <Section legend={groups.consent.legend}>
          <ConsentField error={shownErrors.consent} />
        </Section>

        <Honeypot id="referral-website" label={text.honeypotLabel} />

        <CollectionNotice paragraphs={text.collectionNotice} />

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

function ConsentField({ error }: { error: string | undefined }) {
  return (
    <FieldBox error={error}>
      <ErrorMessage field="consent" error={error} />
      <Choice
        id={fieldId('consent')}
        name="consent"
        value="yes"
        type="checkbox"
        label={groups.consent.statement}
        error={error}
        describedBy={error ? errorId('consent') : undefined}
      />
    </FieldBox>
  );
}
