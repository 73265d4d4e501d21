import { chakra } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { CONTACT_FORM } from '../../../../schema/contract/contactFields';
import { contactPageText } from '../../content/contact';
import { sendMessage, type MessageInput } from './data/messages';
import { CollectionNotice } from '../../components/CollectionNotice';
import { serverFieldErrors } from '../../components/form/serverFieldErrors';
import { checkBlanks } from '../../components/form/tableChecks';
import { usePublicForm, type Checked } from '../../components/form/usePublicForm';
import { Honeypot } from '../../components/Honeypot';
import { SendButton } from '../../components/SendButton';
import { CONTACT_CONTROLS, RENAMED_CONTROLS, type ContactControl } from './contactControls';
import type { SendResult } from './ResultDialog';

// The dialog library loads once someone starts on the form, not with the page.
const ResultDialog = lazy(() =>
  import('./ResultDialog').then((module) => ({ default: module.ResultDialog })),
);

const text = contactPageText.form;
const resultText = contactPageText.result;

const FIELDS = CONTACT_CONTROLS.map((control) => control.name);

/**
 * Required fields must be non-blank after trimming (checkBlanks). A blank one names no field: the
 * form asks for all of them in one message (checkFailed).
 */
function check(data: FormData): Checked<string, MessageInput> {
  const values = checkBlanks(CONTACT_FORM.fields, data);
  if (!values) return { input: null, errors: null };
  const website = String(data.get('website') ?? '').trim();
  return {
    input: { ...(values as MessageInput), ...(website ? { website } : {}) },
    errors: null,
  };
}

/**
 * 'Get in touch' on the shared public form hook (usePublicForm): checks the required fields,
 * sends the message once however often the button is pressed, and reports the outcome in a
 * dialog. Problems the server finds with a field are shown under that field. What was typed is
 * kept for the tab until it is sent (useFormProgress.ts).
 */
export function ContactForm() {
  const [result, setResult] = useState<SendResult | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const form = usePublicForm({
    idPrefix: 'contact',
    fields: FIELDS,
    check,
    send: sendMessage,
    serverErrors: (error) => serverFieldErrors(error, FIELDS, RENAMED_CONTROLS),
    failed: resultText.failureMessage,
    failureLog: 'Sending the contact message failed',
    onSent: () =>
      setResult({ ok: true, title: resultText.successTitle, message: resultText.successMessage }),
    onFailed: (problems) =>
      setResult({
        ok: false,
        title: resultText.failureTitle,
        message:
          Object.keys(problems).length > 0
            ? resultText.failureFieldsMessage
            : resultText.failureMessage,
      }),
  });

  return (
    <chakra.form
      ref={form.formRef}
      // Sent before the form is hydrated (or without JavaScript), a GET would put what the visitor
      // typed into the address and the server logs; a POST is refused by the static site instead.
      method="post"
      onSubmit={(event) => {
        setDialogWanted(true);
        void form.onSubmit(event);
      }}
      onFocusCapture={() => setDialogWanted(true)}
      aria-labelledby="form-heading"
    >
      <chakra.h2 id="form-heading" fontSize="2xl" fontWeight="bold" color="brand.700" mb={2}>
        {text.heading}
      </chakra.h2>
      <chakra.p color="muted" fontSize="sm" mb={6}>
        {text.requiredNote}
      </chakra.p>
      <chakra.div display="grid" gap={5}>
        {CONTACT_CONTROLS.map((control) => (
          <FormField key={control.name} field={control} error={form.errors[control.name]} />
        ))}
        <Honeypot id="contact-website" label={text.honeypotLabel} />
        <chakra.div role="alert" aria-atomic="true">
          {form.checkFailed ? (
            <chakra.p
              color="danger"
              fontWeight="semibold"
              bg="gray.50"
              borderLeftWidth="4px"
              borderColor="danger"
              borderRadius="md"
              px={4}
              py={3}
            >
              {CONTACT_FORM.blankMessage}
            </chakra.p>
          ) : null}
        </chakra.div>
        <CollectionNotice paragraphs={text.collectionNotice} />
        <SendButton sending={form.sending} label={text.submit} sendingLabel={text.sending} />
      </chakra.div>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <ResultDialog result={result} onClose={() => setResult(null)} />
        </Suspense>
      ) : null}
    </chakra.form>
  );
}

const inputStyle = {
  w: 'full',
  minH: 'target',
  px: 3,
  py: 2,
  borderWidth: '1px',
  borderColor: 'gray.500',
  borderRadius: 'md',
  bg: 'white',
  _invalid: { borderColor: 'danger', borderWidth: '2px' },
} as const;

function FormField({ field, error }: { field: ContactControl; error: string | undefined }) {
  const id = `contact-${field.name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.name,
    required: field.required,
    autoComplete: field.autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...inputStyle,
  };
  return (
    <chakra.div>
      <chakra.label htmlFor={id} display="block" fontWeight="semibold" mb={1}>
        {field.label}
      </chakra.label>
      {field.type === 'textarea' ? (
        <chakra.textarea rows={field.rows} resize="vertical" {...common} />
      ) : (
        <chakra.input type={field.type} inputMode={field.inputMode} {...common} />
      )}
      {error ? (
        <chakra.p id={errorId} color="danger" fontSize="sm" fontWeight="semibold" mt={1}>
          {error}
        </chakra.p>
      ) : null}
    </chakra.div>
  );
}
