import { chakra } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { contactPageText, type ContactField, type ContactFieldText } from '../../content/contact';
import { sendMessage, type MessageInput } from './data/messages';
import { CollectionNotice } from '../../components/CollectionNotice';
import { usePublicForm, type Checked } from '../../components/form/usePublicForm';
import { Honeypot } from '../../components/Honeypot';
import { SendButton } from '../../components/SendButton';
import { postcodeValue } from './postcode';
import type { SendResult } from './ResultDialog';
import { serverFieldErrors } from './serverFieldErrors';

// The dialog library loads once someone starts on the form, not with the page.
const ResultDialog = lazy(() =>
  import('./ResultDialog').then((module) => ({ default: module.ResultDialog })),
);

const text = contactPageText.form;
const resultText = contactPageText.result;

const FIELDS = text.fields.map((field) => field.name);

/**
 * Required fields must be non-blank after trimming. A blank one names no field: the form asks for
 * all of them in one message (checkFailed).
 */
function check(data: FormData): Checked<ContactField, MessageInput> {
  const value = (name: string) => String(data.get(name) ?? '').trim();
  if (text.fields.some((field) => field.required && value(field.name) === '')) {
    return { input: null, errors: null };
  }
  const website = value('website');
  return {
    input: {
      fullName: value('fullName'),
      postcode: postcodeValue(value('postcode')),
      email: value('email'),
      phone: value('phone'),
      msg: value('message'),
      ...(website ? { website } : {}),
    },
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
    serverErrors: serverFieldErrors,
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
        {text.fields.map((field) => (
          <FormField key={field.name} field={field} error={form.errors[field.name]} />
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
              {text.missingFields}
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

function FormField({ field, error }: { field: ContactFieldText; error: string | undefined }) {
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
        <chakra.textarea rows={text.messageRows} resize="vertical" {...common} />
      ) : (
        <chakra.input
          type={field.type}
          inputMode={field.name === 'postcode' ? 'numeric' : undefined}
          {...common}
        />
      )}
      {error ? (
        <chakra.p id={errorId} color="danger" fontSize="sm" fontWeight="semibold" mt={1}>
          {error}
        </chakra.p>
      ) : null}
    </chakra.div>
  );
}
